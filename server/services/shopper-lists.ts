import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { departments, favorites, products, shoppingListItems, shoppingLists } from "../db/schema";
import { productUrl } from "../../core/catalog/types";
import { ApiError, notFound } from "../http/errors";
import { LIST_LIMITS } from "../../core/limits/limits";
import type { NotifiedMemo } from "./notified-memo";

export interface ListSummary {
  id: number;
  name: string;
  note: string;
  item_count: number;
}
export interface ListDetail extends ListSummary {
  items: Array<{ product_id: number; name: string; url: string; quantity: number; note: string }>;
}

/** The name of the list made for a shopper who adds a product before having any list. */
export const DEFAULT_LIST_NAME = "My list";

/** A shopper's key in the kept favourites. */
const favoritesKey = (userId: number) => `u:${userId}`;
/** A shopper's key for their lists' ids and names, kept beside the favourites (forgotten the same way, on every instance). */
const listNamesKey = (userId: number) => `l:${userId}`;

/** A shopping list as pages offer it (Add to list), in the lists' order. */
export interface ListName {
  id: number;
  name: string;
}

/** What is kept per shopper a few seconds: their favourite product ids, or their lists' names. */
export type KeptForShopper = readonly number[] | readonly ListName[];

const noSuchList = (id: number) => notFound(`No shopping list with id ${id}.`);
const noSuchProduct = (id: number) => notFound(`No product with id ${id}.`);

/**
 * A signed-in shopper's favorites and named shopping lists. Every call is scoped to the shopper: a
 * list of someone else is answered exactly like a list that does not exist (404).
 */
export function createShopperListService(db: Db, favoritesKept?: NotifiedMemo<KeptForShopper>) {
  async function productExists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    return row !== undefined;
  }

  async function ownList(userId: number, listId: number) {
    const [row] = await db
      .select()
      .from(shoppingLists)
      .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
    if (!row) throw noSuchList(listId);
    return row;
  }

  const service = {
    /** The shopper's favorite product ids, newest first. */
    async favoriteIds(userId: number): Promise<number[]> {
      const load = async () => {
        const rows = await db
          .select({ id: favorites.productId })
          .from(favorites)
          .where(eq(favorites.userId, userId))
          .orderBy(sql`${favorites.createdAt} desc`, asc(favorites.productId));
        return rows.map((r) => r.id);
      };
      // Every shop page a signed-in shopper opens reads them (and the shared render's key, decision 0041): kept a few seconds, forgotten on every change.
      return favoritesKept ? [...((await favoritesKept.lookup(favoritesKey(userId), load)) as readonly number[])] : load();
    },

    /** Marks or unmarks a favorite (idempotent); 404 for a product that does not exist. */
    async setFavorite(userId: number, productId: number, on: boolean): Promise<void> {
      if (!(await productExists(productId))) throw noSuchProduct(productId);
      if (on) await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
      else await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
      await favoritesKept?.forget(favoritesKey(userId));
    },

    /**
     * The shopper's lists' ids and names, in the lists' order: what a product page's Add to list shows,
     * read for every signed-in product page (the shared render's key, decision 0057). Kept a few
     * seconds, forgotten when a list is made, renamed or deleted.
     */
    async listNames(userId: number): Promise<ListName[]> {
      const load = async () => (await service.lists(userId)).map((l) => ({ id: l.id, name: l.name }));
      return favoritesKept ? [...((await favoritesKept.lookup(listNamesKey(userId), load)) as readonly ListName[])] : load();
    },

    async lists(userId: number): Promise<ListSummary[]> {
      const rows = await db
        .select({ id: shoppingLists.id, name: shoppingLists.name, note: shoppingLists.note, n: count(shoppingListItems.productId) })
        .from(shoppingLists)
        .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
        .where(eq(shoppingLists.userId, userId))
        .groupBy(shoppingLists.id)
        .orderBy(asc(shoppingLists.name), asc(shoppingLists.id));
      return rows.map((r) => ({ id: r.id, name: r.name, note: r.note, item_count: Number(r.n) }));
    },

    async list(userId: number, listId: number): Promise<ListDetail> {
      const list = await ownList(userId, listId);
      const items = await db
        .select({
          product_id: shoppingListItems.productId,
          name: products.name,
          slug: products.slug,
          shop: departments.shop,
          quantity: shoppingListItems.quantity,
          note: shoppingListItems.note,
        })
        .from(shoppingListItems)
        .innerJoin(products, eq(products.id, shoppingListItems.productId))
        .innerJoin(departments, eq(departments.id, products.departmentId))
        .where(eq(shoppingListItems.listId, listId))
        .orderBy(asc(shoppingListItems.createdAt), asc(products.name));
      return {
        id: list.id,
        name: list.name,
        note: list.note,
        item_count: items.length,
        items: items.map(({ slug, shop, ...i }) => ({ ...i, url: productUrl(slug, shop) })),
      };
    },

    async createList(userId: number, input: { name: string; note: string }): Promise<ListDetail> {
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.userId, userId));
      if (n >= LIST_LIMITS.lists) throw new ApiError(409, "too_many_lists", `A shopper can keep at most ${LIST_LIMITS.lists} lists.`);
      const [row] = await db.insert(shoppingLists).values({ userId, name: input.name, note: input.note }).returning();
      await favoritesKept?.forget(listNamesKey(userId));
      return { id: row!.id, name: row!.name, note: row!.note, item_count: 0, items: [] };
    },

    async updateList(userId: number, listId: number, patch: { name?: string; note?: string }): Promise<ListDetail> {
      await ownList(userId, listId);
      await db
        .update(shoppingLists)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(shoppingLists.id, listId));
      await favoritesKept?.forget(listNamesKey(userId));
      return service.list(userId, listId);
    },

    async deleteList(userId: number, listId: number): Promise<void> {
      await ownList(userId, listId);
      await db.delete(shoppingLists).where(eq(shoppingLists.id, listId));
      await favoritesKept?.forget(listNamesKey(userId));
    },

    /** Puts a product on a list with a quantity and a note (replacing what it had). */
    async setItem(userId: number, listId: number, productId: number, input: { quantity: number; note: string }): Promise<ListDetail> {
      await ownList(userId, listId);
      if (!(await productExists(productId))) throw noSuchProduct(productId);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.listId, listId));
      const present = await db
        .select({ id: shoppingListItems.productId })
        .from(shoppingListItems)
        .where(and(eq(shoppingListItems.listId, listId), inArray(shoppingListItems.productId, [productId])));
      if (!present.length && n >= LIST_LIMITS.items)
        throw new ApiError(409, "list_full", `A list holds at most ${LIST_LIMITS.items} products.`);
      await db
        .insert(shoppingListItems)
        .values({ listId, productId, quantity: input.quantity, note: input.note })
        .onConflictDoUpdate({
          target: [shoppingListItems.listId, shoppingListItems.productId],
          set: { quantity: input.quantity, note: input.note },
        });
      await db.update(shoppingLists).set({ updatedAt: new Date() }).where(eq(shoppingLists.id, listId));
      return service.list(userId, listId);
    },

    /**
     * One more of a product on a list (the add control of the weekly ad): `listId`, or, when null, the
     * shopper's list named `defaultName` (made when there is none). The quantity stops at its limit.
     */
    async addOne(
      userId: number,
      listId: number | null,
      productId: number,
      defaultName: string,
    ): Promise<{ list: ListDetail; quantity: number }> {
      let id = listId;
      if (id === null) {
        const [named] = await db
          .select({ id: shoppingLists.id })
          .from(shoppingLists)
          .where(and(eq(shoppingLists.userId, userId), eq(shoppingLists.name, defaultName)))
          .orderBy(asc(shoppingLists.id))
          .limit(1);
        id = named?.id ?? (await service.createList(userId, { name: defaultName, note: "" })).id;
      }
      const current = (await service.list(userId, id)).items.find((i) => i.product_id === productId);
      const quantity = Math.min(LIST_LIMITS.quantity, (current?.quantity ?? 0) + 1);
      const list = await service.setItem(userId, id, productId, { quantity, note: current?.note ?? "" });
      return { list, quantity };
    },

    /**
     * Adds products to a list (the product page's "Add to list", a recipe's ingredients): a product
     * already on it gets the quantity added (at most LIST_LIMITS.quantity) and keeps its note unless it
     * had none. All or nothing: 404 for a product that does not exist, 409 when the list would hold too many.
     */
    async addItems(
      userId: number,
      listId: number,
      items: ReadonlyArray<{ product_id: number; quantity: number; note: string }>,
    ): Promise<ListDetail> {
      await ownList(userId, listId);
      const ids = [...new Set(items.map((i) => i.product_id))];
      const known = ids.length ? await db.select({ id: products.id }).from(products).where(inArray(products.id, ids)) : [];
      const missing = ids.find((id) => !known.some((k) => k.id === id));
      if (missing !== undefined) throw noSuchProduct(missing);
      await db.transaction(async (tx) => {
        const present = await tx.select().from(shoppingListItems).where(eq(shoppingListItems.listId, listId));
        const byId = new Map(present.map((p) => [p.productId, { quantity: p.quantity, note: p.note }]));
        const added = new Map<number, { quantity: number; note: string }>();
        for (const item of items) {
          const was = added.get(item.product_id) ?? byId.get(item.product_id);
          added.set(
            item.product_id,
            was
              ? { quantity: Math.min(LIST_LIMITS.quantity, was.quantity + item.quantity), note: was.note || item.note }
              : { quantity: item.quantity, note: item.note },
          );
        }
        const newOnes = [...added.keys()].filter((id) => !byId.has(id)).length;
        if (present.length + newOnes > LIST_LIMITS.items)
          throw new ApiError(409, "list_full", `A list holds at most ${LIST_LIMITS.items} products.`);
        for (const [productId, v] of added) {
          await tx
            .insert(shoppingListItems)
            .values({ listId, productId, quantity: v.quantity, note: v.note })
            .onConflictDoUpdate({
              target: [shoppingListItems.listId, shoppingListItems.productId],
              set: { quantity: v.quantity, note: v.note },
            });
        }
        await tx.update(shoppingLists).set({ updatedAt: new Date() }).where(eq(shoppingLists.id, listId));
      });
      return service.list(userId, listId);
    },

    /** The list a signed-out shopper's "Add to list" goes to once signed in: their latest changed list, or a new "My list". */
    async defaultListId(userId: number): Promise<number> {
      const [latest] = await db
        .select({ id: shoppingLists.id })
        .from(shoppingLists)
        .where(eq(shoppingLists.userId, userId))
        .orderBy(sql`${shoppingLists.updatedAt} desc`, sql`${shoppingLists.id} desc`)
        .limit(1);
      if (latest) return latest.id;
      return (await service.createList(userId, { name: DEFAULT_LIST_NAME, note: "" })).id;
    },

    async removeItem(userId: number, listId: number, productId: number): Promise<ListDetail> {
      await ownList(userId, listId);
      await db.delete(shoppingListItems).where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.productId, productId)));
      return service.list(userId, listId);
    },
  };
  return service;
}

export type ShopperListService = ReturnType<typeof createShopperListService>;
