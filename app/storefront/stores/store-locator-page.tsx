import type { Store } from "#core/stores/store-types";
import { SEARCH_TERM_MAX_LENGTH } from "#core/text/search-term";
import { Form, Link, useLocation } from "../../routing/routing";
import { useLayout } from "../frame/use-layout";
import { Breadcrumb } from "../frame/breadcrumb";
import { StoreCard } from "./store-card";
import { UseMyLocation } from "./use-my-location";

export interface StoreLocatorData {
  q: string;
  origin: { lat: number; lng: number } | null;
  badLocation: boolean;
  stores: (Store & { distance_km?: number | null })[];
}

/** The store locator: a search by city, postal code or name, and the stores nearest the visitor's location first. */
export function StoreLocatorPage({ data: { q, origin, badLocation, stores } }: { data: StoreLocatorData }) {
  const { store: current } = useLayout();
  const { pathname } = useLocation();
  const withoutLocation = q ? `${pathname}?${new URLSearchParams({ q }).toString()}` : pathname;
  return (
    <section className="store-locator">
      <Breadcrumb
        trail={[
          { to: "/", label: "Home" },
          { to: "/stores", label: "Stores" },
        ]}
        current="Store locator"
      />
      <h1>Find a store</h1>
      <div className="store-locator__tools">
        {/* This page without its query (a GET form sends its own), so no query is copied into the page. */}
        <Form method="get" action={pathname} role="search" className="store-locator__search" aria-label="Store search">
          <label htmlFor="store-search">City, postal code or store name</label>
          <input id="store-search" name="q" type="search" maxLength={SEARCH_TERM_MAX_LENGTH} defaultValue={q} />
          {origin ? (
            <>
              <input type="hidden" name="lat" value={origin.lat} />
              <input type="hidden" name="lng" value={origin.lng} />
            </>
          ) : null}
          <button type="submit" className="button">
            Search stores
          </button>
        </Form>
        <UseMyLocation />
      </div>
      {origin ? (
        <p className="store-locator__sort">
          Nearest stores to your location first. <Link to={withoutLocation}>Stop sorting by distance</Link>
        </p>
      ) : null}
      {badLocation ? <p className="store-locator__sort">That location couldn't be read, so stores are listed by state and name.</p> : null}
      <p aria-live="polite" className="store-locator__count">
        {stores.length === 0 ? "No stores match your search." : stores.length === 1 ? "1 store" : `${stores.length} stores`}
      </p>
      <ul className="store-list">
        {stores.map((s) => (
          <StoreCard
            key={s.id}
            layout="list-item"
            headingLevel={2}
            store={s}
            mine={current?.id === s.id}
            distanceKm={s.distance_km}
            offerChoice
          />
        ))}
      </ul>
    </section>
  );
}
