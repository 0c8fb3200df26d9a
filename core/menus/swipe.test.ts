import { describe, expect, it } from "vitest";
import { OFFCANVAS, offCanvasSide, swipeMayStart, swipeOutcome } from "./swipe";

describe("OFFCANVAS", () => {
  it("has the spec's numbers", () => {
    expect(OFFCANVAS).toEqual({ width: 280, levelSpacing: 40, openThreshold: 70, closeThreshold: 50, edgeZone: 50, resizeDebounceMs: 500 });
  });
});

describe("swipeMayStart", () => {
  it("starts a closed left panel's swipe only within 50 px of the left edge", () => {
    expect(swipeMayStart(0, 375, "left", false)).toBe(true);
    expect(swipeMayStart(50, 375, "left", false)).toBe(true);
    expect(swipeMayStart(51, 375, "left", false)).toBe(false);
  });

  it("starts a closed right panel's swipe only within 50 px of the right edge", () => {
    expect(swipeMayStart(325, 375, "right", false)).toBe(true);
    expect(swipeMayStart(324, 375, "right", false)).toBe(false);
    expect(swipeMayStart(10, 375, "right", false)).toBe(false);
  });

  it("starts anywhere when open", () => {
    expect(swipeMayStart(200, 375, "left", true)).toBe(true);
    expect(swipeMayStart(10, 375, "right", true)).toBe(true);
  });
});

describe("swipeOutcome", () => {
  const at = { x: 10, y: 300 };

  it("opens a left panel after 70 px to the right", () => {
    expect(swipeOutcome(at, 79, 300, "left", false)).toBeNull();
    expect(swipeOutcome(at, 80, 300, "left", false)).toBe("open");
    expect(swipeOutcome(at, -80, 300, "left", false)).toBeNull();
  });

  it("opens a right panel after 70 px to the left", () => {
    const edge = { x: 360, y: 300 };
    expect(swipeOutcome(edge, 291, 300, "right", false)).toBeNull();
    expect(swipeOutcome(edge, 290, 300, "right", false)).toBe("open");
  });

  it("closes a left panel after 50 px to the left, a right one after 50 px to the right", () => {
    const mid = { x: 200, y: 300 };
    expect(swipeOutcome(mid, 151, 300, "left", true)).toBeNull();
    expect(swipeOutcome(mid, 150, 300, "left", true)).toBe("close");
    expect(swipeOutcome(mid, 250, 300, "left", true)).toBeNull();
    expect(swipeOutcome(mid, 250, 300, "right", true)).toBe("close");
    expect(swipeOutcome(mid, 150, 300, "right", true)).toBeNull();
  });

  it("ignores mostly vertical movement", () => {
    expect(swipeOutcome(at, 90, 400, "left", false)).toBeNull();
    expect(swipeOutcome({ x: 200, y: 300 }, 140, 200, "left", true)).toBeNull();
  });

  it("takes other thresholds", () => {
    expect(swipeOutcome(at, 20, 300, "left", false, { open: 10, close: 10 })).toBe("open");
  });
});

describe("offCanvasSide", () => {
  it("is right only when the setting says right; anything else is the default left", () => {
    expect(offCanvasSide("right")).toBe("right");
    expect(offCanvasSide("left")).toBe("left");
    for (const v of ["", "RIGHT", "top", null, undefined, 1]) expect(offCanvasSide(v)).toBe("left");
  });
});
