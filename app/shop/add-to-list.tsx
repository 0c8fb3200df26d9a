import { useFetcher, useLocation } from "../routing/routing";
import { useLayout } from "../storefront/frame/use-layout";
import { ReturnHereField } from "../storefront/hydration/return-here-field";
import { returnPath } from "../../core/web/return-path";

/** The list a shopper without a chosen list adds deals to (made on the first add). */
export const DEFAULT_DEALS_LIST = "Weekly ad";

/** What the add-to-list action answers a script that sent the form (list-action.server.ts). */
export type AddToListResult =
  { ok: true; productId: number; listName: string; quantity: number } | { ok: false; productId: number | null; error: string };

/**
 * A deal's add control: [button] `Add <product> to list` (the product's name is read, not shown). It
 * posts to the weekly ad's action (a plain post that comes back to the page before the scripts run; a
 * fetcher after), which puts one more on the chosen list; what happened is said in a status next to
 * it. A signed-out shopper gets a link to sign in that brings them back here.
 */
export function AddToList({
  productId,
  productName,
  listId,
  action,
}: {
  productId: number;
  productName: string;
  listId: number | null;
  action: string;
}) {
  const fetcher = useFetcher<AddToListResult>();
  const { apiNonce, user } = useLayout();
  const { pathname, search } = useLocation();
  if (!user) {
    const back = returnPath(pathname, search) ?? action;
    return (
      <a className="button button--small add-to-list" href={`/my-account?back=${encodeURIComponent(back)}`}>
        {/* One flex item: the button's gap would otherwise part the words around the hidden name. */}
        <span>
          Sign in to add <span className="visually-hidden">{productName} </span>to a list
        </span>
      </a>
    );
  }
  const result = fetcher.data;
  const message = fetcher.state !== "idle" ? "Adding…" : result?.ok ? `Added to ${result.listName} (${result.quantity}).` : "";
  return (
    <fetcher.Form method="post" action={action} className="add-to-list">
      <input type="hidden" name="product_id" value={productId} />
      {listId !== null ? <input type="hidden" name="list_id" value={listId} /> : null}
      <input type="hidden" name="nonce" value={apiNonce} />
      <ReturnHereField />
      <button type="submit" className="button button--small">
        <span>
          Add <span className="visually-hidden">{productName} </span>to list
        </span>
      </button>
      <p role="status" className="add-to-list__status">
        {message}
      </p>
      {result && !result.ok ? <p role="alert">{result.error}</p> : null}
    </fetcher.Form>
  );
}
