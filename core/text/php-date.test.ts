import { describe, expect, it } from "vitest";
import { elementorDate, phpDate } from "./php-date";

const at = new Date("2026-11-03T14:05:09Z");

describe("PHP date letters", () => {
  it("write dates and times as WordPress does", () => {
    expect(phpDate("F j, Y", at)).toBe("November 3, 2026");
    expect(phpDate("Y-m-d", at)).toBe("2026-11-03");
    expect(phpDate("D jS M y", at)).toBe("Tue 3rd Nov 26");
    expect(phpDate("g:i a", at)).toBe("2:05 pm");
    expect(phpDate("H:i:s", at)).toBe("14:05:09");
    expect(phpDate("\\Y\\e\\s Y", at)).toBe("Yes 2026");
  });
  it("take Elementor's choices: the site default, a format, or the widget's own", () => {
    expect(elementorDate("0", "", "F j, Y", at)).toBe("November 3, 2026");
    expect(elementorDate("m/d/Y", "", "F j, Y", at)).toBe("11/03/2026");
    expect(elementorDate("custom", "l", "F j, Y", at)).toBe("Tuesday");
  });
  it("writes nothing for a date that is not one", () => {
    expect(phpDate("Y", new Date("nope"))).toBe("");
  });
});
