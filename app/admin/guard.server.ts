import { STAFF_ROLES } from "#core/frame/admin-sections";
import { formRefusal } from "./access.server";
import { PAGE_EXPIRED } from "#core/web/page-expired";
import type { AppLoadContext } from "react-router";
import type { PublicUser } from "../../core/schemas/auth";
import { readActionForm, type ActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";

export type AdminFormRead = { ok: true; form: ActionForm; user: PublicUser } | { ok: false; status: number; message: string };

/** A form posted to an administrator's screen: readable, from the administrator, with the page's nonce. */
export async function readAdminForm(request: Request, context: AppLoadContext): Promise<AdminFormRead> {
  return staffAction(request, context, STAFF_ROLES.administrator);
}

export type StaffFormRead =
  { ok: true; form: ActionForm; files: File[]; user: PublicUser } | { ok: false; status: number; message: string };

/**
 * A form posted to a staff screen: from a signed-in account holding one of `roles`, readable (with
 * files only in `fileField`), with the page's nonce. Refusals are messages the screen shows in place.
 */
export async function staffAction(
  request: Request,
  context: AppLoadContext,
  roles: readonly string[],
  fileField?: string,
): Promise<StaffFormRead> {
  const refused = formRefusal(context, roles);
  if (refused) return { ok: false, ...refused };
  const user = context.auth.user!;
  const read = await readActionForm(request, context, fileField);
  if (!read.ok) return { ok: false, status: read.status, message: read.message };
  if (!formNonceValid(read.form, context)) return { ok: false, status: 403, message: PAGE_EXPIRED };
  return { ok: true, form: read.form, files: read.files, user };
}

/** Page numbers from the address: a whole number from 1, anything else is page 1. */
export function pageParam(url: URL, max = 100_000): number {
  const asked = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(asked) && asked >= 1 && asked <= max ? asked : 1;
}

/** The search term from the address, bounded like the API's. */
export const searchParam = (url: URL) => (url.searchParams.get("q") ?? "").slice(0, 100);
