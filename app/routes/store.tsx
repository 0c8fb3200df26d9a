import { useEffect, useRef } from "react";
import { data, useLoaderData } from "react-router";
import type { Store } from "../../core/stores/store-types";
import { useLayout } from "../storefront/frame/use-layout";
import { StoreCard } from "../storefront/stores/store-card";
import "../storefront/stores/stores.css";
import type { Route } from "./+types/store";
import { Breadcrumb } from "../storefront/frame/breadcrumb";

export const meta = ({ data: d }: Route.MetaArgs) => [
  { title: d?.store.name ?? "Store not found" },
  ...(d ? [{ name: "description", content: `${d.store.name}: address, phone and opening hours.` }] : []),
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { stores } = context.services;
  const store = await stores.getBySlug(params.slug ?? "");
  if (!store) throw data(null, { status: 404 });
  // The rest of the store's family: its shop store, catering store and wine store.
  const map = await stores.storeMap(store);
  const relatedIds = [map.shopStoreId, map.cateringStoreId, map.wineStoreId].filter((id): id is number => id !== null && id !== store.id);
  const related = (await Promise.all(relatedIds.map((id) => stores.get(id)))).filter((s): s is Store => s !== undefined);
  return { store, related };
}

/** A store's landing page: details, the My Store star, and Select Another Store or Make This My Store. */
export default function StorePage() {
  const { store, related } = useLoaderData<typeof loader>();
  const { store: current } = useLayout();
  const mine = current?.id === store.id;

  // After "Make This My Store" the button is replaced: move focus to what replaced it.
  const anotherRef = useRef<HTMLAnchorElement>(null);
  const wasMine = useRef(mine);
  useEffect(() => {
    if (mine && !wasMine.current) anotherRef.current?.focus();
    wasMine.current = mine;
  }, [mine]);

  return (
    <article className="store-page">
      <Breadcrumb
        trail={[
          { to: "/", label: "Home" },
          { to: "/stores", label: "Stores" },
        ]}
        current={store.name}
      />
      <StoreCard layout="page" store={store} mine={mine} selectAnotherRef={anotherRef} />
      {related.length ? (
        <section className="store-page__related" aria-labelledby="store-related">
          <h2 id="store-related">Also part of this store</h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <a href={r.url}>{r.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
