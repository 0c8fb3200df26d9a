import { describe, expect, it } from "vitest";
import { customId, idBase, uniqueIds } from "./html-id";

describe("widget item ids", () => {
  it("takes a custom CSS ID only when it is a plain name", () => {
    expect(customId("deals")).toBe("deals");
    expect(customId("Deals_2-x")).toBe("Deals_2-x");
    expect(customId('" onclick="x')).toBeUndefined();
    expect(customId("2fast")).toBeUndefined();
    expect(customId(42)).toBeUndefined();
  });

  it("starts from the element id, or a short hash of one that cannot go into an id as it is", () => {
    expect(idBase({ id: "a1b2c3d" })).toBe("a1b2c3d");
    expect(idBase({ id: "not safe!" })).toMatch(/^e[0-9a-z]+$/);
    expect(idBase({ id: "not safe!" })).toBe(idBase({ id: "not safe!" }));
    expect(idBase({ id: "not safe?" })).not.toBe(idBase({ id: "not safe!" }));
  });

  it("keeps ids unique within a widget", () => {
    expect(uniqueIds(["a", undefined, "a", "b"], (i) => `gen-${i}`)).toEqual(["a", "gen-1", "gen-2", "b"]);
  });
});
