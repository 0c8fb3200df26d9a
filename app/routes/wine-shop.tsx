import { loadShopHome } from "../shop/catalog-loaders.server";
import { ShopHome, shopHomeMeta } from "./shop";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/wine-shop";

export const meta = ({ data }: Route.MetaArgs) => shopHomeMeta({ data });

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/wine/shop`: the wine shop's home over its own catalog. Requires the "wine" store (docs/design/store-context.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShopHome(request, context);
}

export default function WineShop() {
  return <ShopHome />;
}

export const ErrorBoundary = ShopErrorBoundary;
