import { redirect, type AppLoadContext } from "react-router";
import { SNACKBAR_COOKIE, SNACKBAR_MAX_AGE } from "#core/frame/app-banner";
import { serializeCookie } from "#core/web/cookies";
import { SITE_BANNER_COOKIE, SITE_BANNER_MAX_AGE } from "#core/frame/site-banner";
import { ApiError, errorBody, invalidNonce, invalidParam } from "#core/web/api-errors";
import { readActionForm } from "../forms/action-form.server";
import { formNonceValid } from "../forms/form-nonce.server";

/**
 * The page actions behind the site banner's Dismiss and the app banner's Close, for a press before
 * the page's scripts run (or without them): the same cookie the script sets, then back to the page,
 * which the server now renders without the banner. With a session the page's nonce is required.
 * They have no page of their own, so a refusal is answered in the error format.
 */
export async function dismissSiteBanner(request: Request, context: AppLoadContext): Promise<Response> {
  const read = await checkedForm(request, context);
  if (read instanceof ApiError) return refuse(read);
  const key = read.form.get("key") ?? "";
  if (!/^[0-9a-f]{8}$/.test(key)) return refuse(invalidParam("key", "the banner's key"));
  return back(read.back, serializeCookie(SITE_BANNER_COOKIE, key, { maxAge: SITE_BANNER_MAX_AGE, secure: context.https }));
}

export async function closeAppBanner(request: Request, context: AppLoadContext): Promise<Response> {
  const read = await checkedForm(request, context);
  if (read instanceof ApiError) return refuse(read);
  return back(read.back, serializeCookie(SNACKBAR_COOKIE, "true", { maxAge: SNACKBAR_MAX_AGE, secure: context.https }));
}

const READ_ERRORS = { 400: "invalid_param", 405: "method_not_allowed", 415: "unsupported_media_type" } as const;

/** The posted form and its return path (readActionForm), with the page's nonce when the visitor has a session. */
async function checkedForm(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context);
  if (!read.ok) return new ApiError(read.status, READ_ERRORS[read.status], read.message);
  return formNonceValid(read.form, context) ? read : invalidNonce();
}

/** Back to the page the banner was on; the home page when it named none (or a bad one). */
function back(path: string | null, cookie: string): Response {
  return redirect(path ?? "/", { headers: { "Set-Cookie": cookie } });
}

function refuse(err: ApiError): Response {
  return Response.json(errorBody(err), { status: err.status });
}
