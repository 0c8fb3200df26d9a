import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/env";
import { hashCartToken, newCartToken, type CartOwner } from "../../services/cart";
import { CART_COOKIE } from "#core/frame/page-cookies";

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

/** The anonymous cart's token from its cookie, when it is one of ours in form. */
export function cartTokenOf(c: Context<AppEnv>): string | null {
  const token = getCookie(c, CART_COOKIE);
  return token && TOKEN_RE.test(token) ? token : null;
}

/**
 * Whose cart a request reads: the signed-in shopper's (a session with its nonce), else the anonymous
 * cart its cookie names; null when neither.
 */
export function cartOwner(c: Context<AppEnv>): CartOwner | null {
  const user = c.get("auth").user;
  if (user) return { userId: user.id };
  const token = cartTokenOf(c);
  return token ? { tokenHash: hashCartToken(token) } : null;
}

/**
 * As cartOwner, but an anonymous visitor without a cart gets a new token; its httpOnly cookie is set
 * by `keep`, once the write is done, so a refused write sends no cookie (which would keep the visitor
 * out of the anonymous page cache for nothing).
 */
export function pendingCartOwner(c: Context<AppEnv>): { owner: CartOwner; keep: () => void } {
  const owner = cartOwner(c);
  if (owner) return { owner, keep: () => {} };
  const { token, hash } = newCartToken();
  return {
    owner: { tokenHash: hash },
    keep: () =>
      setCookie(c, CART_COOKIE, token, { path: "/", httpOnly: true, sameSite: "Lax", secure: c.get("https"), maxAge: THIRTY_DAYS }),
  };
}

/** At sign-in or sign-up: the anonymous cart joins the shopper's, and its cookie goes. */
export async function mergeCartAtSignIn(c: Context<AppEnv>, userId: number): Promise<void> {
  const token = cartTokenOf(c);
  if (!token) return;
  await c.get("services").cart.mergeIntoUser(hashCartToken(token), userId);
  deleteCookie(c, CART_COOKIE, { path: "/" });
}
