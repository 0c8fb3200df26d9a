import { useLoaderData } from "react-router";
import { loadShopHome } from "../shop/catalog-loaders.server";
import { redirectOldDepartment } from "../shop/old-addresses.server";
import { ShopHome } from "../shop/shop-home";
import { ShopErrorBoundary } from "../shop/shop-error";
import type { ShopKind } from "../../core/catalog/shops";
import "../shop/shop.css";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { Route } from "./+types/shop";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Shared between signed-in shoppers (server/page-cache/shared-pages.ts): their favourites among the products shown key it (decision 0041). */
export const handle: SharedRenderHandle & PlainPageHandle = { sharedRender: true, plainPage: plainWhenLoaded };

const DESCRIPTIONS: Readonly<Record<ShopKind, string>> = {
  shop: "Shop groceries by department, with this week's deals at your store.",
  catering: "Order party platters, boxed lunches, hot entrées and cakes from your store's catering kitchen.",
  wine: "Shop wine, beer and spirits at your store, with varietals, regions and food pairings.",
};

/** The meta of a shop's home page (`/shop`, `/catering/shop`, `/wine/shop`). */
export const shopHomeMeta = ({ data }: { data?: { shop: ShopKind; shopTitle: string } }) => [
  { title: data?.shopTitle ?? "Shop" },
  { name: "description", content: DESCRIPTIONS[data?.shop ?? "shop"] },
];
export const meta = ({ data }: Route.MetaArgs) => shopHomeMeta({ data });

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/**
 * `/shop`: departments, featured products and this week's deals. The catering and wine shops'
 * homes (`/catering/shop`, `/wine/shop`) are this page over their own catalogs. Each requires its
 * store (docs/design/store-context.md): "shop-only", "catering", "wine".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectOldDepartment(request, context);
  return loadShopHome(request, context);
}

export function ShopHomeRoute() {
  return <ShopHome data={useLoaderData<typeof loader>()} />;
}

export default ShopHomeRoute;

export const ErrorBoundary = ShopErrorBoundary;
