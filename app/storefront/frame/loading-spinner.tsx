import { useEffect, useSyncExternalStore } from "react";
import { useBusy } from "../../routing/routing";
import { loading } from "./loading";

/**
 * The loading spinner with a counter (docs/requirements.md#states-and-transitions): shown while the
 * counter is above zero, hidden at zero, and announced politely ("Loading…") to screen readers. Route
 * navigations and fetchers (a store switch, a form) count; other code uses `loading` from ./loading.
 */
export function LoadingSpinner() {
  const busy = useBusy();
  useEffect(() => {
    if (!busy) return;
    loading.increment();
    return () => loading.decrement();
  }, [busy]);
  const count = useSyncExternalStore(loading.subscribe, loading.get, () => 0);
  const shown = count > 0;
  return (
    <>
      <div className="loading-spinner" data-visible={shown ? "true" : "false"} data-count={count} aria-hidden="true">
        <span className="loading-spinner__wheel" />
      </div>
      <div role="status" className="visually-hidden">
        {shown ? "Loading…" : ""}
      </div>
    </>
  );
}
