import { useLoaderData } from "react-router";
import { loadSearch } from "../shop/catalog-loaders.server";
import { SearchPage } from "../shop/search-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { Route } from "./+types/shop-search";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Shared between signed-in shoppers (server/page-cache/shared-pages.ts): their favourites among the products shown key it (decision 0041). */
export const handle: SharedRenderHandle & PlainPageHandle = { sharedRender: true, plainPage: plainWhenLoaded };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.listing.query.q ? `Products matching “${data.listing.query.q}”` : "Search products" },
  { name: "robots", content: "noindex, follow" },
];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/shop/search?q=`: products matching a term (typos forgiven), with the same facets and sort as a department. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context);
}

export default function ShopSearch() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
