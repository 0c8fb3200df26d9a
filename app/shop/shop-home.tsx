import { Link } from "../routing/routing";
import { ShopHeader } from "./shop-header";
import { ProductGrid } from "./product-card";
import type { loadShopHome } from "./catalog-loaders.server";

export type ShopHomeData = Awaited<ReturnType<typeof loadShopHome>>;

/** `/shop` and the catering and wine shops' homes: departments, featured products and this week's deals. */
export function ShopHome({ data }: { data: ShopHomeData }) {
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
                <img
                  className="department-tile__image"
                  src={`/images/departments/${d.slug}.svg`}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                />
                <span className="department-tile__name">{d.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shop-featured">
        <h2 id="shop-featured">Featured</h2>
        <ProductGrid
          products={data.featured}
          priced={priced}
          favoriteIds={data.favoriteIds}
          signedIn={data.signedIn}
          label="Featured products"
        />
      </section>
      {data.onSale.length ? (
        <section aria-labelledby="shop-deals">
          <h2 id="shop-deals">On sale this week</h2>
          <ProductGrid
            products={data.onSale}
            priced={priced}
            favoriteIds={data.favoriteIds}
            signedIn={data.signedIn}
            label="Products on sale"
          />
          <p>
            <Link to={`${data.shopBase}/search?on_sale=1`}>All {data.onSaleTotal} deals</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
