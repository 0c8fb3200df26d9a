import type { ReactNode } from "react";
import { useFetcher, useLocation } from "../routing/routing";
import { signInHref, type PendingAction } from "../../core/account/sign-in-return";
import { LIST_LIMITS } from "../../core/limits/limits";
import { returnPath } from "../../core/web/return-path";
import { ReturnHereField } from "../storefront/hydration/return-here-field";
import { useLayout } from "../storefront/frame/use-layout";
import type { ListFormResult } from "./list-form.server";
import "./lists.css";

export const LISTS_ACTION = "/shop/lists";

interface ListChoice {
  id: number;
  name: string;
}

/**
 * "Add to list": pick one of the shopper's lists (or name a new one) and add to it. It posts to
 * /shop/lists: a plain post that comes back to this page before the scripts run (or without them), a
 * fetcher after, announcing what it did. `children` are the fields saying what to add (product ids
 * and notes). A signed-out shopper gets a link to sign in that brings them back (with `pending` done).
 * `id` starts its fields' ids, unique in the page: not made by useId, whose ids depend on the tree
 * above, which differs between the server's render and a plain page's (decision 0045).
 */
export function AddToList({
  id,
  lists,
  signedIn,
  label,
  pending,
  quantity = true,
  children,
}: {
  id: string;
  lists: readonly ListChoice[];
  signedIn: boolean;
  label: string;
  pending: PendingAction | null;
  quantity?: boolean;
  children: ReactNode;
}) {
  const fetcher = useFetcher<ListFormResult>();
  const { apiNonce } = useLayout();
  const { pathname, search } = useLocation();
  if (!signedIn) {
    return (
      <p className="add-to-list">
        <a href={signInHref(returnPath(pathname, search), pending)}>Sign in to {label.charAt(0).toLowerCase() + label.slice(1)}</a>
      </p>
    );
  }
  const result = fetcher.data;
  return (
    <fetcher.Form method="post" action={LISTS_ACTION} className="add-to-list">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="nonce" value={apiNonce} />
      <ReturnHereField />
      {children}
      <p>
        <label htmlFor={`${id}-list`}>List</label>
        <select id={`${id}-list`} name="list" defaultValue={lists[0] ? String(lists[0].id) : "new"}>
          {lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
          <option value="new">A new list…</option>
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-new`}>New list name (for a new list)</label>
        <input id={`${id}-new`} name="new_name" type="text" maxLength={LIST_LIMITS.name} placeholder="My list" />
      </p>
      {quantity ? (
        <p>
          <label htmlFor={`${id}-qty`}>Quantity</label>
          <input id={`${id}-qty`} name="quantity" type="number" min={1} max={LIST_LIMITS.quantity} defaultValue={1} required />
        </p>
      ) : null}
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {label}
      </button>
      <p className="add-to-list__result" role={result && !result.ok ? "alert" : "status"}>
        {result ? (result.ok ? result.message : result.error) : ""}
      </p>
    </fetcher.Form>
  );
}
