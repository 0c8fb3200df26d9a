import { redirect, type AppLoadContext } from "react-router";
import { hasRole } from "#core/account/session-rules";
import type { PublicUser } from "#core/schemas/auth";
import { readActionForm, type ActionForm } from "../../storefront/action-form.server";
import { formNonceValid } from "../../storefront/form-nonce.server";

/** Who manages posts and taxonomies: editors and administrators. */
export const POST_ROLES = ["editor", "administrator"] as const;

/** The posts screens' gate: anonymous visitors sign in and come back to `path`; other accounts are null (403). */
export function postEditorOf(context: AppLoadContext, path: string): PublicUser | null {
  const user = context.auth.user;
  if (!user) throw redirect(`/admin/sign-in?return_to=${encodeURIComponent(path)}`);
  return hasRole(user, ...POST_ROLES) ? user : null;
}

export type EditorFormRead =
  { ok: true; form: ActionForm; user: PublicUser } | { ok: false; status: number; message: string; form: ActionForm | null };

/** A form posted to a posts screen: readable, from an editor or administrator, with the page's nonce. */
export async function readEditorForm(request: Request, context: AppLoadContext): Promise<EditorFormRead> {
  const user = context.auth.user;
  if (!user)
    return { ok: false, status: 401, message: "Your session has ended. Sign in again to continue; nothing was changed.", form: null };
  if (!hasRole(user, ...POST_ROLES))
    return { ok: false, status: 403, message: "Only editors and administrators may change posts. Nothing was changed.", form: null };
  const read = await readActionForm(request, context);
  if (!read.ok) return { ok: false, status: read.status, message: read.message, form: null };
  if (!formNonceValid(read.form, context))
    return { ok: false, status: 403, message: "This page has expired. Reload it and try again; nothing was changed.", form: read.form };
  return { ok: true, form: read.form, user };
}

/** The field messages of a refused call (the API's 400 `params`), or null when it was not a 400. */
export function paramsOf(err: unknown): Record<string, string> | null {
  const e = err as { status?: number; extra?: { params?: Record<string, string> } };
  if (!e || e.status !== 400) return null;
  return e.extra?.params ?? {};
}
