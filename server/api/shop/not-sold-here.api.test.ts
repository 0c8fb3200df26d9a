/**
 * A cart line is a product its store sells: a catering tray or a bottle of wine is not put in a grocery
 * store's cart (409 not_sold_here, nothing written), a store switch flags the lines of another shop
 * and leaves them out of the subtotal, and an order at a store never takes another shop's products,
 * however they got into the cart. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { expectError, jsonFetch, startTestServer, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { cartLines, carts, orderLines } from "../../db/schema";
import { as, COLUMBUS, DAYTON, inBoth, newShopper, pickupOrder, placeOrder, putLine, slotOf } from "../../test/cart-support";

const CATERING = 2001;
const WINE = 3001;
/** The first catering item and the first wine-shop item of the demo catalog. */
const TRAY_ID = 50001;
const WINE_ID = 60001;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const [apples] = inBoth(COLUMBUS, DAYTON);

/** A product the store sells and has today, from its own catalog. */
async function inStock(storeId: number): Promise<{ id: number; name: string; lead_time_hours?: number }> {
  const list = await jsonFetch(t.url, `/api/shop/v1/products?store_id=${storeId}&per_page=60`);
  return (list.body.items as Array<{ id: number; name: string; available: boolean; lead_time_hours?: number }>).find((p) => p.available)!;
}

describe("putting another shop's product in a cart", () => {
  it("is refused at a grocery store for catering and wine items (409 not_sold_here), changing nothing and starting no cart", async () => {
    const shopper = await newShopper(t);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const id of [TRAY_ID, WINE_ID]) {
      const anonymous = await jsonFetch(t.url, `/api/shop/v1/cart/lines/${id}`, {
        method: "PUT",
        body: { quantity: 1, store_id: COLUMBUS },
      });
      expectError(anonymous, 409, "not_sold_here");
      expect(anonymous.body.message).toMatch(id === TRAY_ID ? /sold in the catering shop/ : /sold in the wine shop/);
      expect(anonymous.res.headers.getSetCookie()).toEqual([]);
    }
    expectError(await putLine(t.url, shopper, TRAY_ID), 409, "not_sold_here");
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("is refused the other way round too: a grocery product at the catering store, a catering item at the wine store", async () => {
    const shopper = await newShopper(t);
    expectError(await putLine(t.url, shopper, apples!.id, { quantity: 1 }, CATERING), 409, "not_sold_here");
    expectError(await putLine(t.url, shopper, TRAY_ID, { quantity: 1 }, WINE), 409, "not_sold_here");
    expect((await as(t.url, shopper, `/api/shop/v1/cart?store_id=${COLUMBUS}`)).body.lines).toEqual([]);
  });

  it("takes each shop's product at its own store", async () => {
    const shopper = await newShopper(t);
    const tray = await inStock(CATERING);
    const bottle = await inStock(WINE);
    const atCatering = await putLine(t.url, shopper, tray.id, { quantity: 1 }, CATERING);
    expect(atCatering.status, atCatering.text).toBe(200);
    expect(atCatering.body.lines[0]).toMatchObject({
      product_id: tray.id,
      available: true,
      sold_here: true,
      shop: "catering",
      url: expect.stringMatching(/^\/catering\/shop\/products\//),
    });
    const atWine = await putLine(t.url, shopper, bottle.id, { quantity: 1 }, WINE);
    expect(atWine.status, atWine.text).toBe(200);
    expect(atWine.body.lines.find((l: { product_id: number }) => l.product_id === bottle.id)).toMatchObject({
      available: true,
      sold_here: true,
      shop: "wine",
      alcohol: true,
    });
  });
});

describe("a cart that holds several shops' products", () => {
  it("is priced at each store with the other shops' lines flagged and left out of the subtotal", async () => {
    const shopper = await newShopper(t);
    const tray = await inStock(CATERING);
    await putLine(t.url, shopper, apples!.id, { quantity: 2 });
    await putLine(t.url, shopper, tray.id, { quantity: 1 }, CATERING);
    const line = (cart: { lines: Array<{ product_id: number; line_cents: number }> }, id: number) =>
      cart.lines.find((l) => l.product_id === id);

    const grocery = await as(t.url, shopper, `/api/shop/v1/cart?store_id=${COLUMBUS}`);
    expect(grocery.status, grocery.text).toBe(200);
    expect(grocery.body).toMatchObject({ store_id: COLUMBUS, moved_from_store_id: CATERING, unavailable_count: 1, item_count: 3 });
    expect(line(grocery.body, tray.id)).toMatchObject({ available: false, sold_here: false, shop: "catering", line_cents: 0 });
    expect(line(grocery.body, apples!.id)).toMatchObject({ available: true, sold_here: true, shop: "shop" });
    expect(grocery.body.subtotal_cents).toBe(line(grocery.body, apples!.id)!.line_cents);

    const catering = await as(t.url, shopper, `/api/shop/v1/cart?store_id=${CATERING}`);
    expect(catering.body).toMatchObject({ store_id: CATERING, unavailable_count: 1 });
    expect(line(catering.body, apples!.id)).toMatchObject({ available: false, sold_here: false, shop: "shop" });
    expect(catering.body.subtotal_cents).toBe(line(catering.body, tray.id)!.line_cents);
    // The wine store sells neither.
    expect((await as(t.url, shopper, `/api/shop/v1/cart?store_id=${WINE}`)).body).toMatchObject({
      unavailable_count: 2,
      subtotal_cents: 0,
    });
  });
});

describe("an order", () => {
  it("at a grocery store takes only its products: a catering tray stays in the cart for the catering store", async () => {
    const shopper = await newShopper(t);
    const tray = await inStock(CATERING);
    await putLine(t.url, shopper, tray.id, { quantity: 1 }, CATERING);
    await putLine(t.url, shopper, apples!.id, { quantity: 2 });
    const placed = await placeOrder(t.url, shopper, pickupOrder((await slotOf(t.url, COLUMBUS, "pickup", 3)).id));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.lines.map((l: { product_id: number }) => l.product_id)).toEqual([apples!.id]);
    const left = await as(t.url, shopper, `/api/shop/v1/cart?store_id=${CATERING}`);
    expect(left.body.lines.map((l: { product_id: number }) => l.product_id)).toEqual([tray.id]);
  });

  it("of nothing but another shop's products is refused with 409 not_sold_here naming them, and changes nothing", async () => {
    const shopper = await newShopper(t);
    const tray = await inStock(CATERING);
    await putLine(t.url, shopper, tray.id, { quantity: 1 }, CATERING);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const refused = await placeOrder(t.url, shopper, pickupOrder((await slotOf(t.url, COLUMBUS, "pickup", 4)).id));
    expectError(refused, 409, "not_sold_here");
    expect(refused.body.message).toContain(tray.name);
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("never takes a line the store does not sell, however it got into the cart", async () => {
    const shopper = await newShopper(t);
    await putLine(t.url, shopper, apples!.id, { quantity: 1 });
    // A line written before lines were checked: the wine shop's first bottle in a grocery cart.
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    await t.database.db.insert(cartLines).values({ cartId: cart!.id, productId: WINE_ID, quantity: 2 });
    const placed = await placeOrder(t.url, shopper, pickupOrder((await slotOf(t.url, COLUMBUS, "pickup", 5)).id));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.lines.map((l: { product_id: number }) => l.product_id)).toEqual([apples!.id]);
    expect(
      await t.database.db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.orderId, placed.body.id), eq(orderLines.productId, WINE_ID))),
    ).toEqual([]);
  });
});
