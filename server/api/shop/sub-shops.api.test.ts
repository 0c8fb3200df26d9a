/**
 * The catering and wine shops' own catalogs over a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): a catering or wine store's catalog API answers its shop's products
 * (lead times; varietal, region and pairing; alcohol only in the wine shop), the grocery shop never
 * shows them and they never show grocery products, and bad input is refused with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, startTestServer, type TestServer } from "../../test/harness";
import { buildDepartments, buildProducts } from "../../db/seed/catalog/catalog";
import { buildSubShopCatalog } from "../../db/seed/catalog/sub-shops";
import { CATERING_DEPARTMENTS, WINE_CATEGORIES } from "../../db/seed/navigation";
import { CATALOG_MAX_PER_PAGE } from "#core/catalog/catalog-query";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import type { Product } from "#core/catalog/types";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const GROCERY = buildProducts();
const SUB = buildSubShopCatalog(buildDepartments().map((d) => d.slug));
const shopOf = new Map(SUB.departments.map((d) => [d.id, d.shop]));
const CATERING = SUB.products.filter((p) => shopOf.get(p.departmentId!) === "catering");
const WINE = SUB.products.filter((p) => shopOf.get(p.departmentId!) === "wine");
const COLUMBUS = 1001;
const COLUMBUS_CATERING = 2001;
const COLUMBUS_WINE = 3001;
const INDIANAPOLIS_WINE = 3029;
const get = (path: string, cookie?: string) => jsonFetch(t.url, path, { cookie });

async function allOf(query: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let page = 1; ; page++) {
    const r = await get(`/api/shop/v1/products?${query}&per_page=${CATALOG_MAX_PER_PAGE}&page=${page}`);
    expect(r.status, r.text).toBe(200);
    out.push(...r.body.items);
    if (out.length >= r.body.total) return out;
  }
}

describe("the demo catalogs of the catering and wine shops", () => {
  it("are a few dozen to 150 items each, in departments of their own, with unique slugs", () => {
    expect(CATERING.length).toBeGreaterThanOrEqual(36);
    expect(CATERING.length).toBeLessThanOrEqual(160);
    expect(WINE.length).toBeGreaterThanOrEqual(36);
    expect(WINE.length).toBeLessThanOrEqual(160);
    const slugs = [...GROCERY, ...SUB.products].map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const deptSlugs = [...buildDepartments(), ...SUB.departments].map((d) => d.slug);
    expect(new Set(deptSlugs).size).toBe(deptSlugs.length);
    expect(CATERING.every((p) => typeof p.extra?.lead_time_hours === "number" && !p.flags!.includes("alcohol"))).toBe(true);
    expect(WINE.filter((p) => p.flags!.includes("alcohol")).every((p) => p.extra?.varietal && p.extra.region && p.extra.pairing)).toBe(
      true,
    );
    expect(GROCERY.some((p) => p.flags!.includes("alcohol"))).toBe(false);
  });
});

describe("GET /api/shop/v1/products for a catering or wine store", () => {
  it("answers the wine catalog for a wine store: varietal, region, pairing and the alcohol flag", async () => {
    const items = await allOf(`store_id=${COLUMBUS_WINE}`);
    expect(items.map((p) => p.id).sort((a, b) => a - b)).toEqual(WINE.map((p) => p.id));
    const cab = items.find((p) => p.name === "Silver Ridge Cabernet Sauvignon")!;
    expect(cab).toMatchObject({
      varietal: "Cabernet Sauvignon",
      region: "Napa Valley, California",
      pairing: "Grilled steak, aged cheddar",
      url: expect.stringMatching(/^\/wine\/shop\/products\//),
    });
    expect(cab.flags).toContain("alcohol");
    const first = await get(`/api/shop/v1/products?store_id=${COLUMBUS_WINE}`);
    expect(first.body.facets.departments.map((d: { label: string }) => d.label)).toEqual(WINE_CATEGORIES.map((d) => d.title));
    expect(first.body.facets.flags.find((f: { value: string }) => f.value === "alcohol").count).toBe(
      WINE.filter((p) => p.flags!.includes("alcohol")).length,
    );
    // A wine store without a catering store (Indianapolis) sells the same catalog, at its own group's prices.
    expect((await get(`/api/shop/v1/products?store_id=${INDIANAPOLIS_WINE}`)).body.total).toBe(WINE.length);
  });

  it("answers the catering catalog for a catering store, with lead times; the selected store's cookie works too", async () => {
    const items = await allOf(`store_id=${COLUMBUS_CATERING}`);
    expect(items).toHaveLength(CATERING.length);
    expect(items.every((p) => typeof p.lead_time_hours === "number" && p.lead_time_hours >= 24)).toBe(true);
    const lunch = await get(`/api/shop/v1/products?department=boxed-lunches`, `store_id=${COLUMBUS_CATERING}`);
    expect(lunch.body.items.map((p: Product) => p.name)).toContain("Turkey Club Boxed Lunch");
    const desserts = await get(`/api/shop/v1/products?store_id=${COLUMBUS_CATERING}&department=catering-cakes`);
    expect(desserts.body.total).toBe(
      CATERING.filter((p) => p.departmentId === SUB.departments.find((d) => d.slug === "catering-cakes")!.id).length,
    );
    const deps = await get(`/api/shop/v1/departments?store_id=${COLUMBUS_CATERING}`);
    expect(deps.body.items.map((d: { name: string }) => d.name)).toEqual(CATERING_DEPARTMENTS.map((d) => d.title));
  });

  it("keeps the shops apart: the grocery shop never lists or finds their items, and they never list grocery products", async () => {
    const grocery = await get(`/api/shop/v1/products?store_id=${COLUMBUS}&q=cabernet`);
    expect(grocery.body.items.filter((p: Product) => p.flags.includes("alcohol"))).toEqual([]);
    const wine = await get(`/api/shop/v1/products?store_id=${COLUMBUS_WINE}&q=cabernet`);
    expect(wine.body.total).toBeGreaterThan(0);
    expect(wine.body.items.every((p: Product) => WINE.some((w) => w.id === p.id))).toBe(true);
    const apples = await get(`/api/shop/v1/products?store_id=${COLUMBUS_WINE}&q=apples`);
    expect(apples.body.items.every((p: Product) => WINE.some((w) => w.id === p.id))).toBe(true);
    expectError(await get(`/api/shop/v1/products/${WINE[0]!.id}?store_id=${COLUMBUS}`), 404, "not_found");
    expectError(await get(`/api/shop/v1/products/${GROCERY[0]!.id}?store_id=${COLUMBUS_CATERING}`), 404, "not_found");
    expect((await get(`/api/shop/v1/products/${CATERING[0]!.id}?store_id=${COLUMBUS_CATERING}`)).body).toMatchObject({
      id: CATERING[0]!.id,
      lead_time_hours: CATERING[0]!.extra!.lead_time_hours,
    });
    const suggestions = await get(`/api/shop/v1/search/suggestions?store_id=${COLUMBUS_WINE}&q=pinot`);
    expect(suggestions.body.products.length).toBeGreaterThan(0);
    expect(suggestions.body.products.every((p: { url: string }) => p.url.startsWith("/wine/shop/products/"))).toBe(true);
    expect(suggestions.body.recipes).toEqual([]);
  });

  it("refuses bad input with a 400 naming the parameter, and changes nothing", async () => {
    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const [query, param] of [
      [`store_id=${COLUMBUS_WINE}&flags=alcohol,vintage`, "flags"],
      [`store_id=${COLUMBUS_WINE}&department=Red Wine`, "department"],
      [`store_id=${COLUMBUS_CATERING}&page=0`, "page"],
    ] as const) {
      const r = await get(`/api/shop/v1/products?${query}`);
      expectError(r, 400, "invalid_param");
      expect(r.text, query).toContain(param);
    }
    expectError(await get("/api/shop/v1/departments?store_id=abc"), 400, "invalid_param");
    expect(changedTables(before, await fp())).toEqual([]);
  });
});
