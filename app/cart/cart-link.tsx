import { Link } from "../routing/routing";

/** The header's mini-cart: [link] `Cart, N items`, to the cart page. */
export function CartLink({ count }: { count: number }) {
  const label = `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link to="/cart" className="site-header__cart" aria-label={label}>
      Cart <span className="site-header__cart-count">({count})</span>
    </Link>
  );
}
