import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Device } from "../breakpoints";
import { DEVICES_LARGEST_FIRST as DEVICES } from "../responsive";
import type { StickyConfig } from "./sticky-config";
import {
  distancePastStickPoint,
  sameStickyConfig,
  STICKY_CLASSES,
  STICKY_RESIZE_DEBOUNCE_MS,
  stickyClasses,
  stickyConfig,
  stickyDevices,
  stickyState,
} from "./sticky-config";

const ALL: Device[] = [...DEVICES];

describe("stickyDevices", () => {
  it("every active device when sticky_on is missing or not a list", () => {
    expect(stickyDevices({})).toEqual(["desktop", "tablet", "mobile"]);
    expect(stickyDevices({}, ALL)).toEqual(ALL);
    expect(stickyDevices({ sticky_on: "desktop" })).toEqual(["desktop", "tablet", "mobile"]);
  });

  it("the listed active devices, largest first; unknown or inactive names dropped; an empty list is none", () => {
    expect(stickyDevices({ sticky_on: ["mobile", "desktop"] })).toEqual(["desktop", "mobile"]);
    expect(stickyDevices({ sticky_on: ["laptop", "tablet", "phone", 3] })).toEqual(["tablet"]);
    expect(stickyDevices({ sticky_on: ["laptop", "tablet"] }, ALL)).toEqual(["laptop", "tablet"]);
    expect(stickyDevices({ sticky_on: [] })).toEqual([]);
  });
});

describe("stickyConfig", () => {
  it("top or bottom with their defaults", () => {
    expect(stickyConfig({ sticky: "top" }, "desktop")).toEqual({
      edge: "top",
      offset: 0,
      effectsOffset: 0,
      anchorLinkOffset: 0,
      stayInParent: false,
    });
    expect(stickyConfig({ sticky: "bottom" }, "mobile")).toEqual({
      edge: "bottom",
      offset: 0,
      effectsOffset: 0,
      anchorLinkOffset: 0,
      stayInParent: false,
    });
  });

  it("not sticky: no sticky setting, '' or anything else", () => {
    for (const sticky of [undefined, "", "left", "TOP", true, ["top"]])
      expect(stickyConfig({ sticky }, "desktop"), String(sticky)).toBeNull();
    expect(stickyConfig(undefined, "desktop")).toBeNull();
    expect(stickyConfig("top", "desktop")).toBeNull();
  });

  it("only on the devices of sticky_on", () => {
    const settings = { sticky: "top", sticky_on: ["desktop", "tablet"] };
    expect(stickyConfig(settings, "desktop")).not.toBeNull();
    expect(stickyConfig(settings, "tablet")).not.toBeNull();
    expect(stickyConfig(settings, "mobile")).toBeNull();
    expect(stickyConfig({ sticky: "top", sticky_on: [] }, "desktop")).toBeNull();
  });

  it("offsets are responsive, inherit from the next larger device, and 0 is a value", () => {
    const settings = {
      sticky: "top",
      sticky_offset: 20,
      sticky_offset_mobile: 0,
      sticky_effects_offset: { unit: "px", size: 150 },
      sticky_effects_offset_tablet: "90",
      sticky_anchor_link_offset: 100,
      sticky_anchor_link_offset_tablet: "",
    };
    expect(stickyConfig(settings, "desktop")).toMatchObject({ offset: 20, effectsOffset: 150, anchorLinkOffset: 100 });
    expect(stickyConfig(settings, "tablet")).toMatchObject({ offset: 20, effectsOffset: 90, anchorLinkOffset: 100 });
    expect(stickyConfig(settings, "mobile")).toMatchObject({ offset: 0, effectsOffset: 90, anchorLinkOffset: 100 });
  });

  it("offsets are kept within the controls' ranges; garbage is 0", () => {
    expect(
      stickyConfig({ sticky: "top", sticky_offset: 9000, sticky_effects_offset: 9000, sticky_anchor_link_offset: 9000 }, "desktop"),
    ).toMatchObject({
      offset: 500,
      effectsOffset: 1000,
      anchorLinkOffset: 500,
    });
    expect(
      stickyConfig({ sticky: "top", sticky_offset: -10, sticky_effects_offset: "lots", sticky_anchor_link_offset: {} }, "desktop"),
    ).toMatchObject({
      offset: 0,
      effectsOffset: 0,
      anchorLinkOffset: 0,
    });
  });

  it("stays in its parent only when set and the element is an inner one", () => {
    expect(stickyConfig({ sticky: "top", sticky_parent: "yes" }, "desktop", { inner: true })?.stayInParent).toBe(true);
    expect(stickyConfig({ sticky: "top", sticky_parent: "yes" }, "desktop", { inner: false })?.stayInParent).toBe(false);
    expect(stickyConfig({ sticky: "top", sticky_parent: "yes" }, "desktop")?.stayInParent).toBe(false);
    expect(stickyConfig({ sticky: "top", sticky_parent: "" }, "desktop", { inner: true })?.stayInParent).toBe(false);
  });

  it("with more breakpoints active, they are sticky by default and inherit offsets", () => {
    const settings = { sticky: "top", sticky_offset: 10, sticky_offset_laptop: 30 };
    expect(stickyConfig(settings, "tablet_extra", { active: ALL })).toMatchObject({ offset: 30 });
    expect(stickyConfig(settings, "widescreen", { active: ALL })).toMatchObject({ offset: 10 });
    expect(stickyConfig(settings, "tablet_extra")).toBeNull();
  });

  it("never throws on any settings", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("sticky", "sticky_on", "sticky_offset", "sticky_offset_mobile", "sticky_effects_offset", "sticky_parent"),
          fc.anything(),
        ),
        fc.constantFrom(...DEVICES),
        (settings, device) => {
          const config = stickyConfig({ sticky: "top", ...settings }, device, { active: ALL, inner: true });
          if (config) expect(config.offset).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("sameStickyConfig", () => {
  const base: StickyConfig = { edge: "top", offset: 0, effectsOffset: 100, anchorLinkOffset: 0, stayInParent: false };

  it("the same config, or both not sticky", () => {
    expect(sameStickyConfig(base, { ...base })).toBe(true);
    expect(sameStickyConfig(null, null)).toBe(true);
  });

  it("differs in any field, or when only one is sticky", () => {
    expect(sameStickyConfig(base, { ...base, edge: "bottom" })).toBe(false);
    expect(sameStickyConfig(base, { ...base, offset: 1 })).toBe(false);
    expect(sameStickyConfig(base, { ...base, effectsOffset: 0 })).toBe(false);
    expect(sameStickyConfig(base, { ...base, anchorLinkOffset: 5 })).toBe(false);
    expect(sameStickyConfig(base, { ...base, stayInParent: true })).toBe(false);
    expect(sameStickyConfig(base, null)).toBe(false);
    expect(sameStickyConfig(null, base)).toBe(false);
  });

  it("decides whether a resize changes anything: desktop to tablet with the same offsets does not", () => {
    const settings = { sticky: "top", sticky_offset: 20, sticky_offset_mobile: 0 };
    expect(sameStickyConfig(stickyConfig(settings, "desktop"), stickyConfig(settings, "tablet"))).toBe(true);
    expect(sameStickyConfig(stickyConfig(settings, "tablet"), stickyConfig(settings, "mobile"))).toBe(false);
    expect(
      sameStickyConfig(
        stickyConfig({ ...settings, sticky_on: ["desktop"] }, "desktop"),
        stickyConfig({ ...settings, sticky_on: ["desktop"] }, "tablet"),
      ),
    ).toBe(false);
    expect(STICKY_RESIZE_DEBOUNCE_MS).toBe(300);
  });
});

describe("stickyState", () => {
  const top: StickyConfig = { edge: "top", offset: 0, effectsOffset: 0, anchorLinkOffset: 0, stayInParent: false };
  const at = (scrollY: number, naturalTop = 500, height = 80, viewportHeight = 800) => ({ scrollY, viewportHeight, naturalTop, height });

  it("top: active once its natural top reaches the viewport's top", () => {
    expect(stickyState(top, at(499))).toEqual({ active: false, effects: false });
    expect(stickyState(top, at(500))).toEqual({ active: true, effects: true });
    expect(stickyState(top, at(3000))).toEqual({ active: true, effects: true });
  });

  it("top with an offset sticks that much earlier", () => {
    const config = { ...top, offset: 40 };
    expect(distancePastStickPoint(config, at(459))).toBe(-1);
    expect(stickyState(config, at(459)).active).toBe(false);
    expect(stickyState(config, at(460)).active).toBe(true);
  });

  it("a header at the very top is stuck from the first frame", () => {
    expect(stickyState(top, at(0, 0))).toEqual({ active: true, effects: true });
  });

  it("effects come on only once scrolled effectsOffset past the stick point", () => {
    const config = { ...top, effectsOffset: 100 };
    expect(stickyState(config, at(500))).toEqual({ active: true, effects: false });
    expect(stickyState(config, at(599))).toEqual({ active: true, effects: false });
    expect(stickyState(config, at(600))).toEqual({ active: true, effects: true });
    expect(stickyState({ ...config, offset: 50 }, at(550))).toEqual({ active: true, effects: true });
    expect(stickyState(config, at(499))).toEqual({ active: false, effects: false });
  });

  it("bottom: active while its natural bottom lies below the viewport's bottom", () => {
    const bottom: StickyConfig = { ...top, edge: "bottom" };
    // natural bottom at 2080; the viewport's bottom is scrollY + 800
    expect(stickyState(bottom, at(0, 2000))).toEqual({ active: true, effects: true });
    expect(stickyState(bottom, at(1280, 2000))).toEqual({ active: true, effects: true });
    expect(stickyState(bottom, at(1281, 2000))).toEqual({ active: false, effects: false });
    expect(stickyState({ ...bottom, offset: 30 }, at(1310, 2000)).active).toBe(true);
    expect(stickyState({ ...bottom, offset: 30 }, at(1311, 2000)).active).toBe(false);
  });

  it("bottom effects once its natural place is effectsOffset below the stick point", () => {
    const bottom: StickyConfig = { ...top, edge: "bottom", effectsOffset: 200 };
    expect(stickyState(bottom, at(1080, 2000))).toEqual({ active: true, effects: true });
    expect(stickyState(bottom, at(1081, 2000))).toEqual({ active: true, effects: false });
  });

  it("unmeasurable geometry is not stuck", () => {
    expect(stickyState(top, at(Number.NaN))).toEqual({ active: false, effects: false });
  });

  it("classes", () => {
    expect(STICKY_CLASSES).toEqual({
      sticky: "elementor-sticky",
      active: "elementor-sticky--active",
      effects: "elementor-sticky--effects",
    });
    expect(stickyClasses({ active: false, effects: false })).toEqual(["elementor-sticky"]);
    expect(stickyClasses({ active: true, effects: false })).toEqual(["elementor-sticky", "elementor-sticky--active"]);
    expect(stickyClasses({ active: true, effects: true })).toEqual([
      "elementor-sticky",
      "elementor-sticky--active",
      "elementor-sticky--effects",
    ]);
  });
});
