import { describe, expect, it } from "vitest";
import { scriptJson } from "./plain-page";

describe("a plain page's data in its script element", () => {
  it("cannot end the element early, and reads back as it was", () => {
    const value = { html: "</script><script>alert(1)</script>", comment: "<!-- x -->", line: "a\u2028b" };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });
});
