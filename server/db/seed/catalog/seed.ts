import { getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { departments, products } from "../../schema";
import { addDays, startOfUtcDay } from "../dates";
import { buildDepartments, buildProducts, GROUP_PRICE_PERCENT, type ProductRow } from "./catalog";
import { buildSubShopCatalog } from "./sub-shops";
import { CATERING_ID_OFFSET, WINE_ID_OFFSET } from "../stores";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The columns a product row writes: all but those the database generates (the search vectors). */
const WRITTEN = Object.entries(getTableColumns(products)).filter(([, column]) => !column.generated);

/** A product row keyed by its column names, as json_populate_recordset reads it. */
function byColumnName(row: ProductRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of WRITTEN) out[column.name] = row[key as keyof ProductRow] ?? null;
  return out;
}

/**
 * The demo catalog: departments, about 2,000 products (sent as one JSON parameter: thousands of bound
 * values are slow on the embedded database), their prices per store group (computed by the database,
 * with this week's sales on the dates of this week's circular), and where single stores differ: a few
 * products not carried, a few out of stock, some in another aisle.
 */
export async function seedCatalog(tx: Tx | Db, now: Date): Promise<void> {
  const grocery = buildDepartments();
  const sub = buildSubShopCatalog(grocery.map((d) => d.slug));
  const depts = [...grocery, ...sub.departments];
  await tx.insert(departments).values(depts.filter((d) => d.parentId === null));
  await tx.insert(departments).values(depts.filter((d) => d.parentId !== null));
  const rows = [...buildProducts(grocery), ...sub.products].map(byColumnName);
  const names = sql.raw(WRITTEN.map(([, column]) => `"${column.name}"`).join(", "));
  await tx.execute(
    sql`insert into products (${names}) select ${names} from json_populate_recordset(null::products, ${JSON.stringify(rows)}::json)`,
  );

  // demoGroupPrice, demoOnSale, demoSalePrice, demoCarried and demoInStock (catalog.ts) in SQL.
  const percent = sql.raw(
    `case g.id ${Object.entries(GROUP_PRICE_PERCENT)
      .map(([id, pct]) => `when ${Number(id)} then ${Number(pct)}`)
      .join(" ")} else 100 end`,
  );
  const day = startOfUtcDay(now);
  const saleStart = addDays(day, -3).toISOString();
  const saleEnd = addDays(day, 4).toISOString();
  await tx.execute(sql`
    insert into product_prices (store_group_id, product_id, price_cents, sale_price_cents, sale_starts_at, sale_ends_at)
    select x.grp, x.id, x.price,
      case when x.on_sale then greatest(29, round(x.price * 0.8 / 10) * 10 - 1)::int end,
      case when x.on_sale then ${saleStart}::timestamptz end,
      case when x.on_sale then ${saleEnd}::timestamptz end
    from (
      select g.id as grp, p.id, (p.id * 7 + g.id * 3) % 9 = 0 as on_sale,
        greatest(49, round(p.base_price_cents * ${percent} / 1000.0) * 10 - 1)::int as price
      from store_groups g cross join products p
    ) x
  `);
  await tx.execute(sql`
    insert into store_products (store_id, product_id, carried, available, aisle)
    select s.id, p.id, (p.id * 13 + s.id * 7) % 29 <> 0, (p.id * 11 + s.id) % 53 <> 0,
      case when p.home_aisle ~ '^[0-9]+$' then 'Aisle ' || (p.home_aisle::int + 1 + s.id % 3) end
    from stores s cross join products p join departments d on d.id = p.department_id and d.shop = 'shop'
    where not (s.other_attributes ? 'related_shopping_id')
      and ((p.id * 13 + s.id * 7) % 29 = 0 or (p.id * 11 + s.id) % 53 = 0 or (p.home_aisle ~ '^[0-9]+$' and s.id % 3 = 0 and p.id % 2 = 0))
  `);
  // A catering or wine store sells its shop's whole catalog; now and then an item is sold out (demoInStock).
  await tx.execute(sql`
    insert into store_products (store_id, product_id, carried, available)
    select s.id, p.id, true, false
    from stores s cross join products p join departments d on d.id = p.department_id
    where d.shop = case s.id - (s.other_attributes->>'related_shopping_id')::int when ${CATERING_ID_OFFSET} then 'catering' when ${WINE_ID_OFFSET} then 'wine' end
      and (p.id * 11 + s.id) % 53 = 0
  `);
  // Fresh tables have no statistics: without them the planner joins 2,000 rows as if they were 30.
  await tx.execute(sql`analyze departments, products, product_prices, store_products`);
}
