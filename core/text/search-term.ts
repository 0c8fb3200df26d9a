import { isStorableText } from "./storable-text";

/**
 * The longest search term used and shown, in characters: one bound for the site search page, the
 * store locator, the services behind them and the stores API. A longer term is cut (pages) or
 * refused (the API's `q`), so a typed or crafted term never makes a page, a cache entry or a query
 * grow with it.
 */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** A typed term as it is searched and shown: trimmed and cut to SEARCH_TERM_MAX_LENGTH characters (never half of one). */
export function searchTerm(raw: string): string {
  const trimmed = raw.trim();
  // Counted in code points, so an emoji at the limit is kept or dropped whole, not split in two.
  if (trimmed.length <= SEARCH_TERM_MAX_LENGTH) return trimmed;
  return Array.from(trimmed).slice(0, SEARCH_TERM_MAX_LENGTH).join("").trimEnd();
}

/**
 * Whether a term can be looked up in the database: a term it cannot store (a NUL character, an
 * unpaired surrogate) matches nothing there, so it is answered "nothing matched" without a query.
 */
export function isSearchableTerm(term: string): boolean {
  return term !== "" && isStorableText(term);
}

/** A LIKE pattern matching any text that contains the term (its \ % _ taken literally). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
