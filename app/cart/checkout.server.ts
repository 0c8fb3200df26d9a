import { PAGE_EXPIRED } from "#core/web/page-expired";
import { randomUUID } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { sessionCookie, signInFromOwnPage } from "../account/session-cookie.server";
import { orderInput } from "../../core/schemas/cart";
import { FULFILMENT_METHODS, type FulfilmentMethod } from "../../core/cart/types";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { readActionForm, type ActionForm } from "../storefront/forms/action-form.server";
import { anonymousCartHash, clearCartCookie, pageCartOwner } from "./cart-owner.server";
import { cartStore, read } from "./cart-loaders.server";
import { deliveryAreaAnswer } from "#core/cart/delivery-area";

const methodOf = (raw: string | null): FulfilmentMethod =>
  (FULFILMENT_METHODS as readonly string[]).includes(raw ?? "") ? (raw as FulfilmentMethod) : "pickup";

/** `/checkout`: the cart, and for a signed-in shopper the slots of the chosen method and a fresh Idempotency-Key. */
export async function loadCheckout(request: Request, context: AppLoadContext) {
  const store = await cartStore(request, context);
  const method = methodOf(new URL(request.url).searchParams.get("method"));
  const owner = pageCartOwner(request, context);
  const cart = store ? await read(context, "cart", () => context.services.cart.get(owner, store)) : null;
  const signedIn = context.auth.user !== null;
  const slots = store && signedIn ? await read(context, "slots", () => context.services.slots.list(store.id, method, undefined)) : null;
  const user = context.auth.user;
  const addresses =
    user && store && method === "delivery" ? await read(context, "addresses", () => context.services.account.addresses(user.id)) : [];
  const idempotencyKey = randomUUID();
  // Made for this answer alone: a shopper's kept checkout gets a new one per answer (decision 0078).
  (context.render.fresh ??= []).push(idempotencyKey);
  if (slots) context.render.showsSlots = true;
  return { store, cart, method, signedIn, slots: slots?.items ?? [], addresses, idempotencyKey };
}

/** Where a refusal belongs on the page: the delivery address's, or the form's as a whole. */
export type CheckoutField = "address" | "form";

/** What the visitor chose and typed, sent back with a refusal so a page rendered without scripts keeps it. */
export type TypedAddress = {
  saved_address: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  slot_id: string;
  tip_cents: string;
  notes: string;
};

const fail = (status: number, error: string, field: CheckoutField = "form", typed?: TypedAddress) =>
  data({ error, field, ...(typed ? { typed } : {}) }, { status });

const ADDRESS_CODES = new Set(["address_unknown", "outside_delivery_area"]);

/** Sign-in or sign-up at checkout: the same rules and limits as the API, from this site's pages only; the cart comes along. */
async function signIn(request: Request, context: AppLoadContext, form: ActionForm, intent: "signin" | "signup") {
  if (!signInFromOwnPage(request)) return fail(403, "Sign-in is accepted from this site's own pages only.");
  const email = form.get("email") ?? "";
  const password = form.get("password") ?? "";
  try {
    const { auth } = context.services;
    const result =
      intent === "signin"
        ? await auth.login(email, password, context.clientAddress, context.auth.token)
        : await auth.register({ email, password, name: form.get("name") ?? "" }, context.clientAddress, context.auth.token);
    const anon = anonymousCartHash(request);
    if (anon) await context.services.cart.mergeIntoUser(anon, result.user.id);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(result.token, context.https));
    if (anon) headers.append("Set-Cookie", clearCartCookie(context.https));
    return redirect("/checkout", { headers });
  } catch (err) {
    if (isApiError(err))
      return fail(err.status, err.status === 400 ? "Check the email and password (at least 10 characters)." : err.message);
    throw err;
  }
}

type AddressFields = { line1: string; line2: string; city: string; state: string; postal_code: string };

/** The address typed in the form's fields. */
const typedAddress = (form: ActionForm): AddressFields => ({
  line1: form.get("line1") ?? "",
  line2: form.get("line2") ?? "",
  city: form.get("city") ?? "",
  state: form.get("state") ?? "",
  postal_code: form.get("postal_code") ?? "",
});

/**
 * The delivery address: one of the shopper's saved addresses when `saved_address` names one ("new" or
 * nothing: the typed fields). Null when it names an address that is not theirs.
 */
async function deliveryAddress(form: ActionForm, context: AppLoadContext, userId: number): Promise<AddressFields | null> {
  const chosen = form.get("saved_address");
  if (chosen === null || chosen === "" || chosen === "new") return typedAddress(form);
  if (!/^\d{1,9}$/.test(chosen)) return null;
  const saved = (await context.services.account.addresses(userId)).find((a) => a.id === Number(chosen));
  return saved ? { line1: saved.line1, line2: saved.line2, city: saved.city, state: saved.state, postal_code: saved.postal_code } : null;
}

const typedOf = (form: ActionForm): TypedAddress => ({
  saved_address: form.get("saved_address") ?? "",
  ...typedAddress(form),
  slot_id: form.get("slot_id") ?? "",
  tip_cents: form.get("tip_cents") ?? "",
  notes: form.get("notes") ?? "",
});

/** Known places to find an address by its ZIP code: the stores' own. */
const knownPlacesOf = (context: AppLoadContext) => async () =>
  (await context.services.stores.list()).map((st) => ({ postal_code: st.postal_code, latitude: st.latitude, longitude: st.longitude }));

/**
 * Does the store deliver to the address chosen or typed so far: asked as soon as it changes, once
 * scripts run (the order's own check still runs when it is placed).
 */
async function checkAddress(request: Request, context: AppLoadContext, form: ActionForm, userId: number) {
  const store = await cartStore(request, context);
  if (!store) return fail(400, "Choose a store first.");
  const address = await deliveryAddress(form, context, userId);
  if (!address) return fail(400, "Choose one of your saved addresses, or another address.", "address");
  if (!/^\d{5}(-\d{4})?$/.test(address.postal_code.trim())) return { checked: "incomplete" as const };
  const answer = deliveryAreaAnswer(store, address, await knownPlacesOf(context)());
  return answer.ok ? { checked: "delivers" as const, message: `${store.name} delivers there.` } : fail(422, answer.message, "address");
}

/** The order form's fields as the API's order input. */
function orderFields(form: ActionForm, address: AddressFields) {
  const method = form.get("method");
  const num = (name: string, fallback?: number) => {
    const v = form.get(name);
    return v === null || v === "" ? fallback : /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
  };
  return {
    method,
    slot_id: num("slot_id"),
    tip_cents: num("tip_cents", 0),
    payment: method === "delivery" ? "pay_on_delivery" : "pay_at_pickup",
    notes: form.get("notes") ?? "",
    age_confirmed: form.get("age_confirmed") === "yes",
    ...(method === "delivery" ? { address } : {}),
  };
}

const FIELD_WORDS: Record<string, string> = {
  slot_id: "Choose a time slot.",
  method: "Choose pickup or delivery.",
  address: "Fill in the delivery address.",
  tip_cents: "Choose a tip.",
};

/** `/checkout` posts: sign in, sign up, or place the order (once per Idempotency-Key, kept in the form). */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context);
  if (!read.ok) return fail(read.status, read.message);
  const { form } = read;
  const intent = form.get("intent");
  if (intent === "signin" || intent === "signup") return signIn(request, context, form, intent);
  if (intent === "check_address") {
    if (!context.auth.user) return fail(401, "Sign in to place your order.");
    return checkAddress(request, context, form, context.auth.user.id);
  }
  if (intent !== "place") return fail(400, "This form can only be sent with the buttons on the page.");
  const user = context.auth.user;
  if (!user) return fail(401, "Sign in to place your order.");
  if (!formNonceValid(form, context)) return fail(403, PAGE_EXPIRED);
  const store = await cartStore(request, context);
  if (!store) return fail(400, "Choose a store first.");
  const key = form.get("idempotency_key") ?? "";
  if (!/^[\x21-\x7e]{8,100}$/.test(key)) return fail(400, "Reload the page and try again.");
  const address = await deliveryAddress(form, context, user.id);
  const typed = typedOf(form);
  if (!address) return fail(400, "Choose one of your saved addresses, or another address.", "address", typed);
  const parsed = orderInput.safeParse(orderFields(form, address));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    return fail(400, FIELD_WORDS[field] ?? `Check the ${field.replace(/_/g, " ")}.`, field === "address" ? "address" : "form", typed);
  }
  const s = context.services;
  try {
    const { order } = await s.orders.place({ userId: user.id, store, knownPlaces: knownPlacesOf(context) }, parsed.data, key);
    return redirect(`${order.url}?placed=1`);
  } catch (err) {
    if (isApiError(err)) return fail(err.status, err.message, ADDRESS_CODES.has(err.code) ? "address" : "form", typed);
    throw err;
  }
}
