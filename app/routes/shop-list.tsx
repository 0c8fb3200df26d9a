import { useLoaderData } from "react-router";
import { loadList } from "../lists/list-loaders.server";
import { listItemsAction } from "../lists/list-items-action.server";
import { ListPage } from "../lists/list-page";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import "../styles/forms.css";
import "../lists/lists.css";
import type { Route } from "./+types/shop-list";

/**
 * A plain page once its data loaded (never another shopper's list, a 404), and never as the answer to
 * a form the browser posted (decisions 0045, 0123): the hydrated page sends its forms itself.
 */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.list ? `${data.list.name} | My shopping lists` : "My shopping lists" },
  { name: "robots", content: "noindex" },
];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadList(context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return listItemsAction(request, context, params.id);
}

export default function ShopList() {
  return <ListPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
