/**
 * Scroll-driven header chrome (docs/requirements.md#states-and-transitions and #constants): the sticky
 * header and the back-to-top button.
 */

export const BACK_TO_TOP = { offset: 200, durationMs: 600, hideAfterMs: 3000 } as const;

/** The back-to-top button shows once the page is scrolled more than 200 px. */
export function backToTopVisible(scrollY: number, offset: number = BACK_TO_TOP.offset): boolean {
  return scrollY > offset;
}

/** Where a scroll to the top is after `elapsed` of `duration` ms (ease-in-out), from `from`. */
export function scrollToTopAt(from: number, elapsed: number, duration: number = BACK_TO_TOP.durationMs): number {
  if (duration <= 0 || elapsed >= duration) return 0;
  const t = Math.max(0, elapsed) / duration;
  const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
  return from * (1 - eased);
}

/**
 * The header sticks (and shrinks) once the page is scrolled past the banners above it plus its own
 * top part: `headerTop` is the header's distance from the top of the document (the banners),
 * `topHeight` the measured height of its top part.
 */
export function stickyThreshold(headerTop: number, topHeight: number): number {
  return Math.max(0, headerTop) + Math.max(0, topHeight);
}

export function isSticky(scrollY: number, threshold: number): boolean {
  return threshold > 0 && scrollY > threshold;
}
