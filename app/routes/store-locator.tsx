import { Form, Link, useLoaderData, type MetaFunction } from "react-router";
import { storesQuery } from "../../core/schemas/stores";
import { SEARCH_TERM_MAX_LENGTH, searchTerm } from "../../core/text/search-term";
import { useLayout } from "../storefront/frame/use-layout";
import { StoreCard } from "../storefront/stores/store-card";
import { UseMyLocation } from "../storefront/stores/use-my-location";
import "../storefront/stores/stores.css";
import type { Route } from "./+types/store-locator";
import { Breadcrumb } from "../storefront/frame/breadcrumb";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";

/** The same for every visitor of a store (its cookie is in the key): signed-in shoppers and visitors with a cart get the shared render. */
export const handle: SharedRenderHandle = { sharedRender: true };

export const meta: MetaFunction = () => [
  { title: "Store locator" },
  { name: "description", content: "Find a store near you by city, postal code or name." },
];

/**
 * The store locator (/store/store-locator and /my-store/store-locator): `q` searches by city, postal
 * code or name; `lat` and `lng` sort by distance. A bad location is ignored (and said so), never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = searchTerm(params.get("q") ?? "");
  const hasLocation = params.has("lat") || params.has("lng");
  const parsed = storesQuery.safeParse({ q, lat: params.get("lat") ?? undefined, lng: params.get("lng") ?? undefined });
  const origin =
    parsed.success && parsed.data.lat !== undefined && parsed.data.lng !== undefined
      ? { lat: parsed.data.lat, lng: parsed.data.lng }
      : null;
  const stores = await context.services.stores.list({ q, ...(origin ?? {}) });
  return { q, origin, badLocation: hasLocation && !origin, stores };
}

export default function StoreLocator() {
  const { q, origin, badLocation, stores } = useLoaderData<typeof loader>();
  const { store: current } = useLayout();
  const withoutLocation = q ? `?${new URLSearchParams({ q }).toString()}` : "?";
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
        {/* action ".": this page without its query (a GET form sends its own), so no query is copied into the page. */}
        <Form method="get" action="." role="search" className="store-locator__search" aria-label="Store search">
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
          Nearest stores to your location first. <Link to={{ search: withoutLocation }}>Stop sorting by distance</Link>
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
