import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { stores, users } from "../db/schema";
import type { Store, StoreMap } from "../../core/stores/store-types";
import { buildStoreMap, usableStoreMap } from "../../core/stores/store-map";
import { sortByDistance } from "../../core/stores/geo";
import { matchesStoreQuery } from "../../core/stores/store-search";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import type { SessionCache } from "./session-cache";
import { ApiError, notFound } from "../http/errors";
import { shopKindOfStore, type ShopKind } from "../../core/catalog/shops";

type StoreRow = typeof stores.$inferSelect;

export function toPublicStore(row: StoreRow): Store {
  return {
    id: row.id,
    name: row.name,
    url: `/stores/${row.slug}`,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    hours: row.hours,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    store_number: row.storeNumber,
    is_selectable: row.isSelectable,
    store_group_ids: row.storeGroupIds,
    store_segment_ids: row.storeSegmentIds,
    other_attributes: row.otherAttributes,
  };
}

export interface StoreListOptions {
  q?: string;
  lat?: number;
  lng?: number;
  selectable?: boolean;
}

interface StoreIndex {
  all: Store[];
  byId: Map<number, Store>;
  bySlug: Map<string, Store>;
}

/** `sessions`: told when a user's row changes, since a cached session carries the user (store_id). */
export function createStoreService(db: Db, version: ContentVersion, sessions?: SessionCache) {
  const cache = contentCache<StoreIndex>("stores", version, { maxBytes: 8 * 1024 * 1024, maxEntries: 1 });
  const index = () =>
    cache.load("all", async () => {
      const rows = await db.select().from(stores).orderBy(stores.state, stores.name);
      const all = rows.map(toPublicStore);
      return { all, byId: new Map(all.map((s) => [s.id, s])), bySlug: new Map(rows.map((r, i) => [r.slug, all[i]!])) };
    });

  const service = {
    async list(opts: StoreListOptions = {}): Promise<(Store & { distance_km?: number | null })[]> {
      const { all } = await index();
      let items = all.filter(
        (s) => (opts.selectable === undefined || s.is_selectable === opts.selectable) && matchesStoreQuery(s, opts.q ?? ""),
      );
      if (opts.lat !== undefined && opts.lng !== undefined) items = sortByDistance(items, { lat: opts.lat, lng: opts.lng });
      return items;
    },
    async get(id: number): Promise<Store | undefined> {
      return (await index()).byId.get(id);
    },
    async getBySlug(slug: string): Promise<Store | undefined> {
      return (await index()).bySlug.get(slug);
    },
    /** The selected store's family, without related stores that can't be switched to (usableStoreMap). */
    async storeMap(store: Store | null | undefined): Promise<StoreMap> {
      const { byId } = await index();
      const map = buildStoreMap(store ?? null, (id) => byId.get(id));
      return usableStoreMap(map, store?.id ?? null, (id) => byId.get(id)?.is_selectable === true);
    },
    /** Whose catalog the store sells: the grocery shop's, or (a catering or wine store) its own shop's. */
    async shopKind(store: Store): Promise<ShopKind> {
      const { byId } = await index();
      return shopKindOfStore(store, (id) => byId.get(id));
    },
    /**
     * Where a store's visitors shop: a shop store, or a catering or wine store its family names, at
     * itself, from its own shop's catalog; a sub-store its family does not name at its shop store
     * (`related_shopping_id`), from the grocery catalog. The catalog, the cart and orders all use it.
     */
    async shoppingStore(store: Store): Promise<{ store: Store; shop: ShopKind }> {
      const shop = await service.shopKind(store);
      if (shop !== "shop") return { store, shop };
      const shopId = store.other_attributes.related_shopping_id;
      return { store: (typeof shopId === "number" ? await service.get(shopId) : undefined) ?? store, shop };
    },
    /** The store a visitor may select: 404 when unknown, 422 when not selectable. */
    async selectable(id: number): Promise<Store> {
      const store = await service.get(id);
      if (!store) throw notFound(`No store with id ${id}.`);
      if (!store.is_selectable) throw new ApiError(422, "store_not_selectable", `Store ${id} cannot be selected.`);
      return store;
    },
    /** Remember the store on a shopper's profile too, so it follows them to another device. */
    async rememberForUser(userId: number, storeId: number): Promise<void> {
      await db.update(users).set({ storeId }).where(eq(users.id, userId));
      await sessions?.forgetUser(userId);
    },
  };
  return service;
}

export type StoreService = ReturnType<typeof createStoreService>;
