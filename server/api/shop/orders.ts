import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import {
  cancelInput,
  idempotencyKeyHeader,
  orderIdParam,
  orderInput,
  orderSchema,
  ordersResponse,
  reorderInput,
  reorderResponse,
} from "#core/schemas/cart";
import { parseJson, parseWith } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { invalidParam, unauthorized } from "../../http/errors";
import { catalogStore } from "./catalog-store";

const BASE = "/api/shop/v1/orders";

/** The signed-in shopper (401 otherwise; a session without its nonce counts as signed out). */
function shopper(c: Context<AppEnv>) {
  const { user, unavailable } = c.get("auth");
  if (!user && unavailable) throw unavailable;
  if (!user) throw unauthorized("Sign in to place and see orders.");
  return user;
}

const orderId = (c: Context<AppEnv>) => parseWith(orderIdParam, { id: c.req.param("id") }).id;

function idempotencyKey(c: Context<AppEnv>): string {
  const parsed = idempotencyKeyHeader.safeParse(c.req.header("idempotency-key"));
  if (!parsed.success) throw invalidParam("Idempotency-Key", parsed.error.issues[0]?.message ?? "is required");
  return parsed.data;
}

/** Placing, listing, reading, cancelling and reordering the signed-in shopper's orders. */
export function mountOrderRoutes(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "orders",
      summary:
        "Place the cart as an order for a slot. The Idempotency-Key header makes it safe to retry: the same key with the same request gives the same order (200), never a second one; with another request 422 idempotency_key_reused. " +
        "Only the lines the store sells are ordered (the others stay in the cart). 409 slot_full; 409 not_sold_here when the cart holds only another shop's products; 422 cart_empty, price_missing (a line would cost nothing), invalid_slot, slot_closed, age_confirmation_required, address_unknown, outside_delivery_area. Payment is at pickup or on delivery",
      body: orderInput,
      headers: [{ name: "Idempotency-Key", required: true, description: "8 to 100 visible ASCII characters, new for each order (a UUID)" }],
      auth: "session",
      responses: {
        201: { description: "The order", schema: orderSchema },
        200: { description: "The order this key already placed", schema: orderSchema },
      },
    },
    async (c) => {
      const user = shopper(c);
      const key = idempotencyKey(c);
      const input = await parseJson(c, orderInput);
      const { store } = await catalogStore(c, input.store_id);
      const s = c.get("services");
      const knownPlaces = async () =>
        (await s.stores.list()).map((st) => ({ postal_code: st.postal_code, latitude: st.latitude, longitude: st.longitude }));
      const { order, replayed } = await s.orders.place({ userId: user.id, store, knownPlaces }, input, key);
      if (replayed) c.header("Idempotent-Replayed", "true");
      return c.json(order, replayed ? 200 : 201);
    },
  );

  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "orders",
      summary: "The shopper's orders, newest first",
      auth: "session",
      responses: { 200: { description: "Orders", schema: ordersResponse } },
    },
    async (c) => c.json({ items: await c.get("services").orders.list(shopper(c).id) }),
  );

  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "orders",
      summary: "One of the shopper's orders (404 for another shopper's)",
      auth: "session",
      responses: { 200: { description: "The order", schema: orderSchema }, 404: { description: "No such order of this shopper" } },
    },
    async (c) => {
      const user = shopper(c);
      return c.json(await c.get("services").orders.get(user.id, orderId(c)));
    },
  );

  route(
    r,
    {
      method: "post",
      path: `${BASE}/:id/cancel`,
      tag: "orders",
      summary: "Cancel an order before picking starts (its slot place is freed); 409 cannot_cancel after",
      body: cancelInput,
      auth: "session",
      responses: {
        200: { description: "The cancelled order", schema: orderSchema },
        404: { description: "No such order of this shopper" },
        409: { description: "Picking has started" },
      },
    },
    async (c) => {
      const user = shopper(c);
      const id = orderId(c);
      await parseJson(c, cancelInput);
      return c.json(await c.get("services").orders.cancel(user.id, id));
    },
  );

  route(
    r,
    {
      method: "post",
      path: `${BASE}/:id/reorder`,
      tag: "orders",
      summary: "Put the order's products that the store has today into the cart at today's prices; lists those it could not add",
      body: reorderInput,
      auth: "session",
      responses: {
        200: { description: "What was added and what was not, and the cart", schema: reorderResponse },
        404: { description: "No such order of this shopper" },
      },
    },
    async (c) => {
      const user = shopper(c);
      const id = orderId(c);
      const input = await parseJson(c, reorderInput);
      const { store } = await catalogStore(c, input.store_id);
      return c.json(await c.get("services").orders.reorder(user.id, { userId: user.id }, store, id));
    },
  );
}
