/**
 * The catalog's search results, pinned (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): for a
 * few terms (a stemmed word, typos, two words, a prefix, terms nothing matches), at two stores and
 * without one, in the whole shop and in departments, the products listed in relevance order, the
 * total and the facets are what they were when the search was one SQL query per scope; and a few
 * terms' first products and suggestions are pinned by name.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { EMPTY_CATALOG_QUERY, type CatalogQuery } from "../../core/catalog/catalog-query";
import type { ProductPage } from "../../core/catalog/types";
import type { Store } from "../../core/stores/store-types";

let t: TestServer;
let stores: Array<Store | null>;
beforeAll(async () => {
  t = await startTestServer();
  stores = [(await t.services.stores.get(1001))!, (await t.services.stores.get(1002))!, null];
});
afterAll(async () => {
  await t?.close();
});

const TERMS = ["peaches", "bananna", "strawbery", "gala apples", "chick", "organic milk", "zqxvw", "term1x2"];
const DEPARTMENTS = [null, "fresh-fruit", "dairy"];

const query = (q: string, extra: Partial<CatalogQuery> = {}): CatalogQuery => ({
  ...EMPTY_CATALOG_QUERY,
  q,
  sort: "relevance",
  perPage: 48,
  ...extra,
});

/** What a page shows that does not depend on the day: its products in order, the total and the facets but the sale count. */
const shown = (page: ProductPage) => ({
  total: page.total,
  ids: page.items.map((p) => p.id),
  facets: { departments: page.facets.departments, brands: page.facets.brands, flags: page.facets.flags },
});

describe("catalog search results", () => {
  it("pins the first products of a few terms at a store", async () => {
    const names = async (term: string) => (await t.services.catalog.list(stores[0]!, query(term))).items.slice(0, 4).map((p) => p.name);
    const pinned: Record<string, string[]> = {};
    for (const term of ["peaches", "bananna", "strawbery", "chick", "zqxvw"]) pinned[term] = await names(term);
    expect(pinned).toEqual(PINNED_NAMES);
  });

  it("lists the same products, order, totals and facets for every term, store and department", async () => {
    const lines: string[] = [];
    for (const store of stores)
      for (const term of TERMS)
        for (const department of DEPARTMENTS) {
          const page = await t.services.catalog.list(store, query(term, { department }));
          lines.push(JSON.stringify([store?.id ?? null, term, department, shown(page)]));
        }
    expect(createHash("sha256").update(lines.join("\n")).digest("hex")).toBe(PINNED_HASH);
  });

  it("suggests the same products, departments and recipes for partly typed terms", async () => {
    expect(await t.services.catalog.suggest(stores[0]!, "chick")).toEqual(SUGGESTED_CHICK);
    expect(await t.services.catalog.suggest(stores[0]!, "zqxvw")).toEqual({ products: [], departments: [], recipes: [] });
  });
});

const PINNED_NAMES = {
  peaches: ["Buckeye Farms Peaches", "Green Acres Peaches", "Harvest Lane Peaches", "Sunrise Orchards Peaches"],
  bananna: ["Buckeye Farms Bananas", "Buckeye Farms Organic Bananas", "Green Acres Bananas", "Green Acres Organic Bananas"],
  strawbery: ["Buckeye Farms Strawberries", "Green Acres Strawberries", "Harvest Lane Organics Strawberries", "Harvest Lane Strawberries"],
  chick: ["Blue Harbor Ground Chicken", "Blue Harbor Whole Chicken", "Boar's Crest Rotisserie Chicken", "Buckeye Farms Ground Chicken"],
  zqxvw: [],
};
/** Every term, store and department's listing (`shown`, one JSON line each), as hashed when the search was one query per scope. */
const PINNED_HASH = "92a43760f9855aa14ec19d7b6465b6710c17b6e447f9505f882d1cd0d94701ad";
const SUGGESTED_CHICK = {
  products: [
    { name: "Blue Harbor Ground Chicken", url: "/shop/products/blue-harbor-ground-chicken-16-oz" },
    { name: "Blue Harbor Whole Chicken", url: "/shop/products/blue-harbor-whole-chicken-per-lb" },
    { name: "Boar's Crest Rotisserie Chicken", url: "/shop/products/boar-s-crest-rotisserie-chicken-each" },
    { name: "Buckeye Farms Ground Chicken", url: "/shop/products/buckeye-farms-ground-chicken-16-oz" },
    { name: "Buckeye Farms Rotisserie Chicken", url: "/shop/products/buckeye-farms-rotisserie-chicken-each" },
    { name: "Buckeye Farms Whole Chicken", url: "/shop/products/buckeye-farms-whole-chicken-per-lb" },
  ],
  departments: [{ name: "Chicken", url: "/shop/departments/chicken" }],
  recipes: [
    { name: "Buffalo Chicken Wings", url: "/recipes/buffalo-chicken-wings" },
    { name: "Chicken Caesar Wraps", url: "/recipes/chicken-caesar-wraps" },
    { name: "Chicken Noodle Soup", url: "/recipes/chicken-noodle-soup" },
  ],
};
