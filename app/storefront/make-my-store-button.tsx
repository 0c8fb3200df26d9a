import { useFetcher } from "react-router";
import { useLayout } from "./use-layout";

/** The id of the element naming the store, which the button's description points at. */
export const storeNameId = (storeId: number) => `store-${storeId}-name`;

/**
 * "Make This My Store": posts to /store/select; the root loader then revalidates, so the header,
 * menus and store-bearing links are rebuilt for the new store without a page reload.
 */
export function MakeMyStoreButton({ storeId, storeName }: { storeId: number; storeName: string }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const { apiNonce } = useLayout();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/store/select" className="make-my-store">
      <input type="hidden" name="store_id" value={storeId} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <button type="submit" className="button" disabled={busy} aria-describedby={storeNameId(storeId)} data-store-name={storeName}>
        Make This My Store
      </button>
      {fetcher.data && !fetcher.data.ok ? <p role="alert">{fetcher.data.error}</p> : null}
    </fetcher.Form>
  );
}
