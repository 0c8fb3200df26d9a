import { describe, expect, it } from "vitest";
import { humanDuration, ingredientText, isoDuration, totalMinutes } from "./recipe-text";

describe("recipe text", () => {
  it("writes an ingredient line as a cook reads it", () => {
    expect(ingredientText({ quantity: "1 1/2", unit: "cups", name: "all-purpose flour", note: "sifted" })).toBe(
      "1 1/2 cups all-purpose flour, sifted",
    );
    expect(ingredientText({ quantity: "2", unit: "", name: "large eggs", note: "" })).toBe("2 large eggs");
    expect(ingredientText({ quantity: "", unit: "", name: "maple syrup", note: "for serving" })).toBe("maple syrup, for serving");
  });

  it("writes minutes as an ISO 8601 duration for schema.org", () => {
    expect([isoDuration(0), isoDuration(15), isoDuration(60), isoDuration(75), isoDuration(480)]).toEqual([
      "PT0M",
      "PT15M",
      "PT1H",
      "PT1H15M",
      "PT8H",
    ]);
  });

  it("writes minutes for people", () => {
    expect([humanDuration(0), humanDuration(45), humanDuration(60), humanDuration(135)]).toEqual([
      "0 min",
      "45 min",
      "1 hr",
      "2 hr 15 min",
    ]);
  });

  it("adds prep and cook time when either is known", () => {
    expect(totalMinutes({ prepMinutes: 10, cookMinutes: 25 })).toBe(35);
    expect(totalMinutes({ prepMinutes: 5, cookMinutes: null })).toBe(5);
    expect(totalMinutes({ prepMinutes: null, cookMinutes: null })).toBeNull();
  });
});
