import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Store } from "../../core/stores/store-types";
import type { CartLine, Substitution } from "../../core/cart/types";
import { productUrl } from "../../core/catalog/types";
import { effectivePriceCents } from "../../core/catalog/sale";
import { itemsOf, lineCents } from "../../core/cart/lines";
import type { ShopKind } from "../../core/catalog/shops";
import { PRODUCT_COLUMNS, storeFrom, type ProductColumnsRow } from "./catalog-scope";
import { dateOf } from "./catalog-rows";

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
  /** The shop whose catalog holds it: a grocery store never sells a catering tray or a bottle of wine. */
  shop: ShopKind;
  /** It is in the catalog of the store's own shop. */
  soldHere: boolean;
  /** The store sells it (its shop's catalog) and has it in stock. */
  available: boolean;
  leadTimeHours: number | null;
}

/** PRODUCT_COLUMNS and, for the cart, whether the store carries it and which shop's catalog holds it. */
interface Row extends ProductColumnsRow {
  carried: boolean;
  product_shop: ShopKind;
}

/** A store and the shop whose catalog it sells (`stores.shopKind`): what a cart is priced for. */
export interface PricingStore {
  store: Store;
  shop: ShopKind;
}

/**
 * Products as a store sells them today: its group's price or its own, the sale price while on, and
 * whether it carries and has them. A product without a price in the store's group is not sold there,
 * nor is one of another shop's catalog (a catering tray at a grocery store).
 */
export async function priceProducts(db: Db, at: PricingStore, ids: readonly number[], now: Date): Promise<Map<number, PricedProduct>> {
  const out = new Map<number, PricedProduct>();
  if (ids.length === 0) return out;
  const { store } = at;
  const result = (await db.execute(
    sql`select ${PRODUCT_COLUMNS}, coalesce(sp.carried, true) as carried, d.shop as product_shop
      ${storeFrom(store.id, store.store_group_ids[0] ?? 1)}
      join departments d on d.id = p.department_id
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )) as unknown as { rows: Row[] };
  for (const r of result.rows) {
    const lead = r.extra?.lead_time_hours;
    const soldHere = r.product_shop === at.shop;
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
      unitCents: effectivePriceCents(
        {
          priceCents: r.price_cents,
          salePriceCents: r.sale_price_cents,
          saleStartsAt: dateOf(r.sale_starts_at),
          saleEndsAt: dateOf(r.sale_ends_at),
        },
        now,
      ),
      shop: r.product_shop,
      soldHere,
      available: soldHere && r.available && r.carried,
      leadTimeHours: typeof lead === "number" ? lead : null,
    });
  }
  return out;
}

type Named = { name: string; slug: string; image: string | null; size: string; flags: string[]; shop: ShopKind };

/** The names (and shops) of products, for lines whose product the store has no price for. */
async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, Named>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(
    sql`select p.id, p.name, p.slug, p.image, p.size, p.flags, d.shop from products p join departments d on d.id = p.department_id where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: Array<Named & { id: number }> };
  return new Map(result.rows.map((r) => [r.id, r]));
}

export interface PricedLines {
  lines: Array<CartLine & { lead_time_hours: number | null }>;
  item_count: number;
  subtotal_cents: number;
  has_alcohol: boolean;
  unavailable_count: number;
}

/**
 * Stored lines priced for a store today; lines the store does not sell (another shop's products
 * among them) or has not got count for nothing.
 */
export async function priceLines(db: Db, at: PricingStore, stored: readonly StoredLine[], now: Date): Promise<PricedLines> {
  const priced = await priceProducts(
    db,
    at,
    stored.map((l) => l.productId),
    now,
  );
  const missing = stored.filter((l) => !priced.has(l.productId)).map((l) => l.productId);
  const names = await namesOf(db, missing);
  const lines = stored.map((l) => {
    const p = priced.get(l.productId);
    const named = names.get(l.productId);
    const base = p ?? {
      ...named!,
      sold_by_weight: false,
      weight_step: null,
      average_weight: null,
      unitCents: 0,
      soldHere: named?.shop === at.shop,
      available: false,
      leadTimeHours: null,
    };
    const shop = base.shop ?? "shop";
    const amount = { quantity: l.quantity, weight: l.weight };
    return {
      product_id: l.productId,
      name: base.name ?? `Product ${l.productId}`,
      url: productUrl(base.slug ?? String(l.productId), shop),
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
      shop,
      sold_here: base.soldHere,
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
