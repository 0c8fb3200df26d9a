import { useFetcher } from "../../routing/routing";
import { useLayout } from "../frame/use-layout";
import { ReturnHereField } from "../hydration/return-here-field";

/** The id of the element naming the store, which the button's description points at. */
export const storeNameId = (storeId: number) => `store-${storeId}-name`;

/**
 * "Make This My Store": posts to /store/select; the root loader then revalidates, so the header,
 * menus and store-bearing links are rebuilt for the new store without a page reload. Pressed before
 * the scripts run, it is a plain post that comes back to this page with the new store.
 */
export function MakeMyStoreButton({ storeId, storeName }: { storeId: number; storeName: string }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const { apiNonce } = useLayout();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/store/select" className="make-my-store">
      <input type="hidden" name="store_id" value={storeId} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <ReturnHereField />
      <button type="submit" className="button" disabled={busy} aria-describedby={storeNameId(storeId)} data-store-name={storeName}>
        Make This My Store
      </button>
      {fetcher.data && !fetcher.data.ok ? <p role="alert">{fetcher.data.error}</p> : null}
    </fetcher.Form>
  );
}
