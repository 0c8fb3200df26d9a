import { Link, useLoaderData } from "react-router";
import { loadShopHome } from "../shop/catalog-loaders.server";
import { redirectOldDepartment } from "../shop/old-addresses.server";
import { ShopHeader } from "../shop/shop-header";
import { ProductGrid } from "../shop/product-card";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/shop";

export const meta = () => [{ title: "Shop" }, { name: "description", content: "Shop groceries by department, with this week's deals at your store." }];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/shop`: departments, featured products and this week's deals. Requires the "shop-only" store (DESIGN section 3). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectOldDepartment(request, context);
  return loadShopHome(request, context);
}

export default function Shop() {
  const data = useLoaderData<typeof loader>();
  const priced = data.store !== null;
  return (
    <div className="shop">
      <ShopHeader title="Shop" store={data.store} />
      <section aria-labelledby="shop-departments">
        <h2 id="shop-departments">Departments</h2>
        <ul className="department-grid">
          {data.departments.map((d) => (
            <li key={d.slug}>
              <Link to={d.url}>{d.name}</Link>
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
            <Link to="/shop/search?on_sale=1">All {data.onSaleTotal} deals</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
