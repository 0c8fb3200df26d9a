/**
 * The cart over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): anonymous by
 * cookie or the shopper's, priced by the store at read time, carried over a store switch, merged at
 * sign-in; bad input a 400 with nothing changed; one shopper never sees another's cart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { as, byWeight, COLUMBUS, DAYTON, inBoth, newShopper, onlyIn, putLine } from "../../test/cart-support";
import { CART_COOKIE } from "#core/frame/page-cookies";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const productPrice = async (id: number, storeId: number) => {
  const p = (await jsonFetch(t.url, `/api/shop/v1/products/${id}?store_id=${storeId}`)).body;
  return (p.sale_price_cents ?? p.price_cents) as number;
};

describe("an anonymous cart", () => {
  it("lives in its own cookie, priced by the store's catalog", async () => {
    const [a] = inBoth(COLUMBUS, DAYTON);
    const first = await jsonFetch(t.url, `/api/shop/v1/cart/lines/${a!.id}`, { method: "PUT", body: { quantity: 2, store_id: COLUMBUS } });
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first.res);
    expect(cookie).toMatch(new RegExp(`^${CART_COOKIE}=`));
    expect(first.res.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const price = await productPrice(a!.id, COLUMBUS);
    expect(first.body).toMatchObject({ store_id: COLUMBUS, item_count: 2, subtotal_cents: price * 2, moved_from_store_id: null });
    expect(first.body.lines[0]).toMatchObject({
      product_id: a!.id,
      name: a!.name,
      quantity: 2,
      weight: null,
      available: true,
      substitution: "allow",
    });
    // Without the cookie there is no cart; with it, the same one.
    expect((await jsonFetch(t.url, `/api/shop/v1/cart?store_id=${COLUMBUS}`)).body.lines).toEqual([]);
    expect((await jsonFetch(t.url, `/api/shop/v1/cart?store_id=${COLUMBUS}`, { cookie })).body.item_count).toBe(2);
    const removed = await jsonFetch(t.url, `/api/shop/v1/cart/lines/${a!.id}?store_id=${COLUMBUS}`, { method: "DELETE", cookie });
    expect(removed.body.lines).toEqual([]);
  });

  it("is not started by a refused line: no cart cookie, no cart row", async () => {
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const missing = onlyIn(DAYTON, COLUMBUS);
    for (const [path, body, status] of [
      [`/api/shop/v1/cart/lines/999999`, { quantity: 1, store_id: COLUMBUS }, 404],
      [`/api/shop/v1/cart/lines/${missing.id}`, { quantity: 1, store_id: COLUMBUS }, 422],
      [`/api/shop/v1/cart/lines/${missing.id}`, { quantity: 0, store_id: COLUMBUS }, 400],
    ] as const) {
      const r = await jsonFetch(t.url, path, { method: "PUT", body });
      expect(r.status, r.text).toBe(status);
      expect(r.res.headers.getSetCookie()).toEqual([]);
    }
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("takes weights in the product's steps, substitution choices and notes", async () => {
    const shopper = await newShopper(t);
    const weighed = byWeight(COLUMBUS);
    const r = await putLine(t.url, shopper, weighed.id, { weight: weighed.weightStep! * 3, note: "ripe, please" });
    expect(r.status, r.text).toBe(200);
    expect(r.body.lines[0]).toMatchObject({ weight: weighed.weightStep! * 3, sold_by_weight: true, note: "ripe, please" });
    expect(r.body.lines[0].line_cents).toBe(Math.round(r.body.lines[0].price_cents * weighed.weightStep! * 3));
    expectError(await putLine(t.url, shopper, weighed.id, { weight: weighed.weightStep! * 1.5 }), 400, "invalid_param");
    const [other] = inBoth(COLUMBUS, DAYTON);
    const sub = await putLine(t.url, shopper, weighed.id, { substitution: "product", substitute_product_id: other!.id });
    expect(sub.body.lines[0]).toMatchObject({ substitution: "product", substitute_product_id: other!.id, note: "ripe, please" });
    const none = await putLine(t.url, shopper, weighed.id, { substitution: "none" });
    expect(none.body.lines[0]).toMatchObject({ substitution: "none", substitute_product_id: null });
  });
});

describe("a weight", () => {
  it("is at least one of the product's steps: 1e-9 lb is a 400 naming weight, and nothing is stored", async () => {
    const shopper = await newShopper(t);
    const weighed = byWeight(COLUMBUS);
    const step = weighed.weightStep!;
    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const weight of [1e-9, step / 2, step * 0.999, -step]) {
      const r = await putLine(t.url, shopper, weighed.id, { weight });
      expectError(r, 400, "invalid_param");
      expect(r.body.data.params).toHaveProperty("weight");
      if (weight > 0) expect(r.body.data.params.weight).toBe(`must be a multiple of ${step} lb, from ${step} lb to 50 lb`);
    }
    expect(changedTables(before, await fp())).toEqual([]);
    const least = await putLine(t.url, shopper, weighed.id, { weight: step });
    expect(least.status, least.text).toBe(200);
    expect(least.body.lines[0]).toMatchObject({ weight: step });
    expect(least.body.lines[0].line_cents).toBeGreaterThan(0);
  });
});

describe("a store switch", () => {
  it("carries the cart over, repriced, with what the new store lacks flagged", async () => {
    const shopper = await newShopper(t);
    const missing = onlyIn(COLUMBUS, DAYTON);
    const [both] = inBoth(COLUMBUS, DAYTON);
    await putLine(t.url, shopper, missing.id);
    await putLine(t.url, shopper, both!.id, { quantity: 3 });
    const there = await as(t.url, shopper, `/api/shop/v1/cart?store_id=${DAYTON}`);
    expect(there.body).toMatchObject({ store_id: DAYTON, moved_from_store_id: COLUMBUS, unavailable_count: 1 });
    const line = (id: number) => there.body.lines.find((l: { product_id: number }) => l.product_id === id);
    expect(line(missing.id)).toMatchObject({ available: false, line_cents: 0 });
    expect(line(both!.id)).toMatchObject({ available: true, price_cents: await productPrice(both!.id, DAYTON) });
    expect(there.body.subtotal_cents).toBe(3 * (await productPrice(both!.id, DAYTON)));
    // A product the store lacks cannot be added there.
    expectError(await putLine(t.url, shopper, missing.id, { quantity: 1 }, DAYTON), 422, "not_available");
  });
});

describe("signing in", () => {
  it("merges the anonymous cart into the shopper's", async () => {
    const shopper = await newShopper(t);
    const [a, b] = inBoth(COLUMBUS, DAYTON);
    await putLine(t.url, shopper, a!.id, { quantity: 2 });
    const anon = await jsonFetch(t.url, `/api/shop/v1/cart/lines/${a!.id}`, { method: "PUT", body: { quantity: 3, store_id: COLUMBUS } });
    const cookie = cookieFrom(anon.res);
    await jsonFetch(t.url, `/api/shop/v1/cart/lines/${b!.id}`, { method: "PUT", body: { quantity: 1, store_id: COLUMBUS }, cookie });
    const signedIn = await jsonFetch(t.url, "/api/auth/v1/login", {
      body: { email: shopper.user.email, password: "cart-shopper-1" },
      cookie,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.res.headers.getSetCookie().some((c) => c.startsWith(`${CART_COOKIE}=;`))).toBe(true);
    const session: LoggedIn = { cookie: cookieFrom(signedIn.res), nonce: signedIn.body.nonce, user: signedIn.body.user };
    const cart = await as(t.url, session, `/api/shop/v1/cart?store_id=${COLUMBUS}`);
    expect(cart.body.lines.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([
      [a!.id, 5],
      [b!.id, 1],
    ]);
    // The anonymous cart is gone: its cookie names nothing any more.
    expect((await jsonFetch(t.url, `/api/shop/v1/cart?store_id=${COLUMBUS}`, { cookie })).body.lines).toEqual([]);
  });
});

describe("the cart API", () => {
  let shopper: LoggedIn;
  beforeAll(async () => {
    shopper = await newShopper(t);
  });

  it("is the shopper's own: another shopper sees only theirs", async () => {
    const [a] = inBoth(COLUMBUS, DAYTON);
    await putLine(t.url, shopper, a!.id, { quantity: 4 });
    const editor = await loginAs(t.url, "editor");
    expect((await as(t.url, editor, `/api/shop/v1/cart?store_id=${COLUMBUS}`)).body.lines).toEqual([]);
    // Their nonce-less request is anonymous (no cart), and a change without the nonce is refused.
    expect((await jsonFetch(t.url, `/api/shop/v1/cart?store_id=${COLUMBUS}`, { cookie: shopper.cookie })).body.lines).toEqual([]);
    expectError(
      await jsonFetch(t.url, `/api/shop/v1/cart/lines/${a!.id}`, {
        method: "PUT",
        body: { quantity: 1, store_id: COLUMBUS },
        cookie: shopper.cookie,
      }),
      403,
      "invalid_nonce",
    );
  });

  it("refuses bad input with a 400 and changes nothing", async () => {
    const [a] = inBoth(COLUMBUS, DAYTON);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const [path, method, body] of [
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { quantity: 0 }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { quantity: 1.5 }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { quantity: 100 }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { quantity: "2" }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { weight: 1 }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { quantity: 1, weight: 1 }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { substitution: "maybe" }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { substitution: "product" }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { substitution: "product", substitute_product_id: 999999 }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { note: "x".repeat(501) }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", { quantity: 1, extra: true }],
      [`/api/shop/v1/cart/lines/${a!.id}`, "PUT", "{not json"],
      ["/api/shop/v1/cart/lines/abc", "PUT", { quantity: 1 }],
      ["/api/shop/v1/cart/lines/0", "DELETE", undefined],
      [`/api/shop/v1/cart?store_id=abc`, "GET", undefined],
      [`/api/shop/v1/slots?store_id=${COLUMBUS}&method=drone`, "GET", undefined],
      [`/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup&date=2026-02-30`, "GET", undefined],
      [`/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup&date=1999-01-01`, "GET", undefined],
      ["/api/shop/v1/slots/abc/hold", "POST", undefined],
    ] as const) {
      // invalid_param, or invalid_json for the body that is not JSON.
      expectError(await as(t.url, shopper, path, { method, body }), 400);
    }
    expectError(await putLine(t.url, shopper, 999999), 404, "not_found");
    expect(changedTables(before, await fp())).toEqual([]);
  });
});
