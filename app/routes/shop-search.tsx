import { useLoaderData } from "react-router";
import { loadSearch } from "../shop/catalog-loaders.server";
import { ShopHeader } from "../shop/shop-header";
import { Listing } from "../shop/listing";
import { Breadcrumb } from "../storefront/breadcrumb";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { Route } from "./+types/shop-search";

/** Shared between signed-in shoppers (server/page-cache/shared-pages.ts): their favourites among the products shown key it (decision 0041). */
export const handle: SharedRenderHandle = { sharedRender: true };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.listing.query.q ? `Products matching “${data.listing.query.q}”` : "Search products" },
  { name: "robots", content: "noindex, follow" },
];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/shop/search?q=`: products matching a term (typos forgiven), with the same facets and sort as a department. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context);
}

export default function ShopSearchPage() {
  const data = useLoaderData<typeof loader>();
  const q = data.listing.query.q;
  return (
    <div className="shop">
      <ShopHeader title={q ? `Products matching “${q}”` : "All products"} store={data.store} shop={data.shop} search={q}>
        <Breadcrumb trail={[{ to: data.shopBase, label: data.shopTitle }]} current="Search" />
      </ShopHeader>
      <Listing data={data.listing} label="Search results" />
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
