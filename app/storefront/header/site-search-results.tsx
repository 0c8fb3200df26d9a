import { Link, type useLoaderData } from "react-router";
import { ProductGrid } from "../../shop/product-card";
import type { loader } from "../../routes/home";

/** The home page's data for a site search (`/?s=`). */
export type SiteSearchData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "search" }>;

/** The site search's answer (`/?s=`): the first products found, then the pages. */
export function SiteSearchResults({ data }: { data: SiteSearchData }) {
  return (
    <section className="search-results">
      <h1>Search results for “{data.term}”</h1>
      {data.products && data.products.total ? (
        <section aria-labelledby="search-products">
          <h2 id="search-products">Products</h2>
          <ProductGrid
            products={data.products.items}
            priced={data.priced}
            favoriteIds={data.favoriteIds}
            signedIn={data.signedIn}
            label="Matching products"
          />
          <p>
            <Link to={`/shop/search?q=${encodeURIComponent(data.term)}`}>
              {data.products.total === 1 ? "See the product in the shop" : `See all ${data.products.total} products in the shop`}
            </Link>
          </p>
        </section>
      ) : null}
      <h2>Pages</h2>
      {data.results === null ? (
        <p role="status">Search is not available right now. Please try again in a moment.</p>
      ) : data.results.length ? (
        <ul>
          {data.results.map((r) => (
            <li key={r.url}>
              <a href={r.url}>{r.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing matched your search.</p>
      )}
    </section>
  );
}
