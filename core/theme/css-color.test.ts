import { describe, expect, it } from "vitest";
import { safeCssColor } from "./css-color";

describe("safeCssColor", () => {
  it.each(["#1f6f43", "#FFF", "#abcd", "#11223344", "rgb(31, 111, 67)", "rgba(31,111,67,.5)", "hsl(120 50% 30%)", "hsl(120 50% 30% / .5)"])(
    "keeps %s",
    (c) => {
      expect(safeCssColor(c)).toBe(c);
    },
  );

  it.each(["", "   ", "red; background:url(x)", "#12", "#ggg", "url(javascript:x)", "expression(alert(1))", "rgb(1,2,3);x:y", "var(--x)"])(
    "drops %j",
    (c) => {
      expect(safeCssColor(c)).toBe("");
    },
  );

  it("trims and tolerates null", () => {
    expect(safeCssColor("  #123456 ")).toBe("#123456");
    expect(safeCssColor(null)).toBe("");
    expect(safeCssColor(undefined)).toBe("");
  });
});
