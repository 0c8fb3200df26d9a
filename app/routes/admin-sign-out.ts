import { redirect } from "react-router";
import { clearedSessionCookie } from "../account/session-cookie.server";
import { readActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import type { Route } from "./+types/admin-sign-out";

/** Nothing to show: the address only takes the admin's Sign out form. */
export function loader() {
  return redirect("/admin");
}

/**
 * The admin's Sign out button (every admin screen's header): with the page's nonce, ends the session
 * and goes to the admin sign-in. Without a valid nonce nothing ends and the admin home says why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readActionForm(request, context);
  if (!read.ok || !formNonceValid(read.form, context)) return redirect("/admin?signout=expired");
  if (context.auth.session) await context.services.auth.logout(context.auth.session.sessionId);
  return redirect("/admin/sign-in?signed_out=1", { headers: { "Set-Cookie": clearedSessionCookie(context.https) } });
}
