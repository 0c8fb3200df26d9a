import { useLoaderData, type MetaFunction } from "react-router";
import { applyStoreRequirement } from "../storefront/store-requirement.server";
import { ShopArea } from "../storefront/shop-area";
import type { Route } from "./+types/catering-shop";

export const meta: MetaFunction = () => [{ title: "Catering shop" }];

/** Requires the "catering" store (DESIGN section 3). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await applyStoreRequirement(request, context, "catering");
  const trees = await context.services.navigation.trees(store?.id ?? null, new URL(request.url).pathname);
  return { store, departments: trees.shop };
}

export default function CateringShop() {
  const { store, departments } = useLoaderData<typeof loader>();
  return <ShopArea title="Catering shop" store={store} departments={departments} />;
}
