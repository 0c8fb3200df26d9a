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

/**
 * The visitor's cart lines by product, read from the cart API once the page runs (shop pages are
 * shared between visitors, so their HTML never holds a visitor's cart) and again after each change.
 * null until read: cards show Add to cart meanwhile.
 */
let lines: Snapshot = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const publish = (next: Snapshot) => {
  lines = next;
  for (const l of listeners) l();
};

/** Reads the cart again from the API (the selected store's prices); a failure keeps what was known. */
export function refreshCartLines(apiNonce: string): Promise<void> {
  const load = fetch("/api/shop/v1/cart", {
    headers: { accept: "application/json", "x-aisle-nonce": apiNonce },
    credentials: "same-origin",
  })
    .then(async (res) => {
      if (!res.ok) return;
      const cart = (await res.json()) as Cart;
      publish(new Map(cart.lines.map((l) => [l.product_id, { quantity: l.quantity, weight: l.weight, line_cents: l.line_cents }])));
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
