import { useLoaderData, type MetaFunction } from "react-router";
import { storesQuery } from "../../core/schemas/stores";
import { searchTerm } from "../../core/text/search-term";
import { StoreLocatorPage } from "../storefront/stores/store-locator-page";
import "../storefront/stores/stores.css";
import type { Route } from "./+types/store-locator";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/**
 * The same for every visitor of a store (its cookie is in the key): signed-in shoppers and visitors with a cart get the shared render.
 * Hydrated without the router once its data loaded (decisions 0045, 0117).
 */
export const handle: SharedRenderHandle & PlainPageHandle = { sharedRender: true, plainPage: plainWhenLoaded };

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
  return <StoreLocatorPage data={useLoaderData<typeof loader>()} />;
}
