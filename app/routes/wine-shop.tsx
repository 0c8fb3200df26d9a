import { useLoaderData, type MetaFunction } from "react-router";
import { applyStoreRequirement } from "../storefront/store-requirement.server";
import { ShopArea } from "../storefront/shop-area";
import type { Route } from "./+types/wine-shop";

export const meta: MetaFunction = () => [{ title: "Wine shop" }];

/** Requires the "wine" store (DESIGN section 3). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await applyStoreRequirement(request, context, "wine");
  const trees = await context.services.navigation.trees(store?.id ?? null, new URL(request.url).pathname);
  return { store, departments: trees.shop };
}

export default function WineShop() {
  const { store, departments } = useLoaderData<typeof loader>();
  return <ShopArea title="Wine shop" store={store} departments={departments} />;
}
