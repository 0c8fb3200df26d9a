import type { AppLoadContext } from "react-router";
import type { Store } from "../../core/stores/store-types";
import { requestStore } from "../storefront/stores/request-store.server";
import { loadOrUnavailable, unavailableResponse } from "../storefront/stores/unavailable.server";
import { pageCartOwner } from "./cart-owner.server";

/** Runs a page's own read; the database being away is the route's 503, not a 500. */
export async function read<T>(context: AppLoadContext, what: string, load: () => Promise<T>): Promise<T> {
  const found = await loadOrUnavailable(context, what, load);
  if (found === "unavailable") throw unavailableResponse();
  return found.value;
}

/**
 * The store a cart is priced and ordered for: the selected store, as the API's (a catering or wine
 * store prices the cart for its own shop, where the grocery lines are flagged; a sub-store its family
 * does not name, its shop store).
 */
export async function cartStore(request: Request, context: AppLoadContext): Promise<Store | null> {
  const { store } = await requestStore(request, context);
  return store ? (await context.services.stores.shoppingStore(store)).store : null;
}

const idList = (raw: string | null) =>
  (raw ?? "")
    .split(",")
    .filter((s) => /^[1-9]\d{0,9}$/.test(s))
    .slice(0, 100)
    .map(Number);

const CART_SUGGESTIONS = 8;

/** `/cart`: the cart priced for the selected store, and what a reorder could not add (`?missing=` ids). */
export async function loadCart(request: Request, context: AppLoadContext) {
  const store = await cartStore(request, context);
  const owner = pageCartOwner(request, context);
  const cart = store ? await read(context, "cart", () => context.services.cart.get(owner, store)) : null;
  const movedFrom = cart?.moved_from_store_id ? ((await context.services.stores.get(cart.moved_from_store_id))?.name ?? null) : null;
  const url = new URL(request.url);
  const missingIds = idList(url.searchParams.get("missing"));
  const missing = missingIds.length
    ? await read(context, "products", () =>
        context.services.catalog.list(
          null,
          { q: "", department: null, brands: [], flags: [], onSale: false, sort: "name", page: 1, perPage: 60 },
          missingIds,
        ),
      )
    : null;
  // An empty cart suggests a few of the store's deals to start with.
  const suggestions =
    store && cart && cart.lines.length === 0
      ? await read(context, "suggestions", () =>
          context.services.catalog.list(store, {
            q: "",
            department: null,
            brands: [],
            flags: [],
            onSale: true,
            sort: "relevance",
            page: 1,
            perPage: CART_SUGGESTIONS,
          }),
        )
      : null;
  return {
    store,
    cart,
    suggestions: suggestions ? suggestions.items.filter((p) => p.available) : [],
    movedFrom,
    reordered: url.searchParams.get("reordered") === "1",
    missing: missing ? missing.items.map((p) => p.name) : [],
    signedIn: context.auth.user !== null,
  };
}
