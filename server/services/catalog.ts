import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { NutritionPanel } from "../db/schema";
import { CATALOG_MAX_PAGE, type CatalogQuery } from "../../core/catalog/catalog-query";
import { type DepartmentNode, type Product, type ProductDetail, type ProductPage, type Suggestions } from "../../core/catalog/types";
import type { ShopKind } from "../../core/catalog/shops";
import { nextPriceChange, pageOf, productAt, sortScope, type ScopedProduct, type SortedScope } from "../../core/catalog/product-list";
import { isSearchableTerm, searchTerm } from "../../core/text/search-term";
import type { Store } from "../../core/stores/store-types";
import type { ContentVersion } from "./content-version";
import { contentCache, createCache, estimateBytes } from "../cache";
import { rowsOf, toScoped, type ProductRowOut } from "./catalog-rows";
import { MIB, shopBudget } from "./catalog-budget";
import { suggestionsFor } from "./catalog-suggestions";
import { createDepartmentIndex } from "./catalog-departments";
import { createSearchEach } from "./catalog-search-each";
import { PRODUCT_COLUMNS, scopeQuery, storeFrom } from "./catalog-scope";
import { createSearchMatches } from "./search-matches";
import { invalidParam } from "../http/errors";
import { createCatalogAnswers, type CatalogAnswer } from "./catalog-answers";

/**
 * The catalogs as a store sells them: the grocery shop's (the service itself) and the catering and wine
 * shops' (`in("wine")`), each with the same calls over its own departments and products.
 */
export function createCatalogService(db: Db, version: ContentVersion, clock: () => Date = () => new Date()) {
  const grocery = createShopCatalog(db, version, clock, "shop");
  const others = { catering: createShopCatalog(db, version, clock, "catering"), wine: createShopCatalog(db, version, clock, "wine") };
  return { ...grocery, in: (shop: ShopKind): ShopCatalog => (shop === "shop" ? grocery : others[shop]) };
}

/**
 * One shop's catalog as a store sells it: departments, product lists with facets and search, one
 * product, typeahead suggestions. Prices come from the store's group, with the store's own exceptions
 * (not carried, out of stock, another aisle) and the group's weekly-ad deals while they are valid. A
 * scope (a store's department or search matches) is read in one query and cached per content version;
 * facets, sort and pages are worked out from it.
 */
function createShopCatalog(db: Db, version: ContentVersion, clock: () => Date, shop: ShopKind) {
  const mib = shopBudget(shop);
  const scopes = contentCache<ScopedProduct[]>("catalog.scopes", version, { maxBytes: mib(48), maxEntries: 500 });
  const fullTextHits = contentCache<boolean>("catalog.full-text-hits", version, { maxBytes: 1 * MIB, maxEntries: 5000 });
  /** Each term's matching products and their ranks, whatever the store. */
  const searchMatches = createSearchMatches(db, version, shop, { maxBytes: mib(8), maxEntries: 5000 });
  const suggestions = contentCache<Suggestions>("catalog.suggestions", version, { maxBytes: mib(4), maxEntries: 2000 });
  /**
   * Scopes as shown under a query's facets and sort (every page of a listing is cut from one), kept
   * for the content version and until the next sale or deal of the scope starts or ends.
   */
  /** The products endpoint's answers as sent (catalog-answers.ts). */
  const answers = createCatalogAnswers({
    version: () => version.current(),
    now: () => clock().getTime(),
    maxBytes: mib(8),
  });
  const sortedScopes = createCache<{ sorted: SortedScope; until: number | null }>({
    name: "catalog.sorted",
    maxBytes: mib(24),
    sizeOf: (v, k) => estimateBytes(v.sorted) + k.length * 2,
    version: () => version.current(),
    now: () => clock().getTime(),
  });

  const departmentIndex = createDepartmentIndex(db, version, shop);

  /** Whether the term has full-text matches anywhere in this shop's catalog (else search falls back to trigrams). */
  const hasFullTextMatch = (term: string) =>
    fullTextHits.load(term, async () => {
      const rows = await rowsOf<{ hit: boolean }>(
        db,
        sql`select exists (select 1 from products p join departments d on d.id = p.department_id and d.shop = ${shop} where p.search_vector @@ websearch_to_tsquery('english', ${term})) as hit`,
      );
      return rows[0]?.hit === true;
    });

  const searchEach = createSearchEach({
    db,
    shop,
    version,
    maxBytes: mib(4),
    fullTextHits,
    hasFullTextMatch,
    departments: departmentIndex,
  });

  /** Every product the store sells in a department (and below it) and/or matching a term, from one query. */
  async function scopeOf(
    store: Store | null,
    department: string | null,
    rawTerm: string,
    productIds: number[] | null = null,
  ): Promise<{ key: string; products: ScopedProduct[] }> {
    const idx = await departmentIndex();
    // Every department of this shop when none is named: the other shops' products are never in its lists.
    let departmentIds: number[] = [...idx.byId.keys()];
    if (department !== null) {
      const d = idx.bySlug.get(department);
      departmentIds = d ? [d.id, ...d.children.map((c) => c.id)] : [];
    }
    const term = searchTerm(rawTerm);
    const searchable = isSearchableTerm(term);
    const storeId = store?.id ?? null;
    const priceGroupId = store?.store_group_ids[0] ?? 1;
    const key = JSON.stringify([storeId, priceGroupId, departmentIds, searchable ? term : "", productIds]);
    if (searchable) {
      // A search is the store's scope without it (kept for its listings) cut to the term's matches,
      // each with its rank: only the matches are read for a new term, once for every store. The cut
      // is not kept here (its sorted form is, per query): a term per store would push out the scopes.
      const [all, matches] = await Promise.all([scopeOf(store, department, "", productIds), matchesOf(term)]);
      const found: ScopedProduct[] = [];
      for (const p of all.products) {
        const rank = matches.ranks.get(p.id);
        if (rank !== undefined) found.push({ ...p, rank });
      }
      return { key, products: found };
    }
    const products = await scopes.load(key, async () => {
      const rows = await rowsOf<ProductRowOut>(db, scopeQuery({ storeId, priceGroupId, departmentIds, search: null, productIds }));
      return rows.map((r) => toScoped(r, shop));
    });
    return { key, products };
  }

  /** The products matching a term (any store's) with their ranks; whether it has full-text matches is kept too. */
  async function matchesOf(term: string) {
    const matches = await searchMatches.of(term);
    if (!fullTextHits.has(term)) fullTextHits.set(term, matches.fullText);
    return matches;
  }

  const service = {
    /** Which shop this catalog is. */
    shop,

    /** The shop's departments as a tree, and lookups by slug and id. */
    departments: departmentIndex,

    /**
     * A page of the products a store sells matching the query, with facet counts (each facet counted
     * with the other facets' selections applied). Without a store, the first store group's prices.
     * `productIds` limits the list to those products (a shopper's favorites).
     */
    async list(store: Store | null, q: CatalogQuery, productIds: number[] | null = null): Promise<ProductPage> {
      return (await service.listUntil(store, q, productIds)).page;
    },

    /**
     * As `list`, with the instant (epoch ms) until which the page holds as it is: the next start or
     * end of a sale or deal in its scope (null: until the content version moves).
     */
    async listUntil(
      store: Store | null,
      q: CatalogQuery,
      productIds: number[] | null = null,
    ): Promise<{ page: ProductPage; until: number | null }> {
      if (q.page > CATALOG_MAX_PAGE) throw invalidParam("page", `must be at most ${CATALOG_MAX_PAGE}`);
      const idx = await departmentIndex();
      const scope = await scopeOf(store, q.department, q.q, productIds);
      const current = q.department ? idx.bySlug.get(q.department) : undefined;
      const levelNodes = current ? current.children : idx.roots;
      const levelOf = (departmentId: number): number | undefined => {
        if (current) return current.children.some((c) => c.id === departmentId) ? departmentId : undefined;
        const d = idx.byId.get(departmentId);
        return d?.parentId ?? d?.id;
      };
      const key = `${scope.key}\n${JSON.stringify([q.department, q.q !== "", q.brands, q.flags, q.onSale, q.sort])}`;
      let kept = sortedScopes.get(key);
      if (!kept) {
        const now = clock();
        kept = { sorted: sortScope(scope.products, q, now, levelNodes, levelOf), until: nextPriceChange(scope.products, now) };
        sortedScopes.set(key, kept, { until: kept.until ?? undefined });
      }
      return { page: pageOf(kept.sorted, q), until: kept.until };
    },

    /**
     * The products endpoint's answer to `q` at a store (its items, total and facets as JSON bytes, a
     * gzip form and an ETag), kept per store and query (decision 0063).
     */
    productsAnswer(store: Store | null, q: CatalogQuery): Promise<CatalogAnswer> {
      const key = JSON.stringify([store?.id ?? null, store?.store_group_ids[0] ?? 1, q]);
      return answers.answer(key, async () => {
        const { page, until } = await service.listUntil(store, q);
        return { value: { items: page.items, total: page.total, facets: page.facets }, until };
      });
    },

    /**
     * One product (by id or slug) as the store sells it, with its page's details; `carried` is false
     * (and the group's price shown) when this store does not sell it. Null when there is no such product.
     */
    async get(store: Store | null, key: { id: number } | { slug: string }): Promise<{ product: ProductDetail; carried: boolean } | null> {
      const now = clock();
      const match = "id" in key ? sql`p.id = ${key.id}` : sql`p.slug = ${key.slug}`;
      const rows = await rowsOf<
        ProductRowOut & { description: string; ingredients: string; nutrition: NutritionPanel | null; carried: boolean }
      >(
        db,
        sql`select ${PRODUCT_COLUMNS}, 0::float8 as rank, p.description, p.ingredients, p.nutrition, coalesce(sp.carried, true) as carried
          ${storeFrom(store?.id ?? null, store?.store_group_ids[0] ?? 1)}
          where ${match} and exists (select 1 from departments d where d.id = p.department_id and d.shop = ${shop})`,
      );
      const r = rows[0];
      if (!r) return null;
      const idx = await departmentIndex();
      const trail: DepartmentNode[] = [];
      for (let d = idx.byId.get(r.department_id); d; d = d.parentId === null ? undefined : idx.byId.get(d.parentId)) trail.unshift(d);
      const product: ProductDetail = {
        ...productAt(toScoped(r, shop), now),
        available: r.available && r.carried,
        description: r.description,
        ingredients: r.ingredients,
        nutrition: r.nutrition,
        departments: trail.map((d) => ({ slug: d.slug, name: d.name, url: d.url })),
      };
      return { product, carried: r.carried };
    },

    /** The products of `ids` the store sells, as it sells them now, by id (what a weekly ad's deals show). */
    async products(store: Store | null, ids: readonly number[]): Promise<Map<number, Product>> {
      if (!ids.length) return new Map();
      const now = clock();
      const scope = await scopeOf(
        store,
        null,
        "",
        [...ids].sort((a, b) => a - b),
      );
      return new Map(scope.products.map((p) => [p.id, productAt(p, now)]));
    },

    /**
     * The first `perTerm` products of the catalog's search for each of several terms, in two queries
     * whatever their number (a recipe's ingredients; catalog-search-each.ts).
     */
    searchEach,

    /** Typeahead: a few products the store sells, departments and (in the grocery shop) recipes for a partly typed term. */
    async suggest(store: Store | null, raw: string, limit = 6): Promise<Suggestions> {
      const term = searchTerm(raw);
      if (!isSearchableTerm(term)) return { products: [], departments: [], recipes: [] };
      return suggestions.load(JSON.stringify([store?.id ?? null, term.toLowerCase(), limit]), () =>
        suggestionsFor({ db, shop, departments: departmentIndex, list: service.list }, store, term, limit),
      );
    },
  };

  return service;
}

type ShopCatalog = ReturnType<typeof createShopCatalog>;
export type CatalogService = ReturnType<typeof createCatalogService>;
