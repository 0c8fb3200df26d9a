import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentCache } from "../cache";
import { searchMatchesQuery } from "./catalog-scope";

/** A term's matching products, by id, with their search rank, and whether they are full-text matches. */
export interface SearchMatches {
  fullText: boolean;
  ranks: Map<number, number>;
}

/** The matches' byte budget per shop catalog (`catalog.search-matches` in /metrics). */
export const SEARCH_MATCHES_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Each search term's matching products in one shop's catalog, whatever the store, read in one query
 * (`searchMatchesQuery`) and kept per content version within a byte budget (decision 0105): a store's
 * search is its scope without a term cut to these, so a new term reads only its matches, and a term
 * asked at one store is not searched again at another.
 */
export function createSearchMatches(
  db: Db,
  version: { current(): number },
  shop: string,
  budget: { maxBytes: number; maxEntries?: number } = { maxBytes: SEARCH_MATCHES_MAX_BYTES, maxEntries: 5000 },
) {
  const kept = contentCache<SearchMatches>("catalog.search-matches", version, budget);
  return {
    /** The matches of a searchable term (core/text/search-term.ts). */
    of: (term: string): Promise<SearchMatches> =>
      kept.load(term, async () => {
        const rows = await rowsOf<{ id: number; rank: number; full_text: boolean }>(db, searchMatchesQuery(shop, term));
        return { fullText: rows[0]?.full_text === true, ranks: new Map(rows.map((r) => [Number(r.id), Number(r.rank)])) };
      }),
    counts: () => kept.counts(),
  };
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
