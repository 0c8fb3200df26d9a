/**
 * Orders over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): one order per
 * Idempotency-Key, the checkout rules (age, delivery area, payment), cancel before picking, reorder in
 * another store, another shopper's order a 404, bad input a 400 with nothing changed.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { expectError, jsonFetch, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { cartLines, carts, circularDeals, orders, productPrices, products, storeProducts } from "../../db/schema";
import {
  as,
  bookedOf,
  byWeight,
  COLUMBUS,
  DAYTON,
  inBoth,
  newShopper,
  onlyIn,
  pickupOrder,
  placeOrder,
  putLine,
  slotOf,
} from "../../test/cart-support";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const [apples, bread] = inBoth(COLUMBUS, DAYTON);
const ordersOf = async (userId: number) => (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

describe("placing an order", () => {
  it("with the same Idempotency-Key twice gives one order", async () => {
    const shopper = await newShopper(t);
    await putLine(t.url, shopper, apples!.id, { quantity: 2 });
    const slot = await slotOf(t.url, COLUMBUS, "pickup");
    const key = randomUUID();
    const body = pickupOrder(slot.id, { tip_cents: 300, notes: "Ring the bell" });
    const first = await placeOrder(t.url, shopper, body, key);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      status: "placed",
      method: "pickup",
      tip_cents: 300,
      notes: "Ring the bell",
      payment: "pay_at_pickup",
      can_cancel: true,
    });
    expect(first.body.number).toMatch(/^HL-\d{6}$/);
    expect(first.body.total_cents).toBe(first.body.subtotal_cents + first.body.fee_cents + 300);
    expect(first.body.lines).toEqual([expect.objectContaining({ product_id: apples!.id, quantity: 2 })]);
    // The ordered lines left the cart.
    expect((await as(t.url, shopper, `/api/shop/v1/cart?store_id=${COLUMBUS}`)).body.lines).toEqual([]);

    const again = await placeOrder(t.url, shopper, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    // Double-clicked: both at once still make one order.
    await putLine(t.url, shopper, bread!.id);
    const both = await Promise.all([placeOrder(t.url, shopper, body, `${key}-2`), placeOrder(t.url, shopper, body, `${key}-2`)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body.id).toBe(both[1]!.body.id);
    expect(await ordersOf(shopper.user.id)).toBe(2);
    expect(await bookedOf(t, slot.id)).toBe(2);

    // The same key for a different request is refused, and changes nothing.
    expectError(await placeOrder(t.url, shopper, { ...body, tip_cents: 500 }, key), 422, "idempotency_key_reused");
    expect(await ordersOf(shopper.user.id)).toBe(2);
  });

  it("needs a signed-in shopper with the nonce, and something in the cart", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "pickup");
    expectError(
      await jsonFetch(t.url, "/api/shop/v1/orders", { body: pickupOrder(slot.id), headers: { "idempotency-key": randomUUID() } }),
      401,
      "unauthorized",
    );
    const shopper = await newShopper(t);
    expectError(
      await jsonFetch(t.url, "/api/shop/v1/orders", {
        body: pickupOrder(slot.id),
        cookie: shopper.cookie,
        headers: { "idempotency-key": randomUUID() },
      }),
      403,
      "invalid_nonce",
    );
    expectError(await placeOrder(t.url, shopper, pickupOrder(slot.id)), 422, "cart_empty");
    await putLine(t.url, shopper, apples!.id);
    const dayton = await slotOf(t.url, DAYTON, "pickup");
    expectError(await placeOrder(t.url, shopper, pickupOrder(dayton.id)), 422, "invalid_slot");
  });

  it("asks for age confirmation when the cart holds alcohol", async () => {
    const shopper = await newShopper(t);
    const [, , wine] = inBoth(COLUMBUS, DAYTON);
    await t.database.db
      .update(products)
      .set({ flags: ["alcohol"] })
      .where(eq(products.id, wine!.id));
    await putLine(t.url, shopper, wine!.id);
    expect((await as(t.url, shopper, `/api/shop/v1/cart?store_id=${COLUMBUS}`)).body.has_alcohol).toBe(true);
    const slot = await slotOf(t.url, COLUMBUS, "pickup");
    expectError(await placeOrder(t.url, shopper, pickupOrder(slot.id)), 422, "age_confirmation_required");
    expect((await placeOrder(t.url, shopper, pickupOrder(slot.id, { age_confirmed: true }))).status).toBe(201);
  });

  it("delivers only within the store's delivery area", async () => {
    const shopper = await newShopper(t);
    await putLine(t.url, shopper, apples!.id);
    const slot = await slotOf(t.url, COLUMBUS, "delivery");
    const delivery = (address: Record<string, unknown>) => ({
      method: "delivery",
      slot_id: slot.id,
      payment: "pay_on_delivery",
      store_id: COLUMBUS,
      address: { line1: "1 Main St", city: "Columbus", state: "OH", ...address },
    });
    expectError(
      await placeOrder(t.url, shopper, delivery({ postal_code: "44113", latitude: 41.48, longitude: -81.7 })),
      422,
      "outside_delivery_area",
    );
    expectError(await placeOrder(t.url, shopper, delivery({ postal_code: "99999" })), 422, "address_unknown");
    const placed = await placeOrder(t.url, shopper, delivery({ postal_code: "43201" }));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ method: "delivery", fee_cents: slot.fee_cents, address: { postal_code: "43201", state: "OH" } });
    expect(placed.body.fee_cents).toBeGreaterThan(0);
  });
});

describe("an order's total", () => {
  const freeSlot = async (day: number) => {
    const slot = await slotOf(t.url, COLUMBUS, "pickup", day);
    expect(slot.fee_cents, "the day's first pickup slot has no fee").toBe(0);
    return slot;
  };

  it("is never 0 because of a weight of nothing: such a line is refused (422 price_missing) and nothing changes", async () => {
    const shopper = await newShopper(t);
    const weighed = byWeight(COLUMBUS);
    await putLine(t.url, shopper, weighed.id, { weight: weighed.weightStep! });
    // A line stored before weights had their minimum: 1e-9 lb kept as 0 lb.
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    await t.database.db.update(cartLines).set({ weight: 0 }).where(eq(cartLines.cartId, cart!.id));
    const slot = await freeSlot(2);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const refused = await placeOrder(t.url, shopper, pickupOrder(slot.id));
    expectError(refused, 422, "price_missing");
    expect(refused.body.message).toContain(weighed.name);
    expect(changedTables(before, await fp())).toEqual([]);
    expect(await ordersOf(shopper.user.id)).toBe(0);
  });

  it("is never 0 because of a price of nothing either", async () => {
    const shopper = await newShopper(t);
    const [, , , , free] = inBoth(COLUMBUS, DAYTON);
    await putLine(t.url, shopper, free!.id, { quantity: 2 });
    await t.database.db.update(productPrices).set({ priceCents: 0, salePriceCents: null }).where(eq(productPrices.productId, free!.id));
    await t.database.db.update(storeProducts).set({ priceCents: null }).where(eq(storeProducts.productId, free!.id));
    await t.database.db.delete(circularDeals).where(eq(circularDeals.productId, free!.id));
    expect((await as(t.url, shopper, `/api/shop/v1/cart?store_id=${COLUMBUS}`)).body.subtotal_cents).toBe(0);
    expectError(await placeOrder(t.url, shopper, pickupOrder((await freeSlot(2)).id)), 422, "price_missing");
    expect(await ordersOf(shopper.user.id)).toBe(0);
  });
});

describe("an order afterwards", () => {
  let shopper: LoggedIn;
  let order: { id: number; slot: { id: number } };
  beforeAll(async () => {
    shopper = await newShopper(t);
    await putLine(t.url, shopper, apples!.id, { quantity: 3 });
    await putLine(t.url, shopper, onlyIn(COLUMBUS, DAYTON).id);
    order = (await placeOrder(t.url, shopper, pickupOrder((await slotOf(t.url, COLUMBUS, "pickup", 6)).id))).body;
  });

  it("is listed and read by its shopper only; for anyone else it is a 404 and nothing changes", async () => {
    expect((await as(t.url, shopper, "/api/shop/v1/orders")).body.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await as(t.url, shopper, `/api/shop/v1/orders/${order.id}`)).body.id).toBe(order.id);
    const other = await newShopper(t);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    expectError(await as(t.url, other, `/api/shop/v1/orders/${order.id}`), 404, "not_found");
    expectError(await as(t.url, other, `/api/shop/v1/orders/${order.id}/cancel`, { method: "POST" }), 404, "not_found");
    expectError(
      await as(t.url, other, `/api/shop/v1/orders/${order.id}/reorder`, { method: "POST", body: { store_id: COLUMBUS } }),
      404,
      "not_found",
    );
    expect((await as(t.url, other, "/api/shop/v1/orders")).body.items).toEqual([]);
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("reorders into another store's cart at its prices, naming what it could not add", async () => {
    const r = await as(t.url, shopper, `/api/shop/v1/orders/${order.id}/reorder`, { method: "POST", body: { store_id: DAYTON } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.added).toEqual([{ product_id: apples!.id, name: apples!.name }]);
    expect(r.body.unavailable).toEqual([{ product_id: onlyIn(COLUMBUS, DAYTON).id, name: onlyIn(COLUMBUS, DAYTON).name }]);
    const price = (await jsonFetch(t.url, `/api/shop/v1/products/${apples!.id}?store_id=${DAYTON}`)).body;
    expect(r.body.cart.lines).toEqual([
      expect.objectContaining({ product_id: apples!.id, quantity: 3, price_cents: price.sale_price_cents ?? price.price_cents }),
    ]);
  });

  it("is cancelled before picking starts, which frees its place in the slot", async () => {
    const booked = await bookedOf(t, order.slot.id);
    const cancelled = await as(t.url, shopper, `/api/shop/v1/orders/${order.id}/cancel`, { method: "POST" });
    expect(cancelled.body).toMatchObject({ status: "cancelled", can_cancel: false });
    expect(await bookedOf(t, order.slot.id)).toBe(booked - 1);
    expectError(await as(t.url, shopper, `/api/shop/v1/orders/${order.id}/cancel`, { method: "POST" }), 409, "cannot_cancel");
    expect(await bookedOf(t, order.slot.id)).toBe(booked - 1);
  });

  it("cannot be cancelled once picking has started", async () => {
    await putLine(t.url, shopper, bread!.id);
    const placed = (await placeOrder(t.url, shopper, pickupOrder((await slotOf(t.url, COLUMBUS, "pickup", 6)).id))).body;
    await t.services.orders.setStatus(placed.id, "being_picked");
    expectError(await as(t.url, shopper, `/api/shop/v1/orders/${placed.id}/cancel`, { method: "POST" }), 409, "cannot_cancel");
    expect((await as(t.url, shopper, `/api/shop/v1/orders/${placed.id}`)).body).toMatchObject({
      status: "being_picked",
      can_cancel: false,
    });
  });
});

describe("bad input", () => {
  it("is a 400 with nothing changed", async () => {
    const shopper = await newShopper(t);
    await putLine(t.url, shopper, apples!.id);
    const slot = await slotOf(t.url, COLUMBUS, "pickup");
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const good = pickupOrder(slot.id);
    for (const [body, key] of [
      [good, undefined],
      [good, "short"],
      [good, "x".repeat(101)],
      [good, "has spaces in it"],
      [{ ...good, method: "drone" }, "key-0000001"],
      [{ ...good, slot_id: 0 }, "key-0000002"],
      [{ ...good, slot_id: "1" }, "key-0000003"],
      [{ ...good, tip_cents: -1 }, "key-0000004"],
      [{ ...good, tip_cents: 1.5 }, "key-0000005"],
      [{ ...good, payment: "card" }, "key-0000006"],
      [{ ...good, payment: "pay_on_delivery" }, "key-0000007"],
      [{ ...good, notes: "x".repeat(501) }, "key-0000008"],
      [{ ...good, method: "delivery", payment: "pay_on_delivery" }, "key-0000009"],
      [
        {
          ...good,
          method: "delivery",
          payment: "pay_on_delivery",
          address: { line1: "1 Main", city: "Columbus", state: "Ohio", postal_code: "43201" },
        },
        "key-0000010",
      ],
      [
        {
          ...good,
          method: "delivery",
          payment: "pay_on_delivery",
          address: { line1: "1 Main", city: "Columbus", state: "OH", postal_code: "4320" },
        },
        "key-0000011",
      ],
      [{ ...good, extra: 1 }, "key-0000012"],
      ["[", "key-0000013"],
    ] as const) {
      const headers: Record<string, string> = key === undefined ? {} : { "idempotency-key": key };
      expectError(await as(t.url, shopper, "/api/shop/v1/orders", { method: "POST", body, headers }), 400);
    }
    expectError(await as(t.url, shopper, "/api/shop/v1/orders/abc"), 400, "invalid_param");
    expectError(await as(t.url, shopper, "/api/shop/v1/orders/1/cancel", { method: "POST", body: { now: true } }), 400, "invalid_param");
    expectError(
      await as(t.url, shopper, "/api/shop/v1/orders/1/reorder", { method: "POST", body: { store_id: "x" } }),
      400,
      "invalid_param",
    );
    expect(changedTables(before, await fp())).toEqual([]);
  });
});

describe("a catering order", () => {
  const CATERING = 2001;
  it("refuses a slot inside the longest lead time of its items and takes one after it", async () => {
    const list = await jsonFetch(t.url, `/api/shop/v1/products?store_id=${CATERING}&per_page=60`);
    expect(list.status, list.text).toBe(200);
    const tray = (list.body.items as Array<{ id: number; available: boolean; lead_time_hours?: number }>).find(
      (p) => p.available && (p.lead_time_hours ?? 0) >= 24,
    );
    expect(tray, "a catering item with a lead time of a day or more").toBeTruthy();
    const shopper = await newShopper(t);
    expect((await putLine(t.url, shopper, tray!.id, { quantity: 1 }, CATERING)).status).toBe(200);
    const dates = (await jsonFetch(t.url, `/api/shop/v1/slots?store_id=${CATERING}&method=pickup`)).body.dates as string[];
    const slots: Array<{ id: number; starts_at: string; remaining: number }> = [];
    for (const date of dates)
      slots.push(...(await jsonFetch(t.url, `/api/shop/v1/slots?store_id=${CATERING}&method=pickup&date=${date}`)).body.items);
    const ready = Date.now() + tray!.lead_time_hours! * 3_600_000;
    const tooSoon = slots.find(
      (s) => s.remaining > 0 && Date.parse(s.starts_at) > Date.now() + 3_600_000 && Date.parse(s.starts_at) < ready,
    );
    const inTime = slots.find((s) => s.remaining > 0 && Date.parse(s.starts_at) > ready + 3_600_000);
    expect(tooSoon && inTime, "open slots before and after the lead time").toBeTruthy();
    expectError(await placeOrder(t.url, shopper, pickupOrder(tooSoon!.id, { store_id: CATERING })), 422, "slot_closed");
    expect(await ordersOf(shopper.user.id)).toBe(0);
    const placed = await placeOrder(t.url, shopper, pickupOrder(inTime!.id, { store_id: CATERING }));
    expect(placed.status, placed.text).toBe(201);
  });
});
