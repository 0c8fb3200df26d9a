import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import type { Store } from "../../../core/store-types";
import { currentStore } from "../../http/store-cookie";
import { invalidParam, notFound } from "../../http/errors";

/**
 * The store whose catalog a call reads: `store_id` when given (404 when unknown), else the selected
 * store (400 naming store_id when none is). A catering or wine store reads its shop store's grocery
 * catalog.
 */
export async function catalogStore(c: Context<AppEnv>, storeId: number | undefined): Promise<Store> {
  const stores = c.get("services").stores;
  const store = storeId === undefined ? await currentStore(c) : await stores.get(storeId);
  if (!store) {
    if (storeId !== undefined) throw notFound(`No store with id ${storeId}.`);
    throw invalidParam("store_id", "is required when no store is selected");
  }
  const shopId = store.other_attributes.related_shopping_id;
  return (typeof shopId === "number" ? await stores.get(shopId) : undefined) ?? store;
}

/** As catalogStore, but no store selected is no store (the first store group's prices): for suggestions. */
export async function catalogStoreOrNone(c: Context<AppEnv>, storeId: number | undefined): Promise<Store | null> {
  if (storeId === undefined && !(await currentStore(c))) return null;
  return catalogStore(c, storeId);
}
