import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS, normaliseBreakpoints, type Device } from "./breakpoints";
import { isUnset, pickSettings, responsiveValue, settingsView } from "./responsive";

const ALL = normaliseBreakpoints(Object.fromEntries(Object.entries(DEFAULT_BREAKPOINTS).map(([k, v]) => [k, { ...v, active: true }])));

describe("isUnset", () => {
  it.each([undefined, null, "", [], { unit: "px", size: "" }, { unit: "px", size: null }, { unit: "px", top: "", right: "", bottom: "", left: "", isLinked: true }, { column: "", row: "", unit: "px" }, { url: "", id: "" }])(
    "%j means nothing is set",
    (v) => expect(isUnset(v)).toBe(true),
  );
  it.each([0, "0", "none", false, { unit: "px", size: 0 }, { unit: "px", top: "0", right: "", bottom: "", left: "" }, { column: "10", row: "", unit: "px" }, { url: "/a.png" }, { anything: 1 }, [1]])(
    "%j is a value",
    (v) => expect(isUnset(v)).toBe(false),
  );
});

describe("responsiveValue", () => {
  const settings = { gap: "d", gap_widescreen: "w", gap_laptop: "l", gap_tablet_extra: "te", gap_tablet: "t", gap_mobile_extra: "me", gap_mobile: "m" };

  it.each([
    ["desktop", "d"],
    ["widescreen", "w"],
    ["laptop", "l"],
    ["tablet_extra", "te"],
    ["tablet", "t"],
    ["mobile_extra", "me"],
    ["mobile", "m"],
  ] as const)("reads the %s suffix", (device, value) => {
    expect(responsiveValue(settings, "gap", device, ALL)).toBe(value);
  });

  it("inherits from the next larger device when a device has no value", () => {
    const s = { pad: 1, pad_laptop: 2, pad_tablet: "" };
    const at = (d: Device) => responsiveValue(s, "pad", d, ALL);
    expect([at("widescreen"), at("desktop"), at("laptop"), at("tablet_extra"), at("tablet"), at("mobile_extra"), at("mobile")]).toEqual([1, 1, 2, 2, 2, 2, 2]);
  });

  it("ignores the values of devices that are not active", () => {
    expect(responsiveValue(settings, "gap", "mobile", DEFAULT_BREAKPOINTS)).toBe("m");
    expect(responsiveValue({ gap: "d", gap_mobile_extra: "me" }, "gap", "mobile", DEFAULT_BREAKPOINTS)).toBe("d");
    expect(responsiveValue(settings, "gap", "laptop", DEFAULT_BREAKPOINTS)).toBe("d");
    expect(responsiveValue(settings, "gap", "widescreen", DEFAULT_BREAKPOINTS)).toBe("d");
  });

  it("treats empty sizes and PHP's [] as unset", () => {
    expect(responsiveValue({ w: { unit: "px", size: 5 }, w_tablet: { unit: "px", size: "" }, w_mobile: [] }, "w", "mobile", DEFAULT_BREAKPOINTS)).toEqual({ unit: "px", size: 5 });
  });

  it("gives a view of one device", () => {
    const view = settingsView(settings, "tablet", DEFAULT_BREAKPOINTS);
    expect(view.device).toBe("tablet");
    expect(view.get("gap")).toBe("t");
    expect(view.get("missing")).toBeUndefined();
  });
});

describe("pickSettings", () => {
  it("copies the named keys with their device variants, leaving unset and other keys out", () => {
    expect(pickSettings({ _animation: "fadeIn", _animation_mobile: "none", _animation_tablet: "", other: 1 }, ["_animation", "_animation_delay"])).toEqual({ _animation: "fadeIn", _animation_mobile: "none" });
    expect(pickSettings({ a: 1, a_mobile: 2 }, ["a"], false)).toEqual({ a: 1 });
  });
});
