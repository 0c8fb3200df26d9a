import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentCache, createCache } from "../cache";
import { searchMatchesQuery } from "./catalog-scope";
import { mayMatch, trigramIndex, type TrigramIndex } from "../../core/catalog/trigram-bound";

/** A term's matching products, by id, with their search rank, and whether they are full-text matches. */
export interface SearchMatches {
  fullText: boolean;
  ranks: Map<number, number>;
}

/** The matches' byte budget per shop catalog (`catalog.search-matches` in /metrics). */
export const SEARCH_MATCHES_MAX_BYTES = 8 * 1024 * 1024;
/** More products that may match than this: the trigram index is read instead of testing each. */
const MAX_CANDIDATES = 200;
/** The shop's trigram postings' byte budget (`catalog.search-trigrams`; about 1 MiB for the demo's 2,000 products). */
export const SEARCH_TRIGRAMS_MAX_BYTES = 8 * 1024 * 1024;

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
  /** The shop's products' texts as trigrams, and the database's word-similarity threshold (core/catalog/trigram-bound.ts). */
  const trigrams = createCache<{ ids: Int32Array; index: TrigramIndex; threshold: number }>({
    name: "catalog.search-trigrams",
    version: () => version.current(),
    staleIfError: true,
    maxBytes: SEARCH_TRIGRAMS_MAX_BYTES,
    maxEntries: 1,
    maxEntryBytes: SEARCH_TRIGRAMS_MAX_BYTES,
  });
  let unbounded: number | null = null;
  const shopTrigrams = () =>
    trigrams.load("all", async () => {
      const texts = await rowsOf<{ id: number; search_text: string }>(
        db,
        sql`select p.id, p.search_text from products p join departments d on d.id = p.department_id and d.shop = ${shop}`,
      );
      // The setting exists once pg_trgm is loaded in the session; unknown, the bound is not used (threshold 0).
      await rowsOf(db, sql`select word_similarity('a', 'a')`);
      const [setting] = await rowsOf<{ threshold: string | null }>(
        db,
        sql`select current_setting('pg_trgm.word_similarity_threshold', true) as threshold`,
      );
      return {
        ids: Int32Array.from(texts.map((t) => Number(t.id))),
        index: trigramIndex(texts.map((t) => t.search_text)),
        threshold: Number(setting?.threshold ?? 0),
      };
    });
  return {
    /** The matches of a searchable term (core/text/search-term.ts). */
    of: (term: string): Promise<SearchMatches> =>
      kept.load(term, async () => {
        // Only the shop's products that may reach the similarity are tested by trigrams (none: the index is not read).
        let candidates: number[] | null = null;
        if (unbounded !== version.current()) {
          const { ids, index, threshold } = await shopTrigrams();
          // Postings over their budget are not kept: the bound is then not used until the catalog changes.
          if (trigrams.counts().entries === 0) unbounded = version.current();
          const places = threshold > 0 ? mayMatch(index, term, threshold) : null;
          candidates = places && places.length <= MAX_CANDIDATES ? places.map((i) => ids[i]!) : null;
        }
        const rows = await rowsOf<{ id: number; rank: number; full_text: boolean }>(db, searchMatchesQuery(shop, term, candidates));
        return { fullText: rows[0]?.full_text === true, ranks: new Map(rows.map((r) => [Number(r.id), Number(r.rank)])) };
      }),
    counts: () => kept.counts(),
    /** The trigram postings' cache (one entry per content version). */
    trigramCounts: () => trigrams.counts(),
  };
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
