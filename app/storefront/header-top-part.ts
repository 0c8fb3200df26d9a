import type { Store } from "../../core/stores/store-types";
import type { PrerenderedPart } from "./hydration/prerendered";

/**
 * The header's top row (brand, search, my-store box, account links, mini-cart) kept as HTML (decision
 * 0035), keyed on everything it is rendered from: site name, store, the visitor's name, cart count.
 * That is an entry per visitor, so it has its own budget and never pushes a store's menus out.
 * The shared render of signed-in pages (server/page-cache/shared-pages.ts) fills its hole from the same entry.
 */
export const HEADER_TOP_PART: PrerenderedPart = {
  name: "site-header-inner",
  openTag: '<div class="site-header__inner"',
  maxBytes: 2 * 1024 * 1024,
};

/** The inputs the top row is rendered from (the kept part's key): `name` null for a visitor who is not signed in. */
export function headerTopInputs(siteName: string, store: Store | null, name: string | null, cartCount: number): unknown[] {
  return [siteName, store, name, cartCount];
}
