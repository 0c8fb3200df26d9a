import { isProductFlag, PRODUCT_FLAGS, type ProductFlag } from "./flags";

/** How a product list is ordered. `relevance` without a search term is the shop's own order (department, then name). */
export const CATALOG_SORTS = ["relevance", "price_asc", "price_desc", "name", "unit_price"] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const SORT_LABELS: Readonly<Record<CatalogSort, string>> = {
  relevance: "Relevance",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  name: "Name",
  unit_price: "Unit price",
};

export const CATALOG_DEFAULT_PER_PAGE = 24;
export const CATALOG_MAX_PER_PAGE = 60;
export const CATALOG_MAX_PAGE = 500;
/** At most this many brands filter one list (more is refused by the API, cut by the pages). */
export const CATALOG_MAX_BRANDS = 20;

/** What a product list asks for: every part of it lives in the page's address. */
export interface CatalogQuery {
  q: string;
  /** A department slug (its sub-departments are included), or null for the whole shop. */
  department: string | null;
  brands: string[];
  flags: ProductFlag[];
  onSale: boolean;
  sort: CatalogSort;
  page: number;
  perPage: number;
}

export const EMPTY_CATALOG_QUERY: CatalogQuery = {
  q: "",
  department: null,
  brands: [],
  flags: [],
  onSale: false,
  sort: "relevance",
  page: 1,
  perPage: CATALOG_DEFAULT_PER_PAGE,
};

const splitList = (values: readonly string[]): string[] => [
  ...new Set(
    values
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/**
 * The list a shop page's query string asks for (`q`, `brand`, `flags`, `on_sale`, `sort`, `page`;
 * lists as repeated parameters or joined by commas). Pages are forgiving: an unknown sort or flag,
 * or a page out of range, falls back to the default instead of failing the page.
 */
export function catalogQueryFromSearch(params: URLSearchParams, department: string | null = null): CatalogQuery {
  const sort = params.get("sort") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    department,
    brands: splitList(params.getAll("brand")).slice(0, CATALOG_MAX_BRANDS),
    flags: PRODUCT_FLAGS.filter((f) => splitList(params.getAll("flags")).includes(f)),
    onSale: ["1", "true"].includes(params.get("on_sale") ?? ""),
    sort: (CATALOG_SORTS as readonly string[]).includes(sort) ? (sort as CatalogSort) : "relevance",
    page: Number.isInteger(page) && page >= 1 && page <= CATALOG_MAX_PAGE ? page : 1,
    perPage: CATALOG_DEFAULT_PER_PAGE,
  };
}

/** The query string of a list (without `?`; defaults left out, so equal lists have equal addresses). */
export function catalogSearch(query: CatalogQuery): string {
  const out = new URLSearchParams();
  if (query.q) out.set("q", query.q);
  if (query.brands.length) out.set("brand", [...query.brands].sort().join(","));
  if (query.flags.length) out.set("flags", PRODUCT_FLAGS.filter((f) => query.flags.includes(f)).join(","));
  if (query.onSale) out.set("on_sale", "1");
  if (query.sort !== "relevance") out.set("sort", query.sort);
  if (query.page > 1) out.set("page", String(query.page));
  return out.toString();
}

/** `path` with the list's query string; a change of filter goes back to page 1 (see withFilter). */
export function catalogHref(path: string, query: CatalogQuery): string {
  const search = catalogSearch(query);
  return search ? `${path}?${search}` : path;
}

/** The list with one facet value turned on or off, from its first page. */
export function toggleFacet(query: CatalogQuery, facet: { brand: string } | { flag: ProductFlag } | { onSale: true }): CatalogQuery {
  const next = { ...query, page: 1 };
  if ("brand" in facet) {
    next.brands = query.brands.includes(facet.brand) ? query.brands.filter((b) => b !== facet.brand) : [...query.brands, facet.brand];
  } else if ("flag" in facet) {
    next.flags = query.flags.includes(facet.flag) ? query.flags.filter((f) => f !== facet.flag) : [...query.flags, facet.flag];
  } else {
    next.onSale = !query.onSale;
  }
  return next;
}

export function isFlagList(values: readonly string[]): values is ProductFlag[] {
  return values.every(isProductFlag);
}
