import { TAXONOMIES_OF, TAXONOMY_POST_TYPE, type PostType, type Taxonomy } from "./taxonomies";

/** How the terms of one taxonomy filter combine: any of them (OR, "IN") or all of them (AND). */
export type TermJoin = "AND" | "OR";

/** Terms of one taxonomy a post must carry. */
export interface TermFilter {
  taxonomy: Taxonomy;
  /** Term slugs. An empty list filters nothing (it is left out). */
  terms: readonly string[];
  join: TermJoin;
  /** A term also stands for every term below it (dinner takes in pasta and grilling). */
  includeChildren?: boolean;
}

export type PostOrderBy = "date" | "title";
export type PostOrder = "asc" | "desc";

/**
 * What a list of posts asks for: the posts API builds it from its parameters, and the loop grid from
 * its settings and the visitor's filter. Filters on different taxonomies must all match.
 */
export interface PostQuery {
  type: PostType;
  filters?: readonly TermFilter[];
  orderBy?: PostOrderBy;
  /** Default: newest first for date, A to Z for title. */
  order?: PostOrder;
  /** 1-based (default 1, at most MAX_PAGE). */
  page?: number;
  /** Default DEFAULT_PER_PAGE, at most MAX_PER_PAGE. */
  perPage?: number;
}

export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 50;
export const MAX_PAGE = 10_000;
/** Terms in one taxonomy filter. */
export const MAX_FILTER_TERMS = 20;

/** A query with every default filled in and its filters in one order, so equal queries read the same. */
export interface NormalizedPostQuery {
  type: PostType;
  filters: { taxonomy: Taxonomy; terms: string[]; join: TermJoin; includeChildren: boolean }[];
  orderBy: PostOrderBy;
  order: PostOrder;
  page: number;
  perPage: number;
}

export interface QueryViolation {
  /** The parameter the API names (the taxonomy for a filter). */
  param: string;
  reason: string;
}

const wholeIn = (n: number | undefined, min: number, max: number, fallback: number) =>
  n === undefined ? fallback : Number.isInteger(n) && n >= min && n <= max ? n : null;

/**
 * Fills in the defaults and checks what a caller that did not go through a schema could get wrong:
 * a taxonomy of another post type, a page or page size out of bounds, too many terms. Filters with no
 * terms are dropped; two filters on one taxonomy both apply.
 */
export function normalizePostQuery(q: PostQuery): { query: NormalizedPostQuery } | { violation: QueryViolation } {
  const page = wholeIn(q.page, 1, MAX_PAGE, 1);
  if (page === null) return { violation: { param: "page", reason: `must be a whole number from 1 to ${MAX_PAGE}` } };
  const perPage = wholeIn(q.perPage, 1, MAX_PER_PAGE, DEFAULT_PER_PAGE);
  if (perPage === null) return { violation: { param: "per_page", reason: `must be a whole number from 1 to ${MAX_PER_PAGE}` } };
  const filters: NormalizedPostQuery["filters"] = [];
  for (const f of q.filters ?? []) {
    if (TAXONOMY_POST_TYPE[f.taxonomy] !== q.type) {
      return {
        violation: { param: f.taxonomy, reason: `is not a taxonomy of ${q.type} posts, which have ${TAXONOMIES_OF[q.type].join(" and ")}` },
      };
    }
    if (f.terms.length > MAX_FILTER_TERMS) return { violation: { param: f.taxonomy, reason: `has more than ${MAX_FILTER_TERMS} terms` } };
    const terms = [...new Set(f.terms)].sort();
    if (terms.length)
      filters.push({ taxonomy: f.taxonomy, terms, join: terms.length === 1 ? "OR" : f.join, includeChildren: f.includeChildren ?? false });
  }
  filters.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  const orderBy = q.orderBy ?? "date";
  return { query: { type: q.type, filters, orderBy, order: q.order ?? (orderBy === "date" ? "desc" : "asc"), page, perPage } };
}

/** Pages needed for `total` posts, at least 1. */
export const totalPages = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
