import { useEffect, useSyncExternalStore } from "react";
import { behavioursStarted } from "../../builder/runtime/starting";

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
 * the page was in, then `<html data-ready>` once the behaviours of the page's documents have started
 * too (their effects ran before this one, in the same commit). Browser tests wait for them
 * (tests/e2e/support/ready.ts, tests/e2e/support/held-scripts.ts).
 */
export function useHydratedMarker(): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const html = document.documentElement;
    html.dataset.hydrated = "";
    void behavioursStarted().then(() => {
      html.dataset.ready = "";
    });
  }, [hydrated]);
}
