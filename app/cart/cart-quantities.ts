import { useEffect, useSyncExternalStore } from "react";
import type { Cart } from "#core/cart/types";

/** What a product card needs to know of its cart line. */
export interface CardLine {
  quantity: number;
  /** lb, when the line is bought by weight. */
  weight: number | null;
  /** The line's price (estimated for weighed items). */
  line_cents: number;
}

type Snapshot = ReadonlyMap<number, CardLine> | null;

/** The cart's count and subtotal as last read, for the header's cart link. */
export interface CartTotals {
  count: number;
  subtotal_cents: number;
}

/**
 * The visitor's cart lines by product, read from the cart API once the page runs (shop pages are
 * shared between visitors, so their HTML never holds a visitor's cart) and again after each change.
 * null until read: cards show Add to cart meanwhile.
 */
let lines: Snapshot = null;
let totals: CartTotals | null = null;
let loading: Promise<void> | null = null;
let totalsAskedFor: number | null = null;
/** The latest read asked for: an earlier read answering after it is older than what is shown. */
let latestRead = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Takes a cart as read (from the API, or a page's own data such as the cart page's). */
export function publishCart(cart: Cart): void {
  lines = new Map(cart.lines.map((l) => [l.product_id, { quantity: l.quantity, weight: l.weight, line_cents: l.line_cents }]));
  totals = { count: cart.item_count, subtotal_cents: cart.subtotal_cents };
  for (const l of listeners) l();
}

/**
 * Reads the cart again from the API (the selected store's prices); a failure keeps what was known,
 * and so does an answer that comes after a later read's (it holds the cart before that change).
 */
export function refreshCartLines(apiNonce: string): Promise<void> {
  const read = ++latestRead;
  const load = fetch("/api/shop/v1/cart", {
    // Cookies go with it: fetch's default for this site's own addresses.
    headers: { accept: "application/json", "x-aisle-nonce": apiNonce },
  })
    .then(async (res) => {
      if (!res.ok) return;
      const cart = (await res.json()) as Cart;
      if (read === latestRead) publishCart(cart);
    })
    .catch(() => undefined);
  loading = load;
  return load;
}

/** The product's cart line (null before the cart is read or when it is not in the cart). */
export function useCardLine(productId: number, apiNonce: string): CardLine | null {
  const all = useSyncExternalStore(
    subscribe,
    () => lines,
    () => null,
  );
  useEffect(() => {
    if (lines === null && loading === null) void refreshCartLines(apiNonce);
  }, [apiNonce]);
  return all?.get(productId) ?? null;
}

/**
 * The subtotal for the header's cart link, once read and only while it is of the count the page
 * shows (a count that changed asks for the cart again, once). null on the server, before it is read,
 * and for an empty cart (nothing to show).
 */
export function useCartSubtotal(count: number, apiNonce: string): number | null {
  const now = useSyncExternalStore(
    subscribe,
    () => totals,
    () => null,
  );
  useEffect(() => {
    if (count > 0 && (totals === null || totals.count !== count) && totalsAskedFor !== count) {
      totalsAskedFor = count;
      void refreshCartLines(apiNonce);
    }
  }, [count, apiNonce, now]);
  return count > 0 && now !== null && now.count === count ? now.subtotal_cents : null;
}
