/** What a request knows of its visitor, as far as this asks (the server's AuthState). */
export interface OwnerAuth {
  session: { sessionId: string } | null;
  user: { id: number; roles: readonly string[] } | null;
  /** The session cookie's raw value, when one was sent (valid or not). */
  token: string | undefined;
  unavailable?: unknown;
}

/** Whose cart: a signed-in shopper's, or an anonymous visitor's cookie token (kept as its hash). */
type CartOwner = { userId: number } | { tokenHash: string };

/** Whose own pages a request's are (server/page-cache/own-pages.ts), and what of them the key holds besides. */
export interface OwnPageOwner {
  /** `u:<user id>` or `t:<cart token hash>` (the cart service's `cartOwnerKey`): starts every key, and is what their changes forget. */
  key: `u:${number}` | `t:${string}`;
  /** The session their REST nonce is made for ("" for a visitor without one: the visitor nonce). */
  sessionId: string;
  /** Who they are as pages show them: the signed-in user as the session gives it, or "visitor". */
  who: string;
}

/**
 * The owner of a request's own pages: a signed-in shopper (decision 0078), or a visitor with a cart
 * cookie and no session cookie at all (decision 0099), keyed on their cart as the cart service keys its
 * count. Null for anyone else: staff, a session cookie that names no session (rendered as before), a
 * visitor without a cart, a database that could not say who the visitor is.
 */
export function ownPageOwner(
  auth: OwnerAuth,
  cookie: string | null | undefined,
  cartOwnerOf: (cookie: string | null | undefined, user: null) => CartOwner | null,
): OwnPageOwner | null {
  if (auth.unavailable) return null;
  const { user, session } = auth;
  if (user || session) {
    if (!user || !session || !user.roles.every((r) => r === "shopper")) return null;
    return { key: `u:${user.id}`, sessionId: session.sessionId, who: JSON.stringify(user) };
  }
  if (auth.token !== undefined) return null;
  const cart = cartOwnerOf(cookie, null);
  if (!cart || "userId" in cart) return null;
  return { key: `t:${cart.tokenHash}`, sessionId: "", who: "visitor" };
}
