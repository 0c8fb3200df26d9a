import { chromeWidget } from "../site-chrome";

/** The header's cart link with the cart's count (and its subtotal once read in the browser). */
export const aisleCartLink = chromeWidget("aisle-cart-link", "Cart Link", "cart-link", <a href="/cart">Cart</a>);
