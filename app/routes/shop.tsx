import { Link, useLoaderData } from "react-router";
import { loadShopHome } from "../shop/catalog-loaders.server";
import { redirectOldDepartment } from "../shop/old-addresses.server";
import { ShopHeader } from "../shop/shop-header";
import { ProductGrid } from "../shop/product-card";
import { ShopErrorBoundary } from "../shop/shop-error";
import type { ShopKind } from "../../core/catalog/shops";
import "../shop/shop.css";
import type { SharedRenderHandle } from "../../server/http/shared-render";
import type { Route } from "./+types/shop";

/** Shared between signed-in shoppers (server/http/shared-pages.ts): their favourites among the products shown key it (decision 0041). */
export const handle: SharedRenderHandle = { sharedRender: true };

const DESCRIPTIONS: Readonly<Record<ShopKind, string>> = {
  shop: "Shop groceries by department, with this week's deals at your store.",
  catering: "Order party platters, boxed lunches, hot entrées and cakes from your store's catering kitchen.",
  wine: "Shop wine, beer and spirits at your store, with varietals, regions and food pairings.",
};

/** The meta of a shop's home page (`/shop`, `/catering/shop`, `/wine/shop`). */
export const shopHomeMeta = ({ data }: { data?: { shop: ShopKind; shopTitle: string } }) => [
  { title: data?.shopTitle ?? "Shop" },
  { name: "description", content: DESCRIPTIONS[data?.shop ?? "shop"] },
];
export const meta = ({ data }: Route.MetaArgs) => shopHomeMeta({ data });

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/**
 * `/shop`: departments, featured products and this week's deals. The catering and wine shops'
 * homes (`/catering/shop`, `/wine/shop`) are this page over their own catalogs. Each requires its
 * store (docs/design/store-context.md): "shop-only", "catering", "wine".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectOldDepartment(request, context);
  return loadShopHome(request, context);
}

export function ShopHome() {
  const data = useLoaderData<typeof loader>();
  const priced = data.store !== null;
  return (
    <div className="shop">
      <ShopHeader title={data.shopTitle} store={data.store} shop={data.shop} />
      <section aria-labelledby="shop-departments">
        <h2 id="shop-departments">Departments</h2>
        <ul className="department-grid">
          {data.departments.map((d) => (
            <li key={d.slug}>
              <Link to={d.url} className="department-tile">
                {/* The department's picture, drawn at build time for the demo's departments (decision 0054). */}
                <img className="department-tile__image" src={`/images/departments/${d.slug}.svg`} alt="" width={480} height={320} loading="lazy" />
                <span className="department-tile__name">{d.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shop-featured">
        <h2 id="shop-featured">Featured</h2>
        <ProductGrid products={data.featured} priced={priced} favoriteIds={data.favoriteIds} signedIn={data.signedIn} label="Featured products" />
      </section>
      {data.onSale.length ? (
        <section aria-labelledby="shop-deals">
          <h2 id="shop-deals">On sale this week</h2>
          <ProductGrid products={data.onSale} priced={priced} favoriteIds={data.favoriteIds} signedIn={data.signedIn} label="Products on sale" />
          <p>
            <Link to={`${data.shopBase}/search?on_sale=1`}>All {data.onSaleTotal} deals</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

export default ShopHome;

export const ErrorBoundary = ShopErrorBoundary;
