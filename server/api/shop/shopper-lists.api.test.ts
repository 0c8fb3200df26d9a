/**
 * Favorites and shopping lists over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set): per shopper, signed in only, nonce on every change, bad input a 400 with nothing changed, and
 * another shopper's list answered as if it did not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { buildProducts, demoCarried } from "../../db/seed/catalog/catalog";
import type { Product } from "#core/catalog/types";

let t: TestServer;
let shopper: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  shopper = await loginAs(t.url, "shopper");
  other = await loginAs(t.url, "editor");
});
afterAll(async () => {
  await t?.close();
});

const COLUMBUS = 1001;
const [first, second] = buildProducts().filter((p) => demoCarried(p.id, COLUMBUS));
const as = (who: LoggedIn, path: string, init: { method?: string; body?: unknown } = {}) =>
  jsonFetch(t.url, path, { ...init, cookie: who.cookie, nonce: who.nonce });

describe("favorites", () => {
  it("are kept per shopper and listed as the store sells them", async () => {
    expect((await as(shopper, `/api/shop/v1/favorites/${first!.id}`, { method: "PUT" })).body).toEqual({
      product_id: first!.id,
      favorite: true,
    });
    // Marking twice is harmless.
    expect((await as(shopper, `/api/shop/v1/favorites/${first!.id}`, { method: "PUT" })).status).toBe(200);
    const mine = await as(shopper, `/api/shop/v1/favorites?store_id=${COLUMBUS}`);
    expect(mine.body.product_ids).toEqual([first!.id]);
    expect(mine.body.items.map((p: Product) => p.name)).toEqual([first!.name]);
    expect((await as(other, `/api/shop/v1/favorites?store_id=${COLUMBUS}`)).body.product_ids).toEqual([]);
    await as(shopper, `/api/shop/v1/favorites/${first!.id}`, { method: "DELETE" });
    expect((await as(shopper, `/api/shop/v1/favorites?store_id=${COLUMBUS}`)).body.product_ids).toEqual([]);
  });

  it("need a signed-in shopper, and a nonce to change", async () => {
    expectError(await jsonFetch(t.url, `/api/shop/v1/favorites?store_id=${COLUMBUS}`), 401, "unauthorized");
    expectError(await jsonFetch(t.url, `/api/shop/v1/favorites/${first!.id}`, { method: "PUT" }), 401, "unauthorized");
    expectError(
      await jsonFetch(t.url, `/api/shop/v1/favorites/${first!.id}`, { method: "PUT", cookie: shopper.cookie }),
      403,
      "invalid_nonce",
    );
    expectError(await as(shopper, "/api/shop/v1/favorites/999999", { method: "PUT" }), 404, "not_found");
    expectError(await as(shopper, "/api/shop/v1/favorites/abc", { method: "PUT" }), 400, "invalid_param");
  });
});

describe("shopping lists", () => {
  it("hold products with quantities and notes, for their shopper only", async () => {
    const created = await as(shopper, "/api/shop/v1/lists", { method: "POST", body: { name: "Weekly shop", note: "Saturday" } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const added = await as(shopper, `/api/shop/v1/lists/${id}/items/${first!.id}`, {
      method: "PUT",
      body: { quantity: 3, note: "ripe ones" },
    });
    expect(added.body.items).toEqual([
      { product_id: first!.id, name: first!.name, url: `/shop/products/${first!.slug}`, quantity: 3, note: "ripe ones" },
    ]);
    await as(shopper, `/api/shop/v1/lists/${id}/items/${second!.id}`, { method: "PUT", body: {} });
    const changed = await as(shopper, `/api/shop/v1/lists/${id}/items/${first!.id}`, { method: "PUT", body: { quantity: 5 } });
    expect(changed.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([5, 1]);
    expect((await as(shopper, "/api/shop/v1/lists")).body.items).toEqual([{ id, name: "Weekly shop", note: "Saturday", item_count: 2 }]);
    const renamed = await as(shopper, `/api/shop/v1/lists/${id}`, { method: "PATCH", body: { name: "Party" } });
    expect(renamed.body).toMatchObject({ id, name: "Party", note: "Saturday" });
    const removed = await as(shopper, `/api/shop/v1/lists/${id}/items/${second!.id}`, { method: "DELETE" });
    expect(removed.body.item_count).toBe(1);

    // Another shopper's list does not exist for them, whatever they try.
    const fp = await fingerprinter(t.database);
    const before = await fp();
    expectError(await as(other, `/api/shop/v1/lists/${id}`), 404, "not_found");
    expectError(await as(other, `/api/shop/v1/lists/${id}`, { method: "PATCH", body: { name: "Mine" } }), 404, "not_found");
    expectError(
      await as(other, `/api/shop/v1/lists/${id}/items/${second!.id}`, { method: "PUT", body: { quantity: 1 } }),
      404,
      "not_found",
    );
    expectError(await as(other, `/api/shop/v1/lists/${id}`, { method: "DELETE" }), 404, "not_found");
    expect((await as(other, "/api/shop/v1/lists")).body.items).toEqual([]);
    expect(changedTables(before, await fp())).toEqual([]);

    expect((await as(shopper, `/api/shop/v1/lists/${id}`, { method: "DELETE" })).status).toBe(204);
    expectError(await as(shopper, `/api/shop/v1/lists/${id}`), 404, "not_found");
  });

  it("refuse bad input with a 400 and change nothing", async () => {
    const list = (await as(shopper, "/api/shop/v1/lists", { method: "POST", body: { name: "Pantry" } })).body.id as number;
    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const [path, method, body] of [
      ["/api/shop/v1/lists", "POST", { name: "" }],
      ["/api/shop/v1/lists", "POST", { name: "x".repeat(101) }],
      ["/api/shop/v1/lists", "POST", { name: 12 }],
      [`/api/shop/v1/lists/${list}`, "PATCH", {}],
      [`/api/shop/v1/lists/${list}/items/${first!.id}`, "PUT", { quantity: 0 }],
      [`/api/shop/v1/lists/${list}/items/${first!.id}`, "PUT", { quantity: 1.5 }],
      [`/api/shop/v1/lists/${list}/items/${first!.id}`, "PUT", { quantity: 100 }],
      [`/api/shop/v1/lists/${list}/items/${first!.id}`, "PUT", { note: "x".repeat(501) }],
      [`/api/shop/v1/lists/abc/items/${first!.id}`, "PUT", { quantity: 1 }],
      [`/api/shop/v1/lists/${list}/items/0`, "PUT", { quantity: 1 }],
    ] as const) {
      expectError(await as(shopper, path, { method, body }), 400, "invalid_param");
    }
    expectError(await as(shopper, `/api/shop/v1/lists/${list}/items/999999`, { method: "PUT", body: { quantity: 1 } }), 404, "not_found");
    expect(changedTables(before, await fp())).toEqual([]);
  });
});
