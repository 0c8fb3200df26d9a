/**
 * The header's cart count is kept a few seconds per owner (server/services/cart-count-cache.ts): every
 * change to a cart (a line put or taken out, a list or an order put in, an order placed, an anonymous
 * cart merged at sign-in) must show in the very next count, on this instance at once and, on
 * PostgreSQL, on another instance within moments.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import {
  cookieFrom,
  jsonFetch,
  startTestServer,
  testDatabaseKind,
  TEST_SESSION_SECRET,
  type LoggedIn,
  type TestServer,
} from "../test/harness";
import { until } from "../test/spawn-server";
import { as, byWeight, COLUMBUS, inBoth, newShopper, pickupOrder, placeOrder, putLine, slotOf } from "../test/cart-support";
import { hashCartToken } from "./cart";
import { CART_COOKIE } from "../../core/frame/page-cookies";
import { createServices } from "./container";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const countOf = (who: LoggedIn) => t.services.cart.itemCount({ userId: who.user.id });

describe("the cart count kept for the header", () => {
  it("follows every change to the shopper's cart at once", async () => {
    const shopper = await newShopper(t);
    const [a, b] = inBoth(COLUMBUS, COLUMBUS);
    expect(await countOf(shopper)).toBe(0);
    expect((await putLine(t.url, shopper, a!.id, { quantity: 2 })).status).toBe(200);
    expect(await countOf(shopper)).toBe(2);
    await putLine(t.url, shopper, b!.id, { quantity: 3 });
    expect(await countOf(shopper)).toBe(5);
    const weighed = byWeight(COLUMBUS);
    await putLine(t.url, shopper, weighed.id, { weight: weighed.weightStep! * 2 });
    expect(await countOf(shopper)).toBe(6);
    expect((await as(t.url, shopper, `/api/shop/v1/cart/lines/${b!.id}?store_id=${COLUMBUS}`, { method: "DELETE" })).status).toBe(200);
    expect(await countOf(shopper)).toBe(3);
    // An order takes the lines out of the cart.
    const placed = await placeOrder(t.url, shopper, pickupOrder((await slotOf(t.url, COLUMBUS, "pickup", 3)).id));
    expect(placed.status, placed.text).toBe(201);
    expect(await countOf(shopper)).toBe(0);
    // A reorder puts them back.
    const again = await as(t.url, shopper, `/api/shop/v1/orders/${placed.body.id}/reorder`, {
      method: "POST",
      body: { store_id: COLUMBUS },
    });
    expect(again.status, again.text).toBe(200);
    expect(await countOf(shopper)).toBe(3);
  });

  it("moves an anonymous cart's count to the shopper's when signing in merges it", async () => {
    const shopper = await newShopper(t);
    const [a] = inBoth(COLUMBUS, COLUMBUS);
    await putLine(t.url, shopper, a!.id, { quantity: 1 });
    expect(await countOf(shopper)).toBe(1);
    const anon = await jsonFetch(t.url, `/api/shop/v1/cart/lines/${a!.id}`, { method: "PUT", body: { quantity: 4, store_id: COLUMBUS } });
    const cookie = cookieFrom(anon.res);
    const token = new RegExp(`${CART_COOKIE}=([^;]+)`).exec(cookie)![1]!;
    expect(await t.services.cart.itemCount({ tokenHash: hashCartToken(token) })).toBe(4);
    const signedIn = await jsonFetch(t.url, "/api/auth/v1/login", {
      body: { email: shopper.user.email, password: "cart-shopper-1" },
      cookie,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(await countOf(shopper)).toBe(5);
    expect(await t.services.cart.itemCount({ tokenHash: hashCartToken(token) })).toBe(0);
  });
});

describe.runIf(testDatabaseKind() === "postgres")(
  "the cart count on several instances (PostgreSQL only: instances hear of it by LISTEN/NOTIFY)",
  () => {
    it("a line put in on one instance shows in the count another had kept", async () => {
      const other = await createServices(t.database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
      try {
        const shopper = await newShopper(t);
        const [a] = inBoth(COLUMBUS, COLUMBUS);
        expect(await other.cart.itemCount({ userId: shopper.user.id })).toBe(0);
        expect(other.cartCounts.size()).toBeGreaterThan(0);
        expect((await putLine(t.url, shopper, a!.id, { quantity: 2 })).status).toBe(200);
        // NOTIFY is delivered after the commit: the other instance forgets within moments, far inside the TTL.
        await until(
          "the other instance counts the new line",
          async () => ((await other.cart.itemCount({ userId: shopper.user.id })) === 2 ? true : undefined),
          1000,
          20,
        );
      } finally {
        await other.version.close();
        await other.sessions.close();
        await other.cartCounts.close();
        await other.favoritesKept.close();
      }
    });
  },
);
