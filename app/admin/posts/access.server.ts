import { STAFF_ROLES } from "#core/frame/admin-sections";
import { formRefusal } from "../access.server";
import { PAGE_EXPIRED } from "#core/web/page-expired";
import type { AppLoadContext } from "react-router";
import type { PublicUser } from "#core/schemas/auth";
import { readActionForm, type ActionForm } from "../../storefront/forms/action-form.server";
import { formNonceValid } from "../../storefront/forms/form-nonce.server";

export type EditorFormRead =
  { ok: true; form: ActionForm; user: PublicUser } | { ok: false; status: number; message: string; form: ActionForm | null };

/** A form posted to a posts screen: readable, from an editor or administrator, with the page's nonce. */
export async function readEditorForm(request: Request, context: AppLoadContext): Promise<EditorFormRead> {
  const refused = formRefusal(context, STAFF_ROLES.content);
  if (refused) return { ok: false, ...refused, form: null };
  const user = context.auth.user!;
  const read = await readActionForm(request, context);
  if (!read.ok) return { ok: false, status: read.status, message: read.message, form: null };
  if (!formNonceValid(read.form, context)) return { ok: false, status: 403, message: PAGE_EXPIRED, form: read.form };
  return { ok: true, form: read.form, user };
}

/** The field messages of a refused call (the API's 400 `params`), or null when it was not a 400. */
export function paramsOf(err: unknown): Record<string, string> | null {
  const e = err as { status?: number; extra?: { params?: Record<string, string> } };
  if (!e || e.status !== 400) return null;
  return e.extra?.params ?? {};
}
