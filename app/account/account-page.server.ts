import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "../../core/schemas/account";
import { isApiError } from "#core/web/api-errors";
import type { PublicUser } from "../../core/schemas/auth";
import { readActionForm, type ActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";

/** What an account page's form answers: which form, its message, the fields' messages and what was typed. */
export interface AccountFormResult {
  form: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The signed-in shopper, or (signed out) a redirect to sign in that comes back to `path`. */
export function accountUser(context: AppLoadContext, path: string): PublicUser {
  const user = context.auth.user;
  if (!user) throw redirect(`/my-account?back=${encodeURIComponent(path)}`);
  return user;
}

export const formFailed = (
  form: string,
  status: number,
  message: string,
  errors: Record<string, string> = {},
  values: Record<string, string> = {},
) => data<AccountFormResult>({ form, ok: false, message, errors, values }, { status });

export const formDone = (form: string, message: string): AccountFormResult => ({ form, ok: true, message, errors: {}, values: {} });

type Handler = (args: {
  form: ActionForm;
  intent: string;
  user: PublicUser;
}) => Promise<AccountFormResult | Response | ReturnType<typeof formFailed>>;

/**
 * An account page's action: the form read as text, the shopper signed in, the page's nonce checked;
 * an ApiError from the services becomes the form's message (with its status), anything else is thrown.
 */
export async function accountPageAction(request: Request, context: AppLoadContext, handle: Handler) {
  const read = await readActionForm(request, context);
  const intent = read.form.get("intent") ?? "";
  if (!read.ok) return formFailed(intent, read.status, read.message);
  const user = context.auth.user;
  if (!user) return formFailed(intent, 401, "Sign in to change your account.");
  if (!formNonceValid(read.form, context)) return formFailed(intent, 403, PAGE_EXPIRED);
  try {
    return await handle({ form: read.form, intent, user });
  } catch (err) {
    if (isApiError(err)) return formFailed(intent, err.status, err.message, paramsOf(err.extra));
    throw err;
  }
}

function paramsOf(extra: Record<string, unknown>): Record<string, string> {
  const params = extra.params;
  if (!params || typeof params !== "object") return {};
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** Parses the posted fields with `schema`; a failure is the 400 answer (nothing changed) with each field's message. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: ActionForm,
  intent: string,
  fields: readonly string[],
  keep: readonly string[] = fields,
) {
  const input = Object.fromEntries(fields.map((f) => [f, form.get(f) ?? undefined]));
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true as const, value: parsed.data as z.infer<S> };
  const values = Object.fromEntries(keep.map((f) => [f, (form.get(f) ?? "").slice(0, 300)]));
  return {
    ok: false as const,
    answer: formFailed(intent, 400, "Please correct the fields marked below. Nothing was saved.", fieldErrors(parsed.error), values),
  };
}
