import { Link } from "#app/routing/routing";
import { formatCents } from "#core/catalog/unit-price";
import { useCartSubtotal } from "./cart-quantities";

/**
 * The header's mini-cart: [link] `Cart, N items`, to the cart page: a basket with the count on it and,
 * once read in the browser, the subtotal beside it (its description). The server's markup holds the
 * count alone: the header's HTML is shared between visitors with the same count.
 */
export function CartLink({ count, apiNonce }: { count: number; apiNonce: string }) {
  const label = `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  const subtotal = useCartSubtotal(count, apiNonce);
  return (
    <Link
      to="/cart"
      className={count > 0 ? "site-header__cart site-header__cart--filled" : "site-header__cart"}
      aria-label={label}
      aria-describedby={subtotal === null ? undefined : "cart-link-subtotal"}
    >
      <span className="site-header__cart-icon" aria-hidden="true">
        <span className="site-header__cart-basket" />
        <span className="site-header__cart-count">{count}</span>
      </span>
      <span className="site-header__cart-text">
        <span className="site-header__cart-word">Cart</span>
        {subtotal === null ? null : (
          <span className="site-header__cart-subtotal" id="cart-link-subtotal">
            <span className="visually-hidden">Subtotal </span>
            {formatCents(subtotal)}
          </span>
        )}
      </span>
    </Link>
  );
}
