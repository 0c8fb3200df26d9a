import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, redirect, type AppLoadContext } from "react-router";
import { adminSettingsPatch } from "#core/schemas/settings";
import { fromZodError, isApiError } from "#core/web/api-errors";
import { readAdminForm } from "../guard.server";
import { patchOfForm } from "./settings-values";
import { globalsPatchOfForm, isGlobalsIntent } from "./global-values";

export type SettingsActionResult = { formError: string; errors: Record<string, string>; values: Record<string, unknown> | null };

/** The site settings, for the administrator only. */
export async function loadSettings(request: Request, context: AppLoadContext) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  return {
    settings: await context.services.settings.get(),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

/** Saves the whole form through the admin's rules; a refusal changes nothing and is said by each field. */
export async function saveSettings(request: Request, context: AppLoadContext) {
  const read = await readAdminForm(request, context);
  if (!read.ok)
    return data<SettingsActionResult>(
      { formError: `${read.message} Nothing was changed.`, errors: {}, values: null },
      { status: read.status },
    );
  const intent = read.form.get("intent");
  const patch = isGlobalsIntent(intent) ? globalsPatchOfForm(intent, read.form) : patchOfForm(read.form);
  const parsed = adminSettingsPatch.safeParse(patch);
  const refused = (errors: Record<string, string>) =>
    data<SettingsActionResult>(
      { formError: "The settings were not saved: correct the fields marked below.", errors, values: patch },
      { status: 400 },
    );
  if (!parsed.success) return refused((fromZodError(parsed.error).extra as { params: Record<string, string> }).params);
  try {
    await context.services.settings.change(parsed.data, read.user);
  } catch (err) {
    const params = isApiError(err) && err.status === 400 ? (err.extra as { params?: Record<string, string> }).params : null;
    if (params) return refused(params);
    throw err;
  }
  return redirect("/admin/settings?saved=1");
}
