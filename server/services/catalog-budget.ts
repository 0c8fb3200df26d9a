import type { ShopKind } from "../../core/catalog/shops";

export const MIB = 1024 * 1024;
/**
 * A shop's share of the catalog caches' byte budgets, in MiB: the grocery shop's in full; a related
 * shop's (catering, wine: menus of tens to hundreds of items, not a grocery's thousands) a quarter, so
 * the budgets /metrics adds up are near what the catalogs can hold.
 */
export function shopBudget(shop: ShopKind): (mebibytes: number) => number {
  const share = shop === "shop" ? 1 : 0.25;
  return (mebibytes) => Math.round(mebibytes * share * MIB);
}
