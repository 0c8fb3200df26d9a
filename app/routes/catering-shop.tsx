import { loadShopHome } from "../shop/catalog-loaders.server";
import { ShopHome, shopHomeMeta } from "./shop";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/catering-shop";

export const meta = ({ data }: Route.MetaArgs) => shopHomeMeta({ data });

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/catering/shop`: the catering shop's home over its own catalog. Requires the "catering" store (docs/design/store-context.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShopHome(request, context);
}

export default function CateringShop() {
  return <ShopHome />;
}

export const ErrorBoundary = ShopErrorBoundary;
