import { EMPTY_CATALOG_QUERY } from "../../core/catalog/catalog-query";
import { ingredientSearchTerm, pickIngredientMatch } from "../../core/catalog/ingredient-match";
import type { Ingredient } from "../../core/posts/types";
import type { Store } from "../../core/store-types";
import type { CatalogService } from "./catalog";

/** The product an ingredient links to. */
export interface IngredientProduct {
  id: number;
  name: string;
  url: string;
}

/** How many search results an ingredient's match is chosen from. */
const CANDIDATES = 12;

/**
 * Each ingredient's product at the store (core/catalog/ingredient-match: the catalog search for its
 * name, then the matching rule), or null. Without a store, none: prices and stock are a store's.
 * Searches go through the catalog's own caches, one per distinct term.
 */
export async function ingredientProducts(catalog: CatalogService, store: Store | null, ingredients: readonly Ingredient[]): Promise<Array<IngredientProduct | null>> {
  if (!store) return ingredients.map(() => null);
  const searches = new Map<string, ReturnType<CatalogService["list"]>>();
  const search = (term: string) => {
    let page = searches.get(term);
    if (!page) searches.set(term, (page = catalog.list(store, { ...EMPTY_CATALOG_QUERY, q: term, sort: "relevance", perPage: CANDIDATES })));
    return page;
  };
  return Promise.all(
    ingredients.map(async (i) => {
      const term = ingredientSearchTerm(i.name);
      if (!term) return null;
      const match = pickIngredientMatch(i.name, (await search(term)).items);
      return match ? { id: match.id, name: match.name, url: match.url } : null;
    }),
  );
}
