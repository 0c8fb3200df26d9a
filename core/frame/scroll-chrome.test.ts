import { describe, expect, it } from "vitest";
import { BACK_TO_TOP, backToTopVisible, isSticky, scrollToTopAt, stickyThreshold } from "./scroll-chrome";

describe("back to top", () => {
  it("has the spec's numbers", () => {
    expect(BACK_TO_TOP).toEqual({ offset: 200, durationMs: 600, hideAfterMs: 3000 });
  });

  it("shows only past 200 px", () => {
    expect(backToTopVisible(0)).toBe(false);
    expect(backToTopVisible(200)).toBe(false);
    expect(backToTopVisible(201)).toBe(true);
  });

  it("scrolls from where it is to the top in 600 ms", () => {
    expect(scrollToTopAt(1000, 0)).toBe(1000);
    expect(scrollToTopAt(1000, 300)).toBeCloseTo(500);
    expect(scrollToTopAt(1000, 600)).toBe(0);
    expect(scrollToTopAt(1000, 900)).toBe(0);
    expect(scrollToTopAt(1000, 100, 0)).toBe(0);
    expect(scrollToTopAt(1000, -5)).toBe(1000);
  });

  it("only ever moves up", () => {
    let last = Infinity;
    for (let t = 0; t <= 600; t += 20) {
      const y = scrollToTopAt(800, t);
      expect(y).toBeLessThanOrEqual(last);
      last = y;
    }
  });
});

describe("sticky header", () => {
  it("sticks past the banners plus the top header", () => {
    const threshold = stickyThreshold(48, 96);
    expect(threshold).toBe(144);
    expect(isSticky(144, threshold)).toBe(false);
    expect(isSticky(145, threshold)).toBe(true);
  });

  it("never sticks before anything was measured", () => {
    expect(isSticky(500, stickyThreshold(0, 0))).toBe(false);
    expect(stickyThreshold(-10, 50)).toBe(50);
  });
});
