import { SESSION_COOKIE, SESSION_TTL_MS } from "#core/account/session-rules";
import { crossSiteReason } from "#core/web/same-origin";

/** The session cookie a page's sign-in sets (the same as the API's). */
export function sessionCookie(token: string, https: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${https ? "; Secure" : ""}`;
}

/** The cookie that ends it. */
export function clearedSessionCookie(https: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${https ? "; Secure" : ""}`;
}

/** Sign-in forms are accepted from this site's own pages only: another site cannot sign a visitor in to an account of its choosing. */
export function signInFromOwnPage(request: Request): boolean {
  return (
    crossSiteReason(
      { secFetchSite: request.headers.get("sec-fetch-site") ?? undefined, origin: request.headers.get("origin") ?? undefined },
      new URL(request.url).origin,
    ) === null
  );
}
