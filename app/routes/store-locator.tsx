import { Form, useLoaderData, type MetaFunction } from "react-router";
import { storesQuery } from "../../core/schemas/stores";
import { useLayout } from "../storefront/use-layout";
import { MakeMyStoreButton } from "../storefront/make-my-store-button";
import { StoreAddress } from "../storefront/store-address";
import type { Route } from "./+types/store-locator";

export const meta: MetaFunction = () => [{ title: "Store locator" }, { name: "description", content: "Find a store near you by city, postal code or name." }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = storesQuery.safeParse(Object.fromEntries(url.searchParams));
  const q = parsed.success ? parsed.data : {};
  const stores = await context.services.stores.list(q);
  return { q: parsed.success ? (parsed.data.q ?? "") : "", stores };
}

export default function StoreLocator() {
  const { q, stores } = useLoaderData<typeof loader>();
  const { store: current } = useLayout();
  return (
    <section className="store-locator">
      <h1>Find a store</h1>
      <Form method="get" role="search" className="store-locator__search">
        <label htmlFor="store-search">City, postal code or store name</label>
        <input id="store-search" name="q" type="search" defaultValue={q} />
        <button type="submit" className="button">
          Search stores
        </button>
      </Form>
      <p aria-live="polite">{stores.length === 1 ? "1 store" : `${stores.length} stores`}</p>
      <ul className="store-list">
        {stores.map((s) => (
          <li key={s.id} className="store-card">
            <h2 id={`store-${s.id}-name`}>
              <a href={s.url}>{s.name}</a>
            </h2>
            <StoreAddress store={s} />
            {s.phone ? <p>{s.phone}</p> : null}
            {s.hours ? <p>{s.hours}</p> : null}
            {current?.id === s.id ? (
              <p className="store-card__mine">
                <span aria-hidden="true">★</span> My Store
              </p>
            ) : s.is_selectable ? (
              <MakeMyStoreButton storeId={s.id} storeName={s.name} />
            ) : (
              <p className="store-card__note">This store can't be selected for online shopping.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
