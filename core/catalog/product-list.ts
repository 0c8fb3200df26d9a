import type { CatalogQuery } from "./catalog-query";
import { FLAG_LABELS, PRODUCT_FLAGS, type ProductFlag } from "./flags";
import { saleActive } from "./sale";
import { unitPrice, type Unit } from "./unit-price";
import type { CatalogFacets, DepartmentNode, Product, ProductPage } from "./types";

/**
 * A product of a store's scope (a department, or a search's matches) as the database found it: the
 * sale's dates are still raw, so one cached scope serves every minute until its sale starts or ends.
 */
export interface ScopedProduct extends Omit<Product, "sale_price_cents" | "sale_ends_at" | "unit_price"> {
  sale: { priceCents: number; startsAt: Date | null; endsAt: Date | null } | null;
  /** The product's deals in the weekly ads of the store's group, each valid from its circular's start to its end. */
  deals?: ReadonlyArray<{ priceCents: number; startsAt: Date; endsAt: Date }>;
  unit: Unit;
  unitSize: number;
  /** Search rank (higher first); 0 without a search term. */
  rank: number;
  featured: boolean;
}

/**
 * The sale that applies at `now`: a deal of the weekly ad valid now (the lowest, should two be) comes
 * first, so the shop always agrees with the ad during its dates; else the store's own sale while it is on.
 */
export function activeSale(p: ScopedProduct, now: Date): { priceCents: number; endsAt: Date | null } | null {
  const deal = (p.deals ?? [])
    .filter((d) =>
      saleActive({ priceCents: p.price_cents, salePriceCents: d.priceCents, saleStartsAt: d.startsAt, saleEndsAt: d.endsAt }, now),
    )
    .sort((a, b) => a.priceCents - b.priceCents)[0];
  if (deal) return { priceCents: deal.priceCents, endsAt: deal.endsAt };
  const on =
    p.sale !== null &&
    saleActive(
      { priceCents: p.price_cents, salePriceCents: p.sale.priceCents, saleStartsAt: p.sale.startsAt, saleEndsAt: p.sale.endsAt },
      now,
    );
  return on ? { priceCents: p.sale!.priceCents, endsAt: p.sale!.endsAt } : null;
}

/** The product as the shopper sees it at `now`: the sale (or weekly-ad deal) price only while it is on. */
export function productAt(p: ScopedProduct, now: Date): Product {
  const sale = activeSale(p, now);
  const pays = sale ? sale.priceCents : p.price_cents;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { sale: _sale, deals, unit, unitSize, rank, featured, ...rest } = p;
  return {
    ...rest,
    sale_price_cents: sale ? sale.priceCents : null,
    sale_ends_at: sale?.endsAt ? sale.endsAt.toISOString() : null,
    unit_price: unitPrice(pays, unitSize, unit),
  };
}

type Sorted = { p: ScopedProduct; shown: Product };
const pays = (x: Sorted) => x.shown.sale_price_cents ?? x.shown.price_cents;
const byName = (a: Sorted, b: Sorted) => a.p.name.localeCompare(b.p.name) || a.p.id - b.p.id;

function comparator(q: CatalogQuery): (a: Sorted, b: Sorted) => number {
  switch (q.sort) {
    case "price_asc":
      return (a, b) => pays(a) - pays(b) || byName(a, b);
    case "price_desc":
      return (a, b) => pays(b) - pays(a) || byName(a, b);
    case "name":
      return byName;
    case "unit_price":
      // Unit prices compare within a unit: per-ounce items together, then per-pound, and so on.
      return (a, b) => a.p.unit.localeCompare(b.p.unit) || a.shown.unit_price.cents - b.shown.unit_price.cents || byName(a, b);
    default:
      return q.q
        ? (a, b) => b.p.rank - a.p.rank || byName(a, b)
        : (a, b) => Number(b.p.featured) - Number(a.p.featured) || a.p.department_id - b.p.department_id || byName(a, b);
  }
}

interface Filters {
  brand: (p: Sorted) => boolean;
  flags: (p: Sorted) => boolean;
  onSale: (p: Sorted) => boolean;
}

function filtersOf(q: CatalogQuery): Filters {
  return {
    brand: (x) => q.brands.length === 0 || q.brands.includes(x.p.brand),
    flags: (x) => q.flags.every((f) => x.p.flags.includes(f)),
    onSale: (x) => !q.onSale || x.shown.sale_price_cents !== null,
  };
}

/** A scope under the query's facets and sort: every matching product as shown, in order, and the facet counts. */
export interface SortedScope {
  items: Product[];
  facets: CatalogFacets;
}

/**
 * The next instant after `now` at which a product of the scope changes price (a sale or a weekly-ad
 * deal starts or ends), or null: until then a sorted scope worked out at `now` holds.
 */
export function nextPriceChange(scope: readonly ScopedProduct[], now: Date): number | null {
  const t = now.getTime();
  let next = Infinity;
  const consider = (d: Date | null | undefined) => {
    const at = d ? d.getTime() : NaN;
    if (at > t && at < next) next = at;
  };
  for (const p of scope) {
    if (p.sale) {
      consider(p.sale.startsAt);
      consider(p.sale.endsAt);
    }
    for (const d of p.deals ?? []) {
      consider(d.startsAt);
      consider(d.endsAt);
    }
  }
  return next === Infinity ? null : next;
}

/**
 * A scope under the query's facets and sort, with each facet's counts (a facet is counted with the
 * other facets' selections applied, not its own, so choosing a brand still shows the others). The
 * query's page is not read: `pageOf` cuts one. `levelOf` gives the department a product counts under
 * in the department facet (`departments`).
 */
export function sortScope(
  scope: readonly ScopedProduct[],
  q: CatalogQuery,
  now: Date,
  departments: readonly DepartmentNode[],
  levelOf: (departmentId: number) => number | undefined,
): SortedScope {
  const all: Sorted[] = scope.map((p) => ({ p, shown: productAt(p, now) }));
  const f = filtersOf(q);
  const matching = all.filter((x) => f.brand(x) && f.flags(x) && f.onSale(x));

  const brandCounts = new Map<string, number>();
  for (const x of all) if (f.flags(x) && f.onSale(x)) brandCounts.set(x.p.brand, (brandCounts.get(x.p.brand) ?? 0) + 1);
  const flagCounts = new Map<ProductFlag, number>();
  for (const x of all) if (f.brand(x) && f.onSale(x)) for (const flag of x.p.flags) flagCounts.set(flag, (flagCounts.get(flag) ?? 0) + 1);
  const onSale = all.filter((x) => f.brand(x) && f.flags(x) && x.shown.sale_price_cents !== null).length;
  const deptCounts = new Map<number, number>();
  for (const x of matching) {
    const level = levelOf(x.p.department_id);
    if (level !== undefined) deptCounts.set(level, (deptCounts.get(level) ?? 0) + 1);
  }

  const facets: CatalogFacets = {
    departments: departments
      .filter((d) => deptCounts.has(d.id))
      .map((d) => ({ value: d.slug, label: d.name, count: deptCounts.get(d.id)! })),
    brands: [...brandCounts].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, label: value, count })),
    flags: PRODUCT_FLAGS.filter((flag) => flagCounts.has(flag)).map((flag) => ({
      value: flag,
      label: FLAG_LABELS[flag],
      count: flagCounts.get(flag)!,
    })),
    on_sale: onSale,
  };
  // Frozen: a sorted scope is kept and shared by every request that asks for it.
  return { items: matching.sort(comparator(q)).map((x) => Object.freeze(x.shown)), facets };
}

/** The query's page of a sorted scope. */
export function pageOf(sorted: SortedScope, q: Pick<CatalogQuery, "page" | "perPage">): ProductPage {
  const start = (q.page - 1) * q.perPage;
  return {
    items: sorted.items.slice(start, start + q.perPage),
    total: sorted.items.length,
    page: q.page,
    perPage: q.perPage,
    totalPages: Math.max(1, Math.ceil(sorted.items.length / q.perPage)),
    facets: sorted.facets,
  };
}

/** A page of a scope under the query's facets and sort, with each facet's counts (sortScope, pageOf). */
export function pageOfScope(
  scope: readonly ScopedProduct[],
  q: CatalogQuery,
  now: Date,
  departments: readonly DepartmentNode[],
  levelOf: (departmentId: number) => number | undefined,
): ProductPage {
  return pageOf(sortScope(scope, q, now, departments, levelOf), q);
}
