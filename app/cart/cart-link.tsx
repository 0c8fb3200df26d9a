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
      className="site-header__cart"
      aria-label={label}
      aria-describedby={subtotal === null ? undefined : "cart-link-subtotal"}
    >
      <span className="site-header__cart-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path
            d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
        </svg>
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
