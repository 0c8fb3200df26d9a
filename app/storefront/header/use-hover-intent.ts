import { useEffect, useRef, type PointerEvent } from "react";
import { createHoverIntent, type HoverIntent } from "#core/menus/hover-intent";

/**
 * Pointer handlers that open a submenu with hover intent (100 ms, 7 px) and close it 800 ms after
 * the pointer leaves. Mouse pointers only, and only while `enabled` (desktop).
 */
export function useHoverIntent(enabled: boolean, open: boolean, onOver: () => void, onOut: () => void) {
  const callbacks = useRef({ onOver, onOut, open });
  const intent = useRef<HoverIntent | null>(null);
  useEffect(() => {
    callbacks.current = { onOver, onOut, open };
  });
  useEffect(() => {
    if (enabled) return;
    intent.current?.reset();
  }, [enabled]);
  useEffect(() => () => intent.current?.reset(), []);

  const get = () =>
    (intent.current ??= createHoverIntent({ over: () => callbacks.current.onOver(), out: () => callbacks.current.onOut() }));
  const usable = (event: PointerEvent) => enabled && event.pointerType === "mouse";
  return {
    onPointerEnter(event: PointerEvent) {
      if (!usable(event)) return;
      const hover = get();
      // Closed another way (a click, Escape) while the pointer was around: start afresh.
      if (!callbacks.current.open && (hover.state === "over" || hover.state === "leaving")) hover.reset();
      hover.enter(event.clientX, event.clientY);
    },
    onPointerMove(event: PointerEvent) {
      if (usable(event)) get().move(event.clientX, event.clientY);
    },
    onPointerLeave(event: PointerEvent) {
      if (usable(event)) get().leave();
    },
    /** Forget pending hover work (the submenu was opened or closed another way). */
    reset() {
      intent.current?.reset();
    },
    /** The pointer already rests on the item, which is open (it was before the script ran). */
    alreadyOver() {
      get().alreadyOver();
    },
  };
}
