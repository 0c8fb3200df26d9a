import { describe, it, expect } from "vitest";
import { patchOfForm } from "./settings-values";
import { adminSettingsPatch } from "#core/schemas/settings";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";

const form = (over: Record<string, string> = {}) => {
  const f = new URLSearchParams({
    siteName: "Aisle",
    primaryColor: "#123abc",
    iosLink: "",
    androidLink: "https://play.google.com/store/apps/x",
    offCanvasSide: "right",
    groupTargeting: "on",
  });
  for (const [name, bp] of Object.entries(DEFAULT_BREAKPOINTS)) {
    f.set(`bp.${name}.value`, String(bp.value));
    if (bp.active) f.set(`bp.${name}.active`, "on");
  }
  for (const [k, v] of Object.entries(over)) f.set(k, v);
  return f;
};

describe("the settings form", () => {
  it("reads every field, unticked boxes off, and the schema accepts it", () => {
    const patch = patchOfForm(form());
    expect(patch).toMatchObject({ offCanvasSide: "right", groupTargeting: true, drinkCalculator: false, breakpoints: DEFAULT_BREAKPOINTS });
    expect(adminSettingsPatch.safeParse(patch).success).toBe(true);
  });
  it("a width that is not a whole number is refused by the schema", () => {
    expect(adminSettingsPatch.safeParse(patchOfForm(form({ "bp.tablet.value": "wide" }))).success).toBe(false);
  });
});
