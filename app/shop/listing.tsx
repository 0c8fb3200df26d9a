import { lazy, Suspense, useCallback, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "../routing/routing";
import { catalogHref, SORT_LABELS, CATALOG_SORTS, toggleFacet, type CatalogQuery } from "../../core/catalog/catalog-query";
import { isProductFlag } from "../../core/catalog/flags";
import { departmentUrl } from "../../core/catalog/types";
import { Pagination } from "#app/ui/pagination";
import { CheckboxChip } from "#app/ui/chip";
import { useHydrated } from "#app/storefront/hydration/use-hydrated";
import { ProductGrid } from "./product-card";
import type { ListingData } from "./catalog-loaders.server";

type Jsonified<T> = T extends Date ? string : T;

/** The filters' dialog is loaded when it is first opened: wide screens never open it. */
const Dialog = lazy(() => import("#app/ui/dialog").then((m) => ({ default: m.Dialog })));

/** A facet value: a link drawn as a checkbox chip that turns it on or off (aria-current while on), with its count. */
function FacetLink({ to, label, count, on }: { to: string; label: string; count: number; on: boolean }) {
  return <CheckboxChip to={to} label={label} count={count} on={on} row />;
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
                  className="chip chip--row"
                >
                  <span>{d.label}</span> <span className="chip__count">({d.count})</span>
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
  const hydrated = useHydrated();
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
      {hydrated ? null : (
        <button type="submit" className="button button--small">
          Sort
        </button>
      )}
    </Form>
  );
}

/** How many filters are on (the Filters button says it). */
function filtersOn(query: CatalogQuery): number {
  return query.brands.length + query.flags.length + (query.onSale ? 1 : 0);
}

/**
 * On narrow screens the filters leave the page for a [dialog] `Filters`, opened by [button] `Filters`
 * (its count of filters on beside it). Without scripts the button is hidden and the filters stay in
 * the page (the `<noscript>` style in the listing).
 */
function FiltersButton({ data }: { data: Jsonified<ListingData> }) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so that closing it hands focus back.
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const on = filtersOn(data.query);
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small listing__filters-button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Filters
        {on ? (
          <>
            <span className="listing__filters-count" aria-hidden="true">
              {on}
            </span>
            <span className="visually-hidden"> ({on} on)</span>
          </>
        ) : null}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={close} title="Filters" sheet>
            <Facets data={data} />
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}

/** Without scripts the Filters button cannot open its dialog: the filters stay in the page instead. */
const NO_SCRIPT_FILTERS_CSS = ".listing__filters-button{display:none!important}.listing__aside{display:block!important}";

/** A product list with its facets, sort, count and pages; the grid is aria-busy while the next list loads. */
export function Listing({ data, label }: { data: Jsonified<ListingData>; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === data.path;
  const { page, query, path, store } = data;
  return (
    <div className="listing">
      <noscript>
        <style>{NO_SCRIPT_FILTERS_CSS}</style>
      </noscript>
      <div className="listing__aside">
        <Facets data={data} />
      </div>
      <div className="listing__main" aria-busy={busy}>
        <div className="listing__bar">
          <p role="status" className="listing__count">
            {page.total === 1 ? "1 product" : `${page.total} products`}
          </p>
          <FiltersButton data={data} />
          <SortForm data={data} />
        </div>
        {/* The cards' names are level 3: this heading keeps the order when the filters' headings are in a closed dialog. */}
        <h2 className="visually-hidden">{label}</h2>
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
