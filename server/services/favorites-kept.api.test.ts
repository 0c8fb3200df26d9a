/**
 * A shopper's favourites are kept a few seconds (server/services/shopper-lists.ts), as the shared
 * signed-in pages key on them (decision 0041): every mark and unmark must show in the very next read,
 * on this instance at once and, on PostgreSQL, on another instance within moments.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { startTestServer, testDatabaseKind, TEST_SESSION_SECRET, type TestServer } from "../test/harness";
import { until } from "../test/spawn-server";
import { as, COLUMBUS, inBoth, newShopper } from "../test/cart-support";
import { createServices } from "./container";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("the favourites kept for the shop pages", () => {
  it("follows every mark and unmark at once, newest first", async () => {
    const shopper = await newShopper(t);
    const [a, b] = inBoth(COLUMBUS, COLUMBUS);
    expect(await t.services.shopperLists.favoriteIds(shopper.user.id)).toEqual([]);
    expect((await as(t.url, shopper, `/api/shop/v1/favorites/${a!.id}`, { method: "PUT" })).status).toBe(200);
    expect(await t.services.shopperLists.favoriteIds(shopper.user.id)).toEqual([a!.id]);
    expect((await as(t.url, shopper, `/api/shop/v1/favorites/${b!.id}`, { method: "PUT" })).status).toBe(200);
    const both = await t.services.shopperLists.favoriteIds(shopper.user.id);
    expect(new Set(both)).toEqual(new Set([a!.id, b!.id]));
    // What a caller does with the list it got is not what the next caller gets.
    both.length = 0;
    expect(await t.services.shopperLists.favoriteIds(shopper.user.id)).toHaveLength(2);
    expect((await as(t.url, shopper, `/api/shop/v1/favorites/${a!.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await t.services.shopperLists.favoriteIds(shopper.user.id)).toEqual([b!.id]);
    // The favourites page shows the change too.
    const page = await as(t.url, shopper, `/api/shop/v1/favorites?store_id=${COLUMBUS}`);
    expect(page.body.product_ids).toEqual([b!.id]);
  });
});

describe.runIf(testDatabaseKind() === "postgres")(
  "the favourites on several instances (PostgreSQL only: instances hear of it by LISTEN/NOTIFY)",
  () => {
    it("a favourite marked on one instance shows in what another had kept", async () => {
      const other = await createServices(t.database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
      try {
        const shopper = await newShopper(t);
        const [a] = inBoth(COLUMBUS, COLUMBUS);
        expect(await other.shopperLists.favoriteIds(shopper.user.id)).toEqual([]);
        expect(other.favoritesKept.size()).toBeGreaterThan(0);
        expect((await as(t.url, shopper, `/api/shop/v1/favorites/${a!.id}`, { method: "PUT" })).status).toBe(200);
        await until(
          "the other instance reads the new favourite",
          async () => ((await other.shopperLists.favoriteIds(shopper.user.id)).length === 1 ? true : undefined),
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
