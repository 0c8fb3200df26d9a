import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import type { Store } from "#core/stores/store-types";
import type { ShopKind } from "#core/catalog/shops";
import { currentStore } from "../../http/store-cookie";
import { invalidParam, notFound } from "../../http/errors";

/** The store whose prices a call reads, and the shop whose catalog it sells. */
export interface CatalogStore {
  store: Store;
  shop: ShopKind;
}

/**
 * The store whose catalog a call reads: `store_id` when given (404 when unknown), else the selected
 * store (400 naming store_id when none is). A catering or wine store reads its own shop's catalog (the
 * catering or wine catalog); a sub-store its family does not name reads its shop store's grocery catalog.
 */
export async function catalogStore(c: Context<AppEnv>, storeId: number | undefined): Promise<CatalogStore> {
  const stores = c.get("services").stores;
  const store = storeId === undefined ? await currentStore(c) : await stores.get(storeId);
  if (!store) {
    if (storeId !== undefined) throw notFound(`No store with id ${storeId}.`);
    throw invalidParam("store_id", "is required when no store is selected");
  }
  return stores.shoppingStore(store);
}

/** As catalogStore, but no store selected is no store (the first store group's prices, the grocery shop): for suggestions. */
export async function catalogStoreOrNone(
  c: Context<AppEnv>,
  storeId: number | undefined,
): Promise<{ store: Store | null; shop: ShopKind }> {
  if (storeId === undefined && !(await currentStore(c))) return { store: null, shop: "shop" };
  return catalogStore(c, storeId);
}
