import { redirect, type AppLoadContext } from "react-router";
import type { PublicUser } from "../../core/schemas/auth";
import { FORMS_ROLES } from "#core/account/session-rules";

/**
 * The forms admin's screens: an anonymous visitor is sent to sign in (and brought back to `path`);
 * a signed-in account without the forms admin or administrator role gets null, for a 403 page.
 */
export function formsAdminUser(context: AppLoadContext, path: string): PublicUser | null {
  const user = context.auth.user;
  if (!user) throw redirect(`/admin/sign-in?return_to=${encodeURIComponent(path)}`);
  return user.roles.some((r) => FORMS_ROLES.includes(r)) ? user : null;
}

/** For the screens' downloads (files, CSV): 401 or 403 as plain answers, never another page. */
export function formsAdminOrRefuse(context: AppLoadContext): PublicUser {
  const user = context.auth.user;
  if (!user)
    throw new Response("Sign in to the admin first.\n", {
      status: 401,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  if (!user.roles.some((r) => FORMS_ROLES.includes(r)))
    throw new Response("Only the forms admin may download this.\n", {
      status: 403,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  return user;
}
