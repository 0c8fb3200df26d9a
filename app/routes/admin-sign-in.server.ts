import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { adminReturnPath } from "../../core/admin-sections";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../../server/services/auth";
import { crossSiteReason } from "../../server/http/same-origin";
import { isApiError } from "../../server/http/errors";

/**
 * The admin's sign-in form: the same login (and its limits) as the API's, from this site's own pages
 * only; on success a fresh session cookie and back to the admin address asked for.
 */
export async function adminSignIn(request: Request, context: AppLoadContext) {
  const reason = crossSiteReason({ secFetchSite: request.headers.get("sec-fetch-site") ?? undefined, origin: request.headers.get("origin") ?? undefined }, new URL(request.url).origin);
  if (reason !== null) return { error: "Sign-in is accepted from this site's own pages only." };
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const returnTo = adminReturnPath(String(form.get("return_to") ?? ""));
  try {
    const result = await context.services.auth.login(email, password, context.clientAddress, context.auth.token);
    const cookie = `${SESSION_COOKIE}=${result.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${context.https ? "; Secure" : ""}`;
    return redirect(returnTo, { headers: { "Set-Cookie": cookie } });
  } catch (err) {
    if (isApiError(err)) return { error: err.message };
    throw err;
  }
}
