import { useLayoutEffect, type RefObject } from "react";

/**
 * Desktop: while a submenu is open, a click outside the menus closes it, and so does Escape wherever
 * focus is (a panel the pointer opened can be dismissed without moving the pointer, WCAG 1.4.13).
 * Escape inside the menus is the menu's own keyboard handling. Listening from the commit that opens
 * the panel: a key pressed as soon as it shows is not lost to the time before passive effects run.
 */
export function useDesktopDismiss(
  root: RefObject<HTMLElement | null>,
  desktop: boolean,
  depthOpen: number,
  closeFrom: (depth: number) => void,
) {
  useLayoutEffect(() => {
    if (!desktop || depthOpen === 0) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && root.current?.contains(target));
    const onDown = (event: PointerEvent) => {
      if (outside(event.target)) closeFrom(0);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && outside(event.target)) closeFrom(0);
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [root, desktop, depthOpen, closeFrom]);
}
