/**
 * Slot capacity under concurrent checkouts (one server, and two instances over one database, each
 * with its own connection pool on PostgreSQL), slot holds that run out after ten minutes on an
 * injected clock, and refused holds that leave no cart and send no cart cookie. PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { count, eq } from "drizzle-orm";
import { startTestServer, TEST_SESSION_SECRET, expectError, jsonFetch, type JsonResult, type LoggedIn, type TestServer } from "../../test/harness";
import { serveApp, type ServedApp } from "../../test/serve-app";
import { createApp } from "../../app";
import { createServices, type Services } from "../../services/container";
import { openDatabase, type Database } from "../../db/client";
import { carts, orders } from "../../db/schema";
import { createSlotService } from "../../services/slots";
import { createOrderService } from "../../services/orders";
import { as, bookedOf, COLUMBUS, inBoth, newShopper, pickupOrder, placeOrder, putLine, setCapacity, slotOf } from "../../test/cart-support";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { CART_COOKIE } from "../../../core/page-cookies";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const ordersIn = async (slotId: number) => (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.slotId, slotId)))[0]!.n;

/** `n` new shoppers with something in their carts. */
async function shoppersWithCarts(n: number): Promise<LoggedIn[]> {
  const [product] = inBoth(COLUMBUS, 1003);
  const shoppers: LoggedIn[] = [];
  for (let i = 0; i < n; i++) {
    const s = await newShopper(t);
    expect((await putLine(t.url, s, product!.id)).status).toBe(200);
    shoppers.push(s);
  }
  return shoppers;
}

async function checkoutBurst(urls: (i: number) => string, dayIndex: number): Promise<void> {
  const slot = await slotOf(t.url, COLUMBUS, "pickup", dayIndex);
  await setCapacity(t, slot.id, 3);
  const shoppers = await shoppersWithCarts(20);
  const results = await Promise.all(shoppers.map((s, i) => placeOrder(urls(i), s, pickupOrder(slot.id))));
  const statuses = results.map((r) => r.status).sort();
  expect(statuses.filter((s) => s === 201)).toHaveLength(3);
  expect(statuses.filter((s) => s === 409)).toHaveLength(17);
  for (const r of results.filter((r) => r.status === 409)) expectError(r, 409, "slot_full");
  expect(await ordersIn(slot.id)).toBe(3);
  expect(await bookedOf(t, slot.id)).toBe(3);
}

describe("slot capacity", () => {
  it("holds with 20 concurrent checkouts for a slot of capacity 3 on one server", async () => {
    await checkoutBurst(() => t.url, 1);
  });

  describe("across two server instances on one database", () => {
    let second: { db: Database | null; services: Services; app: ServedApp };
    beforeAll(async () => {
      // On PostgreSQL the second instance has its own pool, as another process would; PGlite is one process.
      const pool = t.database.pool as unknown as { options: { connectionString: string } } | null;
      const db = pool ? await openDatabase({ url: pool.options.connectionString }) : null;
      const services = await createServices(db ?? t.database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
      second = { db, services, app: await serveApp(createApp({ services })) };
    });
    afterAll(async () => {
      await second?.app.close();
      await second?.services.version.close();
      await second?.services.sessions.close();
      await second?.services.cartCounts.close();
      await second?.services.favoritesKept.close();
      await second?.db?.close();
    });

    it("still gives exactly 3 orders for 20 checkouts", async () => {
      await checkoutBurst((i) => (i % 2 ? second.app.url : t.url), 3);
    });
  });
});

describe("a slot hold", () => {
  it("keeps the slot for ten minutes, then lets it go (injected clock)", async () => {
    let now = new Date();
    const clock = () => now;
    const real = { slots: t.services.slots, orders: t.services.orders };
    t.services.slots = createSlotService(t.database.db, clock);
    t.services.orders = createOrderService(t.database.db, t.services.cart, clock);
    try {
      const slot = await slotOf(t.url, COLUMBUS, "pickup", 4);
      await setCapacity(t, slot.id, 1);
      const [first, second] = await shoppersWithCarts(2);
      const held = await as(t.url, first!, `/api/shop/v1/slots/${slot.id}/hold?store_id=${COLUMBUS}`, { method: "POST" });
      expect(held.status, held.text).toBe(200);
      expect(Date.parse(held.body.expires_at) - now.getTime()).toBe(10 * 60 * 1000);
      // The holder still sees it; everyone else sees it full and cannot take it.
      const mine = (await as(t.url, first!, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup`)).body;
      expect(mine.items.find((s: { id: number }) => s.id === slot.id).remaining).toBe(1);
      const others = (await as(t.url, second!, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup`)).body;
      expect(others.items.find((s: { id: number }) => s.id === slot.id).remaining).toBe(0);
      expectError(await as(t.url, second!, `/api/shop/v1/slots/${slot.id}/hold?store_id=${COLUMBUS}`, { method: "POST" }), 409, "slot_full");
      expectError(await placeOrder(t.url, second!, pickupOrder(slot.id)), 409, "slot_full");

      now = new Date(now.getTime() + 10 * 60 * 1000 + 1000);
      // The hold ran out: the other shopper takes the slot, and the first one is now too late.
      expect((await placeOrder(t.url, second!, pickupOrder(slot.id))).status).toBe(201);
      expectError(await placeOrder(t.url, first!, pickupOrder(slot.id)), 409, "slot_full");
      expect(await bookedOf(t, slot.id)).toBe(1);
    } finally {
      Object.assign(t.services, real);
    }
  });

  it("lets the holder place the order while others are kept out", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "pickup", 5);
    await setCapacity(t, slot.id, 1);
    const [first, second] = await shoppersWithCarts(2);
    expect((await as(t.url, first!, `/api/shop/v1/slots/${slot.id}/hold?store_id=${COLUMBUS}`, { method: "POST" })).status).toBe(200);
    expectError(await placeOrder(t.url, second!, pickupOrder(slot.id)), 409, "slot_full");
    expect((await placeOrder(t.url, first!, pickupOrder(slot.id))).status).toBe(201);
  });
});

describe("what a slot hold leaves behind", () => {
  const holdPath = (slotId: number) => `/api/shop/v1/slots/${slotId}/hold?store_id=${COLUMBUS}`;
  const cartCookies = (r: JsonResult) => r.res.headers.getSetCookie().filter((c) => c.startsWith(`${CART_COOKIE}=`));
  const cartsOf = async (userId: number) => (await t.database.db.select({ n: count() }).from(carts).where(eq(carts.userId, userId)))[0]!.n;

  /** Runs the refused request, then shows it sent no cart cookie and changed no table. */
  async function refusedChangesNothing(request: () => Promise<JsonResult>, status: number, code: string) {
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const r = await request();
    expectError(r, status, code);
    expect(cartCookies(r)).toEqual([]);
    expect(changedTables(before, await fp())).toEqual([]);
  }

  it("leaves an anonymous visitor without a cart or its cookie when the slot is full", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "pickup", 6);
    await setCapacity(t, slot.id, 0);
    await refusedChangesNothing(() => as(t.url, null, holdPath(slot.id), { method: "POST" }), 409, "slot_full");
  });

  it("leaves an anonymous visitor without a cart or its cookie when the slot has closed or is unknown", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "pickup", 1);
    const real = t.services.slots;
    // A month on, the slot's start has long passed.
    t.services.slots = createSlotService(t.database.db, () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    try {
      await refusedChangesNothing(() => as(t.url, null, holdPath(slot.id), { method: "POST" }), 422, "slot_closed");
    } finally {
      t.services.slots = real;
    }
    await refusedChangesNothing(() => as(t.url, null, holdPath(2_000_000_000), { method: "POST" }), 404, "not_found");
  });

  it("leaves a signed-in shopper who has no cart without one", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "delivery", 2);
    await setCapacity(t, slot.id, 0);
    const shopper = await newShopper(t);
    await refusedChangesNothing(() => as(t.url, shopper, holdPath(slot.id), { method: "POST" }), 409, "slot_full");
    expect(await cartsOf(shopper.user.id)).toBe(0);
  });

  it("still makes the cart, and the anonymous visitor's cookie, when the hold is kept", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "delivery", 3);
    const anonymous = await as(t.url, null, holdPath(slot.id), { method: "POST" });
    expect(anonymous.status, anonymous.text).toBe(200);
    expect(Object.keys(anonymous.body).sort()).toEqual(["expires_at", "slot_id"]);
    expect(anonymous.body.slot_id).toBe(slot.id);
    const [cookie] = cartCookies(anonymous);
    expect(cookie).toMatch(/HttpOnly/i);
    // The cookie names the cart that holds the slot: its holder still sees a place left.
    const seen = await jsonFetch(t.url, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=delivery`, { cookie: cookie!.split(";")[0]! });
    expect(seen.body.items.find((s: { id: number }) => s.id === slot.id).remaining).toBe(slot.remaining);

    const shopper = await newShopper(t);
    const signedIn = await as(t.url, shopper, holdPath(slot.id), { method: "POST" });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(cartCookies(signedIn)).toEqual([]);
    const [row] = await t.database.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    expect(row?.storeId).toBe(COLUMBUS);
    expect(await t.services.slots.holdOf(row!.id)).toMatchObject({ slot_id: slot.id });
  });
});
