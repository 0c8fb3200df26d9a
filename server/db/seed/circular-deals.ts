import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { circularDeals } from "../schema";
import { buildProducts, demoGroupPrice, demoOnSale, demoSalePrice, type ProductRow } from "./catalog/catalog";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type CircularDealRow = typeof circularDeals.$inferInsert;

/** Which of the three demo weeks a circular is (its address ends with it, circulars.ts). */
export type DemoWeek = "last-week" | "this-week" | "next-week";
export const weekOf = (url: string): DemoWeek | null => (/(last-week|this-week|next-week)$/.exec(url)?.[1] as DemoWeek | undefined) ?? null;

/** A deal's price a quarter off the group's price, ending in 9 cents. */
const quarterOff = (cents: number) => Math.max(29, Math.round((cents * 0.75) / 10) * 10 - 1);

/**
 * Whether a grocery product is a deal of a group's circular for a week. This week's deals are half of
 * the group's sales this week, at the sale's price, so the ad and the shop's sale agree; the other
 * weeks' deals are their own products, a quarter off.
 */
export function demoIsDeal(productId: number, groupId: number, week: DemoWeek): boolean {
  if (week === "this-week") return demoOnSale(productId, groupId) && productId % 2 === 0;
  if (week === "last-week") return (productId * 5 + groupId) % 19 === 0;
  return (productId * 3 + groupId * 5) % 19 === 0;
}

/** The deal's price and text: some of last and next week's deals are sold two at a round price ("2 for $5"). */
export function demoDealPrice(
  basePriceCents: number,
  groupId: number,
  week: DemoWeek,
  position: number,
): { priceCents: number; dealText: string } {
  const price = demoGroupPrice(basePriceCents, groupId);
  if (week === "this-week") return { priceCents: demoSalePrice(price), dealText: position % 8 === 3 ? "Limit 4 per shopper" : "" };
  const deal = quarterOff(price);
  const pair = Math.ceil((deal * 2) / 100) * 100;
  if (position % 5 === 0 && pair / 2 < price) return { priceCents: pair / 2, dealText: `2 for $${pair / 100}` };
  return { priceCents: deal, dealText: "" };
}

/** A circular's deals in the ad's order (by department, then name), from the grocery catalog. */
export function buildCircularDeals(
  circular: { id: number; storeGroupIds: readonly number[]; url: string },
  products: readonly ProductRow[] = buildProducts(),
): CircularDealRow[] {
  const week = weekOf(circular.url);
  const group = circular.storeGroupIds[0];
  if (!week || group === undefined) return [];
  return products
    .filter((p) => demoIsDeal(p.id, group, week))
    .sort((a, b) => a.departmentId! - b.departmentId! || a.name.localeCompare(b.name) || a.id - b.id)
    .map((p, position) => ({
      circularId: circular.id,
      productId: p.id,
      position,
      ...demoDealPrice(p.basePriceCents!, group, week, position),
    }));
}

/** Every circular's deals, sent as one JSON parameter (a thousand rows of bound values is slow on the embedded database). */
export async function seedCircularDeals(
  tx: Tx | Db,
  circulars: ReadonlyArray<{ id: number; storeGroupIds: readonly number[]; url: string }>,
): Promise<void> {
  const products = buildProducts();
  const rows = circulars
    .flatMap((c) => buildCircularDeals(c, products))
    .map((d) => ({
      circular_id: d.circularId,
      product_id: d.productId,
      price_cents: d.priceCents,
      deal_text: d.dealText,
      position: d.position,
    }));
  if (rows.length)
    await tx.execute(
      sql`insert into circular_deals select * from json_populate_recordset(null::circular_deals, ${JSON.stringify(rows)}::json)`,
    );
  await tx.execute(sql`analyze circular_deals`);
}
