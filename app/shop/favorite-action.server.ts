import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { readActionForm } from "../storefront/forms/action-form.server";

/**
 * The heart's form: `product_id` and `favorite` (on or off). Signed-in shoppers only, with the page's
 * nonce (CSRF). A form posted before the page's scripts ran goes back to the page it came from.
 */
export async function favoriteAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context);
  if (!read.ok) return data({ ok: false as const, error: read.message }, { status: read.status });
  const { form, back } = read;
  const user = context.auth.user;
  if (!user) return data({ ok: false as const, error: "Sign in to keep favorites." }, { status: 401 });
  if (!formNonceValid(form, context)) return data({ ok: false as const, error: PAGE_EXPIRED }, { status: 403 });
  const raw = form.get("product_id") ?? "";
  const favorite = form.get("favorite");
  if (!/^[1-9]\d{0,9}$/.test(raw) || (favorite !== "on" && favorite !== "off"))
    return data({ ok: false as const, error: "Choose a product." }, { status: 400 });
  try {
    await context.services.shopperLists.setFavorite(user.id, Number(raw), favorite === "on");
  } catch (err) {
    if (isApiError(err)) return data({ ok: false as const, error: err.message }, { status: err.status });
    throw err;
  }
  if (back) return redirect(back);
  return { ok: true as const };
}
