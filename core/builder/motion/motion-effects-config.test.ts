import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Device } from "../breakpoints";
import { DEVICES_LARGEST_FIRST as DEVICES } from "../responsive";
import { MOTION_FX_RESIZE_DEBOUNCE_MS, motionFxRuns, readMotionFx } from "./motion-effects-config";

const ALL: Device[] = [...DEVICES];
const scrolling = { motion_fx_motion_fx_scrolling: "yes" };
const mouse = { motion_fx_motion_fx_mouse: "yes" };

describe("readMotionFx: scrolling effects with their defaults", () => {
  it("nothing switched on is no configuration", () => {
    expect(readMotionFx({}, "element")).toBeNull();
    expect(readMotionFx(scrolling, "element")).toBeNull();
    expect(readMotionFx({ motion_fx_translateY_effect: "yes" }, "element")).toBeNull();
    expect(readMotionFx({ ...scrolling, motion_fx_translateY_effect: "" }, "element")).toBeNull();
    expect(readMotionFx(undefined, "element")).toBeNull();
    expect(readMotionFx("motion_fx", "element")).toBeNull();
  });

  it("each scrolling effect's defaults", () => {
    const config = readMotionFx(
      {
        ...scrolling,
        motion_fx_translateY_effect: "yes",
        motion_fx_translateX_effect: "yes",
        motion_fx_opacity_effect: "yes",
        motion_fx_blur_effect: "yes",
        motion_fx_rotateZ_effect: "yes",
        motion_fx_scale_effect: "yes",
      },
      "element",
    );
    expect(config).toEqual({
      kind: "element",
      devices: ["desktop", "tablet", "mobile"],
      range: "viewport",
      origin: { x: "center", y: "center" },
      scroll: {
        translateY: { negative: false, speed: 4, affectedRange: { start: 0, end: 100 } },
        translateX: { negative: false, speed: 4, affectedRange: { start: 0, end: 100 } },
        rotateZ: { negative: false, speed: 1, affectedRange: { start: 0, end: 100 } },
        opacity: { direction: "out-in", level: 10, range: { start: 20, end: 80 } },
        blur: { direction: "out-in", level: 7, range: { start: 20, end: 80 } },
        scale: { direction: "out-in", speed: 4, range: { start: 20, end: 80 } },
      },
      mouse: null,
    });
  });

  it("reads Elementor's stored shapes: slider objects, range sizes, directions", () => {
    const config = readMotionFx(
      {
        ...scrolling,
        motion_fx_translateY_effect: "yes",
        motion_fx_translateY_direction: "negative",
        motion_fx_translateY_speed: { unit: "px", size: 2.5, sizes: [] },
        motion_fx_translateY_affectedRange: { unit: "%", size: "", sizes: { start: 10, end: 60 } },
        motion_fx_opacity_effect: "yes",
        motion_fx_opacity_direction: "in-out-in",
        motion_fx_opacity_level: { unit: "px", size: 5 },
        motion_fx_opacity_range: { sizes: { start: 30, end: 70 } },
        motion_fx_scale_effect: "yes",
        motion_fx_scale_direction: "out-in-out",
        motion_fx_scale_speed: { size: -6 },
      },
      "element",
    );
    expect(config?.scroll).toEqual({
      translateY: { negative: true, speed: 2.5, affectedRange: { start: 10, end: 60 } },
      opacity: { direction: "in-out-in", level: 5, range: { start: 30, end: 70 } },
      scale: { direction: "out-in-out", speed: -6, range: { start: 20, end: 80 } },
    });
  });

  it("values beyond the controls' ranges are held at their limits; garbage reads as the default", () => {
    const config = readMotionFx(
      {
        ...scrolling,
        motion_fx_translateY_effect: "yes",
        motion_fx_translateY_speed: { size: 99 },
        motion_fx_translateY_direction: "sideways",
        motion_fx_rotateZ_effect: "yes",
        motion_fx_rotateZ_speed: { size: -4 },
        motion_fx_opacity_effect: "yes",
        motion_fx_opacity_level: { size: 0 },
        motion_fx_opacity_direction: "up",
        motion_fx_blur_effect: "yes",
        motion_fx_blur_level: { size: 40 },
        motion_fx_blur_range: { sizes: { start: 90, end: -10 } },
        motion_fx_scale_effect: "yes",
        motion_fx_scale_speed: "fast",
        motion_fx_scale_range: { sizes: { start: 10 } },
      },
      "element",
    );
    expect(config?.scroll).toEqual({
      translateY: { negative: false, speed: 10, affectedRange: { start: 0, end: 100 } },
      rotateZ: { negative: false, speed: 0, affectedRange: { start: 0, end: 100 } },
      opacity: { direction: "out-in", level: 1, range: { start: 20, end: 80 } },
      blur: { direction: "out-in", level: 15, range: { start: 0, end: 90 } },
      scale: { direction: "out-in", speed: 4, range: { start: 20, end: 80 } },
    });
  });
});

describe("readMotionFx: mouse effects", () => {
  it("mouse track and 3D tilt with their defaults", () => {
    const config = readMotionFx({ ...mouse, motion_fx_mouseTrack_effect: "yes", motion_fx_tilt_effect: "yes" }, "element");
    expect(config?.mouse).toEqual({ mouseTrack: { negative: false, speed: 1 }, tilt: { negative: false, speed: 4 } });
    expect(config?.scroll).toBeNull();
  });

  it("directions and speeds", () => {
    const config = readMotionFx(
      {
        ...mouse,
        motion_fx_mouseTrack_effect: "yes",
        motion_fx_mouseTrack_direction: "negative",
        motion_fx_mouseTrack_speed: { size: 3 },
        motion_fx_tilt_effect: "yes",
        motion_fx_tilt_speed: { size: 7 },
      },
      "element",
    );
    expect(config?.mouse).toEqual({ mouseTrack: { negative: true, speed: 3 }, tilt: { negative: false, speed: 7 } });
  });

  it("a section's own effects have no mouse effects", () => {
    const settings = { ...mouse, motion_fx_mouseTrack_effect: "yes" };
    expect(readMotionFx(settings, "element", { elType: "section" })).toBeNull();
    expect(readMotionFx(settings, "element", { elType: "container" })?.mouse).toEqual({ mouseTrack: { negative: false, speed: 1 } });
    expect(readMotionFx(settings, "element", { elType: "widget" })?.mouse).not.toBeNull();
  });
});

describe("readMotionFx: background effects", () => {
  it("reads background_motion_fx_*, without rotate, tilt or transform origin", () => {
    const config = readMotionFx(
      {
        background_motion_fx_motion_fx_scrolling: "yes",
        background_motion_fx_translateY_effect: "yes",
        background_motion_fx_translateY_speed: { size: 6 },
        background_motion_fx_rotateZ_effect: "yes",
        background_motion_fx_motion_fx_mouse: "yes",
        background_motion_fx_mouseTrack_effect: "yes",
        background_motion_fx_tilt_effect: "yes",
        motion_fx_motion_fx_scrolling: "yes",
        motion_fx_translateX_effect: "yes",
      },
      "background",
      { elType: "section" },
    );
    expect(config).toEqual({
      kind: "background",
      devices: ["desktop", "tablet", "mobile"],
      range: "viewport",
      origin: null,
      scroll: { translateY: { negative: false, speed: 6, affectedRange: { start: 0, end: 100 } } },
      mouse: { mouseTrack: { negative: false, speed: 1 } },
    });
  });

  it("the element's own settings never switch on its background's effects", () => {
    expect(readMotionFx({ ...scrolling, motion_fx_translateY_effect: "yes" }, "background")).toBeNull();
  });
});

describe("readMotionFx: devices, range and origin", () => {
  const one = { ...scrolling, motion_fx_translateY_effect: "yes" };

  it("devices: every active device unless listed; listed ones kept when active; an empty list is none", () => {
    expect(readMotionFx(one, "element", { active: ALL })?.devices).toEqual(ALL);
    expect(readMotionFx({ ...one, motion_fx_devices: ["mobile", "desktop", "tv"] }, "element")?.devices).toEqual(["desktop", "mobile"]);
    expect(readMotionFx({ ...one, motion_fx_devices: ["laptop"] }, "element")?.devices).toEqual([]);
    expect(readMotionFx({ ...one, motion_fx_devices: [] }, "element")?.devices).toEqual([]);
    expect(readMotionFx({ ...one, motion_fx_devices: "desktop" }, "element")?.devices).toEqual(["desktop", "tablet", "mobile"]);
  });

  it("range: page when asked, or by default for a fixed element; viewport otherwise", () => {
    expect(readMotionFx({ ...one, motion_fx_range: "page" }, "element")?.range).toBe("page");
    expect(readMotionFx({ ...one, motion_fx_range: "viewport" }, "element", { fixedPosition: true })?.range).toBe("viewport");
    expect(readMotionFx({ ...one, motion_fx_range: "" }, "element", { fixedPosition: true })?.range).toBe("page");
    expect(readMotionFx(one, "element", { fixedPosition: true })?.range).toBe("page");
    expect(readMotionFx({ ...one, motion_fx_range: "window" }, "element")?.range).toBe("viewport");
  });

  it("transform origin: left/center/right and top/center/bottom, center by default", () => {
    expect(
      readMotionFx({ ...one, motion_fx_transform_origin_x: "left", motion_fx_transform_origin_y: "bottom" }, "element")?.origin,
    ).toEqual({ x: "left", y: "bottom" });
    expect(readMotionFx({ ...one, motion_fx_transform_origin_x: "top", motion_fx_transform_origin_y: "1px" }, "element")?.origin).toEqual({
      x: "center",
      y: "center",
    });
  });

  it("never throws on any settings", () => {
    const keys = [
      "motion_fx_motion_fx_scrolling",
      "motion_fx_motion_fx_mouse",
      "motion_fx_translateY_effect",
      "motion_fx_translateY_speed",
      "motion_fx_translateY_affectedRange",
      "motion_fx_opacity_effect",
      "motion_fx_opacity_range",
      "motion_fx_tilt_effect",
      "motion_fx_devices",
      "motion_fx_range",
      "__proto__",
    ];
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), fc.anything()), (settings) => void readMotionFx(settings, "element")));
  });
});

describe("motionFxRuns", () => {
  const config = readMotionFx({ ...scrolling, motion_fx_translateY_effect: "yes", motion_fx_devices: ["desktop", "tablet"] }, "element")!;

  it("only on the listed devices", () => {
    expect(motionFxRuns(config, "desktop", false)).toBe(true);
    expect(motionFxRuns(config, "tablet", false)).toBe(true);
    expect(motionFxRuns(config, "mobile", false)).toBe(false);
  });

  it("never under reduced motion", () => {
    expect(motionFxRuns(config, "desktop", true)).toBe(false);
  });

  it("resizes are debounced by 200 ms", () => {
    expect(MOTION_FX_RESIZE_DEBOUNCE_MS).toBe(200);
  });
});
