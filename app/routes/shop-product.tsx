import { useLoaderData } from "react-router";
import { loadProduct } from "../shop/catalog-loaders.server";
import { ProductView } from "../shop/product-view";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/shop-product";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";

/**
 * Hydrated without the router once loaded (decision 0053); shared between shoppers whose favourite
 * mark on it and whose shopping lists are the same (decisions 0039, 0041 and 0057).
 */
export const handle: PlainPageHandle & SharedRenderHandle = { plainPage: plainWhenLoaded, sharedRender: true };

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [
        { title: `${data.product.name} | ${data.shopTitle}` },
        { name: "description", content: data.product.description },
        { tagName: "link", rel: "canonical", href: `${data.origin}${data.product.url}` },
      ]
    : [{ title: "Product not found" }];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/shop/products/<slug>` (and the catering and wine shops' own): one product as the selected store sells it, with Product structured data. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProduct(request, context, params.slug);
}

export default function ShopProduct() {
  return <ProductView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
