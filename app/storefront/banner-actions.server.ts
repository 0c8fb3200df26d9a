import { redirect, type AppLoadContext } from "react-router";
import { SNACKBAR_COOKIE, SNACKBAR_MAX_AGE } from "../../core/app-banner";
import { serializeCookie } from "../../core/cookies";
import { localPath } from "../../core/safe-url";
import { SITE_BANNER_COOKIE, SITE_BANNER_MAX_AGE } from "../../core/site-banner";
import { errorBody, invalidNonce, invalidParam, type ApiError } from "../../server/http/errors";
import { formNonceValid } from "./form-nonce.server";
import { RETURN_FIELD } from "./hydration/return-here-field";

/**
 * The page actions behind the site banner's Dismiss and the app banner's Close, for a press before
 * the page's scripts run (or without them): the same cookie the script sets, then back to the page,
 * which the server now renders without the banner. With a session the page's nonce is required.
 */
export async function dismissSiteBanner(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await readForm(request);
  if (!form) return refuse(invalidParam("body", "a form"));
  if (!formNonceValid(form, context)) return refuse(invalidNonce());
  const key = String(form.get("key") ?? "");
  if (!/^[0-9a-f]{8}$/.test(key)) return refuse(invalidParam("key", "the banner's key"));
  return back(form, serializeCookie(SITE_BANNER_COOKIE, key, { maxAge: SITE_BANNER_MAX_AGE, secure: context.https }));
}

export async function closeAppBanner(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await readForm(request);
  if (!form) return refuse(invalidParam("body", "a form"));
  if (!formNonceValid(form, context)) return refuse(invalidNonce());
  return back(form, serializeCookie(SNACKBAR_COOKIE, "true", { maxAge: SNACKBAR_MAX_AGE, secure: context.https }));
}

/** The posted form, or null for a body that is not one (JSON, broken multipart). */
async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

function back(form: FormData, cookie: string): Response {
  return redirect(localPath(form.get(RETURN_FIELD)) ?? "/", { headers: { "Set-Cookie": cookie } });
}

function refuse(err: ApiError): Response {
  return Response.json(errorBody(err), { status: err.status });
}
