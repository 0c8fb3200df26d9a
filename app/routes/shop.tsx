import { useLoaderData, type MetaFunction } from "react-router";
import { applyStoreRequirement } from "../storefront/store-requirement.server";
import { ShopArea } from "../storefront/shop-area";
import type { Route } from "./+types/shop";

export const meta: MetaFunction = () => [{ title: "Shop" }];

/** Requires the "shop-only" store (DESIGN section 3). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await applyStoreRequirement(request, context, "shop-only");
  const trees = await context.services.navigation.trees(store?.id ?? null, new URL(request.url).pathname);
  return { store, departments: trees.shop };
}

export default function Shop() {
  const { store, departments } = useLoaderData<typeof loader>();
  return <ShopArea title="Shop" store={store} departments={departments} />;
}
