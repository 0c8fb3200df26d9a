import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Store } from "../../core/store-types";
import type { CartLine, Substitution } from "../../core/cart/types";
import { productUrl } from "../../core/catalog/types";
import { effectivePriceCents } from "../../core/catalog/sale";
import { itemsOf, lineCents } from "../../core/cart/lines";
import { PRODUCT_COLUMNS, storeFrom } from "./catalog-scope";

/** A line as stored: the product and what the shopper asked for. */
export interface StoredLine {
  productId: number;
  quantity: number;
  weight: number | null;
  substitution: Substitution;
  substituteProductId: number | null;
  note: string;
}

/** A product's own columns, as the pricing query reads them. */
interface ProductColumns {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  size: string;
  sold_by_weight: boolean;
  weight_step: number | null;
  average_weight: number | null;
  flags: string[];
}

export interface PricedProduct extends ProductColumns {
  /** What one unit costs at the store now (the sale price while on). */
  unitCents: number;
  /** The store sells it and has it in stock. */
  available: boolean;
  leadTimeHours: number | null;
}

interface Row extends ProductColumns {
  price_cents: number;
  sale_price_cents: number | null;
  sale_starts_at: string | Date | null;
  sale_ends_at: string | Date | null;
  available: boolean;
  carried: boolean;
  extra: Record<string, unknown> | null;
}

const dateOf = (v: string | Date | null) => (v === null ? null : new Date(v));

/**
 * Products as a store sells them today: its group's price or its own, the sale price while on, and
 * whether it carries and has them. A product without a price in the store's group is not sold there.
 */
export async function priceProducts(db: Db, store: Store, ids: readonly number[], now: Date): Promise<Map<number, PricedProduct>> {
  const out = new Map<number, PricedProduct>();
  if (ids.length === 0) return out;
  const result = (await db.execute(
    sql`select ${PRODUCT_COLUMNS}, coalesce(sp.carried, true) as carried, p.extra
      ${storeFrom(store.id, store.store_group_ids[0] ?? 1)}
      where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  )) as unknown as { rows: Row[] };
  for (const r of result.rows) {
    const lead = r.extra?.lead_time_hours;
    out.set(r.id, {
      id: r.id,
      name: r.name,
      slug: r.slug,
      image: r.image,
      size: r.size,
      sold_by_weight: r.sold_by_weight,
      weight_step: r.weight_step === null ? null : Number(r.weight_step),
      average_weight: r.average_weight === null ? null : Number(r.average_weight),
      flags: r.flags,
      unitCents: effectivePriceCents({ priceCents: r.price_cents, salePriceCents: r.sale_price_cents, saleStartsAt: dateOf(r.sale_starts_at), saleEndsAt: dateOf(r.sale_ends_at) }, now),
      available: r.available && r.carried,
      leadTimeHours: typeof lead === "number" ? lead : null,
    });
  }
  return out;
}

/** The names of products, for lines whose product the store has no price for. */
async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, { name: string; slug: string; image: string | null; size: string; flags: string[] }>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`select id, name, slug, image, size, flags from products where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)) as unknown as {
    rows: Array<{ id: number; name: string; slug: string; image: string | null; size: string; flags: string[] }>;
  };
  return new Map(result.rows.map((r) => [r.id, r]));
}

export interface PricedLines {
  lines: Array<CartLine & { lead_time_hours: number | null }>;
  item_count: number;
  subtotal_cents: number;
  has_alcohol: boolean;
  unavailable_count: number;
}

/** Stored lines priced for a store today; lines the store does not sell or has not got count for nothing. */
export async function priceLines(db: Db, store: Store, stored: readonly StoredLine[], now: Date): Promise<PricedLines> {
  const priced = await priceProducts(db, store, stored.map((l) => l.productId), now);
  const missing = stored.filter((l) => !priced.has(l.productId)).map((l) => l.productId);
  const names = await namesOf(db, missing);
  const lines = stored.map((l) => {
    const p = priced.get(l.productId);
    const base = p ?? { ...names.get(l.productId)!, sold_by_weight: false, weight_step: null, average_weight: null, unitCents: 0, available: false, leadTimeHours: null };
    const amount = { quantity: l.quantity, weight: l.weight };
    return {
      product_id: l.productId,
      name: base.name ?? `Product ${l.productId}`,
      url: productUrl(base.slug ?? String(l.productId)),
      image: base.image ?? null,
      size: base.size ?? "",
      quantity: l.quantity,
      weight: l.weight,
      sold_by_weight: base.sold_by_weight,
      weight_step: base.weight_step,
      average_weight: base.average_weight,
      price_cents: base.unitCents,
      line_cents: base.available ? lineCents(base, base.unitCents, amount) : 0,
      available: base.available,
      alcohol: (base.flags ?? []).includes("alcohol"),
      substitution: l.substitution,
      substitute_product_id: l.substituteProductId,
      note: l.note,
      lead_time_hours: base.leadTimeHours,
    };
  });
  const available = lines.filter((l) => l.available);
  return {
    lines,
    item_count: lines.reduce((n, l) => n + itemsOf(l), 0),
    subtotal_cents: available.reduce((s, l) => s + l.line_cents, 0),
    has_alcohol: available.some((l) => l.alcohol),
    unavailable_count: lines.length - available.length,
  };
}
