import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { isApiError } from "#core/web/api-errors";
import { readActionForm, type ActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";

/** What a list form answers: done (with a line to announce) or refused (with the reason). */
export type ListFormResult = { ok: true; message: string; listId?: number } | { ok: false; error: string };

export const refused = (error: string, status: number) => data({ ok: false as const, error } satisfies ListFormResult, { status });

/** The signed-in shopper and what they posted, or the answer that refuses the post. */
export async function readListForm(
  request: Request,
  context: AppLoadContext,
): Promise<{ userId: number; form: ActionForm; back: string | null } | { refusal: ReturnType<typeof refused> }> {
  const read = await readActionForm(request, context);
  if (!read.ok) return { refusal: refused(read.message, read.status) };
  const user = context.auth.user;
  if (!user) return { refusal: refused("Sign in to keep shopping lists.", 401) };
  if (!formNonceValid(read.form, context)) return { refusal: refused(PAGE_EXPIRED, 403) };
  return { userId: user.id, form: read.form, back: read.back };
}

/** A positive whole number as a form sends it ("12"), or null. */
export function formId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** A form's quantity field: "" is 1; anything else must be a whole number (checked by the schema). */
export function formQuantity(value: string | null | undefined): number {
  const v = (value ?? "").trim();
  return v === "" ? 1 : /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
}

/** Checks form values with one of the API's schemas; the first problem as a sentence. */
export function checked<T extends z.ZodType>(schema: T, value: unknown): { ok: true; value: z.output<T> } | { ok: false; error: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  const field = String(issue.path[issue.path.length - 1] ?? "value").replace(/_/g, " ");
  return { ok: false, error: `The ${field} ${issue.message}.` };
}

/** Runs a change; the service's refusals (no such list, list full) become the form's answer. */
export async function attempt<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (isApiError(err)) return refused(err.message, err.status);
    throw err;
  }
}
