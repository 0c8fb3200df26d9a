import { and, arrayContains, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { circularDeals, circulars } from "../db/schema";
import type { Store } from "../../core/stores/store-types";
import type { CircularOnDisplay, WeeklyAdPage } from "../../core/catalog/types";
import type { CatalogService } from "./catalog";

/**
 * The weekly ad (spec entity Circular): the circular of the store's group that is on display at
 * `now` (display start inclusive, display end exclusive): the one valid now before one only previewed
 * (next week's shows from a day early), the latest starting one among equals; and its deals, in the
 * ad's order, page by page, each with its product as the store sells it (deals of products the store
 * does not carry are left out). While the circular is valid the shop's price is the deal's (catalog-scope.ts).
 */
export function createWeeklyAdService(db: Db, catalog: CatalogService, clock: () => Date = () => new Date()) {
  const service = {
    async onDisplay(store: Store): Promise<CircularOnDisplay | null> {
      const group = store.store_group_ids[0];
      if (group === undefined) return null;
      const now = clock();
      const [row] = await db
        .select()
        .from(circulars)
        .where(
          and(arrayContains(circulars.storeGroupIds, [group]), lte(circulars.displayStartDate, now), gt(circulars.displayEndDate, now)),
        )
        .orderBy(sql`(${circulars.startDate} <= ${now.toISOString()}::timestamptz) desc`, desc(circulars.startDate), desc(circulars.id))
        .limit(1);
      return row
        ? {
            id: row.id,
            title: row.title,
            start_date: row.startDate.toISOString(),
            end_date: row.endDate.toISOString(),
            display_start_date: row.displayStartDate.toISOString(),
            display_end_date: row.displayEndDate.toISOString(),
          }
        : null;
    },

    /** A page of a circular's deals at a store (`page` from 1; past the last page: no items). */
    async deals(store: Store, circular: CircularOnDisplay, page: number, perPage: number): Promise<WeeklyAdPage> {
      const rows = await db
        .select({ productId: circularDeals.productId, priceCents: circularDeals.priceCents, text: circularDeals.dealText })
        .from(circularDeals)
        .where(eq(circularDeals.circularId, circular.id))
        .orderBy(asc(circularDeals.position), asc(circularDeals.productId));
      const products = await catalog.products(
        store,
        rows.map((r) => r.productId),
      );
      const sold = rows.filter((r) => products.has(r.productId));
      const start = (page - 1) * perPage;
      return {
        circular,
        items: sold
          .slice(start, start + perPage)
          .map((r) => ({ product: products.get(r.productId)!, price_cents: r.priceCents, text: r.text })),
        total: sold.length,
        page,
        per_page: perPage,
        total_pages: Math.max(1, Math.ceil(sold.length / perPage)),
      };
    },

    /** The store's weekly ad on display now and a page of its deals; null when none is on display. */
    async current(store: Store, page: number, perPage: number): Promise<WeeklyAdPage | null> {
      const circular = await service.onDisplay(store);
      return circular ? service.deals(store, circular, page, perPage) : null;
    },
  };
  return service;
}

export type WeeklyAdService = ReturnType<typeof createWeeklyAdService>;
