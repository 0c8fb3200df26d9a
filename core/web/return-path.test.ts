import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { localPath, RETURN_PATH_MAX_LENGTH, returnPath } from "./return-path";

describe("localPath", () => {
  it.each(["/", "/stores/dayton-far-hills", "/store/store-locator?q=Dayton&lat=1", "/drink-calculator#results"])("keeps %s", (p) =>
    expect(localPath(p)).toBe(p),
  );
  it.each([
    "//evil.test/x",
    "/\\evil.test",
    "https://evil.test/",
    "stores",
    "",
    "/a\nb",
    "/a\\b",
    "/\u0100",
    "/caf\u00e9",
    "/a b",
    "/\u{1F34E}",
    "/" + "a".repeat(500),
    null,
    7,
  ])("refuses %j", (p) => expect(localPath(p)).toBeNull());
});

describe("returnPath", () => {
  it("is the page with its query, without a query too long to copy into every form, or none", () => {
    expect(returnPath("/store/store-locator", "?q=Dayton")).toBe("/store/store-locator?q=Dayton");
    expect(returnPath("/", "?s=" + "a".repeat(15_000))).toBe("/");
    expect(returnPath("/x", "?" + "a".repeat(RETURN_PATH_MAX_LENGTH - 3))).toHaveLength(RETURN_PATH_MAX_LENGTH);
    expect(returnPath("/" + "a".repeat(RETURN_PATH_MAX_LENGTH), "")).toBeNull();
  });
});

describe("localPath, for any text", () => {
  it("gives null or a path of this site that a Location header carries as it is", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme" }),
          fc.string({ unit: "binary" }),
          fc.webPath(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (value) => {
          const path = localPath(value);
          if (path === null) return;
          expect(path).toBe(value);
          expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
          expect(() => new Headers({ location: path })).not.toThrow();
          expect(new URL(path, "https://shop.example").origin).toBe("https://shop.example");
        },
      ),
      { numRuns: 2000 },
    );
  });
});
