import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FadeDirection } from "./motion-effects";
import {
  backgroundLayerPercent,
  backgroundStep,
  blurAt,
  clampToRange,
  mouseTrackOffset,
  movePoint,
  opacityAt,
  pageProgress,
  pointerProgress,
  scaleAt,
  tiltAngles,
  translateStep,
  viewportProgress,
} from "./motion-effects";

const RANGE = { start: 20, end: 80 };
const FULL = { start: 0, end: 100 };

describe("progress", () => {
  it("viewport: 0 as the element's top enters at the bottom, 50 half way, 100 as its bottom leaves at the top", () => {
    expect(viewportProgress({ top: 800, height: 200 }, 800)).toBe(0);
    expect(viewportProgress({ top: 300, height: 200 }, 800)).toBe(50);
    expect(viewportProgress({ top: -200, height: 200 }, 800)).toBe(100);
    expect(viewportProgress({ top: 550, height: 200 }, 800)).toBe(25);
  });

  it("viewport: clamped 0–100 outside the viewport", () => {
    expect(viewportProgress({ top: 5000, height: 200 }, 800)).toBe(0);
    expect(viewportProgress({ top: -5000, height: 200 }, 800)).toBe(100);
  });

  it("viewport: degenerate sizes give 0, never NaN", () => {
    expect(viewportProgress({ top: 0, height: 0 }, 0)).toBe(0);
    expect(viewportProgress({ top: Number.NaN, height: 100 }, 800)).toBe(100 * (800 / 900));
    expect(viewportProgress({ top: 100, height: -50 }, 800)).toBe(87.5);
  });

  it("page: scroll over what can be scrolled", () => {
    expect(pageProgress(0, 3000, 1000)).toBe(0);
    expect(pageProgress(1000, 3000, 1000)).toBe(50);
    expect(pageProgress(2000, 3000, 1000)).toBe(100);
    expect(pageProgress(2500, 3000, 1000)).toBe(100);
    expect(pageProgress(-50, 3000, 1000)).toBe(0);
  });

  it("page: a page that cannot scroll is at 0", () => {
    expect(pageProgress(0, 800, 1000)).toBe(0);
    expect(pageProgress(10, 1000, 1000)).toBe(0);
  });

  it("clampToRange holds progress within the affected range", () => {
    expect(clampToRange(10, RANGE)).toBe(20);
    expect(clampToRange(50, RANGE)).toBe(50);
    expect(clampToRange(95, RANGE)).toBe(80);
    expect(clampToRange(Number.NaN, RANGE)).toBe(20);
  });
});

describe("translateStep (vertical, horizontal, rotate)", () => {
  it("-(p - 50) x speed: +50 x speed on entering, 0 in the middle, -50 x speed on leaving", () => {
    expect(translateStep(0, 4, false)).toBe(200);
    expect(translateStep(50, 4, false)).toBe(-0);
    expect(translateStep(100, 4, false)).toBe(-200);
    expect(translateStep(25, 1, false)).toBe(25);
  });

  it("the negative direction mirrors it (p' = 100 - p)", () => {
    expect(translateStep(0, 4, true)).toBe(-200);
    expect(translateStep(100, 4, true)).toBe(200);
    expect(translateStep(30, 2, true)).toBe(-40);
  });

  it("progress is clamped into the affected range first, then mirrored", () => {
    const affected = { start: 30, end: 70 };
    expect(translateStep(0, 4, false, affected)).toBe(80);
    expect(translateStep(100, 4, false, affected)).toBe(-80);
    expect(translateStep(50, 4, false, affected)).toBe(-0);
    expect(translateStep(10, 4, true, affected)).toBe(-80);
  });

  it("speed 0 never moves; speed 10 moves 500 at the ends", () => {
    expect(translateStep(0, 0, false)).toBe(0);
    expect(translateStep(0, 10, false)).toBe(500);
  });

  it("progress outside 0–100 is held at the ends", () => {
    expect(translateStep(-40, 4, false)).toBe(200);
    expect(translateStep(140, 4, false)).toBe(-200);
  });
});

describe("movePoint", () => {
  const at = (direction: FadeDirection, ps: number[], range = RANGE) => ps.map((p) => movePoint(p, direction, range));
  const ps = [0, 10, 20, 50, 80, 90, 100];

  it("out-in (fade in): 0 before the range, rising through it, 100 after", () => {
    expect(at("out-in", ps)).toEqual([0, 0, 0, 50, 100, 100, 100]);
  });

  it("in-out: 100 before, falling through it, 0 after", () => {
    expect(at("in-out", ps)).toEqual([100, 100, 100, 50, 0, 0, 0]);
  });

  it("out-in-out: rising before the range, 100 within, falling after", () => {
    expect(at("out-in-out", ps)).toEqual([0, 50, 100, 100, 100, 50, 0]);
  });

  it("in-out-in: falling before the range, 0 within, rising after", () => {
    expect(at("in-out-in", ps)).toEqual([100, 50, 0, 0, 0, 50, 100]);
  });

  it("a range reaching 0 or 100 keeps the range's value at the ends, never NaN", () => {
    expect(at("out-in-out", [0, 50, 100], FULL)).toEqual([100, 100, 100]);
    expect(at("in-out-in", [0, 50, 100], FULL)).toEqual([0, 0, 0]);
    expect(at("out-in", [0, 50, 100], FULL)).toEqual([0, 50, 100]);
    expect(at("in-out", [0, 100], FULL)).toEqual([100, 0]);
  });

  it("a range of no width switches at its point", () => {
    const point = { start: 50, end: 50 };
    expect(at("out-in", [49, 50, 51], point)).toEqual([0, 100, 100]);
    expect(at("in-out", [49, 50], point)).toEqual([100, 0]);
  });

  it("always 0–100 and continuous at the range's edges", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<FadeDirection>("out-in", "in-out", "in-out-in", "out-in-out"),
        fc.integer({ min: 1, max: 98 }),
        fc.integer({ min: 1, max: 98 }),
        fc.double({ min: -50, max: 150, noNaN: true }),
        (direction, a, b, p) => {
          const range = { start: Math.min(a, b), end: Math.max(a, b) + 1 };
          const m = movePoint(p, direction, range);
          expect(m).toBeGreaterThanOrEqual(0);
          expect(m).toBeLessThanOrEqual(100);
          for (const edge of [range.start, range.end]) {
            expect(Math.abs(movePoint(edge - 1e-9, direction, range) - movePoint(edge, direction, range))).toBeLessThan(1e-4);
          }
        },
      ),
    );
  });
});

describe("transparency, blur and scale", () => {
  it("opacity = 1 - L/10 + L/10 x movePoint/100", () => {
    expect(opacityAt(0, 10, "out-in", RANGE)).toBe(0);
    expect(opacityAt(50, 10, "out-in", RANGE)).toBe(0.5);
    expect(opacityAt(100, 10, "out-in", RANGE)).toBe(1);
    expect(opacityAt(0, 4, "out-in", RANGE)).toBeCloseTo(0.6);
    expect(opacityAt(0, 10, "in-out", RANGE)).toBe(1);
  });

  it("blur = L - L x movePoint/100 px", () => {
    expect(blurAt(0, 7, "out-in", RANGE)).toBe(7);
    expect(blurAt(50, 7, "out-in", RANGE)).toBe(3.5);
    expect(blurAt(100, 7, "out-in", RANGE)).toBe(0);
    expect(blurAt(0, 15, "in-out", RANGE)).toBe(0);
  });

  it("scale = 1 + speed x movePoint/1000", () => {
    expect(scaleAt(0, 4, "out-in", RANGE)).toBe(1);
    expect(scaleAt(50, 4, "out-in", RANGE)).toBe(1.2);
    expect(scaleAt(100, 4, "out-in", RANGE)).toBe(1.4);
    expect(scaleAt(100, -10, "out-in", RANGE)).toBe(0);
    expect(scaleAt(100, -5, "out-in", RANGE)).toBe(0.5);
  });

  it("levels outside their controls' ranges are held", () => {
    expect(opacityAt(0, 50, "out-in", RANGE)).toBe(0);
    expect(opacityAt(0, -5, "out-in", RANGE)).toBe(1);
    expect(blurAt(0, -3, "out-in", RANGE)).toBe(0);
  });
});

describe("mouse", () => {
  it("pointer progress: place in the window, 0–100; the middle for a window of no size", () => {
    expect(pointerProgress(0, 0, 1000, 800)).toEqual({ x: 0, y: 0 });
    expect(pointerProgress(500, 200, 1000, 800)).toEqual({ x: 50, y: 25 });
    expect(pointerProgress(1200, -10, 1000, 800)).toEqual({ x: 100, y: 0 });
    expect(pointerProgress(10, 10, 0, 0)).toEqual({ x: 50, y: 50 });
  });

  it("mouse track: opposite by default, direct with negative", () => {
    expect(mouseTrackOffset({ x: 100, y: 0 }, 1, false)).toEqual({ x: -50, y: 50 });
    expect(mouseTrackOffset({ x: 100, y: 0 }, 1, true)).toEqual({ x: 50, y: -50 });
    expect(mouseTrackOffset({ x: 50, y: 50 }, 3, false)).toEqual({ x: -0, y: -0 });
  });

  it("tilt: rotateX from the height, rotateY from 100 - width, speed divided by 10", () => {
    expect(tiltAngles({ x: 0, y: 0 }, 4, false)).toEqual({ rotateX: 20, rotateY: -20 });
    expect(tiltAngles({ x: 100, y: 100 }, 4, false)).toEqual({ rotateX: -20, rotateY: 20 });
    expect(tiltAngles({ x: 0, y: 0 }, 4, true)).toEqual({ rotateX: -20, rotateY: 20 });
    expect(tiltAngles({ x: 75, y: 25 }, 10, false)).toEqual({ rotateX: 25, rotateY: 25 });
  });
});

describe("background layers", () => {
  it("the layer is larger by 10 x speed percent", () => {
    expect(backgroundLayerPercent(4)).toBe(140);
    expect(backgroundLayerPercent(0)).toBe(100);
    expect(backgroundLayerPercent(10)).toBe(200);
    expect(backgroundLayerPercent(-3)).toBe(100);
  });

  it("it slides across its extra size as progress runs, mirrored with negative", () => {
    expect(backgroundStep(0, 400, false)).toBe(-0);
    expect(backgroundStep(50, 400, false)).toBe(-200);
    expect(backgroundStep(100, 400, false)).toBe(-400);
    expect(backgroundStep(0, 400, true)).toBe(-400);
    expect(backgroundStep(30, 400, false, { start: 50, end: 100 })).toBe(-200);
    expect(backgroundStep(30, -400, false)).toBe(-0);
  });
});
