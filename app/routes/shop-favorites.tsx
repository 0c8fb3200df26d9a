import { useLoaderData } from "react-router";
import { loadFavorites } from "../shop/catalog-loaders.server";
import { favoriteAction } from "../shop/favorite-action.server";
import { FavoritesPage } from "../shop/favorites-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/shop-favorites";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** A plain page once its data loaded (decisions 0045, 0053, 0062). */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta = () => [{ title: "My favorites" }, { name: "robots", content: "noindex" }];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/shop/favorites` (the spec's `/shop#!/?filter=is_favorite`): the signed-in shopper's favorites at the store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFavorites(request, context);
}

/** The heart on every product posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return favoriteAction(request, context);
}

export default function ShopFavorites() {
  return <FavoritesPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
