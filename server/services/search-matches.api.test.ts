/**
 * A search term's matches kept per shop catalog (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set): filled past its byte budget, the cache holds it, evicts, and /metrics counts it; a term read
 * again after its eviction has the same matches and ranks; a term nothing matches keeps no products.
 * The trigram bound (core/catalog/trigram-bound.ts) rules out only terms the trigram index finds
 * nothing for, and the matches are the same with it as with the full lookup.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { cacheCounts } from "../cache";
import { sql } from "drizzle-orm";
import { createSearchMatches, SEARCH_MATCHES_MAX_BYTES, SEARCH_TRIGRAMS_MAX_BYTES } from "./search-matches";
import { searchMatchesQuery } from "./catalog-scope";
import { mayMatch, trigramIndex } from "../../core/catalog/trigram-bound";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const TERMS = ["organic", "milk", "cheese", "chicken", "apples", "bread", "juice", "yogurt", "pasta", "sauce", "frozen", "beans"];

describe("search matches", () => {
  it("holds its byte budget when filled past it, and /metrics counts it", async () => {
    const maxBytes = 20_000;
    const matches = createSearchMatches(t.database.db, { current: () => 1 }, "shop", { maxBytes });
    const first = new Map<string, Map<number, number>>();
    for (const term of TERMS) first.set(term, (await matches.of(term)).ranks);
    const counts = matches.counts();
    expect(counts.bytes).toBeGreaterThan(0);
    expect(counts.bytes).toBeLessThanOrEqual(maxBytes);
    expect(counts.evictions).toBeGreaterThan(0);
    const shown = cacheCounts().find((c) => c.name === "catalog.search-matches");
    expect(shown?.maxBytes).toBeGreaterThanOrEqual(maxBytes + SEARCH_MATCHES_MAX_BYTES);
    expect(shown?.bytes).toBeGreaterThanOrEqual(counts.bytes);
    // Read again after their eviction, the terms have the same matches and ranks.
    for (const term of TERMS) expect((await matches.of(term)).ranks, term).toEqual(first.get(term));
  });

  it("says whether a term's matches are full-text ones, and keeps none for a term nothing matches", async () => {
    const matches = createSearchMatches(t.database.db, { current: () => 1 }, "shop");
    expect((await matches.of("peaches")).fullText).toBe(true);
    const typo = await matches.of("strawbery");
    expect(typo.fullText).toBe(false);
    expect(typo.ranks.size).toBeGreaterThan(0);
    expect((await matches.of("zqxvw")).ranks.size).toBe(0);
  });
});

describe("search matches' trigram bound", () => {
  const TERMS = [
    "term1x2",
    "cost9k2x17",
    "qqzzyy",
    "zqxvw",
    "strawbery",
    "bananna",
    "chiken",
    "tomatoe",
    "choclate",
    "brocoli",
    "yoghurt",
    "cerial",
    "parmesan",
    "creme",
    "jalapeno",
    "apple pie",
    "milk2",
    "x",
    "ab",
    "organik",
    "salmn",
    "coffe",
    "breadd",
    "peanut buter",
  ];

  it("rules out only terms the trigram lookup finds nothing for among the shop's products", async () => {
    const db = t.database.db;
    const texts = (await db.execute(
      sql`select p.search_text from products p join departments d on d.id = p.department_id and d.shop = 'shop'`,
    )) as unknown as { rows: Array<{ search_text: string }> };
    const index = trigramIndex(texts.rows.map((r) => r.search_text));
    let ruledOut = 0;
    for (const term of TERMS) {
      if (mayMatch(index, term, 0.6)?.length !== index.wildTexts.length) continue;
      ruledOut++;
      // Only texts with other characters than ASCII are left: no other product of the shop matches.
      const found = (await db.execute(
        sql`select p.search_text from products p join departments d on d.id = p.department_id and d.shop = 'shop' where ${term} <% p.search_text`,
      )) as unknown as { rows: Array<{ search_text: string }> };
      expect(
        found.rows.filter((r) => [...r.search_text].every((c) => c.charCodeAt(0) < 128)),
        term,
      ).toEqual([]);
    }
    expect(ruledOut).toBeGreaterThanOrEqual(4);
    expect(mayMatch(index, "strawbery", 0.6)!.length).toBeGreaterThan(index.wildTexts.length);
  });

  it("gives the same matches with the bound as the full lookup, for the shop's products", async () => {
    const db = t.database.db;
    const matches = createSearchMatches(db, { current: () => 1 }, "shop");
    const shopIds = new Set(
      (
        (await db.execute(
          sql`select p.id from products p join departments d on d.id = p.department_id and d.shop = 'shop'`,
        )) as unknown as {
          rows: Array<{ id: number }>;
        }
      ).rows.map((r) => Number(r.id)),
    );
    for (const term of TERMS) {
      const full = (await db.execute(searchMatchesQuery("shop", term))) as unknown as { rows: Array<{ id: number; rank: number }> };
      const expected = new Map(full.rows.filter((r) => shopIds.has(Number(r.id))).map((r) => [Number(r.id), Number(r.rank)]));
      const got = new Map([...(await matches.of(term)).ranks].filter(([id]) => shopIds.has(id)));
      expect(got, term).toEqual(expected);
    }
    const kept = matches.trigramCounts();
    expect(kept.entries).toBe(1);
    expect(kept.bytes).toBeLessThanOrEqual(SEARCH_TRIGRAMS_MAX_BYTES);
    expect(cacheCounts().find((c) => c.name === "catalog.search-trigrams")?.maxBytes).toBeGreaterThanOrEqual(SEARCH_TRIGRAMS_MAX_BYTES);
  });

  it("keeps one sampled value of the products' search text, so the trigram operators are planned without trying them", async () => {
    // With the default sample the planner runs `<%` over a hundred sampled texts per search term (about
    // 2 ms of planning, decision 0116); the trigram index is the plan either way.
    const target = (await t.database.db.execute(
      sql`select attstattarget::int as target from pg_attribute where attrelid = 'products'::regclass and attname = 'search_text'`,
    )) as unknown as { rows: Array<{ target: number }> };
    expect(Number(target.rows[0]?.target)).toBe(1);
    const plan = (await t.database.db.execute(
      sql`explain select p.id from products p where p.id = any(array(select x.id from products x where ${"strawbery"} <% x.search_text))`,
    )) as unknown as { rows: Array<Record<string, string>> };
    expect(plan.rows.map((r) => Object.values(r).join(" ")).join("\n")).toContain("products_search_trgm_idx");
  });

  it("tests a bounded term's few candidates without the planner estimating the trigram operator", async () => {
    // `<%` as an operator makes the planner try it on the column's statistics (about 2 ms of planning
    // per new term); as its function, the handful of candidates is simply tested.
    const plan = (await t.database.db.execute(sql`explain ${searchMatchesQuery("shop", "strawbery", [1, 2, 3])}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const text = plan.rows.map((r) => Object.values(r).join(" ")).join("\n");
    expect(text).toContain("word_similarity_op(");
    expect(text).not.toContain("<%");
  });
});
