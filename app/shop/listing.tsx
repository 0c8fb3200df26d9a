import { Form, Link, useNavigation, useSubmit } from "../routing/routing";
import { catalogHref, SORT_LABELS, CATALOG_SORTS, toggleFacet, type CatalogQuery } from "../../core/catalog/catalog-query";
import { isProductFlag } from "../../core/catalog/flags";
import { departmentUrl } from "../../core/catalog/types";
import { Pagination } from "../posts/pagination";
import { ProductGrid } from "./product-card";
import type { ListingData } from "./catalog-loaders.server";

type Jsonified<T> = T extends Date ? string : T;

/** A facet value: a link that turns it on or off (aria-current while on), with its count. */
function FacetLink({ to, label, count, on }: { to: string; label: string; count: number; on: boolean }) {
  return (
    <Link to={to} aria-current={on ? "true" : undefined} className="facet-link" preventScrollReset>
      <span className="facet-link__box" aria-hidden="true">
        {on ? "☑" : "☐"}
      </span>
      {label} <span className="facet-link__count">({count})</span>
    </Link>
  );
}

/** Facets of a list: sub-departments, brands, dietary flags and sale, each a link (works without JavaScript). */
export function Facets({ data }: { data: Jsonified<ListingData> }) {
  const { page, query, path } = data;
  const href = (q: CatalogQuery) => catalogHref(path, q);
  return (
    <nav className="facets" aria-label="Filters">
      {page.facets.departments.length ? (
        <section aria-labelledby="facet-departments">
          <h2 id="facet-departments">Department</h2>
          <ul>
            {page.facets.departments.map((d) => (
              <li key={d.value}>
                <Link
                  to={catalogHref(departmentUrl(d.value, data.shop), { ...query, department: d.value, page: 1 })}
                  className="facet-link"
                >
                  {d.label} <span className="facet-link__count">({d.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="facet-sale">
        <h2 id="facet-sale">Deals</h2>
        <ul>
          <li>
            <FacetLink to={href(toggleFacet(query, { onSale: true }))} label="On sale" count={page.facets.on_sale} on={query.onSale} />
          </li>
        </ul>
      </section>
      {page.facets.flags.length ? (
        <section aria-labelledby="facet-flags">
          <h2 id="facet-flags">Dietary and more</h2>
          <ul>
            {page.facets.flags.map((f) =>
              isProductFlag(f.value) ? (
                <li key={f.value}>
                  <FacetLink
                    to={href(toggleFacet(query, { flag: f.value }))}
                    label={f.label}
                    count={f.count}
                    on={query.flags.includes(f.value)}
                  />
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
      {page.facets.brands.length ? (
        <section aria-labelledby="facet-brands">
          <h2 id="facet-brands">Brand</h2>
          <ul>
            {page.facets.brands.map((b) => (
              <li key={b.value}>
                <FacetLink
                  to={href(toggleFacet(query, { brand: b.value }))}
                  label={b.label}
                  count={b.count}
                  on={query.brands.includes(b.value)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </nav>
  );
}

/** The sort choice: a GET form (its button sends it without JavaScript; with it, choosing sends it). */
function SortForm({ data }: { data: Jsonified<ListingData> }) {
  const submit = useSubmit();
  const { query, path } = data;
  return (
    <Form
      method="get"
      action={path}
      className="sort-form"
      preventScrollReset
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {query.brands.length ? <input type="hidden" name="brand" value={query.brands.join(",")} /> : null}
      {query.flags.length ? <input type="hidden" name="flags" value={query.flags.join(",")} /> : null}
      {query.onSale ? <input type="hidden" name="on_sale" value="1" /> : null}
      <label htmlFor="sort">Sort by</label>
      <select id="sort" name="sort" defaultValue={query.sort} key={query.sort}>
        {CATALOG_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small">
        Sort
      </button>
    </Form>
  );
}

/** A product list with its facets, sort, count and pages; the grid is aria-busy while the next list loads. */
export function Listing({ data, label }: { data: Jsonified<ListingData>; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === data.path;
  const { page, query, path, store } = data;
  return (
    <div className="listing">
      <Facets data={data} />
      <div className="listing__main" aria-busy={busy}>
        <div className="listing__bar">
          <p role="status" className="listing__count">
            {page.total === 1 ? "1 product" : `${page.total} products`}
          </p>
          <SortForm data={data} />
        </div>
        {page.items.length ? (
          <ProductGrid
            products={page.items}
            priced={store !== null}
            favoriteIds={data.favoriteIds}
            signedIn={data.signedIn}
            label={label}
          />
        ) : (
          <p>No products match. Try removing a filter.</p>
        )}
        <Pagination page={page.page} totalPages={page.totalPages} href={(n) => catalogHref(path, { ...query, page: n })} />
      </div>
    </div>
  );
}
