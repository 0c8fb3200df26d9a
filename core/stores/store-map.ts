/**
 * Store context (docs/design/store-context.md): a shop store and its catering and wine sub-stores, and what a
 * page with a store requirement does with the selected store.
 */
import type { Store, StoreMap, StoreRequirement } from "./store-types";

type StoreRef = Pick<Store, "id" | "other_attributes">;

const EMPTY_MAP: StoreMap = { shopStoreId: null, cateringStoreId: null, wineStoreId: null };

/** An attribute value as a store id: positive safe integers only (attributes come from JSON). */
function storeIdOf(value: unknown): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}

function attr(store: StoreRef, key: "related_catering_store_id" | "related_wine_store_id" | "related_shopping_id"): number | null {
  const attrs: unknown = store.other_attributes;
  if (attrs === null || typeof attrs !== "object") return null;
  return storeIdOf((attrs as Record<string, unknown>)[key]);
}

/**
 * The store map of the selected store.
 *
 * - No store: all null.
 * - A shop store (no usable `related_shopping_id`, or one pointing at itself): shop = its id,
 *   catering/wine = its `related_catering_store_id` / `related_wine_store_id`.
 * - A sub-store (`related_shopping_id` = S): shop = S, and catering/wine come from S's attributes
 *   (found with `lookup`). Where S is unknown, or S names no catering/wine store, the sub-store's own
 *   `related_catering_store_id` / `related_wine_store_id` fill the gap (a sub-store may carry a copy of
 *   its family, including a reference to itself); what neither names stays null. We never guess
 *   whether an unreferenced sub-store is the catering or the wine one.
 */
export function buildStoreMap(store: StoreRef | null, lookup: (id: number) => StoreRef | undefined): StoreMap {
  if (store === null) return { ...EMPTY_MAP };
  const shopId = attr(store, "related_shopping_id");
  if (shopId === null || shopId === store.id) {
    return {
      shopStoreId: store.id,
      cateringStoreId: attr(store, "related_catering_store_id"),
      wineStoreId: attr(store, "related_wine_store_id"),
    };
  }
  const shop = lookup(shopId);
  const fromShop = (key: "related_catering_store_id" | "related_wine_store_id") =>
    (shop !== undefined && shop !== null ? attr(shop, key) : null) ?? attr(store, key);
  return {
    shopStoreId: shopId,
    cateringStoreId: fromShop("related_catering_store_id"),
    wineStoreId: fromShop("related_wine_store_id"),
  };
}

/**
 * The map with the catering and wine stores a visitor can't be switched to right now (unknown, or
 * not selectable) left out, unless the visitor is on that store already. The landing pages, the
 * menus and the store requirements all read this one map, so they agree on whether a related store
 * is there to shop.
 */
export function usableStoreMap(map: StoreMap, currentStoreId: number | null, canSwitchTo: (id: number) => boolean): StoreMap {
  const keep = (id: number | null) => (id === null || id === currentStoreId || canSwitchTo(id) ? id : null);
  return { ...map, cateringStoreId: keep(map.cateringStoreId), wineStoreId: keep(map.wineStoreId) };
}

export type StoreDecision = { kind: "stay" } | { kind: "switch"; storeId: number } | { kind: "redirect"; to: "/catering" | "/wine" };

const STAY: StoreDecision = { kind: "stay" };

function requireSubStore(target: number | null, currentStoreId: number | null, landing: "/catering" | "/wine"): StoreDecision {
  if (currentStoreId === null || target === null) return { kind: "redirect", to: landing };
  if (currentStoreId === target) return STAY;
  return { kind: "switch", storeId: target };
}

/**
 * What a page with `requirement` does with the selected store (docs/design/store-context.md):
 * - `catering` / `wine`: no selected store, or a map without that sub-store, sends the visitor to the
 *   landing page (`/catering`, `/wine`); otherwise stay when already on it, else switch to it.
 * - `shop-only`: on the map's catering or wine store (and the map knows the shop store), switch to the
 *   shop store; otherwise stay.
 * - `none`: stay.
 */
export function decideStore(requirement: StoreRequirement, currentStoreId: number | null, map: StoreMap): StoreDecision {
  switch (requirement) {
    case "catering":
      return requireSubStore(map.cateringStoreId, currentStoreId, "/catering");
    case "wine":
      return requireSubStore(map.wineStoreId, currentStoreId, "/wine");
    case "shop-only": {
      if (currentStoreId === null || map.shopStoreId === null || currentStoreId === map.shopStoreId) return STAY;
      const onSubStore = currentStoreId === map.cateringStoreId || currentStoreId === map.wineStoreId;
      return onSubStore ? { kind: "switch", storeId: map.shopStoreId } : STAY;
    }
    case "none":
    default:
      return STAY;
  }
}

/**
 * Which kind of store this is within its map: the shop store (or any store the map does not name as a
 * sub-store) is "shop"; the map's catering store is "catering"; its wine store is "wine".
 */
export function storeKind(store: Pick<Store, "id">, map: StoreMap): "shop" | "catering" | "wine" {
  if (store.id === map.shopStoreId) return "shop";
  if (store.id === map.cateringStoreId) return "catering";
  if (store.id === map.wineStoreId) return "wine";
  return "shop";
}
