import { SNACKBAR_COOKIE } from "./app-banner";
import { SITE_BANNER_COOKIE } from "./site-banner";

/** The selected store's id. */
export const STORE_COOKIE = "store_id";

/**
 * Every cookie a page or public content answer may read. The whole-page cache keys on these and only
 * these (decision 0005), so analytics or consent cookies a visitor carries do not split the cache;
 * pages read cookies through `readCookie`, whose name parameter is typed to this list, so a page
 * cannot come to depend on a cookie the cache ignores.
 */
export const PAGE_COOKIES = [STORE_COOKIE, SITE_BANNER_COOKIE, SNACKBAR_COOKIE] as const;

export type PageCookie = (typeof PAGE_COOKIES)[number];

/**
 * An anonymous visitor's cart (its token). Not one of PAGE_COOKIES: a page that shows a cart changes
 * with every line added, so a visitor carrying this cookie is never answered from the whole-page cache.
 */
export const CART_COOKIE = "aisle_cart";
