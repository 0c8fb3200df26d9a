/**
 * Adding several products to a list at once (a recipe's ingredients, the product page's "Add to
 * list"), over a real database: quantities add up, notes are kept, all or nothing, the shopper's own
 * lists only, bad input a 400 with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { buildProducts } from "../../db/seed/catalog/catalog";
import { LIST_LIMITS } from "#core/limits/limits";

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

const [a, b, c] = buildProducts();
const as = (who: LoggedIn, path: string, init: { method?: string; body?: unknown } = {}) =>
  jsonFetch(t.url, path, { ...init, cookie: who.cookie, nonce: who.nonce });
const quantities = (body: { items: Array<{ product_id: number; quantity: number; note: string }> }) =>
  body.items.map((i) => [i.product_id, i.quantity, i.note]);

describe("adding products to a list", () => {
  it("adds new products and adds to the quantity of those already on it, keeping their notes", async () => {
    const id = (await as(shopper, "/api/shop/v1/lists", { method: "POST", body: { name: "Lasagna" } })).body.id as number;
    await as(shopper, `/api/shop/v1/lists/${id}/items/${a!.id}`, { method: "PUT", body: { quantity: 2, note: "the big one" } });
    const added = await as(shopper, `/api/shop/v1/lists/${id}/items`, {
      method: "POST",
      body: {
        items: [
          { product_id: a!.id, quantity: 1, note: "1 lb ground beef" },
          { product_id: b!.id, note: "2 cups ricotta" },
          { product_id: b!.id, quantity: 2 },
        ],
      },
    });
    expect(added.status).toBe(200);
    expect(quantities(added.body)).toEqual([
      [a!.id, 3, "the big one"],
      [b!.id, 3, "2 cups ricotta"],
    ]);
    const capped = await as(shopper, `/api/shop/v1/lists/${id}/items`, {
      method: "POST",
      body: { items: [{ product_id: b!.id, quantity: LIST_LIMITS.quantity }] },
    });
    expect(quantities(capped.body)).toContainEqual([b!.id, LIST_LIMITS.quantity, "2 cups ricotta"]);
  });

  it("is all or nothing, for the shopper's own lists only, and refuses bad input with a 400", async () => {
    const id = (await as(shopper, "/api/shop/v1/lists", { method: "POST", body: { name: "Soup" } })).body.id as number;
    const fp = await fingerprinter(t.database);
    const before = await fp();
    expectError(
      await as(shopper, `/api/shop/v1/lists/${id}/items`, {
        method: "POST",
        body: { items: [{ product_id: c!.id }, { product_id: 999999 }] },
      }),
      404,
      "not_found",
    );
    expectError(
      await as(other, `/api/shop/v1/lists/${id}/items`, { method: "POST", body: { items: [{ product_id: c!.id }] } }),
      404,
      "not_found",
    );
    expectError(
      await jsonFetch(t.url, `/api/shop/v1/lists/${id}/items`, { method: "POST", body: { items: [{ product_id: c!.id }] } }),
      401,
      "unauthorized",
    );
    expectError(
      await jsonFetch(t.url, `/api/shop/v1/lists/${id}/items`, {
        method: "POST",
        body: { items: [{ product_id: c!.id }] },
        cookie: shopper.cookie,
      }),
      403,
      "invalid_nonce",
    );
    for (const body of [
      {},
      { items: [] },
      { items: [{ product_id: "x" }] },
      { items: [{ product_id: 0 }] },
      { items: [{ product_id: c!.id, quantity: 0 }] },
      { items: [{ product_id: c!.id, quantity: 1.5 }] },
      { items: [{ product_id: c!.id, note: "n".repeat(LIST_LIMITS.note + 1) }] },
      { items: Array.from({ length: 51 }, () => ({ product_id: c!.id })) },
    ]) {
      const res = await as(shopper, `/api/shop/v1/lists/${id}/items`, { method: "POST", body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: 400 } });
    }
    expectError(
      await as(shopper, "/api/shop/v1/lists/abc/items", { method: "POST", body: { items: [{ product_id: c!.id }] } }),
      400,
      "invalid_param",
    );
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("refuses to make a list longer than a list may be", async () => {
    const id = (await as(shopper, "/api/shop/v1/lists", { method: "POST", body: { name: "Everything" } })).body.id as number;
    const all = buildProducts().slice(0, LIST_LIMITS.items + 1);
    for (let i = 0; i < LIST_LIMITS.items; i += 50) {
      expect(
        (
          await as(shopper, `/api/shop/v1/lists/${id}/items`, {
            method: "POST",
            body: { items: all.slice(i, Math.min(i + 50, LIST_LIMITS.items)).map((p) => ({ product_id: p.id })) },
          })
        ).status,
      ).toBe(200);
    }
    expectError(
      await as(shopper, `/api/shop/v1/lists/${id}/items`, {
        method: "POST",
        body: { items: [{ product_id: all[LIST_LIMITS.items]!.id }] },
      }),
      409,
      "list_full",
    );
    // Adding to what is already there is still fine.
    expect(
      (await as(shopper, `/api/shop/v1/lists/${id}/items`, { method: "POST", body: { items: [{ product_id: all[0]!.id }] } })).status,
    ).toBe(200);
  });
});
