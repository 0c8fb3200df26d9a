/**
 * The products' search indexes keep no pending list (migration 0022, decision 0111): a product write
 * goes straight into the full-text and trigram indexes, so a search never reads a list of unmerged
 * entries one by one (the embedded database has no autovacuum to merge it).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const INDEXES = ["products_search_vector_idx", "products_search_trgm_idx"];

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
