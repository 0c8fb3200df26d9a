/**
 * Swipe gestures of the off-canvas menu (docs/requirements.md#constants): a horizontal swipe that starts within
 * 50 px of the panel's edge of the screen opens it once it has travelled 70 px; a swipe back of
 * 50 px closes it. The panel sits on the left (default) or the right.
 */

export type OffCanvasSide = "left" | "right";

/** The site setting as stored (any text): "right" when it says so, else the default "left". */
export function offCanvasSide(stored: unknown): OffCanvasSide {
  return stored === "right" ? "right" : "left";
}

export const OFFCANVAS = {
  width: 280,
  levelSpacing: 40,
  openThreshold: 70,
  closeThreshold: 50,
  edgeZone: 50,
  resizeDebounceMs: 500,
} as const;

export interface SwipeStart {
  x: number;
  y: number;
}

/** Whether a touch starting at `x` may become a swipe: anywhere when open, in the edge zone when closed. */
export function swipeMayStart(
  x: number,
  viewportWidth: number,
  side: OffCanvasSide,
  open: boolean,
  edgeZone: number = OFFCANVAS.edgeZone,
): boolean {
  if (open) return true;
  return side === "left" ? x <= edgeZone : x >= viewportWidth - edgeZone;
}

/**
 * What a swipe from `start` to (x, y) does: "open", "close" or nothing. Mostly vertical movement is
 * scrolling, never a swipe.
 */
export function swipeOutcome(
  start: SwipeStart,
  x: number,
  y: number,
  side: OffCanvasSide,
  open: boolean,
  thresholds: { open: number; close: number } = { open: OFFCANVAS.openThreshold, close: OFFCANVAS.closeThreshold },
): "open" | "close" | null {
  const dx = x - start.x;
  const dy = y - start.y;
  if (Math.abs(dy) > Math.abs(dx)) return null;
  const towardsOpen = side === "left" ? dx : -dx;
  if (!open) return towardsOpen >= thresholds.open ? "open" : null;
  return -towardsOpen >= thresholds.close ? "close" : null;
}
