/** What the cart and order API tests share: shoppers made quickly, products by store, slots, orders. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { buildProducts, demoCarried, demoInStock, type ProductRow } from "../db/seed/catalog/catalog";
import { timeSlots } from "../db/schema";
import { SESSION_COOKIE } from "../services/auth";
import { jsonFetch, type JsonResult, type LoggedIn } from "./http";
import type { TestServer } from "./harness";

export const COLUMBUS = 1001;
export const DAYTON = 1003;

const all = buildProducts();
/** Products a store sells and has, by the demo seed's own rules. */
export const sold = (storeId: number) => all.filter((p) => demoCarried(p.id, storeId) && demoInStock(p.id, storeId));
/** A product one store sells and another does not carry. */
export const onlyIn = (storeId: number, notIn: number): ProductRow =>
  sold(storeId).find((p) => !demoCarried(p.id, notIn) && !p.soldByWeight)!;
/** Products both stores sell, by the piece. */
export const inBoth = (a: number, b: number) => sold(a).filter((p) => demoCarried(p.id, b) && demoInStock(p.id, b) && !p.soldByWeight);
export const byWeight = (storeId: number) => sold(storeId).find((p) => p.soldByWeight)!;

let made = 0;
/** A new signed-in shopper (registered through the service, each from its own address, so no limit is met). */
export async function newShopper(t: TestServer): Promise<LoggedIn> {
  const n = ++made;
  const r = await t.services.auth.register(
    { email: `cart-${n}-${randomUUID().slice(0, 8)}@aisle.test`, password: "cart-shopper-1", name: `Shopper ${n}` },
    `10.77.${n >> 8}.${n & 255}`,
  );
  return { cookie: `${SESSION_COOKIE}=${r.token}`, nonce: t.services.nonces.create(r.sessionId), user: r.user };
}

export const as = (
  base: string,
  who: LoggedIn | null,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResult> => jsonFetch(base, path, { ...init, cookie: who?.cookie, nonce: who?.nonce });

export const putLine = (
  base: string,
  who: LoggedIn,
  productId: number,
  body: Record<string, unknown> = { quantity: 1 },
  storeId = COLUMBUS,
) => as(base, who, `/api/shop/v1/cart/lines/${productId}`, { method: "PUT", body: { store_id: storeId, ...body } });

/** An anonymous visitor with one product in a cart (its cookie), as a shopper who has not signed in. */
export async function anonymousCart(
  base: string,
  productId: number,
  storeId = COLUMBUS,
  headers: Record<string, string> = {},
): Promise<{ cookie: string }> {
  const r = await jsonFetch(base, `/api/shop/v1/cart/lines/${productId}`, {
    method: "PUT",
    body: { quantity: 1, store_id: storeId },
    headers,
  });
  if (r.status !== 200) throw new Error(`anonymous cart: ${r.status} ${r.text}`);
  return { cookie: r.res.headers.getSetCookie()[0]!.split(";")[0]! };
}

/** A bookable slot of the store: the first one of the day `dayIndex` days ahead. */
export async function slotOf(
  base: string,
  storeId: number,
  method: "pickup" | "delivery",
  dayIndex = 2,
): Promise<{ id: number; fee_cents: number; remaining: number }> {
  const days = await jsonFetch(base, `/api/shop/v1/slots?store_id=${storeId}&method=${method}`);
  const date = days.body.dates[dayIndex] as string;
  const r = await jsonFetch(base, `/api/shop/v1/slots?store_id=${storeId}&method=${method}&date=${date}`);
  return r.body.items[0];
}

export async function setCapacity(t: TestServer, slotId: number, capacity: number): Promise<void> {
  await t.database.db.update(timeSlots).set({ capacity }).where(eq(timeSlots.id, slotId));
}

export async function bookedOf(t: TestServer, slotId: number): Promise<number> {
  const [row] = await t.database.db.select({ booked: timeSlots.booked }).from(timeSlots).where(eq(timeSlots.id, slotId));
  return row!.booked;
}

export const pickupOrder = (slotId: number, extra: Record<string, unknown> = {}) => ({
  method: "pickup",
  slot_id: slotId,
  tip_cents: 0,
  payment: "pay_at_pickup",
  store_id: COLUMBUS,
  ...extra,
});

export const placeOrder = (base: string, who: LoggedIn, body: unknown, key: string = randomUUID()) =>
  as(base, who, "/api/shop/v1/orders", { method: "POST", body, headers: { "idempotency-key": key } });
