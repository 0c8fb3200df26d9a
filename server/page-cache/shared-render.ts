import type { Store } from "../../core/stores/store-types";

/**
 * What a shared render of a signed-in page (server/page-cache/shared-pages.ts) puts in place of the visitor:
 * stand-ins for their name and REST nonce, found and replaced in the HTML on every answer, and their
 * cart count, which is part of the cache's key (counted once, before the render).
 */
export interface ViewerStandIns {
  name: string;
  apiNonce: string;
  cartCount: number;
  /** The visitor's favourites, read once before the lookup: pages show those among their products, which are part of the key (decision 0041). */
  favoriteIds: readonly number[];
  /**
   * The shopper's shopping lists (id and name), read before the lookup on pages known to offer them
   * (a product's Add to list): part of the key, so only shoppers with the same lists share such a page.
   * Undefined: not read, and a page that offers them is not kept.
   */
  lists?: readonly ShopperListRef[];
}

/** A shopping list as a page offers it (Add to list). */
export interface ShopperListRef {
  id: number;
  name: string;
}

/** Said by the entry after a shared render whose page may be shared: what the header's top row is rendered from besides the visitor. */
export interface SharedRenderInfo {
  siteName: string;
  store: Store | null;
  /** The products whose favourite mark the page shows, in id order (decision 0041). */
  products: number[];
  /** Whether the page offers the shopper's shopping lists (their ids and names are in it). */
  lists: boolean;
}

/** A route's `handle` opting its pages in (e.g. `handle = { sharedRender: true }`), or a test of the address for part of them. */
export type SharedRenderHandle = { sharedRender?: boolean | ((url: URL) => boolean) };

/**
 * Said by the entry after a signed-in shopper's render whose every route opts in (`handle.ownRender`):
 * the page may be kept for this shopper (server/page-cache/own-pages.ts, decision 0078). `fresh`: the
 * values the loaders made for this answer alone (checkout's Idempotency-Key), made anew per answer;
 * `slots`: the page shows slots.
 */
export interface OwnRenderInfo {
  fresh: string[];
  slots: boolean;
}

/** A route's `handle` opting a signed-in shopper's pages into the own-pages tier (decision 0078). */
export type OwnRenderHandle = { ownRender?: boolean };
