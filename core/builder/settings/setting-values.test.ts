import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { choice, clamp, finiteNumber, ownValue, sliderLength, sliderRange, sliderSize, switcherOn } from "./setting-values";

describe("ownValue", () => {
  it("reads an object's own keys only", () => {
    expect(ownValue({ a: 1 }, "a")).toBe(1);
    expect(ownValue({ a: 1 }, "b")).toBeUndefined();
    expect(ownValue({}, "toString")).toBeUndefined();
    expect(ownValue(Object.create({ a: 1 }), "a")).toBeUndefined();
    expect(ownValue(JSON.parse('{"__proto__":{"a":1}}'), "a")).toBeUndefined();
  });

  it("nothing from what is not a plain object", () => {
    for (const v of [undefined, null, 1, "a", ["x"], true]) expect(ownValue(v, "0")).toBeUndefined();
  });
});

describe("switcherOn", () => {
  it("yes or true is on", () => {
    expect(switcherOn("yes", false)).toBe(true);
    expect(switcherOn(true, false)).toBe(true);
  });

  it('"" (a switched-off control) and anything else is off', () => {
    for (const v of ["", "no", "Yes", "true", 1, false, {}, []]) expect(switcherOn(v, true), JSON.stringify(v)).toBe(false);
  });

  it("missing is the control's default", () => {
    expect(switcherOn(undefined, true)).toBe(true);
    expect(switcherOn(null, true)).toBe(true);
    expect(switcherOn(undefined, false)).toBe(false);
  });
});

describe("finiteNumber", () => {
  it.each([
    [3, 3],
    [-2.5, -2.5],
    [0, 0],
    ["3", 3],
    [" 42 ", 42],
    ["-0.5", -0.5],
    [".5", 0.5],
    ["5.", 5],
    ["+7", 7],
    ["1e3", 1000],
  ])("%j reads as %j", (v, n) => expect(finiteNumber(v)).toBe(n));

  it.each([
    ["" as unknown],
    ["  "],
    ["3px"],
    ["0x10"],
    ["Infinity"],
    ["NaN"],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [true],
    [{}],
    [[3]],
    ["1e999"],
  ])("%j is not set", (v) => expect(finiteNumber(v)).toBeUndefined());

  it("never gives a non-finite number", () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const n = finiteNumber(v);
        if (n !== undefined) expect(Number.isFinite(n)).toBe(true);
      }),
    );
  });
});

describe("sliderSize and sliderLength", () => {
  it("reads Elementor's { unit, size } and bare numbers", () => {
    expect(sliderSize({ unit: "px", size: 20, sizes: [] })).toBe(20);
    expect(sliderSize({ unit: "px", size: "15" })).toBe(15);
    expect(sliderSize(12)).toBe(12);
    expect(sliderSize("8")).toBe(8);
  });

  it("an empty size is not set", () => {
    for (const v of [{ unit: "px", size: "", sizes: [] }, {}, { size: null }, [], null, undefined, ""])
      expect(sliderSize(v), JSON.stringify(v)).toBeUndefined();
  });

  it("sliderLength keeps an allowed unit, else the first", () => {
    expect(sliderLength({ unit: "%", size: 10 }, ["px", "%"])).toEqual({ size: 10, unit: "%" });
    expect(sliderLength({ unit: "vh;color:red", size: 10 }, ["px", "%"])).toEqual({ size: 10, unit: "px" });
    expect(sliderLength(10, ["px", "%"])).toEqual({ size: 10, unit: "px" });
    expect(sliderLength({ unit: "px", size: "" }, ["px"])).toBeUndefined();
  });
});

describe("sliderRange", () => {
  it("reads { sizes: { start, end } }", () => {
    expect(sliderRange({ unit: "%", size: "", sizes: { start: 20, end: 80 } })).toEqual({ start: 20, end: 80 });
    expect(sliderRange({ sizes: { start: "10", end: "90" } })).toEqual({ start: 10, end: 90 });
  });

  it("clamps into 0–100 and puts the ends in order", () => {
    expect(sliderRange({ sizes: { start: -20, end: 150 } })).toEqual({ start: 0, end: 100 });
    expect(sliderRange({ sizes: { start: 70, end: 30 } })).toEqual({ start: 30, end: 70 });
  });

  it("a range with an end missing is not set", () => {
    for (const v of [
      { sizes: { start: 20 } },
      { sizes: { end: 20 } },
      { sizes: [] },
      { size: 20 },
      20,
      null,
      { sizes: { start: "", end: 80 } },
    ]) {
      expect(sliderRange(v), JSON.stringify(v)).toBeUndefined();
    }
  });
});

describe("choice and clamp", () => {
  it("choice keeps an allowed option, else the fallback", () => {
    expect(choice("dots", ["both", "arrows", "dots", "none"] as const, "both")).toBe("dots");
    expect(choice("DOTS", ["both", "dots"] as const, "both")).toBe("both");
    expect(choice(undefined, ["both", "dots"] as const, "both")).toBe("both");
    expect(choice(["dots"], ["both", "dots"] as const, "both")).toBe("both");
  });

  it("clamp", () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-5, 0, 10)).toBe(0);
    expect(clamp(50, 0, 10)).toBe(10);
  });
});
