import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { ShopHeader } from "./shop-header";
import { Listing } from "./listing";
import type { Route } from "../routes/+types/shop-search";

/** The search's page, `/shop/search?q=`: products matching a term, with a department's facets and sort. */
export function SearchPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
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
