import { data, Link, useLoaderData } from "react-router";
import { useLayout } from "../storefront/use-layout";
import { MakeMyStoreButton } from "../storefront/make-my-store-button";
import { StoreAddress } from "../storefront/store-address";
import type { Route } from "./+types/store";

export const meta = ({ data: d }: Route.MetaArgs) => [{ title: d?.store.name ?? "Store not found" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await context.services.stores.getBySlug(params.slug ?? "");
  if (!store) throw data(null, { status: 404 });
  return { store };
}

/** A store's landing page: details, the My Store star, and the store choice. */
export default function StorePage() {
  const { store } = useLoaderData<typeof loader>();
  const { store: current } = useLayout();
  const mine = current?.id === store.id;
  return (
    <section className="store-page">
      <h1 id={`store-${store.id}-name`}>
        {store.name}
        {mine ? (
          <span className="my-store-star" role="img" aria-label="My Store">
            ★
          </span>
        ) : null}
      </h1>
      <StoreAddress store={store} />
      {store.phone ? <p>Phone: {store.phone}</p> : null}
      {store.hours ? <p>Hours: {store.hours}</p> : null}
      {mine ? (
        <Link className="button" to="/store/store-locator">
          Select Another Store
        </Link>
      ) : store.is_selectable ? (
        <MakeMyStoreButton storeId={store.id} storeName={store.name} />
      ) : (
        <p>This store can't be selected for online shopping.</p>
      )}
    </section>
  );
}
