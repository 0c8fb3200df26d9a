import { useLoaderData } from "react-router";
import { loadLists } from "../lists/list-loaders.server";
import { listsAction } from "../lists/lists-action.server";
import { ListsPage } from "../lists/lists-page";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import "../styles/forms.css";
import "../lists/lists.css";
import type { Route } from "./+types/shop-lists";

/**
 * A plain page once its data loaded, never as the answer to a form the browser posted (decisions
 * 0045, 0123): the hydrated page sends its forms itself and shows the answer in place.
 */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta = () => [{ title: "My shopping lists" }, { name: "robots", content: "noindex" }];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLists(request, context);
}

/** Create, rename and delete lists; the product page's and the recipe page's "Add to list" post here too. */
export async function action({ request, context }: Route.ActionArgs) {
  return listsAction(request, context);
}

export default function ShopLists() {
  return <ListsPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
