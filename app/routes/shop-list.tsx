import { useLoaderData } from "react-router";
import { loadList } from "../lists/list-loaders.server";
import { listItemsAction } from "../lists/list-items-action.server";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import "../styles/forms.css";
import "../lists/lists.css";
import type { Route } from "./+types/shop-list";
import { ShopListPage } from "../lists/list-page";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** A plain page once its data loaded (decisions 0045, 0053, 0062). */
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
  return <ShopListPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
