/**
 * The catalog API over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), seeded
 * with the demo catalog: prices per store group, what single stores do not carry, facets and their
 * counts, search (stemming, typos, ranking), suggestions, and bad input refused with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, startTestServer, type TestServer } from "../../test/harness";
import { buildProducts, demoCarried, demoGroupPrice, demoInStock, demoOnSale, demoSalePrice } from "../../db/seed/catalog/catalog";
import { SHOP_DEPARTMENTS } from "../../db/seed/navigation";
import { CATALOG_MAX_PER_PAGE } from "#core/catalog/catalog-query";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import type { FacetCount, Product } from "#core/catalog/types";

type Link = { name: string; url: string };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const PRODUCTS = buildProducts();
const COLUMBUS = 1001;
const get = (path: string, cookie?: string) => jsonFetch(t.url, path, { cookie });
const groupOf = async (storeId: number) => (await t.services.stores.get(storeId))!.store_group_ids[0]!;

/** Every product of a department at a store, reading all pages. */
async function allOf(query: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let page = 1; ; page++) {
    const r = await get(`/api/shop/v1/products?${query}&per_page=${CATALOG_MAX_PER_PAGE}&page=${page}`);
    expect(r.status, r.text).toBe(200);
    out.push(...r.body.items);
    if (out.length >= r.body.total) return out;
  }
}

describe("GET /api/shop/v1/products", () => {
  it("holds at least 2,000 products over the 14 departments", async () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(2000);
    const r = await get("/api/shop/v1/departments");
    expect(r.body.items.map((d: FacetCount & { name: string }) => d.name)).toEqual(SHOP_DEPARTMENTS.map((d) => d.title));
    const all = await get(`/api/shop/v1/products?store_id=${COLUMBUS}`);
    const carried = PRODUCTS.filter((p) => demoCarried(p.id, COLUMBUS)).length;
    expect(all.body.total).toBe(carried);
    expect(all.body.facets.departments).toHaveLength(14);
    expect(all.body.facets.departments.reduce((n: number, d: FacetCount) => n + d.count, 0)).toBe(carried);
  });

  it("prices a product per store group, with this week's sale, and leaves out what a store does not carry", async () => {
    const other = (await t.services.stores.list()).find((s) => s.store_group_ids[0] !== 1 && !s.other_attributes.related_shopping_id)!;
    for (const storeId of [COLUMBUS, other.id]) {
      const group = await groupOf(storeId);
      const items = await allOf(`store_id=${storeId}&department=fresh-fruit`);
      const expected = PRODUCTS.filter((p) => p.departmentId === 101 && demoCarried(p.id, storeId));
      expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id));
      for (const i of items) {
        const base = PRODUCTS[i.id - 1]!.basePriceCents!;
        expect(i.price_cents, i.name).toBe(demoGroupPrice(base, group));
        expect(i.sale_price_cents, i.name).toBe(demoOnSale(i.id, group) ? demoSalePrice(i.price_cents) : null);
        expect(i.available, i.name).toBe(demoInStock(i.id, storeId));
      }
    }
    const otherGroup = other.store_group_ids[0]!;
    const apples = PRODUCTS.find(
      (p) =>
        p.departmentId === 101 &&
        demoCarried(p.id, COLUMBUS) &&
        demoCarried(p.id, other.id) &&
        demoGroupPrice(p.basePriceCents!, 1) !== demoGroupPrice(p.basePriceCents!, otherGroup),
    )!;
    const here = await get(`/api/shop/v1/products/${apples.id}?store_id=${COLUMBUS}`);
    const there = await get(`/api/shop/v1/products/${apples.id}?store_id=${other.id}`);
    expect(here.body.price_cents).toBe(demoGroupPrice(apples.basePriceCents!, 1));
    expect(there.body.price_cents).toBe(demoGroupPrice(apples.basePriceCents!, otherGroup));
    expect(here.body).toMatchObject({
      name: apples.name,
      sold_by_weight: apples.soldByWeight,
      departments: [{ slug: "produce" }, { slug: "fresh-fruit" }],
    });

    const missing = PRODUCTS.find((p) => !demoCarried(p.id, COLUMBUS))!;
    expectError(await get(`/api/shop/v1/products/${missing.id}?store_id=${COLUMBUS}`), 404, "not_found");
    const elsewhere = (await t.services.stores.list()).find(
      (s) => !s.other_attributes.related_shopping_id && demoCarried(missing.id, s.id),
    )!;
    expect((await get(`/api/shop/v1/products/${missing.id}?store_id=${elsewhere.id}`)).status).toBe(200);
  });

  it("reads the selected store from its cookie, and asks for one when none is selected", async () => {
    const byCookie = await get("/api/shop/v1/products?department=beef", `store_id=${COLUMBUS}`);
    const byParam = await get(`/api/shop/v1/products?department=beef&store_id=${COLUMBUS}`);
    expect(byCookie.body).toEqual(byParam.body);
    expectError(await get("/api/shop/v1/products?department=beef"), 400, "invalid_param");
    expectError(await get("/api/shop/v1/products?store_id=999999"), 404, "not_found");
  });

  it("counts each facet with the other filters applied, and filters by brand, flags and sale", async () => {
    const base = `store_id=${COLUMBUS}&department=dairy`;
    const all = await get(`/api/shop/v1/products?${base}`);
    const dairy = await allOf(base);
    expect(all.body.facets.departments.map((d: FacetCount) => d.value)).toEqual(["milk", "eggs", "cheese", "yogurt", "butter-and-cream"]);
    for (const b of all.body.facets.brands) {
      expect(b.count, b.value).toBe(dairy.filter((p) => p.brand === b.value).length);
    }
    const organic = all.body.facets.flags.find((f: FacetCount) => f.value === "organic");
    const filtered = await get(`/api/shop/v1/products?${base}&flags=organic`);
    expect(filtered.body.total).toBe(organic.count);
    expect(filtered.body.items.every((p: Product) => p.flags.includes("organic"))).toBe(true);
    // Choosing a brand leaves the brand facet's counts as they were (the other brands stay choosable).
    const brand = all.body.facets.brands[1].value;
    const oneBrand = await get(`/api/shop/v1/products?${base}&brand=${encodeURIComponent(brand)}`);
    expect(oneBrand.body.facets.brands).toEqual(all.body.facets.brands);
    expect(oneBrand.body.total).toBe(all.body.facets.brands[1].count);
    const sale = await get(`/api/shop/v1/products?${base}&on_sale=true`);
    expect(sale.body.total).toBe(all.body.facets.on_sale);
    expect(sale.body.items.every((p: Product) => p.sale_price_cents !== null && p.sale_price_cents < p.price_cents)).toBe(true);
  });

  it("sorts by price, name and unit price, and pages without overlap", async () => {
    const base = `store_id=${COLUMBUS}&department=pantry`;
    const byPrice = await allOf(`${base}&sort=price_asc`);
    const pays = (p: Product) => p.sale_price_cents ?? p.price_cents;
    expect(byPrice.map(pays)).toEqual([...byPrice.map(pays)].sort((a, b) => a - b));
    const byName = await allOf(`${base}&sort=name`);
    expect(byName.map((p) => p.name)).toEqual([...byName.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    expect(new Set(byName.map((p) => p.id)).size).toBe(byName.length);
    const byUnit = await allOf(`${base}&sort=unit_price`);
    const ounces = byUnit.filter((p) => p.unit_price.unit === "oz").map((p) => p.unit_price.cents);
    expect(ounces).toEqual([...ounces].sort((a, b) => a - b));
  });
});

describe("search", () => {
  const names = async (q: string) =>
    (await get(`/api/shop/v1/products?store_id=${COLUMBUS}&q=${encodeURIComponent(q)}`)).body.items.map((i: Product) => i.name);

  it("finds plurals and singulars alike, with the product itself first", async () => {
    const peach = await names("peach");
    expect(peach.length).toBeGreaterThan(0);
    expect(peach.every((n: string) => /Peach/.test(n))).toBe(true);
    expect(await names("peaches")).toEqual(peach);
    const apple = await names("apple");
    expect(apple[0]).toMatch(/Apples$/);
  });

  it("forgives typos", async () => {
    expect((await names("bananna"))[0]).toMatch(/Bananas$/);
    expect((await names("strawbery")).some((n: string) => n.endsWith("Strawberries"))).toBe(true);
    expect((await names("choclate chip cookies"))[0]).toMatch(/Chocolate Chip Cookies$/);
  });

  it("suggests products, departments and recipes for a partly typed term", async () => {
    const r = await get(`/api/shop/v1/search/suggestions?store_id=${COLUMBUS}&q=chicken`);
    expect(r.status).toBe(200);
    expect(r.body.products.length).toBeGreaterThan(0);
    expect(r.body.products.every((p: Link) => /Chicken/.test(p.name) && p.url.startsWith("/shop/products/"))).toBe(true);
    expect(r.body.departments).toContainEqual({ name: "Chicken", url: "/shop/departments/chicken" });
    expect(r.body.recipes.length).toBeGreaterThan(0);
    expect(r.body.recipes.every((p: Link) => /chicken/i.test(p.name) && p.url.startsWith("/recipes/"))).toBe(true);
  });

  it("refuses a term the database cannot take", async () => {
    expectError(await get(`/api/shop/v1/products?store_id=${COLUMBUS}&q=${encodeURIComponent("\u0000")}`), 400, "invalid_param");
    expectError(await get(`/api/shop/v1/search/suggestions?store_id=${COLUMBUS}&q=${encodeURIComponent("\u0000")}`), 400, "invalid_param");
  });
});

describe("bad input", () => {
  it("is a 400 naming the parameter", async () => {
    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const [query, param] of [
      ["sort=cheapest", "sort"],
      ["flags=organic,vegan", "flags"],
      ["page=0", "page"],
      ["per_page=1000", "per_page"],
      ["department=Produce!", "department"],
      ["on_sale=maybe", "on_sale"],
      [`q=${"x".repeat(101)}`, "q"],
    ] as const) {
      const r = await get(`/api/shop/v1/products?store_id=${COLUMBUS}&${query}`);
      expect(r.status, query).toBe(400);
      expectError(r, 400, "invalid_param");
      expect(r.text, query).toContain(param);
    }
    expectError(await get("/api/shop/v1/products?store_id=abc"), 400, "invalid_param");
    expectError(await get(`/api/shop/v1/products/abc?store_id=${COLUMBUS}`), 400, "invalid_param");
    expectError(await get(`/api/shop/v1/search/suggestions?store_id=${COLUMBUS}`), 400, "invalid_param");
    expect(changedTables(before, await fp())).toEqual([]);
  });
});
