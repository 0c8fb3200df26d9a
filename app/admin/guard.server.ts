import { redirect, type AppLoadContext } from "react-router";
import type { PublicUser } from "../../core/schemas/auth";
import { readActionForm, type ActionForm } from "../storefront/action-form.server";
import { formNonceValid } from "../storefront/form-nonce.server";

/**
 * The administrator's screens: anonymous visitors go to sign in and come back; any other account gets
 * `null` (the page answers 403 and says so).
 */
export function administratorOf(request: Request, context: AppLoadContext): PublicUser | null {
  const user = context.auth.user;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/admin/sign-in?return_to=${encodeURIComponent(url.pathname)}`);
  }
  return user.roles.includes("administrator") ? user : null;
}

export type AdminFormRead = { ok: true; form: ActionForm; user: PublicUser } | { ok: false; status: number; message: string };

/** A form posted to an administrator's screen: readable, from the administrator, with the page's nonce. */
export async function readAdminForm(request: Request, context: AppLoadContext): Promise<AdminFormRead> {
  const user = context.auth.user;
  if (!user) return { ok: false, status: 401, message: "Your session has ended. Sign in again to continue." };
  if (!user.roles.includes("administrator")) return { ok: false, status: 403, message: "Only the administrator may do this." };
  const read = await readActionForm(request, context);
  if (!read.ok) return { ok: false, status: read.status, message: read.message };
  if (!formNonceValid(read.form, context)) return { ok: false, status: 403, message: "This page has expired. Reload it and try again." };
  return { ok: true, form: read.form, user };
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
  const user = context.auth.user;
  if (!user) return { ok: false, status: 401, message: "Your session has ended. Sign in again to continue." };
  if (!roles.some((r) => user.roles.includes(r)))
    return { ok: false, status: 403, message: "Your account may not do this. Nothing was changed." };
  const read = await readActionForm(request, context, fileField);
  if (!read.ok) return { ok: false, status: read.status, message: read.message };
  if (!formNonceValid(read.form, context))
    return { ok: false, status: 403, message: "This page has expired. Reload it and try again; nothing was changed." };
  return { ok: true, form: read.form, files: read.files, user };
}

/** Page numbers from the address: a whole number from 1, anything else is page 1. */
export function pageParam(url: URL, max = 100_000): number {
  const asked = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(asked) && asked >= 1 && asked <= max ? asked : 1;
}

/** The search term from the address, bounded like the API's. */
export const searchParam = (url: URL) => (url.searchParams.get("q") ?? "").slice(0, 100);
