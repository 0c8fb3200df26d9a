import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { adminReturnPath } from "../../core/frame/admin-sections";
import { isApiError } from "#core/web/api-errors";
import { sessionCookie, signInFromOwnPage } from "../account/session-cookie.server";
import { readActionForm } from "../storefront/forms/action-form.server";

/**
 * The admin's sign-in form: the same login (and its limits) as the API's, from this site's own pages
 * only; on success a fresh session cookie and back to the admin address asked for. A body that is not
 * a form (text, JSON, none) is 415 and a form that cannot be read 400, said on the page (readActionForm).
 */
export async function adminSignIn(request: Request, context: AppLoadContext) {
  if (!signInFromOwnPage(request)) return { error: "Sign-in is accepted from this site's own pages only." };
  const read = await readActionForm(request, context);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  const { form } = read;
  const email = form.get("email") ?? "";
  const password = form.get("password") ?? "";
  const returnTo = adminReturnPath(form.get("return_to") ?? "");
  try {
    const result = await context.services.auth.login(email, password, context.clientAddress, context.auth.token);
    return redirect(returnTo, { headers: { "Set-Cookie": sessionCookie(result.token, context.https) } });
  } catch (err) {
    if (isApiError(err)) return { error: err.message };
    throw err;
  }
}
