import { describe, expect, it } from "vitest";
import type { MotionFxConfig } from "./motion-effects-config";
import { readMotionFx } from "./motion-effects-config";
import {
  backgroundLayerSize,
  MOTION_FILTER,
  MOTION_OPACITY,
  MOTION_TRANSFORM,
  motionOriginVars,
  mouseEffectVars,
  scrollEffectVars,
  scrollProgress,
} from "./motion-effects-vars";

const every = readMotionFx(
  {
    motion_fx_motion_fx_scrolling: "yes",
    motion_fx_translateY_effect: "yes",
    motion_fx_translateX_effect: "yes",
    motion_fx_translateX_direction: "negative",
    motion_fx_rotateZ_effect: "yes",
    motion_fx_opacity_effect: "yes",
    motion_fx_blur_effect: "yes",
    motion_fx_scale_effect: "yes",
    motion_fx_motion_fx_mouse: "yes",
    motion_fx_mouseTrack_effect: "yes",
    motion_fx_tilt_effect: "yes",
    motion_fx_transform_origin_x: "left",
  },
  "element",
)!;

describe("scrollProgress", () => {
  const m = { rect: { top: 300, height: 200 }, viewportHeight: 800, scrollY: 500, documentHeight: 2800 };
  it("the element's travel through the viewport, or the page's scroll", () => {
    expect(scrollProgress({ range: "viewport" }, m)).toBe(50);
    expect(scrollProgress({ range: "page" }, m)).toBe(25);
  });
});

describe("scrollEffectVars", () => {
  it("an element: each scroll effect as its own property, with units", () => {
    expect(scrollEffectVars(every, 0)).toEqual({
      "--translateY": "200px",
      "--translateX": "-200px",
      "--rotateZ": "50deg",
      "--opacity": "0",
      "--blur": "7px",
      "--scale": "1",
    });
    expect(scrollEffectVars(every, 50)).toEqual({
      "--translateY": "0px",
      "--translateX": "0px",
      "--rotateZ": "0deg",
      "--opacity": "0.5",
      "--blur": "3.5px",
      "--scale": "1.2",
    });
  });

  it("rounds to three decimals and never writes -0", () => {
    const vars = scrollEffectVars(every, 100 / 3);
    expect(vars["--translateY"]).toBe("66.667px");
    expect(Object.values(scrollEffectVars(every, 50)).some((v) => v.startsWith("-0"))).toBe(false);
  });

  it("only the effects switched on", () => {
    const one = readMotionFx({ motion_fx_motion_fx_scrolling: "yes", motion_fx_blur_effect: "yes" }, "element")!;
    expect(scrollEffectVars(one, 0)).toEqual({ "--blur": "7px" });
    expect(scrollEffectVars({ ...one, scroll: null }, 0)).toEqual({});
  });

  it("a background layer slides across its extra size", () => {
    const background = readMotionFx(
      {
        background_motion_fx_motion_fx_scrolling: "yes",
        background_motion_fx_translateY_effect: "yes",
        background_motion_fx_translateX_effect: "yes",
      },
      "background",
    )!;
    expect(scrollEffectVars(background, 25, { x: 200, y: 400 })).toEqual({ "--translateY": "-100px", "--translateX": "-50px" });
    expect(scrollEffectVars(background, 25)).toEqual({ "--translateY": "0px", "--translateX": "0px" });
  });
});

describe("mouseEffectVars", () => {
  it("an element: mouse track and tilt in properties of their own", () => {
    expect(mouseEffectVars(every, { x: 100, y: 0 })).toEqual({
      "--mouseTrackX": "-50px",
      "--mouseTrackY": "50px",
      "--rotateX": "20deg",
      "--rotateY": "20deg",
    });
  });

  it("a background follows the pointer across its extra size", () => {
    const background = readMotionFx(
      { background_motion_fx_motion_fx_mouse: "yes", background_motion_fx_mouseTrack_effect: "yes" },
      "background",
    )!;
    expect(mouseEffectVars(background, { x: 50, y: 100 }, { x: 100, y: 100 })).toEqual({
      "--mouseTrackX": "-50px",
      "--mouseTrackY": "-100px",
    });
  });

  it("nothing without mouse effects", () => {
    const scrollOnly: MotionFxConfig = { ...every, mouse: null };
    expect(mouseEffectVars(scrollOnly, { x: 10, y: 10 })).toEqual({});
  });
});

describe("composition", () => {
  it("every property the frames write is composed, with a neutral fallback", () => {
    const written = Object.keys({ ...scrollEffectVars(every, 10), ...mouseEffectVars(every, { x: 10, y: 10 }) });
    for (const name of written) expect(`${MOTION_TRANSFORM} ${MOTION_FILTER} ${MOTION_OPACITY}`).toContain(`var(${name}, `);
    expect(MOTION_FILTER).toBe("blur(var(--blur, 0px))");
    expect(MOTION_OPACITY).toBe("var(--opacity, 1)");
  });

  it("transform origin properties for element effects only", () => {
    expect(motionOriginVars(every)).toEqual({ "--e-transform-origin-x": "left", "--e-transform-origin-y": "center" });
    expect(motionOriginVars({ ...every, origin: null })).toEqual({});
  });
});

describe("backgroundLayerSize", () => {
  it("larger by 10 x speed percent along each axis it moves on", () => {
    const vertical = readMotionFx(
      { background_motion_fx_motion_fx_scrolling: "yes", background_motion_fx_translateY_effect: "yes" },
      "background",
    )!;
    expect(backgroundLayerSize(vertical)).toEqual({ width: 100, height: 140 });
    const both = readMotionFx(
      {
        background_motion_fx_motion_fx_scrolling: "yes",
        background_motion_fx_translateX_effect: "yes",
        background_motion_fx_translateX_speed: { size: 2 },
        background_motion_fx_motion_fx_mouse: "yes",
        background_motion_fx_mouseTrack_effect: "yes",
        background_motion_fx_mouseTrack_speed: { size: 5 },
      },
      "background",
    )!;
    expect(backgroundLayerSize(both)).toEqual({ width: 120, height: 150 });
  });
});
