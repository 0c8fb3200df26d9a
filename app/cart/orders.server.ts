import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { readActionForm } from "../storefront/forms/action-form.server";
import { cartStore, read } from "./cart-loaders.server";

const signInFirst = (back: string) => redirect(`/my-account?back=${encodeURIComponent(back)}`);

/** `/my-account/orders`: the signed-in shopper's orders (signed out: to sign in, and back). */
export async function loadOrders(context: AppLoadContext) {
  const user = context.auth.user;
  if (!user) throw signInFirst("/my-account/orders");
  return { orders: await read(context, "orders", () => context.services.orders.list(user.id)) };
}

/**
 * `/my-account/orders/<id>`: one of the shopper's orders; another shopper's is a 404. `?confirm=cancel`
 * is the Cancel order question, open in the page (where the button's plain form post leads while it
 * can still be cancelled); `?cancelled=1` says it was.
 */
export async function loadOrder(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const user = context.auth.user;
  const path = new URL(request.url).pathname;
  if (!user) throw signInFirst(path);
  if (!rawId || !/^[1-9]\d{0,9}$/.test(rawId)) throw data(null, { status: 404 });
  try {
    const order = await context.services.orders.get(user.id, Number(rawId));
    const store = await context.services.stores.get(order.store_id);
    const query = new URL(request.url).searchParams;
    return {
      order,
      storeName: store?.name ?? "",
      placed: query.get("placed") === "1",
      askingCancel: order.can_cancel && query.get("confirm") === "cancel",
      cancelled: order.status === "cancelled" && query.get("cancelled") === "1",
    };
  } catch (err) {
    if (isApiError(err) && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/**
 * The order page's buttons: cancel (before picking starts) and reorder (into the cart at the selected
 * store). Cancel order only asks (the question opens in the page); the order is cancelled by the
 * question's Yes, cancel order (`confirmed=yes`).
 */
export async function orderAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const got = await readActionForm(request, context);
  if (!got.ok) return data({ error: got.message }, { status: got.status });
  const user = context.auth.user;
  if (!user) return data({ error: "Sign in to change your orders." }, { status: 401 });
  if (!formNonceValid(got.form, context)) return data({ error: PAGE_EXPIRED }, { status: 403 });
  if (!rawId || !/^[1-9]\d{0,9}$/.test(rawId)) return data({ error: "No such order." }, { status: 404 });
  const id = Number(rawId);
  const intent = got.form.get("intent");
  try {
    if (intent === "cancel") {
      if (got.form.get("confirmed") !== "yes") {
        await context.services.orders.get(user.id, id);
        return redirect(`/my-account/orders/${id}?confirm=cancel`);
      }
      await context.services.orders.cancel(user.id, id);
      return redirect(`/my-account/orders/${id}?cancelled=1`);
    }
    if (intent === "reorder") {
      const store = await cartStore(request, context);
      if (!store) return data({ error: "Choose a store first." }, { status: 400 });
      const r = await context.services.orders.reorder(user.id, { userId: user.id }, store, id);
      const missing = r.unavailable.map((u) => u.product_id).join(",");
      return redirect(`/cart?reordered=1${missing ? `&missing=${missing}` : ""}`);
    }
    return data({ error: "This form can only be sent with the buttons on the page." }, { status: 400 });
  } catch (err) {
    if (isApiError(err)) return data({ error: err.message }, { status: err.status });
    throw err;
  }
}
