/**
 * The department menu's visible window (docs/requirements.md#screens-and-routes and #constants): the
 * arrows move it four departments at a time, with a 300 ms animation. Items have their own widths, so
 * the window is a scroll offset: the left edge of the first visible department, never past the end of
 * the row.
 */

export const DEPARTMENT_STEP = 4;
export const DEPARTMENT_ANIMATION_MS = 300;

/** The row as measured: each item's left edge from the start of the row, and the widths. */
export interface RowGeometry {
  /** Left edge of each item, from the start of the row, in order. */
  offsets: readonly number[];
  /** The visible width of the row. */
  viewportWidth: number;
  /** The whole row's width. */
  contentWidth: number;
}

/** Sub-pixel layout leaves fractions; anything closer than this counts as there. */
const EPSILON = 1;

export function maxScroll(row: RowGeometry): number {
  return Math.max(0, row.contentWidth - row.viewportWidth);
}

/** The index of the first visible item at a scroll offset. */
export function startAt(row: RowGeometry, scrollLeft: number): number {
  let start = 0;
  row.offsets.forEach((offset, i) => {
    if (offset <= scrollLeft + EPSILON) start = i;
  });
  return start;
}

export type Direction = -1 | 1;

/** Whether an arrow has anywhere to go from this scroll offset. */
export function canShift(row: RowGeometry, scrollLeft: number, direction: Direction): boolean {
  if (row.offsets.length === 0) return false;
  return direction < 0 ? scrollLeft > EPSILON : scrollLeft < maxScroll(row) - EPSILON;
}

/**
 * Where one arrow press goes: `step` items on from the first visible one (clamped to the first and
 * last items), scrolled no further than the end of the row. Returns the new first visible item and
 * the scroll offset to animate to.
 */
export function shiftWindow(
  row: RowGeometry,
  scrollLeft: number,
  direction: Direction,
  step: number = DEPARTMENT_STEP,
): { start: number; scrollLeft: number } {
  const count = row.offsets.length;
  if (count === 0) return { start: 0, scrollLeft: 0 };
  const from = startAt(row, scrollLeft);
  const target = Math.min(count - 1, Math.max(0, from + direction * step));
  const left = Math.min(maxScroll(row), Math.max(0, row.offsets[target] ?? 0));
  return { start: startAt(row, left), scrollLeft: left };
}

/** Linear interpolation with ease-in-out over the animation; `progress` 0..1. */
export function animatedOffset(from: number, to: number, progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return from + (to - from) * eased;
}
