import { data, type AppLoadContext } from "react-router";
import { applyStoreRequirement } from "../storefront/stores/store-requirement.server";
import { loadOrUnavailable, unavailableResponse } from "../storefront/stores/unavailable.server";
import { originOf } from "../posts/post-loaders.server";
import { catalogQueryFromSearch, EMPTY_CATALOG_QUERY, type CatalogQuery } from "../../core/catalog/catalog-query";
import type { DepartmentNode, ProductDetail, ProductPage } from "../../core/catalog/types";
import type { Store } from "../../core/stores/store-types";
import { favoritesShown, shopperFavorites, shopperListsShown } from "./favorites-shown.server";
import { SHOP_BASES, SHOP_REQUIREMENTS, SHOP_TITLES, shopKindOfPath, type ShopKind } from "../../core/catalog/shops";

/** Runs a page's own read; the database being away is the route's 503, not a 500. */
export async function read<T>(context: AppLoadContext, what: string, load: () => Promise<T>): Promise<T> {
  const found = await loadOrUnavailable(context, what, load);
  if (found === "unavailable") throw unavailableResponse();
  return found.value;
}

const notFound = () => data(null, { status: 404 });

/** A department as a page shows it: no children below the page's own level. */
export interface DepartmentLink {
  slug: string;
  name: string;
  url: string;
}
const link = (d: DepartmentNode): DepartmentLink => ({ slug: d.slug, name: d.name, url: d.url });

/**
 * What every shop page has: which shop its address is in (the grocery, catering or wine shop), the
 * store that shop needs (the grocery shop's, or the catering or wine store: docs/design/store-context.md), and the
 * signed-in shopper's favorites.
 */
async function shopContext(request: Request, context: AppLoadContext) {
  const shop = shopKindOfPath(new URL(request.url).pathname);
  const store = await applyStoreRequirement(request, context, SHOP_REQUIREMENTS[shop]);
  const user = context.auth.user;
  const favoriteIds = user ? await read(context, "favorites", () => shopperFavorites(context)) : [];
  return { shop, shopTitle: SHOP_TITLES[shop], shopBase: SHOP_BASES[shop], store, favoriteIds, signedIn: user !== null };
}

const catalogOf = (context: AppLoadContext, shop: ShopKind) => context.services.catalog.in(shop);

export interface ListingData {
  shop: ShopKind;
  store: Store | null;
  favoriteIds: number[];
  signedIn: boolean;
  /** The address the list's filters and pages are relative to. */
  path: string;
  query: CatalogQuery;
  page: ProductPage;
}

async function listing(
  context: AppLoadContext,
  shop: ShopKind,
  store: Store | null,
  query: CatalogQuery,
  productIds: number[] | null = null,
): Promise<ProductPage> {
  return read(context, "products", () => catalogOf(context, shop).list(store, query, productIds));
}

/** `/shop` (and `/catering/shop`, `/wine/shop`): departments, featured products and what is on sale at the store. */
export async function loadShopHome(request: Request, context: AppLoadContext) {
  const base = await shopContext(request, context);
  const [departments, featured, onSale] = await Promise.all([
    read(context, "departments", () => catalogOf(context, base.shop).departments()),
    listing(context, base.shop, base.store, { ...EMPTY_CATALOG_QUERY, perPage: 8 }),
    listing(context, base.shop, base.store, { ...EMPTY_CATALOG_QUERY, onSale: true, sort: "name", perPage: 8 }),
  ]);
  const favoriteIds = favoritesShown(context, base.favoriteIds, [...featured.items, ...onSale.items]);
  return {
    ...base,
    favoriteIds,
    departments: departments.roots.map((d) => ({ ...link(d), children: d.children.map(link) })),
    featured: featured.items,
    onSale: onSale.items,
    onSaleTotal: onSale.total,
  };
}

/**
 * A department page, at `<shop>/departments/<slug>` or at the menu's `<shop>/<department>/<sub>` (the
 * last segment names it; in a catering or wine shop the menu's segment may be the slug without the
 * shop's prefix, "cakes" for "catering-cakes"). Sort, facets and page come from the query string.
 */
export async function loadDepartment(request: Request, context: AppLoadContext, slug: string) {
  const base = await shopContext(request, context);
  const idx = await read(context, "departments", () => catalogOf(context, base.shop).departments());
  const node = idx.bySlug.get(slug) ?? (base.shop === "shop" ? undefined : idx.bySlug.get(`${base.shop}-${slug}`));
  if (!node) throw notFound();
  const parent = node.parentId === null ? null : (idx.byId.get(node.parentId) ?? null);
  const url = new URL(request.url);
  const query = catalogQueryFromSearch(url.searchParams, node.slug);
  const page = await listing(context, base.shop, base.store, query);
  const favoriteIds = favoritesShown(context, base.favoriteIds, page.items);
  return {
    ...base,
    favoriteIds,
    department: { ...link(node), children: node.children.map(link) },
    parent: parent ? link(parent) : null,
    canonical: `${originOf(request, context)}${node.url}`,
    listing: {
      shop: base.shop,
      store: base.store,
      favoriteIds,
      signedIn: base.signedIn,
      path: node.url,
      query,
      page,
    } satisfies ListingData,
  };
}

/** `<shop>/search?q=`: the same search as the products API (and, in the grocery shop, the site search). */
export async function loadSearch(request: Request, context: AppLoadContext) {
  const base = await shopContext(request, context);
  const query = catalogQueryFromSearch(new URL(request.url).searchParams);
  const page = await listing(context, base.shop, base.store, query);
  const favoriteIds = favoritesShown(context, base.favoriteIds, page.items);
  return {
    ...base,
    favoriteIds,
    listing: {
      shop: base.shop,
      store: base.store,
      favoriteIds,
      signedIn: base.signedIn,
      path: `${base.shopBase}/search`,
      query,
      page,
    } satisfies ListingData,
  };
}

/** `<shop>/favorites` (the spec's `<shop>#!/?filter=is_favorite`): the signed-in shopper's favorites the store sells. */
export async function loadFavorites(request: Request, context: AppLoadContext) {
  const base = await shopContext(request, context);
  const query = catalogQueryFromSearch(new URL(request.url).searchParams);
  const page = base.signedIn
    ? await listing(context, base.shop, base.store, { ...query, sort: query.sort === "relevance" ? "name" : query.sort }, [
        ...base.favoriteIds,
      ])
    : null;
  const favoriteIds = favoritesShown(context, base.favoriteIds, page?.items ?? []);
  return {
    ...base,
    favoriteIds,
    listing: page
      ? ({
          shop: base.shop,
          store: base.store,
          favoriteIds,
          signedIn: true,
          path: `${base.shopBase}/favorites`,
          query,
          page,
        } satisfies ListingData)
      : null,
  };
}

/** A product page: the product as the store sells it (or says it does not), with its structured data; another shop's product is not found. */
export async function loadProduct(request: Request, context: AppLoadContext, slug: string) {
  const base = await shopContext(request, context);
  const found: { product: ProductDetail; carried: boolean } | null = await read(context, "product", () =>
    catalogOf(context, base.shop).get(base.store, { slug }),
  );
  if (!found) throw notFound();
  const lists = await read(context, "shopping lists", () => shopperListsShown(context));
  return {
    ...base,
    favoriteIds: favoritesShown(context, base.favoriteIds, [found.product]),
    product: found.product,
    carried: found.carried,
    origin: originOf(request, context),
    lists,
  };
}
