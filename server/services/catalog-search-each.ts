import type { Db } from "../db/client";
import { productUrl } from "../../core/catalog/types";
import type { ShopKind } from "../../core/catalog/shops";
import { isSearchableTerm, searchTerm } from "../../core/text/search-term";
import type { Store } from "../../core/stores/store-types";
import type { ContentVersion } from "./content-version";
import { contentCache, type Cache } from "../cache";
import { rowsOf } from "./catalog-rows";
import { candidatesQuery, fullTextHitsQuery } from "./catalog-scope";
import type { DepartmentIndex } from "./catalog-departments";

/** A product as a search found it, with what choosing among the results reads (a recipe ingredient's match). */
export interface SearchCandidate {
  id: number;
  name: string;
  brand: string;
  available: boolean;
  url: string;
}

export interface SearchEachOptions {
  db: Db;
  shop: ShopKind;
  version: ContentVersion;
  /** The byte budget of each term's best-ranked products at a store. */
  maxBytes: number;
  /** Whether a term has full-text matches in the shop (else trigrams), kept by the catalog. */
  fullTextHits: Pick<Cache<boolean>, "has" | "set">;
  hasFullTextMatch: (term: string) => Promise<boolean>;
  departments: () => Promise<DepartmentIndex>;
}

/**
 * The first `perTerm` products of the catalog's search (best first, as `list` sorts by relevance)
 * for each of several terms, read in two queries whatever their number (a recipe's ingredients):
 * which terms have full-text matches, then every term's best-ranked products. Terms that are not
 * searchable get no products.
 */
export function createSearchEach(opts: SearchEachOptions) {
  const { db, shop } = opts;
  /** Each search term's best-ranked products at a store. */
  const bestOf = contentCache<SearchCandidate[]>("catalog.best-of-search", opts.version, { maxBytes: opts.maxBytes, maxEntries: 5000 });
  return async function searchEach(store: Store | null, rawTerms: readonly string[], perTerm: number): Promise<SearchCandidate[][]> {
    const terms = rawTerms.map(searchTerm);
    const storeId = store?.id ?? null;
    const priceGroupId = store?.store_group_ids[0] ?? 1;
    const keyOf = (term: string) => JSON.stringify([storeId, priceGroupId, term, perTerm]);
    // A term asked before (another recipe's "olive oil") is not read again while the content holds.
    const found = new Map<string, SearchCandidate[]>();
    for (const term of new Set(terms.filter(isSearchableTerm))) {
      const kept = bestOf.get(keyOf(term));
      if (kept) found.set(term, kept);
    }
    const wanted = [...new Set(terms.filter((t) => isSearchableTerm(t) && !found.has(t)))];
    if (wanted.length) {
      const idx = await opts.departments();
      const unknown = wanted.filter((t) => !opts.fullTextHits.has(t));
      if (unknown.length) {
        const rows = await rowsOf<{ i: number; hit: boolean }>(db, fullTextHitsQuery(shop, unknown));
        for (const r of rows) opts.fullTextHits.set(unknown[Number(r.i)]!, r.hit === true);
      }
      const searches = await Promise.all(wanted.map(async (term) => ({ term, fullText: await opts.hasFullTextMatch(term) })));
      const rows = await rowsOf<{
        term_index: number;
        id: number;
        slug: string;
        name: string;
        brand: string;
        available: boolean;
        rank: number;
      }>(db, candidatesQuery({ storeId, priceGroupId, departmentIds: [...idx.byId.keys()] }, searches, perTerm));
      const byTerm = new Map<string, Array<SearchCandidate & { rank: number }>>(wanted.map((t) => [t, []]));
      for (const r of rows)
        byTerm.get(wanted[Number(r.term_index)]!)!.push({
          id: r.id,
          name: r.name,
          brand: r.brand,
          available: r.available,
          url: productUrl(r.slug, shop),
          rank: Number(r.rank),
        });
      for (const [term, candidates] of byTerm) {
        const best = candidates
          .sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name) || a.id - b.id)
          .slice(0, perTerm)
          .map(({ id, name, brand, available, url }) => ({ id, name, brand, available, url }));
        bestOf.set(keyOf(term), best);
        found.set(term, best);
      }
    }
    return terms.map((t) => found.get(t) ?? []);
  };
}
