import { describe, expect, it } from "vitest";
import { choice, numberSetting, secondsToMs, settingsObject, stringList, switcher, text } from "./setting-readers";

describe("settingsObject", () => {
  it("keeps an object", () => {
    const s = { a: 1 };
    expect(settingsObject(s)).toBe(s);
  });
  it.each([[[]], [null], [undefined], ["yes"], [3]])("reads %j as {}", (v) => {
    expect(settingsObject(v)).toEqual({});
  });
});

describe("switcher", () => {
  it("is on for yes and true", () => {
    expect(switcher("yes")).toBe(true);
    expect(switcher(true)).toBe(true);
  });
  it("is off for an empty string, no, false or anything else, whatever the default", () => {
    for (const v of ["", "no", false, 1, "Yes", {}]) expect(switcher(v, true)).toBe(false);
  });
  it("takes the default only when the setting is missing", () => {
    expect(switcher(undefined, true)).toBe(true);
    expect(switcher(null, true)).toBe(true);
    expect(switcher(undefined)).toBe(false);
  });
});

describe("numberSetting", () => {
  const range = { fallback: 30, min: 1, max: 100 };
  it.each([
    [5, 5],
    ["5", 5],
    [" 2.5 ", 2.5],
    [{ unit: "px", size: 40, sizes: [] }, 40],
    [{ unit: "s", size: "1.5" }, 1.5],
  ])("reads %j as %d", (v, n) => {
    expect(numberSetting(v, range)).toBe(n);
  });
  it("clamps into the range", () => {
    expect(numberSetting(0, range)).toBe(1);
    expect(numberSetting(-3, range)).toBe(1);
    expect(numberSetting(150, range)).toBe(100);
    expect(numberSetting(150, { fallback: 1 })).toBe(150);
  });
  it.each([[undefined], [null], [""], ["ten"], [NaN], [Infinity], [[]], [{}], [{ size: "" }], ["1e3"], [true]])(
    "reads %j as the default",
    (v) => {
      expect(numberSetting(v, range)).toBe(30);
    },
  );
});

describe("secondsToMs", () => {
  it("multiplies by 1000 and rounds to the millisecond", () => {
    expect(secondsToMs(4)).toBe(4000);
    expect(secondsToMs(0.1)).toBe(100);
    expect(secondsToMs(1.2)).toBe(1200);
    expect(secondsToMs(0.0004)).toBe(0);
  });
});

describe("choice", () => {
  it("keeps an allowed word and falls back otherwise", () => {
    expect(choice("up", ["down", "up"] as const, "down")).toBe("up");
    expect(choice("sideways", ["down", "up"] as const, "down")).toBe("down");
    expect(choice(1, ["down", "up"] as const, "down")).toBe("down");
  });
});

describe("text", () => {
  it("trims strings and reads anything else as empty", () => {
    expect(text("  .a  ")).toBe(".a");
    expect(text(5)).toBe("");
    expect(text(null)).toBe("");
  });
});

describe("stringList", () => {
  it("keeps non-empty strings and numbers once each, trimmed", () => {
    expect(stringList([" a", "b", "", "a", 3, null, {}, "  "])).toEqual(["a", "b", "3"]);
  });
  it("is undefined for what is not an array", () => {
    expect(stringList("a,b")).toBeUndefined();
    expect(stringList(undefined)).toBeUndefined();
  });
  it("keeps an empty array empty", () => {
    expect(stringList([])).toEqual([]);
  });
});
