/**
 * Recipe ingredients to products over the demo catalog on a real database (PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set): the catalog search and the matching rule of core/catalog/ingredient-match.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import type { Store } from "../../core/stores/store-types";
import { EMPTY_CATALOG_QUERY } from "../../core/catalog/catalog-query";

let t: TestServer;
let columbus: Store;
beforeAll(async () => {
  t = await startTestServer();
  columbus = (await t.services.stores.get(1001))!;
});
afterAll(async () => {
  await t?.close();
});

const ingredient = (name: string) => ({ quantity: "1", unit: "", name, note: "" });

describe("recipe ingredients to products", () => {
  it("links an ingredient the store sells to that product, and leaves the rest as text", async () => {
    const found = await t.services.recipeProducts.forIngredients(
      columbus,
      ["all-purpose flour", "large eggs", "buttermilk", "water", "lime", "ripe tomato"].map(ingredient),
    );
    expect(found[0]).toMatchObject({
      name: expect.stringMatching(/All Purpose Flour$/),
      url: expect.stringMatching(/^\/shop\/products\//),
    });
    expect(found[1]?.name).toMatch(/Eggs$/);
    expect(found.slice(2, 5)).toEqual([null, null, null]);
    expect(found[5]?.name ?? "").not.toMatch(/Diced/);
  });

  it("links nothing without a store, and answers the same twice", async () => {
    expect(await t.services.recipeProducts.forIngredients(null, [ingredient("all-purpose flour")])).toEqual([null]);
    const list = ["granulated sugar", "unsalted butter", "maple syrup"].map(ingredient);
    expect(await t.services.recipeProducts.forIngredients(columbus, list)).toEqual(
      await t.services.recipeProducts.forIngredients(columbus, list),
    );
  });

  it("reads every ingredient's search at once with the same first products, in the same order, as the catalog's search", async () => {
    const terms = ["flour", "eggs", "olive oil", "tomato", "bananna", "strawbery", "garlic", "chicken breast", "zzqx", "milk", "eggs", ""];
    const each = await t.services.catalog.searchEach(columbus, terms, 12);
    expect(each).toHaveLength(terms.length);
    for (const [n, term] of terms.entries()) {
      const page = term
        ? (await t.services.catalog.list(columbus, { ...EMPTY_CATALOG_QUERY, q: term, sort: "relevance", perPage: 12 })).items
        : [];
      expect(each[n], term).toEqual(page.map(({ id, name, brand, available, url }) => ({ id, name, brand, available, url })));
    }
    expect(each[0]!.length).toBeGreaterThan(0);
    expect(each[8]).toEqual([]);
  });
});
