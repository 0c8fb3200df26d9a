import type { AppLoadContext } from "react-router";
import { favoritesAmong } from "../../core/catalog/favorites-among";

/**
 * The signed-in shopper's favourites, read once per page: in a shared render (decision 0041) the ones
 * the shared-pages tier read before its lookup, so the page and its key agree.
 */
export async function shopperFavorites(context: AppLoadContext): Promise<readonly number[]> {
  const user = context.auth.user;
  if (!user) return [];
  const viewer = context.render.viewer;
  if (viewer) return viewer.favoriteIds;
  return context.services.shopperLists.favoriteIds(user.id);
}

/**
 * The signed-in shopper's shopping lists a page offers (Add to list), noted for the shared render's key:
 * in a shared render the ones the shared-pages tier read before its lookup, so the page and its key agree.
 */
export async function shopperListsShown(context: AppLoadContext): Promise<Array<{ id: number; name: string }>> {
  const user = context.auth.user;
  if (!user) return [];
  context.render.showsLists = true;
  const viewer = context.render.viewer;
  if (viewer?.lists) return viewer.lists.map((l) => ({ id: l.id, name: l.name }));
  return (await context.services.shopperLists.lists(user.id)).map((l) => ({ id: l.id, name: l.name }));
}

/**
 * The favourites a page marks among the products it shows, in id order, and those products noted for
 * the shared render's key (decision 0041): a page then reads the same for every shopper whose
 * favourites among them are the same, whatever else they favour and in whatever order.
 */
export function favoritesShown(context: AppLoadContext, favoriteIds: readonly number[], products: readonly { id: number }[]): number[] {
  const ids = products.map((p) => p.id);
  const shown = (context.render.shownProducts ??= new Set());
  for (const id of ids) shown.add(id);
  return favoritesAmong(favoriteIds, ids);
}
