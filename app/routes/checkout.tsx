import { useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { checkoutAction, loadCheckout } from "../cart/checkout.server";
import { CheckoutPage } from "../cart/checkout-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import "../cart/cart.css";
import "../cart/checkout.css";
import type { Route } from "./+types/checkout";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import type { OwnRenderHandle } from "../../server/page-cache/shared-render";

/** A plain page once its data loaded (decisions 0045, 0053, 0062); a shopper's is kept for them (decision 0078). */
export const handle: PlainPageHandle & OwnRenderHandle = { plainPage: plainWhenLoaded, ownRender: true };

export const meta = () => [{ title: "Checkout" }, { name: "robots", content: "noindex" }];

/** `/checkout`: sign in or up, pickup or delivery, a time slot, tip, notes, and Place order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

/** Checking the delivery address changes nothing the page loaded. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "check_address" ? false : defaultShouldRevalidate;
}

export default function Checkout() {
  return <CheckoutPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
