/**
 * The stored search vectors (migration 0017, decision 0064): each product's `search_vector` and
 * `head_vector` are what full-text search parsed on every match before, kept up to date by the
 * database on every write, and the search, ranking and recipe-ingredient queries read them instead of
 * parsing product text again; the matches come from the search's own index, not from every product
 * of the departments tested one by one. Both indexes keep no pending list (migration 0022, decision
 * 0111): the embedded database has no autovacuum to merge one, so a search would read it entry by entry.
 */
import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { products } from "../db/schema";
import { candidatesQuery, fullTextHitsQuery, scopeQuery } from "./catalog-scope";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const text = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe("stored search vectors", () => {
  it("hold every product's full-text document and the vector of its name's last word", async () => {
    const [off] = await rows<{ n: number }>(sql`select count(*)::int as n from products
      where search_vector <> to_tsvector('english', search_text)
         or head_vector <> to_tsvector('english', regexp_replace(name, '^.* ', ''))`);
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(all!.n).toBeGreaterThan(1000);
    expect(off!.n).toBe(0);
  });

  it("follow a product's change, and search finds it by its new words", async () => {
    const [p] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    await t.database.db
      .update(products)
      .set({ name: "Harvest Lane Quinces", searchText: "Harvest Lane Quinces Fresh Fruit" })
      .where(eq(products.id, p!.id));
    const [row] = await rows<{ head: string; hit: boolean }>(sql`select head_vector::text as head,
      search_vector @@ websearch_to_tsquery('english', 'quince') as hit from products where id = ${p!.id}`);
    expect(row).toEqual({ head: "'quinc':1", hit: true });
    const found = await rows<{ id: number }>(
      scopeQuery({ storeId: null, priceGroupId: 1, departmentIds: null, productIds: null, search: { term: "quince", fullText: true } }),
    );
    expect(found.map((r) => r.id)).toContain(p!.id);
  });

  it("are what search, ranking and ingredient lookups read: no product text is parsed per match", () => {
    const search = { term: "peach", fullText: true };
    const queries = [
      scopeQuery({ storeId: 1001, priceGroupId: 1, departmentIds: null, productIds: null, search }),
      candidatesQuery({ storeId: 1001, priceGroupId: 1, departmentIds: null }, [search, { term: "milk", fullText: true }], 3),
      fullTextHitsQuery("shop", ["peach", "milk"]),
    ];
    for (const q of queries) {
      expect(text(q)).toContain("search_vector");
      expect(text(q)).not.toMatch(/to_tsvector/);
    }
  });

  it("find a search's matches from its own index, also within a list of departments", async () => {
    const [shop] = await rows<{ ids: number[] }>(sql`select array_agg(id) as ids from departments where shop = 'shop'`);
    const ids = shop!.ids;
    for (const search of [
      { term: "olive oil", fullText: true },
      { term: "bananna", fullText: false },
    ]) {
      const query = candidatesQuery({ storeId: 1001, priceGroupId: 1, departmentIds: ids }, [search], 5);
      const plan = (await rows<{ "QUERY PLAN": string }>(sql`explain ${query}`)).map((r) => r["QUERY PLAN"]).join("\n");
      // The matches are gathered first and the products read by their ids, never by walking a department.
      expect(plan).toMatch(/Index Cond: \(id = ANY/);
      expect(plan).not.toContain("products_department_idx");
      // Full-text matches come from the stored vectors' index; a typo's trigram scan is the planner's choice
      // (PostgreSQL may read the table when it is this small), so only the full-text index is asserted.
      if (search.fullText) expect(plan).toContain("products_search_vector_idx");
    }
  });
});

const INDEXES = ["products_search_vector_idx", "products_search_trgm_idx"];

// Last: it writes to 200 products.
describe("products' search indexes", () => {
  it("hold every product write in the index itself, none in a pending list", async () => {
    // Writes that change the searched text: new words for both indexes.
    await t.database.db.execute(sql`update products
      set search_text = search_text || ' quincewood' || id::text
      where id in (select id from products order by id limit 200)`);
    for (const index of INDEXES) {
      // The pages a pending list held (merged now by the call): none.
      const [pending] = await rows<{ pages: number }>(sql`select gin_clean_pending_list(${index}::regclass)::int as pages`);
      expect(pending, index).toEqual({ pages: 0 });
    }
    const [first] = await rows<{ id: number }>(sql`select min(id)::int as id from products`);
    const found = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where search_vector @@ websearch_to_tsquery('english', ${`quincewood${first!.id}`})`,
    );
    expect(found[0]!.n).toBe(1);
  });
});
