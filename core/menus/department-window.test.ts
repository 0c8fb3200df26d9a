import { describe, expect, it } from "vitest";
import { animatedOffset, canShift, maxScroll, shiftWindow, startAt, type RowGeometry } from "./department-window";

/** 14 items of 100 px in a 450 px window: 4.5 items visible. */
const row: RowGeometry = { offsets: Array.from({ length: 14 }, (_, i) => i * 100), viewportWidth: 450, contentWidth: 1400 };

describe("startAt", () => {
  it("is the item at the left edge", () => {
    expect(startAt(row, 0)).toBe(0);
    expect(startAt(row, 400)).toBe(4);
    expect(startAt(row, 399.6)).toBe(4);
    expect(startAt(row, 450)).toBe(4);
    expect(startAt(row, 950)).toBe(9);
  });
});

describe("shiftWindow", () => {
  it("moves four items at a time", () => {
    expect(shiftWindow(row, 0, 1)).toEqual({ start: 4, scrollLeft: 400 });
    expect(shiftWindow(row, 400, 1)).toEqual({ start: 8, scrollLeft: 800 });
    expect(shiftWindow(row, 800, -1)).toEqual({ start: 4, scrollLeft: 400 });
  });

  it("stops at the end of the row", () => {
    expect(maxScroll(row)).toBe(950);
    expect(shiftWindow(row, 800, 1)).toEqual({ start: 9, scrollLeft: 950 });
    expect(shiftWindow(row, 950, 1)).toEqual({ start: 9, scrollLeft: 950 });
  });

  it("goes back from the end four items before the first visible one", () => {
    expect(shiftWindow(row, 950, -1)).toEqual({ start: 5, scrollLeft: 500 });
  });

  it("stops at the start", () => {
    expect(shiftWindow(row, 200, -1)).toEqual({ start: 0, scrollLeft: 0 });
    expect(shiftWindow(row, 0, -1)).toEqual({ start: 0, scrollLeft: 0 });
  });

  it("handles items of different widths", () => {
    const uneven: RowGeometry = { offsets: [0, 50, 180, 220, 400, 430, 600], viewportWidth: 300, contentWidth: 700 };
    expect(shiftWindow(uneven, 0, 1)).toEqual({ start: 4, scrollLeft: 400 });
    expect(shiftWindow(uneven, 400, 1)).toEqual({ start: 4, scrollLeft: 400 });
    expect(canShift(uneven, 400, 1)).toBe(false);
  });

  it("takes another step size", () => {
    expect(shiftWindow(row, 0, 1, 2).scrollLeft).toBe(200);
  });

  it("does nothing on an empty row or a row that fits", () => {
    expect(shiftWindow({ offsets: [], viewportWidth: 300, contentWidth: 0 }, 0, 1)).toEqual({ start: 0, scrollLeft: 0 });
    const fits: RowGeometry = { offsets: [0, 100], viewportWidth: 300, contentWidth: 200 };
    expect(shiftWindow(fits, 0, 1)).toEqual({ start: 0, scrollLeft: 0 });
    expect(canShift(fits, 0, 1)).toBe(false);
    expect(canShift(fits, 0, -1)).toBe(false);
  });
});

describe("canShift", () => {
  it("allows previous only away from the start and next only before the end", () => {
    expect(canShift(row, 0, -1)).toBe(false);
    expect(canShift(row, 0, 1)).toBe(true);
    expect(canShift(row, 400, -1)).toBe(true);
    expect(canShift(row, 950, 1)).toBe(false);
    expect(canShift(row, 949.5, 1)).toBe(false);
  });
});

describe("animatedOffset", () => {
  it("starts, ends and passes the middle halfway", () => {
    expect(animatedOffset(0, 400, 0)).toBe(0);
    expect(animatedOffset(0, 400, 1)).toBe(400);
    expect(animatedOffset(0, 400, 0.5)).toBe(200);
    expect(animatedOffset(400, 0, 2)).toBe(0);
    expect(animatedOffset(400, 0, -1)).toBe(400);
  });

  it("never goes backwards", () => {
    let last = -1;
    for (let p = 0; p <= 1; p += 0.05) {
      const v = animatedOffset(0, 100, p);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });
});
