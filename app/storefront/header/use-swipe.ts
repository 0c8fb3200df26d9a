import { useEffect, useRef } from "react";
import { swipeMayStart, swipeOutcome, type OffCanvasSide, type SwipeStart } from "#core/menus/swipe";

/**
 * Swipe gestures for the off-canvas menu: from within 50 px of its screen edge, 70 px opens it;
 * while open, 50 px back closes it (docs/requirements.md#constants). Only while `enabled` (below 992 px).
 */
export function useSwipe(enabled: boolean, side: OffCanvasSide, open: boolean, onOpen: () => void, onClose: () => void) {
  const latest = useRef({ open, onOpen, onClose, side });
  useEffect(() => {
    latest.current = { open, onOpen, onClose, side };
  });
  useEffect(() => {
    if (!enabled) return;
    let start: SwipeStart | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        touch && event.touches.length === 1 && swipeMayStart(touch.clientX, window.innerWidth, latest.current.side, latest.current.open)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    };
    // The gesture is judged where the finger lifts: how far it went, and in which direction.
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start;
      start = null;
      if (!from || !touch || event.type === "touchcancel") return;
      const outcome = swipeOutcome(from, touch.clientX, touch.clientY, latest.current.side, latest.current.open);
      if (outcome === "open" && !latest.current.open) latest.current.onOpen();
      else if (outcome === "close" && latest.current.open) latest.current.onClose();
    };
    document.addEventListener("touchstart", onStart, { passive: true });
    document.addEventListener("touchend", onEnd, { passive: true });
    document.addEventListener("touchcancel", onEnd, { passive: true });
    return () => {
      document.removeEventListener("touchstart", onStart);
      document.removeEventListener("touchend", onEnd);
      document.removeEventListener("touchcancel", onEnd);
    };
  }, [enabled]);
}
