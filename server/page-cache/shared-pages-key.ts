import { favoritesAmong } from "../../core/catalog/favorites-among";
import { keyCookies, userAgentClass } from "./page-cache-key";
import type { ShopperListRef } from "./shared-render";
import type { Viewer } from "./shared-template";

/**
 * The key of a shared page (server/page-cache/shared-pages.ts, decisions 0039 and 0041): what the
 * anonymous cache keys on, who the visitor is as far as pages tell, their cart count, and on pages
 * that show products or offer shopping lists, their favourites among those products and their lists.
 */

/**
 * The full key: the products a page shows with a favourite mark, and the shopper's favourites among
 * them (what the page's loaders put in its data, decision 0041). Shoppers who favour the same of
 * those products share the page, whatever else they favour.
 */
export function keyWithFavorites(base: string, shown: readonly number[], favoriteIds: readonly number[]): string {
  if (shown.length === 0) return `${base}\nshown -`;
  return `${base}\nshown ${shown.join(",")}\nfavorites ${favoritesAmong(favoriteIds, shown).join(",")}`;
}

/**
 * The full key of a page that offers the shopper's shopping lists (a product's Add to list): their ids
 * and names too, so a shopper's lists are only ever in pages of shoppers with the very same lists
 * (shoppers without any share one).
 */
export function keyWithLists(key: string, lists: readonly ShopperListRef[] | undefined): string {
  return lists === undefined ? key : `${key}\nlists ${JSON.stringify(lists.map((l) => [l.id, l.name]))}`;
}

/** What two visitors' pages have to share besides favourites and lists: the anonymous cache's key, who they are as far as pages tell, and their cart count. */
export function baseKey(
  version: number,
  url: string,
  cookie: string | undefined,
  userAgent: string | undefined,
  user: Viewer["user"],
  cartCount: number,
): string {
  const hash = url.indexOf("#");
  return [
    version,
    hash === -1 ? url : url.slice(0, hash),
    keyCookies(cookie),
    userAgentClass(userAgent),
    user
      ? `user ${[...user.roles].sort().join(",")} store ${user.store_id ?? "-"} groups ${[...user.segment_ids].sort((a, b) => a - b).join(",")}`
      : "visitor",
    `cart ${cartCount}`,
  ].join("\n");
}
