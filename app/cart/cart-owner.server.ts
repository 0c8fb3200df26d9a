import type { AppLoadContext } from "react-router";
import { CART_COOKIE } from "../../core/frame/page-cookies";
import { hashCartToken, newCartToken, type CartOwner } from "../../server/services/cart";

const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

/**
 * The anonymous cart's token. Read here and not through readCookie (which only reads PAGE_COOKIES):
 * a visitor carrying this cookie is never served from the whole-page cache (server/page-cache/page-cache.ts),
 * so pages may show their cart.
 */
function cartToken(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === CART_COOKIE) {
      const v = part.slice(eq + 1).trim();
      return TOKEN_RE.test(v) ? v : null;
    }
  }
  return null;
}

/** Whose cart a page shows: the signed-in shopper's, else the anonymous cookie's (null: no cart yet). */
export function pageCartOwner(request: Request, context: AppLoadContext): CartOwner | null {
  return cartOwnerOf(request.headers.get("cookie"), context.auth.user);
}

/** pageCartOwner from the Cookie header and the signed-in user (the signed-in pages' cache counts the cart before rendering). */
export function cartOwnerOf(cookieHeader: string | null | undefined, user: { id: number } | null): CartOwner | null {
  if (user) return { userId: user.id };
  const token = cartToken(cookieHeader);
  return token ? { tokenHash: hashCartToken(token) } : null;
}

/** As pageCartOwner, making an anonymous cart when there is none: `setCookie` is then the header to send. */
export function pageCartOwnerForWrite(request: Request, context: AppLoadContext): { owner: CartOwner; setCookie: string | null } {
  const owner = pageCartOwner(request, context);
  if (owner) return { owner, setCookie: null };
  const { token, hash } = newCartToken();
  return {
    owner: { tokenHash: hash },
    setCookie: `${CART_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${THIRTY_DAYS}${context.https ? "; Secure" : ""}`,
  };
}

/** The anonymous cart's token hash, for merging it into the shopper's at sign-in. */
export function anonymousCartHash(request: Request): string | null {
  const token = cartToken(request.headers.get("cookie"));
  return token ? hashCartToken(token) : null;
}

/** The header that forgets the anonymous cart once merged. */
export const clearCartCookie = (https: boolean) => `${CART_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${https ? "; Secure" : ""}`;
