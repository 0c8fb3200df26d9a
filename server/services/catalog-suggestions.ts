import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts } from "../db/schema";
import { visibleAt } from "./posts-query";
import { EMPTY_CATALOG_QUERY, type CatalogQuery } from "../../core/catalog/catalog-query";
import type { DepartmentNode, ProductPage, Suggestions } from "../../core/catalog/types";
import type { ShopKind } from "../../core/catalog/shops";
import { postUrl } from "../../core/posts/taxonomies";
import type { Store } from "../../core/stores/store-types";

/** What the typeahead reads of one shop's catalog (catalog.ts). */
export interface SuggestingCatalog {
  db: Db;
  shop: ShopKind;
  departments: () => Promise<{ byId: Map<number, DepartmentNode> }>;
  list: (store: Store | null, q: CatalogQuery) => Promise<ProductPage>;
}

/**
 * Typeahead for a partly typed, searchable term: the first products of the catalog's search, up to
 * three departments with a word starting like it, and (in the grocery shop) up to three recipes.
 */
export async function suggestionsFor(catalog: SuggestingCatalog, store: Store | null, term: string, limit: number): Promise<Suggestions> {
  const { db, shop } = catalog;
  const idx = await catalog.departments();
  const prefix = `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const page = await catalog.list(store, { ...EMPTY_CATALOG_QUERY, q: term, perPage: limit });
  const lower = term.toLowerCase();
  const depts = [...idx.byId.values()]
    .filter(
      (d) =>
        d.name
          .toLowerCase()
          .split(/[^a-z]+/)
          .some((w) => w.startsWith(lower.slice(0, Math.max(3, lower.length)))) || d.name.toLowerCase().includes(lower),
    )
    .slice(0, 3);
  const recipes =
    shop !== "shop"
      ? []
      : await db
          .select({ title: posts.title, slug: posts.slug })
          .from(posts)
          .where(
            and(
              eq(posts.type, "recipe"),
              visibleAt(new Date()),
              sql`(${ilike(posts.title, prefix)} or ${ilike(posts.title, `% ${prefix}`)} or word_similarity(${term}, ${posts.title}) >= 0.6)`,
            ),
          )
          .orderBy(asc(posts.title))
          .limit(3);
  return {
    products: page.items.map((p) => ({ name: p.name, url: p.url })),
    departments: depts.map((d) => ({ name: d.name, url: d.url })),
    recipes: recipes.map((r) => ({ name: r.title, url: postUrl("recipe", r.slug) })),
  };
}
