import { useLoaderData, type MetaFunction } from "react-router";
import { sortStoresForDropdown } from "../../core/stores/store-search";
import { StoresPage } from "../storefront/stores/stores-page";
import "../storefront/stores/stores.css";
import type { Route } from "./+types/stores";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Hydrated without the router once its data loaded (decisions 0045, 0117). */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta: MetaFunction = () => [{ title: "All stores" }, { name: "description", content: "Every store of the chain, by state." }];

export async function loader({ context }: Route.LoaderArgs) {
  return { stores: sortStoresForDropdown(await context.services.stores.list()) };
}

/** The stores archive, by state then name; its breadcrumb leads to the store locator. */
export default function Stores() {
  return <StoresPage data={useLoaderData<typeof loader>()} />;
}
