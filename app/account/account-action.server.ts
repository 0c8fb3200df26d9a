import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { backAfterSignIn, readPendingAction, SIGN_IN_PATH, type PendingAction } from "../../core/account/sign-in-return";
import { isApiError } from "#core/web/api-errors";
import type { Services } from "../../server/services/container";
import { readActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { clearedSessionCookie, sessionCookie, signInFromOwnPage } from "./session-cookie.server";
import { anonymousCartHash, clearCartCookie } from "../cart/cart-owner.server";

export type AccountIntent = "sign-in" | "register";
export type AccountActionResult = { form: AccountIntent | "sign-out"; error: string; email: string; name: string };

const failed = (form: AccountActionResult["form"], error: string, status: number, email = "", name = "") =>
  data({ form, error, email, name } satisfies AccountActionResult, { status });

/**
 * What the shopper pressed before being asked to sign in, done now that they are: the heart adds the
 * favorite, "Add to list" puts one of the product on their latest list (a new "My list" when they have
 * none). A product gone meanwhile is nothing to do.
 */
async function carryOut(services: Services, userId: number, action: PendingAction | null): Promise<void> {
  if (!action) return;
  try {
    if (action.kind === "favorite") await services.shopperLists.setFavorite(userId, action.productId, true);
    else
      await services.shopperLists.addItems(userId, await services.shopperLists.defaultListId(userId), [
        { product_id: action.productId, quantity: 1, note: "" },
      ]);
  } catch (err) {
    if (!isApiError(err)) throw err;
  }
}

/**
 * `/my-account`'s forms: sign in, create an account (both with the API's checks and limits, from this
 * site's pages only) and sign out (with the page's nonce). Signing in does what the shopper pressed
 * (`then`) and goes back to the page they came from (`back`, a path of this site only).
 */
export async function accountAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context);
  if (!read.ok) return failed("sign-in", read.message, read.status);
  const { form, back } = read;
  const intent = form.get("intent");
  if (intent === "sign-out") {
    if (!formNonceValid(form, context)) return failed("sign-out", PAGE_EXPIRED, 403);
    if (context.auth.session) await context.services.auth.logout(context.auth.session.sessionId);
    return redirect(SIGN_IN_PATH, { headers: { "Set-Cookie": clearedSessionCookie(context.https) } });
  }
  if (intent !== "sign-in" && intent !== "register") return failed("sign-in", "Choose Sign in or Create account.", 400);
  const email = (form.get("email") ?? "").slice(0, 320);
  const name = (form.get("name") ?? "").slice(0, 200);
  if (!signInFromOwnPage(request)) return failed(intent, "Sign-in is accepted from this site's own pages only.", 403, email, name);
  const password = form.get("password") ?? "";
  try {
    const services = context.services;
    const result =
      intent === "sign-in"
        ? await services.auth.login(email, password, context.clientAddress, context.auth.token)
        : await services.auth.register({ email, password, name }, context.clientAddress, context.auth.token);
    await carryOut(services, result.user.id, readPendingAction(form.get("then")));
    // The cart filled before signing in comes along (the same as at checkout and through the API).
    const anonymousCart = anonymousCartHash(request);
    if (anonymousCart) await services.cart.mergeIntoUser(anonymousCart, result.user.id);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(result.token, context.https));
    if (anonymousCart) headers.append("Set-Cookie", clearCartCookie(context.https));
    return redirect(backAfterSignIn(back), { headers });
  } catch (err) {
    if (isApiError(err)) return failed(intent, err.message, err.status, email, name);
    throw err;
  }
}
