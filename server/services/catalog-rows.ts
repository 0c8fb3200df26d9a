import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { PRODUCT_FLAGS } from "../../core/catalog/flags";
import { isUnit } from "../../core/catalog/unit-price";
import { productExtra, productUrl } from "../../core/catalog/types";
import type { ShopKind } from "../../core/catalog/shops";
import type { ScopedProduct } from "../../core/catalog/product-list";
import type { ProductColumnsRow } from "./catalog-scope";

/** A product row of the catalog's scope and search queries: PRODUCT_COLUMNS and a rank. */
export interface ProductRowOut extends ProductColumnsRow {
  rank: number;
}

/** A timestamp column as either driver returns it (a string or a Date), as a Date. */
export const dateOf = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

/** A row as the catalog keeps it in a scope. */
export function toScoped(r: ProductRowOut, shop: ShopKind): ScopedProduct {
  return {
    id: r.id,
    sku: r.sku,
    slug: r.slug,
    url: productUrl(r.slug, shop),
    name: r.name,
    brand: r.brand,
    size: r.size,
    department_id: r.department_id,
    image: r.image,
    price_cents: r.price_cents,
    sale:
      r.sale_price_cents === null
        ? null
        : { priceCents: r.sale_price_cents, startsAt: dateOf(r.sale_starts_at), endsAt: dateOf(r.sale_ends_at) },
    deals: (r.deals ?? []).map((d) => ({
      priceCents: Number(d.price_cents),
      startsAt: new Date(d.starts_at),
      endsAt: new Date(d.ends_at),
    })),
    sold_by_weight: r.sold_by_weight,
    weight_step: r.weight_step,
    average_weight: r.average_weight,
    available: r.available,
    aisle: r.aisle,
    flags: PRODUCT_FLAGS.filter((f) => r.flags.includes(f)),
    unit: isUnit(r.unit) ? r.unit : "each",
    unitSize: Number(r.unit_size),
    rank: Number(r.rank),
    featured: r.featured,
    ...productExtra(r.extra),
  };
}

/** Rows of a raw query on either driver. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
