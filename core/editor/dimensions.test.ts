import { describe, expect, it } from "vitest";
import { dimensionsOf, dimensionsUpdate } from "#core/editor/dimensions";

const UNITS = ["px", "em", "%"];

describe("the margin and padding control", () => {
  it("reads Elementor's dimensions, numbers or strings, with a known unit", () => {
    expect(dimensionsOf({ unit: "em", top: 1, right: "2", bottom: "", left: "x", isLinked: true }, UNITS)).toEqual({
      unit: "em",
      top: "1",
      right: "2",
      bottom: "",
      left: "",
    });
    expect(dimensionsOf(undefined, UNITS)).toEqual({ unit: "px", top: "", right: "", bottom: "", left: "" });
    expect(dimensionsOf({ unit: "vh" }, UNITS).unit).toBe("px");
  });

  it("changes one side or the unit, unlinked, and takes the value away when no side is left", () => {
    expect(dimensionsUpdate(undefined, UNITS, { side: "top", text: "24" })).toEqual({
      unit: "px",
      top: "24",
      right: "",
      bottom: "",
      left: "",
      isLinked: false,
    });
    expect(dimensionsUpdate({ unit: "px", top: "24" }, UNITS, { unit: "em" })).toMatchObject({ unit: "em", top: "24" });
    expect(dimensionsUpdate({ unit: "px", top: "24" }, UNITS, { side: "top", text: "" })).toBeUndefined();
    expect(dimensionsUpdate({ unit: "px", top: "24" }, UNITS, { side: "left", text: "abc" })).toMatchObject({ top: "24", left: "" });
  });
});
