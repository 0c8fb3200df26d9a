import { and, arrayContains, desc, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { circulars } from "../db/schema";
import type { Store } from "../../core/store-types";

export interface CircularOnDisplay {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
}

/**
 * The weekly ad (spec entity Circular): the circular of the store's group that is on display at
 * `now` (display start inclusive, display end exclusive): the one valid now before one only previewed
 * (next week's shows from a day early), the latest starting one among equals.
 * Its deals are the products on sale in that group (catalog.list with on_sale).
 */
export function createWeeklyAdService(db: Db, clock: () => Date = () => new Date()) {
  return {
    async onDisplay(store: Store): Promise<CircularOnDisplay | null> {
      const group = store.store_group_ids[0];
      if (group === undefined) return null;
      const now = clock();
      const [row] = await db
        .select()
        .from(circulars)
        .where(and(arrayContains(circulars.storeGroupIds, [group]), lte(circulars.displayStartDate, now), gt(circulars.displayEndDate, now)))
        .orderBy(sql`(${circulars.startDate} <= ${now.toISOString()}::timestamptz) desc`, desc(circulars.startDate), desc(circulars.id))
        .limit(1);
      return row ? { id: row.id, title: row.title, startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() } : null;
    },
  };
}
