import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { readActionForm } from "../storefront/forms/action-form.server";
import { SUBSTITUTIONS, type Substitution } from "../../core/cart/types";
import { pageCartOwner, pageCartOwnerForWrite } from "./cart-owner.server";
import { cartStore } from "./cart-loaders.server";

const ID_RE = /^[1-9]\d{0,9}$/;
const fail = (status: number, error: string, headers?: HeadersInit) => data({ ok: false as const, error }, { status, headers });

/**
 * The cart's forms, posted to /cart: `intent` add (product_id, quantity), update (quantity or
 * weight, substitution, note) or remove. Anonymous visitors get a cart cookie on their first add; signed-in
 * shoppers post the page's nonce (CSRF). A post made before the scripts ran goes back to its page.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context);
  if (!read.ok) return fail(read.status, read.message);
  const { form, back } = read;
  if (!formNonceValid(form, context)) return fail(403, PAGE_EXPIRED);
  const store = await cartStore(request, context);
  if (!store) return fail(400, "Choose a store first: prices and stock belong to a store.");
  const intent = form.get("intent");
  const rawId = form.get("product_id") ?? "";
  if (!ID_RE.test(rawId)) return fail(400, "Choose a product.");
  const productId = Number(rawId);
  const rawQuantity = form.get("quantity");
  const quantity = rawQuantity === null || rawQuantity === "" ? undefined : Number(rawQuantity);
  if (quantity !== undefined && !(Number.isInteger(quantity) && quantity >= 1 && quantity <= 99))
    return fail(400, "Quantity must be a whole number from 1 to 99.");
  // A line bought by weight (lb) changes by weight; the service checks it is a whole number of the product's steps.
  const rawWeight = form.get("weight");
  const weight = rawWeight === null || rawWeight === "" ? undefined : Number(rawWeight);
  if (weight !== undefined && !(Number.isFinite(weight) && weight > 0 && weight <= 50))
    return fail(400, "Weight must be from a step to 50 lb.");
  const rawSub = form.get("substitution");
  if (rawSub !== null && !(SUBSTITUTIONS as readonly string[]).includes(rawSub)) return fail(400, "Choose whether we may substitute.");
  const note = form.get("note");
  if (note !== null && note.length > 500) return fail(400, "The note is too long (500 characters at most).");
  const cart = context.services.cart;
  let setCookie: string | null = null;
  try {
    if (intent === "remove") {
      const owner = pageCartOwner(request, context);
      if (owner) await cart.removeLine(owner, store, productId);
    } else if (intent === "add" || intent === "update") {
      const write = pageCartOwnerForWrite(request, context);
      setCookie = write.setCookie;
      let q = quantity;
      if (intent === "add") {
        const current = write.setCookie
          ? null
          : (await cart.get(write.owner, store)).lines.find((l) => l.product_id === productId && l.weight === null);
        q = Math.min(99, (current?.quantity ?? 0) + (quantity ?? 1));
      }
      const substitution = (rawSub ?? undefined) as Substitution | undefined;
      await cart.setLine(write.owner, store, productId, {
        ...(intent === "update" && weight !== undefined ? { weight } : { quantity: q }),
        ...(substitution && substitution !== "product" ? { substitution } : {}),
        ...(note !== null ? { note } : {}),
      });
    } else {
      return fail(400, "This form can only be sent with the buttons on the page.");
    }
  } catch (err) {
    // A refused line made no cart: no cookie for it either (it would keep the visitor out of the page cache).
    if (isApiError(err)) return fail(err.status, err.message);
    throw err;
  }
  const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
  if (back) return redirect(back, { headers });
  return data({ ok: true as const }, { headers });
}
