import { lazy, Suspense } from "react";
import { useHydrated } from "#app/storefront/hydration/use-hydrated";

const HashRouteApply = lazy(() => import("./hash-route-apply").then((m) => ({ default: m.HashRouteApply })));

/**
 * The old platform's shop links (`/shop#!/?store_id=1001`, ...): their code (./hash-route-apply.tsx)
 * is loaded only when the page was opened with such a fragment, since almost no visit is.
 */
export function HashRoutes({ shopBase = "/shop" }: { shopBase?: string }) {
  const hydrated = useHydrated();
  return hydrated && window.location.hash.startsWith("#!/") ? (
    <Suspense fallback={null}>
      <HashRouteApply shopBase={shopBase} />
    </Suspense>
  ) : null;
}
