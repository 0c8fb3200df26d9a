import { loadShopHome } from "../shop/catalog-loaders.server";
import { ShopHomeRoute, shopHomeMeta } from "./shop";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/wine-shop";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Hydrated without the router once loaded (decision 0053). */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta = ({ data }: Route.MetaArgs) => shopHomeMeta({ data });

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/wine/shop`: the wine shop's home over its own catalog. Requires the "wine" store (docs/design/store-context.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShopHome(request, context);
}

export default function WineShop() {
  return <ShopHomeRoute />;
}

export const ErrorBoundary = ShopErrorBoundary;
