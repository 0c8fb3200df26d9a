import { chromeWidget } from "../site-chrome";

/** The visitor's account: Sign in, or the shopper's greeting and Reorder. */
export const aisleAccountLink = chromeWidget("aisle-account-link", "Account Link", "account-link", <a href="/my-account">My account</a>);
