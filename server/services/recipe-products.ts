import { ingredientSearchTerm, pickIngredientMatch } from "../../core/catalog/ingredient-match";
import type { Ingredient } from "../../core/posts/types";
import type { Store } from "../../core/stores/store-types";
import type { CatalogService } from "./catalog";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";

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
 * Every ingredient's search is read at once (`searchEach`: two queries for the whole recipe, where a
 * query per ingredient made a recipe's first page wait on a dozen or more in turn).
 */
export async function ingredientProducts(
  catalog: CatalogService,
  store: Store | null,
  ingredients: readonly Ingredient[],
): Promise<Array<IngredientProduct | null>> {
  if (!store) return ingredients.map(() => null);
  const terms = ingredients.map((i) => ingredientSearchTerm(i.name));
  const found = await catalog.searchEach(store, terms, CANDIDATES);
  return ingredients.map((i, n) => {
    if (!terms[n]) return null;
    const match = pickIngredientMatch(i.name, found[n]!);
    return match ? { id: match.id, name: match.name, url: match.url } : null;
  });
}

/**
 * The ingredient links of recipe pages, kept per store and ingredient list until the content changes:
 * a recipe page does not run its searches again, nor push the shop's own pages out of the catalog's caches.
 */
export function createRecipeProductService(catalog: CatalogService, version: ContentVersion) {
  const cache = contentCache<Array<IngredientProduct | null>>("recipe-products", version, { maxBytes: 4 * 1024 * 1024, maxEntries: 3000 });
  return {
    forIngredients(store: Store | null, ingredients: readonly Ingredient[]): Promise<Array<IngredientProduct | null>> {
      if (!store) return Promise.resolve(ingredients.map(() => null));
      return cache.load(JSON.stringify([store.id, ingredients.map((i) => i.name)]), () => ingredientProducts(catalog, store, ingredients));
    },
  };
}

export type RecipeProductService = ReturnType<typeof createRecipeProductService>;
