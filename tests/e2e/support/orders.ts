import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { buildProducts, demoCarried, demoInStock } from "#server/db/seed/catalog/catalog";
import { registerShopper } from "./accounts";

const COLUMBUS = 1001;
const PRODUCT = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, COLUMBUS) && demoInStock(p.id, COLUMBUS))!;
const PASSWORD = "orders-e2e-shopper-1";
let made = 0;

/**
 * A new shopper (named `<name> N`) with one pickup order at Columbus, placed through the API as the
 * shop's pages would, and signed in on a page of their own (its context is the caller's to close).
 */
export async function placedOrder(
  browser: Browser,
  baseURL: string,
  name = "Order Taker",
): Promise<{ number: string; id: number; shopper: Page }> {
  const email = `orders-${process.pid}-${Date.now()}-${++made}@aisle.test`;
  await registerShopper(baseURL, { email, password: PASSWORD, name: `${name} ${made}` });
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL }]);
  const shopper = await context.newPage();
  const api: APIRequestContext = shopper.request;
  const login = await api.post("/api/auth/v1/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { nonce } = (await login.json()) as { nonce: string };
  const headers = { "x-aisle-nonce": nonce };
  expect((await api.put(`/api/shop/v1/cart/lines/${PRODUCT.id}?store_id=${COLUMBUS}`, { data: { quantity: 2 }, headers })).status()).toBe(
    200,
  );
  const days = (await (await api.get(`/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup`)).json()) as { dates: string[] };
  const slots = (await (await api.get(`/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup&date=${days.dates[2]}`)).json()) as {
    items: { id: number; remaining: number }[];
  };
  const slot = slots.items.find((s) => s.remaining > 0)!;
  const placed = await api.post("/api/shop/v1/orders", {
    data: { method: "pickup", slot_id: slot.id, tip_cents: 0, payment: "pay_at_pickup", store_id: COLUMBUS },
    headers: { ...headers, "idempotency-key": randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };
  return { ...order, shopper };
}
