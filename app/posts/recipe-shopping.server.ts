import type { AppLoadContext } from "react-router";
import type { RecipeDetails } from "../../core/posts/types";
import type { IngredientProduct } from "../../server/services/recipe-products";
import { requestStore } from "../storefront/stores/request-store.server";
import { loadOrUnavailable } from "../storefront/stores/unavailable.server";
import { shopperListsShown } from "../shop/favorites-shown.server";

export interface RecipeShopping {
  /** The grocery store whose products the ingredients link to (null: none selected). */
  storeName: string | null;
  /** Per ingredient, in order: its product at the store, or null. */
  products: Array<IngredientProduct | null>;
  signedIn: boolean;
  lists: Array<{ id: number; name: string }>;
}

/**
 * What a recipe page adds for shopping: each ingredient's product at the selected store's grocery
 * shop (a catering or wine store's family grocery store), and the signed-in shopper's lists (as the
 * shared render gives them: app/shop/favorites-shown.server.ts). The
 * recipe is there without it: with the database away the ingredients are plain text.
 */
export async function loadRecipeShopping(request: Request, context: AppLoadContext, recipe: RecipeDetails | null): Promise<RecipeShopping> {
  const user = context.auth.user;
  const none: RecipeShopping = {
    storeName: null,
    products: (recipe?.ingredients ?? []).map(() => null),
    signedIn: user !== null,
    lists: [],
  };
  if (!recipe) return none;
  const found = await loadOrUnavailable(context, "recipe products", async () => {
    const { store, storeMap } = await requestStore(request, context);
    const shopId = storeMap.shopStoreId;
    const shopStore = shopId === null ? null : shopId === store?.id ? store : ((await context.services.stores.get(shopId)) ?? null);
    const [products, lists] = await Promise.all([
      context.services.recipeProducts.forIngredients(shopStore, recipe.ingredients),
      // In a shared render, the lists the shared tier read before its lookup (the page's key holds them).
      shopperListsShown(context),
    ]);
    return { storeName: shopStore?.name ?? null, products, signedIn: user !== null, lists };
  });
  return found === "unavailable" ? none : found.value;
}
