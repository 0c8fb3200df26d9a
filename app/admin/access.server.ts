import { data, redirect, type AppLoadContext } from "react-router";
import { hasRole } from "#core/account/session-rules";
import type { PublicUser } from "#core/schemas/auth";
import { whoMay } from "#core/frame/admin-sections";
import type { RefusalData } from "./refusal";

/**
 * The one access check of the staff screens, as the API's `requireRole`: a signed-in account holding
 * one of `roles` is returned; an anonymous visitor is sent to sign in and brought back to this page;
 * any other account is refused with 403 (the admin layout renders the refusal page).
 */
export function requireStaff(request: Request, context: AppLoadContext, roles: readonly string[]): PublicUser {
  const user = context.auth.user;
  if (!user) throw redirect(`/admin/sign-in?return_to=${encodeURIComponent(new URL(request.url).pathname)}`);
  if (!hasRole(user, ...roles)) throw data<RefusalData>({ refused: true, who: whoMay(roles) }, { status: 403 });
  return user;
}

/**
 * The same check for a download or an address that answers a file: 401 or 403 as plain text, never a
 * page; given the `request` (a download a plain link opens), an anonymous visitor signs in first instead.
 */
export function requireStaffPlain(context: AppLoadContext, roles: readonly string[], request?: Request): PublicUser {
  const user = context.auth.user;
  if (!user && request) throw redirect(`/admin/sign-in?return_to=${encodeURIComponent(new URL(request.url).pathname)}`);
  if (!user) throw plain(401, "Sign in to the admin first.");
  if (!hasRole(user, ...roles)) throw plain(403, `Only ${whoMay(roles)} may download this.`);
  return user;
}

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The answer to a form posted to a staff screen by someone who may not: signed out (401) or without the role (403). */
export interface FormRefusal {
  status: 401 | 403;
  message: string;
}

/** The same check for a form posted to a staff screen: null when it may go on, else the refusal the screen says in place. */
export function formRefusal(context: AppLoadContext, roles: readonly string[]): FormRefusal | null {
  const user = context.auth.user;
  if (!user) return { status: 401, message: "Your session has ended. Sign in again to continue; nothing was changed." };
  if (!hasRole(user, ...roles)) return { status: 403, message: `Only ${whoMay(roles)} may do this. Nothing was changed.` };
  return null;
}
