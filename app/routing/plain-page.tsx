import { createContext, useContext, type ComponentType } from "react";
import type { LayoutData } from "../storefront/frame/layout-data.server";
import type { PageLocation } from "./routing";
import { PLAIN_PAGE_DATA_ID, scriptJson } from "#core/frame/page-markup";

/**
 * A plain page (decision 0045): a page hydrated without React Router. Its route says when it may be
 * one (`handle.plainPage`), the server writes what the page was rendered from into the page, and
 * `app/plain-page.client.tsx` hydrates the same frame and route page from it: React and the page's
 * own parts, none of the router's code. Links and forms then load the next page as they do before
 * any script runs.
 */

/**
 * The built entry of plain pages and the modules it imports (`plain-page.json`, written by the build);
 * `pages`: the modules of each route's page (by its source under app/), which it loads itself.
 */
export interface PlainPageAssets {
  entry: string;
  preloads: string[];
  pages: Record<string, string[]>;
}

/** Given on the server when the build has a plain-page entry; never in the browser, nor with the dev server. */
const AssetsContext = createContext<PlainPageAssets | null>(null);
export const PlainPageAssetsProvider = AssetsContext.Provider;
export const usePlainPageAssets = () => useContext(AssetsContext);

/** A route's say on whether this render of it may be a plain page (from its loader data). */
export interface PlainPageHandle {
  plainPage?: (data: unknown) => boolean;
}

/** A plain page whenever its data loaded: never its error page (decision 0053). */
export const plainWhenLoaded = (data: unknown): boolean => data !== undefined && data !== null;

/** The module of each route's page, under app/: `PAGES` of `app/plain-page.client.tsx` imports it. */
export const PLAIN_PAGE_MODULES = {
  "routes/home": "storefront/content/home-content.tsx",
  "routes/page": "builder/builder-page.tsx",
  "routes/shop": "shop/shop-home.tsx",
  "routes/catering-shop": "shop/shop-home.tsx",
  "routes/wine-shop": "shop/shop-home.tsx",
  "routes/shop-department": "shop/department-page.tsx",
  "catering-shop-department": "shop/department-page.tsx",
  "wine-shop-department": "shop/department-page.tsx",
  "routes/shop-product": "shop/product-view.tsx",
  "catering-shop-product": "shop/product-view.tsx",
  "wine-shop-product": "shop/product-view.tsx",
  recipes: "posts/post-list-page.tsx",
  "recipes-category": "posts/post-list-page.tsx",
  "routes/recipe": "posts/recipe-page.tsx",
  articles: "posts/post-list-page.tsx",
  "articles-category": "posts/post-list-page.tsx",
  "routes/article": "posts/article-page.tsx",
  "routes/my-account": "account/my-account-page.tsx",
  "routes/shop-search": "shop/search-page.tsx",
  "catering-shop-search": "shop/search-page.tsx",
  "wine-shop-search": "shop/search-page.tsx",
  "routes/shop-favorites": "shop/favorites-page.tsx",
  "catering-shop-favorites": "shop/favorites-page.tsx",
  "wine-shop-favorites": "shop/favorites-page.tsx",
  "routes/cart": "cart/cart-page.tsx",
  "routes/checkout": "cart/checkout-page.tsx",
  "routes/stores": "storefront/stores/stores-page.tsx",
  "routes/store": "storefront/stores/store-page.tsx",
  "routes/catering": "storefront/stores/sub-store-landing.tsx",
  "routes/wine": "storefront/stores/sub-store-landing.tsx",
  "store-locator": "storefront/stores/store-locator-page.tsx",
  "my-store-locator": "storefront/stores/store-locator-page.tsx",
  "routes/drink-calculator": "storefront/content/drink-calculator-page.tsx",
  "routes/shop-menu-path": "shop/department-page.tsx",
  "catering-shop-menu-path": "shop/department-page.tsx",
  "wine-shop-menu-path": "shop/department-page.tsx",
  "routes/weekly-ad": "shop/weekly-ad-page.tsx",
  "routes/contact": "storefront/forms/contact-page.tsx",
  "routes/shop-lists": "lists/lists-page.tsx",
  "routes/shop-list": "lists/list-page.tsx",
} as const satisfies Readonly<Record<string, string>>;

/** The route pages a plain page can hold, by route id: each must be in `PAGES` of `app/plain-page.client.tsx`. */
export type PlainPageRoute = keyof typeof PLAIN_PAGE_MODULES;

/** What the page was rendered from, written into it for the browser's render. */
export interface PlainPageData {
  route: PlainPageRoute;
  routeData: unknown;
  root: LayoutData;
  location: Omit<PageLocation, "key">;
}

/**
 * The data as the page holds it: the address's query is the browser's own (`location.search`), not
 * written again, so an overlong query in the address does not make the page any larger.
 */
export type WrittenPlainPageData = Omit<PlainPageData, "location"> & { location: Omit<PageLocation, "key" | "search"> };

const written = ({ location: { pathname, hash }, ...rest }: PlainPageData): WrittenPlainPageData => ({
  ...rest,
  location: { pathname, hash },
});

export { PLAIN_PAGE_DATA_ID, scriptJson };

/** A route page as a plain page renders it, from its loader data. */
export type PlainRoutePage = ComponentType<{ data: never }>;

/** In the document's head: the data, the entry's and the route page's modules to fetch at once, and the entry. */
export function PlainPageScripts({ assets, data, nonce }: { assets: PlainPageAssets; data: PlainPageData; nonce: string }) {
  const preloads = new Set([...assets.preloads, ...(assets.pages[PLAIN_PAGE_MODULES[data.route]] ?? [])]);
  return (
    <>
      {/* Data, never run; with the nonce all the same, as every script element of the page has. */}
      <script
        id={PLAIN_PAGE_DATA_ID}
        type="application/json"
        nonce={nonce || undefined}
        dangerouslySetInnerHTML={{ __html: scriptJson(written(data)) }}
      />
      {[...preloads].map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce || undefined} />
      ))}
      <script type="module" src={assets.entry} nonce={nonce || undefined} />
    </>
  );
}
