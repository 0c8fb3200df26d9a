import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { readActionForm } from "../storefront/forms/action-form.server";
import { DEFAULT_DEALS_LIST, type AddToListResult } from "./add-to-list";

const ID = /^[1-9]\d{0,9}$/;

/**
 * The add-to-list form of the weekly ad's deals: `product_id` and, optionally, `list_id` (else the
 * shopper's "Weekly ad" list). Signed-in shoppers only, with the page's nonce (CSRF); one more of the
 * product goes on the list (shopper-lists service). A form posted before the page's scripts ran goes
 * back to the page it came from, saying what was added (`added=<product id>`).
 */
export async function addToListAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context);
  if (!read.ok) return data<AddToListResult>({ ok: false, productId: null, error: read.message }, { status: read.status });
  const { form, back } = read;
  const rawProduct = form.get("product_id") ?? "";
  const rawList = form.get("list_id") ?? "";
  const productId = ID.test(rawProduct) ? Number(rawProduct) : null;
  const user = context.auth.user;
  if (!user) return data<AddToListResult>({ ok: false, productId, error: "Sign in to keep shopping lists." }, { status: 401 });
  if (!formNonceValid(form, context)) return data<AddToListResult>({ ok: false, productId, error: PAGE_EXPIRED }, { status: 403 });
  if (productId === null || (rawList !== "" && !ID.test(rawList)))
    return data<AddToListResult>({ ok: false, productId, error: "Choose a product and a list." }, { status: 400 });
  try {
    const { list, quantity } = await context.services.shopperLists.addOne(
      user.id,
      rawList === "" ? null : Number(rawList),
      productId,
      DEFAULT_DEALS_LIST,
    );
    if (back) {
      const url = new URL(back, "http://aisle.invalid");
      url.searchParams.set("added", String(productId));
      return redirect(url.pathname + url.search);
    }
    return data<AddToListResult>({ ok: true, productId, listName: list.name, quantity });
  } catch (err) {
    if (isApiError(err)) return data<AddToListResult>({ ok: false, productId, error: err.message }, { status: err.status });
    throw err;
  }
}
