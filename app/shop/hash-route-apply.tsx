import { useEffect } from "react";
import { useFetcher, useNavigate } from "../routing/routing";
import { readHashRoute } from "../../core/catalog/hash-route";
import { useLayout } from "../storefront/frame/use-layout";

/**
 * The old platform's shop links (`/shop#!/?store_id=1001`, `/shop#!/?filter=is_favorite`, ...): the
 * fragment never reaches the server, so once the page's scripts run this reads it, selects the store
 * it names (as "Make This My Store" does; the loaders then show that store's catalog) and goes on to
 * the page the rest of it means. The fragment is dropped from the address once it is applied.
 */
export function HashRouteApply({ shopBase = "/shop" }: { shopBase?: string }) {
  const fetcher = useFetcher();
  const navigate = useNavigate();
  const { apiNonce, store } = useLayout();
  useEffect(() => {
    const route = readHashRoute(window.location.hash, shopBase);
    if (!route) return;
    let selected: Promise<void> = Promise.resolve();
    if (route.storeId !== null && route.storeId !== store?.id) {
      const form = new FormData();
      form.set("store_id", String(route.storeId));
      form.set("nonce", apiNonce);
      selected = fetcher.submit(form, { method: "post", action: "/store/select" });
    }
    // On a plain page, going on loads the next page: the store is selected first.
    if (route.to) void selected.then(() => navigate(route.to!, { replace: true }));
    else window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    // Once, for the fragment the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
