/**
 * Slot capacity under concurrent checkouts (one server, and two instances over one database, each
 * with its own connection pool on PostgreSQL), slot holds that run out after ten minutes on an
 * injected clock, refused holds that change nothing and send no cart cookie, and who may hold: only a
 * cart with something in it, one slot per cart, anonymous carts up to half a slot, so many per client
 * address and per cart. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { count, eq } from "drizzle-orm";
import {
  startTestServer,
  TEST_SESSION_SECRET,
  expectError,
  expectRateLimited,
  jsonFetch,
  type JsonResult,
  type LoggedIn,
  type TestServer,
} from "../../test/harness";
import { serveApp, type ServedApp } from "../../test/serve-app";
import { createApp } from "../../app";
import { createServices, type Services } from "../../services/container";
import { openDatabase, type Database } from "../../db/client";
import { carts, orders, slotHolds } from "../../db/schema";
import { createSlotService } from "../../services/slots";
import { createOrderService } from "../../services/orders";
import {
  anonymousCart,
  as,
  bookedOf,
  COLUMBUS,
  inBoth,
  newShopper,
  pickupOrder,
  placeOrder,
  putLine,
  setCapacity,
  slotOf,
} from "../../test/cart-support";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { CART_COOKIE } from "#core/frame/page-cookies";
import { SLOT_HOLD_LIMITS } from "#core/limits/limits";

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
      expectError(
        await as(t.url, second!, `/api/shop/v1/slots/${slot.id}/hold?store_id=${COLUMBUS}`, { method: "POST" }),
        409,
        "slot_full",
      );
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

describe("what a refused slot hold leaves behind", () => {
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

  it("leaves an anonymous visitor without a cart, or with an empty one, without a hold, a cart or its cookie (409 cart_empty)", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "pickup", 6);
    await refusedChangesNothing(() => as(t.url, null, holdPath(slot.id), { method: "POST" }), 409, "cart_empty");
    // A full or unknown slot is no different: without a cart nothing is looked at.
    await setCapacity(t, slot.id, 0);
    await refusedChangesNothing(() => as(t.url, null, holdPath(slot.id), { method: "POST" }), 409, "cart_empty");
    await refusedChangesNothing(() => as(t.url, null, holdPath(2_000_000_000), { method: "POST" }), 409, "cart_empty");
    // A cart whose last line was taken out is empty too.
    const [product] = inBoth(COLUMBUS, 1003);
    const emptied = await anonymousCart(t.url, product!.id);
    await jsonFetch(t.url, `/api/shop/v1/cart/lines/${product!.id}?store_id=${COLUMBUS}`, { method: "DELETE", cookie: emptied.cookie });
    await refusedChangesNothing(() => jsonFetch(t.url, holdPath(slot.id), { method: "POST", cookie: emptied.cookie }), 409, "cart_empty");
  });

  it("leaves an anonymous cart as it was when the slot is full, has closed or is unknown", async () => {
    const [product] = inBoth(COLUMBUS, 1003);
    const visitor = await anonymousCart(t.url, product!.id);
    const hold = (slotId: number) => () => jsonFetch(t.url, holdPath(slotId), { method: "POST", cookie: visitor.cookie });
    const full = await slotOf(t.url, COLUMBUS, "pickup", 6);
    await setCapacity(t, full.id, 0);
    await refusedChangesNothing(hold(full.id), 409, "slot_full");
    const slot = await slotOf(t.url, COLUMBUS, "pickup", 1);
    const real = t.services.slots;
    // A month on, the slot's start has long passed.
    t.services.slots = createSlotService(t.database.db, () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    try {
      await refusedChangesNothing(hold(slot.id), 422, "slot_closed");
    } finally {
      t.services.slots = real;
    }
    await refusedChangesNothing(hold(2_000_000_000), 404, "not_found");
  });

  it("leaves a signed-in shopper who has no cart without one (409 cart_empty)", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "delivery", 2);
    const shopper = await newShopper(t);
    await refusedChangesNothing(() => as(t.url, shopper, holdPath(slot.id), { method: "POST" }), 409, "cart_empty");
    expect(await cartsOf(shopper.user.id)).toBe(0);
  });

  it("is kept for a cart with something in it, anonymous or signed in, and sends no new cookie", async () => {
    const slot = await slotOf(t.url, COLUMBUS, "delivery", 3);
    const [product] = inBoth(COLUMBUS, 1003);
    const visitor = await anonymousCart(t.url, product!.id);
    const anonymous = await jsonFetch(t.url, holdPath(slot.id), { method: "POST", cookie: visitor.cookie });
    expect(anonymous.status, anonymous.text).toBe(200);
    expect(Object.keys(anonymous.body).sort()).toEqual(["expires_at", "slot_id"]);
    expect(anonymous.body.slot_id).toBe(slot.id);
    expect(cartCookies(anonymous)).toEqual([]);
    // The cookie names the cart that holds the slot: its holder still sees a place left.
    const seen = await jsonFetch(t.url, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=delivery`, { cookie: visitor.cookie });
    expect(seen.body.items.find((s: { id: number }) => s.id === slot.id).remaining).toBe(slot.remaining);

    const [shopper] = await shoppersWithCarts(1);
    const signedIn = await as(t.url, shopper!, holdPath(slot.id), { method: "POST" });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(cartCookies(signedIn)).toEqual([]);
    const [row] = await t.database.db.select().from(carts).where(eq(carts.userId, shopper!.user.id));
    expect(row?.storeId).toBe(COLUMBUS);
    expect(await t.services.slots.holdOf(row!.id)).toMatchObject({ slot_id: slot.id });
  });
});

describe("who may hold a slot, and how often", () => {
  const holdPath = (slotId: number) => `/api/shop/v1/slots/${slotId}/hold?store_id=${COLUMBUS}`;
  /** A pickup slot no other test here uses (the others take each day's first slot). */
  let taken = 0;
  async function freshSlot(): Promise<{ id: number; remaining: number }> {
    const n = taken++;
    const dates = (await jsonFetch(t.url, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup`)).body.dates as string[];
    const day = (await jsonFetch(t.url, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup&date=${dates[1 + (n % 6)]}`)).body.items;
    return day[2 + Math.floor(n / 6)];
  }
  const remainingOf = async (slotId: number) =>
    (await jsonFetch(t.url, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup`)).body.items.find(
      (s: { id: number }) => s.id === slotId,
    ).remaining as number;
  const [product] = inBoth(COLUMBUS, 1003);
  /** The same app behind a trusted proxy: each test's client addresses are its own, whatever the others did. */
  let proxied: ServedApp;
  let addresses = 0;
  const newAddress = () => `203.0.113.${++addresses}`;
  beforeAll(async () => {
    proxied = await serveApp(createApp({ services: t.services, trustProxy: true }));
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it("20 anonymous requests without a cart leave the slot's places as they were", async () => {
    const slot = await freshSlot();
    const before = await remainingOf(slot.id);
    expect(before).toBeGreaterThan(0);
    const fp = await fingerprinter(t.database);
    const rows = await fp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => jsonFetch(t.url, holdPath(slot.id), { method: "POST", cookie: `store_id=${COLUMBUS}` })),
    );
    for (const r of answers) expectError(r, 409, "cart_empty");
    expect(await remainingOf(slot.id)).toBe(before);
    expect(changedTables(rows, await fp())).toEqual([]);
  });

  it("is one slot per cart: a new hold gives the old slot's place back", async () => {
    const [first, second] = [await freshSlot(), await freshSlot()];
    const [before1, before2] = [await remainingOf(first.id), await remainingOf(second.id)];
    const [shopper] = await shoppersWithCarts(1);
    expect((await as(t.url, shopper!, holdPath(first.id), { method: "POST" })).status).toBe(200);
    expect([await remainingOf(first.id), await remainingOf(second.id)]).toEqual([before1 - 1, before2]);
    expect((await as(t.url, shopper!, holdPath(second.id), { method: "POST" })).status).toBe(200);
    expect([await remainingOf(first.id), await remainingOf(second.id)]).toEqual([before1, before2 - 1]);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, shopper!.user.id));
    expect((await t.database.db.select().from(slotHolds).where(eq(slotHolds.cartId, cart!.id))).map((h) => h.slotId)).toEqual([second.id]);
  });

  it("lets anonymous carts hold at most half of a slot's places; signed-in shoppers keep the rest", async () => {
    const slot = await freshSlot();
    await setCapacity(t, slot.id, 4);
    const visitors = await Promise.all([1, 2, 3].map(() => anonymousCart(t.url, product!.id)));
    for (const v of visitors.slice(0, 2))
      expect((await jsonFetch(t.url, holdPath(slot.id), { method: "POST", cookie: v.cookie })).status).toBe(200);
    const fp = await fingerprinter(t.database);
    const rows = await fp();
    const third = await jsonFetch(t.url, holdPath(slot.id), { method: "POST", cookie: visitors[2]!.cookie });
    expectError(third, 409, "sign_in_to_hold");
    expect(third.body.message).toMatch(/Sign in/);
    expect(changedTables(rows, await fp())).toEqual([]);
    // An anonymous holder may renew its own hold; the two signed-in shoppers take the other two places.
    expect((await jsonFetch(t.url, holdPath(slot.id), { method: "POST", cookie: visitors[0]!.cookie })).status).toBe(200);
    const shoppers = await shoppersWithCarts(3);
    for (const s of shoppers.slice(0, 2)) expect((await as(t.url, s, holdPath(slot.id), { method: "POST" })).status).toBe(200);
    expect(await remainingOf(slot.id)).toBe(0);
    expectError(await as(t.url, shoppers[2]!, holdPath(slot.id), { method: "POST" }), 409, "slot_full");
    // Capacity lowered to 3 under the holds: the two anonymous ones count for their share of it (1 place), not for 2.
    await setCapacity(t, slot.id, 3);
    const seen = (await as(t.url, shoppers[0]!, `/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup`)).body.items.find(
      (s: { id: number }) => s.id === slot.id,
    );
    // Its own hold aside: one other signed-in hold and one of the two anonymous ones take places.
    expect(seen.remaining).toBe(1);
  });

  it("counts holds per client address (TRUST_PROXY's X-Forwarded-For): past the limit a 429 with Retry-After, another address goes on", async () => {
    const slot = await freshSlot();
    const address = newAddress();
    const from = (xff: string) => ({ "x-forwarded-for": xff });
    // Three anonymous carts renewing their holds share the address's allowance.
    const visitors = await Promise.all([1, 2, 3].map(() => anonymousCart(proxied.url, product!.id, COLUMBUS, from(address))));
    const { max, windowMs } = SLOT_HOLD_LIMITS.perAddress;
    for (let i = 0; i < max; i++) {
      const r = await jsonFetch(proxied.url, holdPath(slot.id), {
        method: "POST",
        cookie: visitors[i % 3]!.cookie,
        headers: from(address),
      });
      expect(r.status, `hold ${i + 1}: ${r.text}`).toBe(200);
    }
    const fp = await fingerprinter(t.database);
    const rows = await fp();
    expectRateLimited(
      await jsonFetch(proxied.url, holdPath(slot.id), { method: "POST", cookie: visitors[0]!.cookie, headers: from(address) }),
      windowMs,
    );
    expect(changedTables(rows, await fp())).toEqual([]);
    // The same cart from another address is not that address's count.
    expect(
      (await jsonFetch(proxied.url, holdPath(slot.id), { method: "POST", cookie: visitors[0]!.cookie, headers: from(newAddress()) }))
        .status,
    ).toBe(200);
  });

  it("counts holds per cart, and lets the cart hold again once the window has passed (injected clock)", async () => {
    let now = new Date();
    const real = t.services.slots;
    t.services.slots = createSlotService(t.database.db, () => now);
    try {
      const slot = await freshSlot();
      const [shopper] = await shoppersWithCarts(1);
      const { max, windowMs } = SLOT_HOLD_LIMITS.perCart;
      // From a new address each time: only the cart's own count can stop it.
      const hold = () =>
        jsonFetch(proxied.url, holdPath(slot.id), {
          method: "POST",
          cookie: shopper!.cookie,
          nonce: shopper!.nonce,
          headers: { "x-forwarded-for": newAddress() },
        });
      for (let i = 0; i < max; i++) expect((await hold()).status, `hold ${i + 1}`).toBe(200);
      expectRateLimited(await hold(), windowMs);
      now = new Date(now.getTime() + windowMs + 1000);
      expect((await hold()).status).toBe(200);
    } finally {
      t.services.slots = real;
    }
  });
});
