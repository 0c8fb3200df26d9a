import { describe, expect, it } from "vitest";
import {
  activeDevices,
  DEFAULT_BREAKPOINTS,
  deviceForWidth,
  deviceParent,
  deviceRange,
  mediaQuery,
  normaliseBreakpoints,
  type Breakpoints,
} from "./breakpoints";

const ALL_ACTIVE: Breakpoints = normaliseBreakpoints(
  Object.fromEntries(Object.entries(DEFAULT_BREAKPOINTS).map(([k, v]) => [k, { ...v, active: true }])),
);

describe("breakpoints", () => {
  it("default to Elementor's values with mobile and tablet active", () => {
    expect(normaliseBreakpoints(undefined)).toEqual(DEFAULT_BREAKPOINTS);
    expect(DEFAULT_BREAKPOINTS).toMatchObject({
      mobile: { value: 767 },
      mobile_extra: { value: 880 },
      tablet: { value: 1024 },
      tablet_extra: { value: 1200 },
      laptop: { value: 1366 },
      widescreen: { value: 2400 },
    });
    expect(activeDevices(DEFAULT_BREAKPOINTS)).toEqual(["mobile", "tablet", "desktop"]);
    expect(activeDevices(ALL_ACTIVE)).toEqual(["mobile", "mobile_extra", "tablet", "tablet_extra", "laptop", "desktop", "widescreen"]);
  });

  it.each([
    ["not an object", "garbage"],
    ["an array", []],
    ["values of the wrong type", { mobile: { value: "767px", active: "yes" } }],
    ["a value below the first breakpoint's minimum of 320", { mobile: { value: 319, active: true } }],
    ["a fractional value", { mobile: { value: 767.5, active: true } }],
    ["a huge value", { tablet: { value: 1e9, active: true } }],
  ])("fall back per field on %s", (_label, raw) => {
    expect(normaliseBreakpoints(raw)).toEqual(DEFAULT_BREAKPOINTS);
  });

  it("keep a site's own values and switches", () => {
    const bp = normaliseBreakpoints({
      mobile: { value: 600, active: true },
      laptop: { value: 1400, active: true },
      widescreen: { value: 2000, active: true },
    });
    expect(bp.mobile).toEqual({ value: 600, active: true });
    expect(activeDevices(bp)).toEqual(["mobile", "tablet", "laptop", "desktop", "widescreen"]);
  });

  it("switch off an active breakpoint that is not wider than the one below it", () => {
    const bp = normaliseBreakpoints({ mobile: { value: 900, active: true }, mobile_extra: { value: 880, active: true } });
    expect(bp.mobile_extra.active).toBe(false);
    expect(normaliseBreakpoints({ widescreen: { value: 1000, active: true } }).widescreen.active).toBe(false);
  });

  it("inherit from the next larger active device, widescreen from desktop", () => {
    expect(deviceParent("mobile", DEFAULT_BREAKPOINTS)).toBe("tablet");
    expect(deviceParent("tablet", DEFAULT_BREAKPOINTS)).toBe("desktop");
    expect(deviceParent("desktop", DEFAULT_BREAKPOINTS)).toBeNull();
    expect(deviceParent("widescreen", DEFAULT_BREAKPOINTS)).toBe("desktop");
    expect(deviceParent("mobile", ALL_ACTIVE)).toBe("mobile_extra");
    expect(deviceParent("mobile_extra", ALL_ACTIVE)).toBe("tablet");
    expect(deviceParent("tablet", ALL_ACTIVE)).toBe("tablet_extra");
    expect(deviceParent("tablet_extra", ALL_ACTIVE)).toBe("laptop");
    expect(deviceParent("laptop", ALL_ACTIVE)).toBe("desktop");
  });

  it("give each device its range of widths", () => {
    expect(deviceRange("mobile", DEFAULT_BREAKPOINTS)).toEqual({ max: 767 });
    expect(deviceRange("tablet", DEFAULT_BREAKPOINTS)).toEqual({ min: 768, max: 1024 });
    expect(deviceRange("desktop", DEFAULT_BREAKPOINTS)).toEqual({ min: 1025 });
    expect(deviceRange("laptop", DEFAULT_BREAKPOINTS)).toEqual({});
    expect(deviceRange("mobile_extra", ALL_ACTIVE)).toEqual({ min: 768, max: 880 });
    expect(deviceRange("tablet", ALL_ACTIVE)).toEqual({ min: 881, max: 1024 });
    expect(deviceRange("tablet_extra", ALL_ACTIVE)).toEqual({ min: 1025, max: 1200 });
    expect(deviceRange("laptop", ALL_ACTIVE)).toEqual({ min: 1201, max: 1366 });
    expect(deviceRange("desktop", ALL_ACTIVE)).toEqual({ min: 1367, max: 2399 });
    expect(deviceRange("widescreen", ALL_ACTIVE)).toEqual({ min: 2400 });
  });

  it.each([
    [200, "mobile"],
    [320, "mobile"],
    [767, "mobile"],
    [768, "tablet"],
    [1024, "tablet"],
    [1025, "desktop"],
    [5000, "desktop"],
  ] as const)("put a %i px viewport on %s", (width, device) => {
    expect(deviceForWidth(width, DEFAULT_BREAKPOINTS)).toBe(device);
  });

  it("put viewports on the extra devices when they are active", () => {
    expect(deviceForWidth(800, ALL_ACTIVE)).toBe("mobile_extra");
    expect(deviceForWidth(1100, ALL_ACTIVE)).toBe("tablet_extra");
    expect(deviceForWidth(1300, ALL_ACTIVE)).toBe("laptop");
    expect(deviceForWidth(2400, ALL_ACTIVE)).toBe("widescreen");
  });

  it("write media queries", () => {
    expect(mediaQuery({})).toBe("");
    expect(mediaQuery({ max: 767 })).toBe("(max-width:767px)");
    expect(mediaQuery({ min: 768, max: 1024 })).toBe("(min-width:768px) and (max-width:1024px)");
  });
});
