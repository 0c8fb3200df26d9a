import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { contentItemBody } from "#core/schemas/content-items";
import { fromZodError, isApiError } from "#core/web/api-errors";
import { readActionForm } from "../../storefront/forms/action-form.server";
import { formNonceValid } from "../../storefront/forms/form-nonce.server";
import { formRefusal } from "../access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { bodyOfValues, valuesOfForm, type ContentFormValues } from "./form-values";

export type ContentActionResult = { ok: false; formError: string; errors: Record<string, string>; values: ContentFormValues | null };

const fail = (status: number, formError: string, values: ContentFormValues | null = null, errors: Record<string, string> = {}) =>
  data<ContentActionResult>({ ok: false, formError, errors, values }, { status });

/** The field messages of a refused save (the API's `params`). */
function paramsOf(err: unknown): Record<string, string> | null {
  if (!isApiError(err) || err.status !== 400) return null;
  const params = (err.extra as { params?: Record<string, string> } | undefined)?.params;
  return params ?? {};
}

/**
 * The content item screens' action (create, edit, publish, delete): the form read as text, the
 * editor's role, the nonce (CSRF), then the same schema and service as the admin API, so a refusal
 * changes nothing and is said next to the field; success goes back to the item (or the list).
 */
export async function contentItemAction(request: Request, context: AppLoadContext, id: number | null) {
  const path = id === null ? "/admin/content/new" : `/admin/content/${id}`;
  const refused = formRefusal(context, STAFF_ROLES.content);
  const read = await readActionForm(request, context);
  if (!read.ok) return fail(read.status, read.message);
  if (refused) return fail(refused.status, refused.message);
  const user = context.auth.user!;
  if (!formNonceValid(read.form, context)) return fail(403, PAGE_EXPIRED, valuesOfForm(read.form));
  const items = context.services.contentItems;
  const intent = read.form.get("intent") ?? "save";
  try {
    if (id !== null && intent === "delete") {
      const entry = await items.remove(id, user);
      return redirect(`/admin/content?deleted=${id}&binned=${entry.id}`);
    }
    if (id !== null && intent === "publish") {
      await items.publish(id, user);
      return redirect(`${path}?done=published`);
    }
    const values = valuesOfForm(read.form);
    const parsed = contentItemBody.safeParse(bodyOfValues(values));
    if (!parsed.success) {
      const errors = (fromZodError(parsed.error).extra as { params: Record<string, string> }).params;
      return fail(400, "The item was not saved: correct the fields marked below.", values, errors);
    }
    try {
      const saved = id === null ? await items.create(parsed.data, user) : await items.update(id, parsed.data, user);
      return redirect(`/admin/content/${saved.id}?done=${id === null ? "created" : "saved"}`);
    } catch (err) {
      const params = paramsOf(err);
      if (params) return fail(400, "The item was not saved: correct the fields marked below.", values, params);
      throw err;
    }
  } catch (err) {
    if (isApiError(err) && err.status === 404) return fail(404, "This item no longer exists: it may have been deleted.");
    const params = paramsOf(err);
    if (params)
      return fail(
        400,
        `Not done: ${Object.entries(params)
          .map(([k, v]) => `${k} ${v}`)
          .join("; ")}.`,
      );
    throw err;
  }
}
