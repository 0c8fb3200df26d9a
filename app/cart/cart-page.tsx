import { Link, useActionData } from "#app/routing/routing";
import { CartLines, CartSummary } from "./cart-lines";
import { ProductGrid } from "#app/shop/product-card";
import { ChooseStoreNote } from "#app/shop/choose-store-note";
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
        <>
          <div className="cart-empty">
            <h2>Your cart is empty</h2>
            <p>Add what you need from {d.store.name}: we pick it for pickup or delivery.</p>
            <Link className="button" to="/shop">
              Start shopping
            </Link>
          </div>
          {d.suggestions.length ? (
            <section className="cart-suggestions" aria-labelledby="cart-suggestions-title">
              <h2 id="cart-suggestions-title">On sale this week</h2>
              <ProductGrid products={d.suggestions} priced favoriteIds={[]} signedIn={d.signedIn} label="Suggested products" />
            </section>
          ) : null}
        </>
      ) : (
        <div className="cart-layout">
          <CartLines cart={d.cart} />
          <CartSummary cart={d.cart} />
        </div>
      )}
    </div>
  );
}
