import { Link, useActionData } from "../routing/routing";
import { CartLines } from "./cart-lines";
import { ChooseStoreNote } from "../shop/choose-store-note";
import type { Route } from "../routes/+types/cart";

/** The cart's page, `/cart`: the cart at the selected store, with what a store switch or a reorder changed. */
export function CartPage({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  // A form posted here without scripts (Add to cart on a product page, say) that was refused says why.
  const failed = useActionData<Route.ComponentProps["actionData"]>();
  return (
    <div className="shop cart-page">
      <h1>Cart</h1>
      {failed && !failed.ok ? (
        <p className="checkout-error" role="alert">
          {failed.error}
        </p>
      ) : null}
      {d.reordered ? (
        <div className="cart-notice" role="status">
          <p>We added the items {d.store?.name ?? "this store"} has to your cart, at today's prices.</p>
          {d.missing.length ? <p>Not available here, so not added: {d.missing.join(", ")}.</p> : null}
        </div>
      ) : null}
      {d.cart && d.movedFrom ? (
        <p className="cart-notice" role="status">
          Your cart came with you from {d.movedFrom} to {d.store!.name}: prices are now {d.store!.name}'s
          {d.cart.unavailable_count
            ? `, and ${d.cart.unavailable_count} ${d.cart.unavailable_count === 1 ? "item is" : "items are"} not available here`
            : ""}
          .
        </p>
      ) : null}
      {!d.store ? (
        <ChooseStoreNote />
      ) : !d.cart || d.cart.lines.length === 0 ? (
        <p>
          Your cart is empty. <Link to="/shop">Start shopping</Link>
        </p>
      ) : (
        <>
          <CartLines cart={d.cart} />
          {d.cart.lines.length > d.cart.unavailable_count ? (
            <p>
              <Link className="button cart-page__checkout" to="/checkout">
                Checkout
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
