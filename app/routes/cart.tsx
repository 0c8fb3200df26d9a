import { useLoaderData } from "react-router";
import { loadCart } from "../cart/cart-loaders.server";
import { cartAction } from "../cart/cart-action.server";
import { CartPage } from "../cart/cart-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import "../cart/cart.css";
import type { Route } from "./+types/cart";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import type { OwnRenderHandle } from "../../server/page-cache/shared-render";

/** A plain page once its data loaded (decisions 0045, 0053, 0062); a shopper's is kept for them (decision 0078). */
export const handle: PlainPageHandle & OwnRenderHandle = { plainPage: plainWhenLoaded, ownRender: true };

export const meta = () => [{ title: "Cart" }, { name: "robots", content: "noindex" }];

/** `/cart`: the cart at the selected store, with what a store switch or a reorder changed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCart(request, context);
}

/** Add to cart (every product card and page), and the cart page's own forms, post here. */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function Cart() {
  return <CartPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
