import { useSyncExternalStore } from "react";
import { debounce } from "#core/frame/debounce";
import { OFFCANVAS } from "#core/menus/swipe";

/** The desktop breakpoint (docs/requirements.md#constants): below 992 px the off-canvas menu is used. */
export const DESKTOP_QUERY = "(min-width: 992px)";

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

let desktop: boolean | null = null;
const listeners = new Set<() => void>();
const onResize = debounce(() => {
  const next = window.matchMedia(DESKTOP_QUERY).matches;
  if (next === desktop) return;
  desktop = next;
  for (const listener of [...listeners]) listener();
}, OFFCANVAS.resizeDebounceMs);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("resize", onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("resize", onResize);
      onResize.cancel();
    }
  };
}

function snapshot(): boolean {
  if (desktop === null) desktop = window.matchMedia(DESKTOP_QUERY).matches;
  return desktop;
}

/**
 * Whether the window is desktop-wide: null on the server and while hydrating, then the current
 * answer, updated 500 ms after the last resize (the off-canvas menu's resize debounce).
 */
export function useIsDesktop(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, snapshot, () => null);
}
