import { SLUG_PATTERN } from "../schemas/documents";
import { MAX_FILTER_TERMS, type TermJoin } from "./post-query";

export type TermListResult = { terms: string[]; join: TermJoin } | { reason: string };

/**
 * A taxonomy parameter of the posts API: term slugs separated by `,` or `~` (any of them, OR) or by
 * `+` (all of them, AND; a `+` in a query string arrives as a space, so a space separates too), the
 * separators of the loop filter's URL format. `!` (NOT) is reserved and refused, as is a list mixing
 * AND and OR. An empty value is an empty list, which filters nothing.
 */
export function parseTermList(raw: string): TermListResult {
  const value = raw.trim();
  if (value === "") return { terms: [], join: "OR" };
  if (value.includes("!")) return { reason: "cannot exclude terms (! is reserved)" };
  const and = /[+ ]/.test(value);
  const or = /[,~]/.test(value);
  if (and && or) return { reason: "must join its terms with + (all of them) or with , or ~ (any of them), not both" };
  const parts = value.split(and ? /[+ ]+/ : /[,~]/).map((p) => p.trim());
  if (parts.length > MAX_FILTER_TERMS) return { reason: `has more than ${MAX_FILTER_TERMS} terms` };
  if (!parts.every((p) => SLUG_PATTERN.test(p)))
    return { reason: "must be term slugs (lowercase letters, digits and hyphens) joined by +, , or ~" };
  return { terms: [...new Set(parts)], join: and ? "AND" : "OR" };
}
