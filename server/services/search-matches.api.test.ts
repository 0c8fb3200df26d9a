/**
 * A search term's matches kept per shop catalog (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set): filled past its byte budget, the cache holds it, evicts, and /metrics counts it; a term read
 * again after its eviction has the same matches and ranks; a term nothing matches keeps no products.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { cacheCounts } from "../cache";
import { createSearchMatches, SEARCH_MATCHES_MAX_BYTES } from "./search-matches";

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
