import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import {
  cartLineInput,
  cartLineParams,
  cartQuery,
  cartSchema,
  holdResponse,
  slotIdParam,
  slotsQuery,
  slotsResponse,
} from "#core/schemas/cart";
import { parseJson, parseQuery, parseWith } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { catalogStore } from "./catalog-store";
import { clientAddress } from "../../http/client-address";
import { SLOT_HOLD_LIMITS } from "#core/limits/limits";
import { cartOwner, pendingCartOwner } from "./cart-identity";

const BASE = "/api/shop/v1";

const lineParams = (c: Context<AppEnv>) => parseWith(cartLineParams, { product_id: c.req.param("product_id") });

/** The cart (anonymous by cookie, or the signed-in shopper's) and the time slots of a store. */
export function mountCartRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: `${BASE}/cart`,
      tag: "cart",
      summary: "The cart, priced for the store (default: the selected store); lines the store lacks are flagged unavailable",
      query: cartQuery,
      responses: { 200: { description: "The cart", schema: cartSchema } },
    },
    async (c) => {
      const q = parseQuery(c, cartQuery);
      const { store } = await catalogStore(c, q.store_id);
      return c.json(await c.get("services").cart.get(cartOwner(c), store));
    },
  );

  route(
    r,
    {
      method: "put",
      path: `${BASE}/cart/lines/:product_id`,
      tag: "cart",
      summary:
        "Put a product in the cart or change its line: quantity, or weight (lb) for a product sold by weight, a whole number of its weight_step from one step to 50 lb (400 invalid_param naming weight otherwise); substitution preference; note. " +
        "409 not_sold_here for a product of another shop than the store's (a catering or wine item at a grocery store, or the other way round); 422 not_available when the store has not got it",
      body: cartLineInput,
      responses: {
        200: { description: "The cart", schema: cartSchema },
        404: { description: "No such product" },
        409: { description: "The cart is full, or the store's shop does not sell the product" },
      },
    },
    async (c) => {
      const { product_id } = lineParams(c);
      const input = await parseJson(c, cartLineInput);
      const { store } = await catalogStore(c, input.store_id);
      // A refused line (not available, no such product, cart full) sends no new cart cookie.
      const { owner, keep } = pendingCartOwner(c);
      const cart = await c.get("services").cart.setLine(owner, store, product_id, input);
      keep();
      return c.json(cart);
    },
  );

  route(
    r,
    {
      method: "delete",
      path: `${BASE}/cart/lines/:product_id`,
      tag: "cart",
      summary: "Take a product out of the cart",
      query: cartQuery,
      responses: { 200: { description: "The cart", schema: cartSchema } },
    },
    async (c) => {
      const { product_id } = lineParams(c);
      const q = parseQuery(c, cartQuery);
      const { store } = await catalogStore(c, q.store_id);
      const owner = cartOwner(c);
      const s = c.get("services");
      return c.json(owner ? await s.cart.removeLine(owner, store, product_id) : await s.cart.get(null, store));
    },
  );

  route(
    r,
    {
      method: "get",
      path: `${BASE}/slots`,
      tag: "slots",
      summary: "Pickup or delivery time slots of a store, on one day or every bookable day; full slots have remaining 0",
      query: slotsQuery,
      responses: { 200: { description: "Slots", schema: slotsResponse } },
    },
    async (c) => {
      const q = parseQuery(c, slotsQuery);
      const { store } = await catalogStore(c, q.store_id);
      const s = c.get("services");
      const owner = cartOwner(c);
      const cart = owner ? await s.cart.row(owner) : null;
      return c.json(await s.slots.list(store.id, q.method, q.date, cart?.id ?? null));
    },
  );

  route(
    r,
    {
      method: "post",
      path: `${BASE}/slots/:id/hold`,
      tag: "slots",
      summary:
        "Keep a slot for the cart for 10 minutes while the shopper checks out. The cart must hold at least one line (409 cart_empty); one slot per cart (a new hold replaces the old one; again renews it). " +
        `At most ${SLOT_HOLD_LIMITS.perAddress.max} holds per client address and ${SLOT_HOLD_LIMITS.perCart.max} per cart in ${SLOT_HOLD_LIMITS.perAddress.windowMs / 60_000} minutes (429 too_many_attempts with Retry-After); ` +
        `anonymous carts together hold at most ${SLOT_HOLD_LIMITS.anonymousShare * 100}% of a slot's places, rounded down (409 sign_in_to_hold). 409 slot_full`,
      query: cartQuery,
      responses: {
        200: { description: "The hold", schema: holdResponse },
        404: { description: "No such slot at this store" },
        409: { description: "The cart is empty, the slot is full, or its places for anonymous carts are taken" },
        422: { description: "The slot is closed (too soon or past)" },
        429: { description: "Too many holds from this address or for this cart" },
      },
    },
    async (c) => {
      const { id } = parseWith(slotIdParam, { id: c.req.param("id") });
      const q = parseQuery(c, cartQuery);
      const { store } = await catalogStore(c, q.store_id);
      const s = c.get("services");
      // Only a cart with something in it holds a slot: a visitor without one is refused before anything is written.
      const cart = await s.cart.forHold(cartOwner(c));
      return c.json(await s.slots.hold(cart, store.id, id, clientAddress(c)));
    },
  );
}
