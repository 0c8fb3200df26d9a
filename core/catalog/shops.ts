import { buildStoreMap } from "../stores/store-map";
import type { Store, StoreRequirement } from "../stores/store-types";

/**
 * The three shops of the site: the grocery shop, and the catering and wine shops of the stores that
 * have them. Each has its own catalog (departments and products), its own address, and its own
 * store requirement (docs/design/store-context.md). Departments record which shop they belong to.
 */
export const SHOP_KINDS = ["shop", "catering", "wine"] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

export const SHOP_BASES: Readonly<Record<ShopKind, string>> = { shop: "/shop", catering: "/catering/shop", wine: "/wine/shop" };
export const SHOP_TITLES: Readonly<Record<ShopKind, string>> = { shop: "Shop", catering: "Catering shop", wine: "Wine shop" };
/** Where a shop's products are sold, as a sentence names it ("it is sold in the catering shop"). */
export const SHOP_PLACES: Readonly<Record<ShopKind, string>> = {
  shop: "the grocery shop",
  catering: "the catering shop",
  wine: "the wine shop",
};
/** Which store a shop's pages need: the grocery shop switches away from a sub-store, the others to theirs. */
export const SHOP_REQUIREMENTS: Readonly<Record<ShopKind, StoreRequirement>> = { shop: "shop-only", catering: "catering", wine: "wine" };

/** The shop a page address belongs to ("/wine/shop/products/x" is the wine shop); the grocery shop otherwise. */
export function shopKindOfPath(pathname: string): ShopKind {
  for (const kind of ["catering", "wine"] as const) {
    const base = SHOP_BASES[kind];
    if (pathname === base || pathname.startsWith(`${base}/`)) return kind;
  }
  return "shop";
}

type StoreRef = Pick<Store, "id" | "other_attributes">;

/**
 * Whose catalog a store sells: a catering or wine store its own shop's, as its family's store map
 * names it (the shop store's `related_catering_store_id` / `related_wine_store_id`); every other store,
 * including a sub-store its family does not name, the grocery shop's (read at its shop store).
 */
export function shopKindOfStore(store: StoreRef, lookup: (id: number) => StoreRef | undefined): ShopKind {
  const map = buildStoreMap(store, lookup);
  if (map.shopStoreId === store.id) return "shop";
  if (map.cateringStoreId === store.id) return "catering";
  if (map.wineStoreId === store.id) return "wine";
  return "shop";
}

/** Whether a product of this shop may carry the alcohol flag: only the wine shop sells alcohol. */
export const sellsAlcohol = (kind: ShopKind): boolean => kind === "wine";
