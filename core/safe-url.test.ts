import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it.each(["/shop", "https://example.com/a?b=1", "http://x.test", "mailto:a@b.test", "tel:+15555550101", "#top", "?s=milk", "recipes/pie"])(
    "keeps %s",
    (u) => expect(safeUrl(u)).toBe(u),
  );
  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>", "vbscript:x", "//evil.test/x", "", 42, null, "java\tscript:x"])(
    "neutralises %s",
    (u) => expect(safeUrl(u)).toBe("#"),
  );
});
