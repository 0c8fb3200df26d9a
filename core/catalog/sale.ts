/** A store's price for a product, with a sale price valid between two instants (either end open when null). */
export interface StorePrice {
  priceCents: number;
  salePriceCents: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

/** Whether the sale price applies at `now`: there is one, it is below the price, and `now` is within its dates (end exclusive). */
export function saleActive(p: StorePrice, now: Date): boolean {
  if (p.salePriceCents === null || p.salePriceCents >= p.priceCents) return false;
  if (p.saleStartsAt && now < p.saleStartsAt) return false;
  if (p.saleEndsAt && now >= p.saleEndsAt) return false;
  return true;
}

/** What the shopper pays per unit at `now`: the sale price while the sale is on, else the price. */
export function effectivePriceCents(p: StorePrice, now: Date): number {
  return saleActive(p, now) ? p.salePriceCents! : p.priceCents;
}
