import { useEffect, useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once the app runs in the browser. Parts
 * that behave differently before their scripts run (a CSS fallback, a popover) switch on it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Sets `<html data-hydrated>` once the app has hydrated and every part has taken over the state
 * the page was in. Browser tests wait for it (tests/e2e/support/held-scripts.ts).
 */
export function useHydratedMarker(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
}
