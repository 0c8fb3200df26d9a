import { data, useLoaderData } from "react-router";
import type { Store } from "../../core/stores/store-types";
import { StorePage } from "../storefront/stores/store-page";
import "../storefront/stores/stores.css";
import type { Route } from "./+types/store";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Hydrated without the router once its data loaded, never its 404 (decisions 0045, 0117); Make This My Store answers in place all the same. */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

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
export default function StoreLanding() {
  return <StorePage data={useLoaderData<typeof loader>()} />;
}
