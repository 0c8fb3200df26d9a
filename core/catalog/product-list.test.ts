import { describe, expect, it } from "vitest";
import { pageOfScope, productAt, type ScopedProduct } from "./product-list";
import { EMPTY_CATALOG_QUERY } from "./catalog-query";
import type { DepartmentNode } from "./types";

const now = new Date("2026-11-03T12:00:00Z");
const week = { startsAt: new Date("2026-11-01T00:00:00Z"), endsAt: new Date("2026-11-08T00:00:00Z") };
let nextId = 1;
function product(over: Partial<ScopedProduct>): ScopedProduct {
  const id = nextId++;
  return {
    id,
    sku: `S${id}`,
    slug: `p-${id}`,
    url: `/shop/products/p-${id}`,
    name: `Product ${id}`,
    brand: "Acme",
    size: "16 oz",
    department_id: 11,
    image: null,
    price_cents: 400,
    sale: null,
    sold_by_weight: false,
    weight_step: null,
    average_weight: null,
    available: true,
    aisle: "Aisle 1",
    flags: [],
    unit: "oz",
    unitSize: 16,
    rank: 0,
    featured: false,
    ...over,
  };
}
const dept = (id: number, slug: string): DepartmentNode => ({
  id,
  slug,
  name: slug,
  parentId: 1,
  url: `/shop/departments/${slug}`,
  children: [],
});
const depts = [dept(11, "milk"), dept(12, "eggs")];
const levelOf = (id: number) => id;

const scope = [
  product({ name: "Whole Milk", brand: "Acme", flags: ["snap"], price_cents: 399, unitSize: 128, unit: "fl oz" }),
  product({
    name: "Oat Milk",
    brand: "Oaty",
    flags: ["snap", "organic"],
    price_cents: 449,
    sale: { priceCents: 349, ...week },
    unitSize: 64,
    unit: "fl oz",
  }),
  product({ name: "Eggs", brand: "Acme", department_id: 12, flags: ["organic"], price_cents: 349, unit: "ct", unitSize: 12 }),
  product({
    name: "Almond Milk",
    brand: "Oaty",
    flags: ["snap"],
    price_cents: 399,
    sale: { priceCents: 299, startsAt: new Date("2026-11-10T00:00:00Z"), endsAt: null },
    unitSize: 64,
    unit: "fl oz",
  }),
];

describe("productAt", () => {
  it("shows the sale price and its end only while the sale is on, and the unit price of what is paid", () => {
    expect(productAt(scope[1]!, now)).toMatchObject({
      price_cents: 449,
      sale_price_cents: 349,
      sale_ends_at: "2026-11-08T00:00:00.000Z",
      unit_price: { cents: 5, unit: "fl oz" },
    });
    expect(productAt(scope[3]!, now)).toMatchObject({ sale_price_cents: null, sale_ends_at: null });
    expect(Object.keys(productAt(scope[0]!, now))).not.toContain("rank");
  });

  it("shows a weekly-ad deal's price during its circular's dates, before the store's own sale", () => {
    const nextWeek = { startsAt: new Date("2026-11-08T00:00:00Z"), endsAt: new Date("2026-11-15T00:00:00Z") };
    const p = product({
      price_cents: 449,
      sale: { priceCents: 349, ...week },
      deals: [
        { priceCents: 379, ...week },
        { priceCents: 299, ...nextWeek },
      ],
    });
    expect(productAt(p, now)).toMatchObject({ sale_price_cents: 379, sale_ends_at: "2026-11-08T00:00:00.000Z" });
    expect(productAt(p, new Date("2026-11-09T00:00:00Z"))).toMatchObject({ sale_price_cents: 299, unit_price: { cents: 19 } });
    expect(productAt(p, new Date("2026-11-15T00:00:00Z"))).toMatchObject({ sale_price_cents: null });
    // A "deal" no lower than the price is no deal.
    expect(productAt(product({ price_cents: 300, deals: [{ priceCents: 300, ...week }] }), now).sale_price_cents).toBeNull();
    expect(Object.keys(productAt(p, now))).not.toContain("deals");
  });
});

describe("pageOfScope", () => {
  it("counts each facet with the other facets applied", () => {
    const page = pageOfScope(scope, { ...EMPTY_CATALOG_QUERY, flags: ["organic"] }, now, depts, levelOf);
    expect(page.items.map((p) => p.name).sort()).toEqual(["Eggs", "Oat Milk"]);
    expect(page.total).toBe(2);
    expect(page.facets.brands).toEqual([
      { value: "Acme", label: "Acme", count: 1 },
      { value: "Oaty", label: "Oaty", count: 1 },
    ]);
    // The flag facet ignores the flag selection itself.
    expect(page.facets.flags).toEqual([
      { value: "organic", label: "Organic", count: 2 },
      { value: "snap", label: "SNAP eligible", count: 3 },
    ]);
    expect(page.facets.on_sale).toBe(1);
    expect(page.facets.departments).toEqual([
      { value: "milk", label: "milk", count: 1 },
      { value: "eggs", label: "eggs", count: 1 },
    ]);
  });
  it("filters by brand and by a sale that is on now", () => {
    expect(pageOfScope(scope, { ...EMPTY_CATALOG_QUERY, brands: ["Oaty"] }, now, depts, levelOf).items.map((p) => p.name)).toEqual(
      ["Oat Milk", "Almond Milk"].sort(),
    );
    expect(pageOfScope(scope, { ...EMPTY_CATALOG_QUERY, onSale: true }, now, depts, levelOf).items.map((p) => p.name)).toEqual([
      "Oat Milk",
    ]);
  });
  it("sorts by what is paid, by name, by unit price within a unit, and by rank for a search", () => {
    const names = (sort: typeof EMPTY_CATALOG_QUERY.sort, q = "") =>
      pageOfScope(scope, { ...EMPTY_CATALOG_QUERY, sort, q }, now, depts, levelOf).items.map((p) => p.name);
    // Equal prices go by name.
    expect(names("price_asc")).toEqual(["Eggs", "Oat Milk", "Almond Milk", "Whole Milk"]);
    expect(names("price_desc")).toEqual(["Almond Milk", "Whole Milk", "Eggs", "Oat Milk"]);
    expect(names("name")).toEqual(["Almond Milk", "Eggs", "Oat Milk", "Whole Milk"]);
    expect(names("unit_price")).toEqual(["Eggs", "Whole Milk", "Oat Milk", "Almond Milk"]);
    const ranked = scope.map((p, i) => ({ ...p, rank: i }));
    expect(pageOfScope(ranked, { ...EMPTY_CATALOG_QUERY, q: "milk" }, now, depts, levelOf).items.map((p) => p.name)).toEqual([
      "Almond Milk",
      "Eggs",
      "Oat Milk",
      "Whole Milk",
    ]);
  });
  it("pages without overlap and says how many pages there are", () => {
    const first = pageOfScope(scope, { ...EMPTY_CATALOG_QUERY, sort: "name", perPage: 3 }, now, depts, levelOf);
    const second = pageOfScope(scope, { ...EMPTY_CATALOG_QUERY, sort: "name", perPage: 3, page: 2 }, now, depts, levelOf);
    expect(first.totalPages).toBe(2);
    expect([...first.items, ...second.items].map((p) => p.id).sort()).toEqual(scope.map((p) => p.id).sort());
  });
});
