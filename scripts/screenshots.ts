/**
 * Screenshots of the storefront's main pages at 1280 and 390 px wide, written to docs/screenshots/
 * (`<page>-<width>.png`), for a look at the whole product at once. Starts the production build
 * (run `npm run build` first; `npm run screenshots` does) on a fresh demo database in
 * `.tmp/screenshots-data`, places an order as the demo shopper, and visits each page as a visitor, the
 * shopper or the administrator.
 *
 *   npm run screenshots            (SCREENSHOTS_PORT, default 3190)
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium";
import { productionServerArgs } from "./lib/server-process";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts";
import { buildProducts, demoCarried, demoInStock } from "../server/db/seed/catalog/catalog";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".tmp/screenshots-data";
const OUT = "docs/screenshots";
const COLUMBUS = 1001;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const PRODUCT = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, COLUMBUS) && demoInStock(p.id, COLUMBUS))!;
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

type Who = "visitor" | "shopper" | "admin";
/** The pages, each with who looks at it. `{order}` is the shopper's order. */
const PAGES: ReadonlyArray<{ name: string; path: string; who: Who }> = [
  { name: "home", path: "/", who: "visitor" },
  { name: "department", path: "/shop/departments/produce", who: "visitor" },
  { name: "search", path: "/shop/search?q=milk", who: "visitor" },
  { name: "product", path: `/shop/products/${PRODUCT.slug}`, who: "visitor" },
  { name: "cart", path: "/cart", who: "shopper" },
  { name: "checkout-pickup", path: "/checkout", who: "shopper" },
  { name: "checkout-delivery", path: "/checkout?method=delivery", who: "shopper" },
  { name: "order", path: "/my-account/orders/{order}", who: "shopper" },
  { name: "recipes", path: "/recipes", who: "visitor" },
  { name: "recipe", path: "/recipes/sheet-pan-lemon-chicken", who: "visitor" },
  { name: "store", path: "/stores/columbus-short-north", who: "visitor" },
  { name: "account", path: "/my-account", who: "shopper" },
  { name: "admin-dashboard", path: "/admin", who: "admin" },
  { name: "admin-stores", path: "/admin/stores", who: "admin" },
];

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become ready");
}

/** The demo shopper, signed in, with one placed order and one product in the cart; returns the order's id. */
async function prepareShopper(page: Page): Promise<number> {
  const { email, password } = account("shopper");
  const login = await page.request.post("/api/auth/v1/login", { data: { email, password } });
  if (!login.ok()) throw new Error(`shopper sign-in: ${login.status()}`);
  const { nonce } = (await login.json()) as { nonce: string };
  const headers = { "x-aisle-nonce": nonce };
  const put = (quantity: number) =>
    page.request.put(`/api/shop/v1/cart/lines/${PRODUCT.id}?store_id=${COLUMBUS}`, { data: { quantity }, headers });
  await put(2);
  const days = (await (await page.request.get(`/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup`)).json()) as { dates: string[] };
  const slots = (await (await page.request.get(`/api/shop/v1/slots?store_id=${COLUMBUS}&method=pickup&date=${days.dates[1]}`)).json()) as {
    items: { id: number; remaining: number }[];
  };
  const slot = slots.items.find((s) => s.remaining > 0);
  if (!slot) throw new Error("no open pickup slot");
  const placed = await page.request.post("/api/shop/v1/orders", {
    data: { method: "pickup", slot_id: slot.id, tip_cents: 0, payment: "pay_at_pickup", store_id: COLUMBUS },
    headers: { ...headers, "idempotency-key": randomUUID() },
  });
  if (placed.status() !== 201) throw new Error(`placing the order: ${placed.status()} ${await placed.text()}`);
  const order = (await placed.json()) as { id: number };
  await put(3);
  return order.id;
}

async function signInAdmin(page: Page): Promise<void> {
  const { email, password } = account("administrator");
  await page.goto("/admin/sign-in?return_to=%2Fadmin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
}

async function shoot(browser: Browser): Promise<void> {
  let orderId = 0;
  for (const viewport of WIDTHS) {
    const pages = {} as Record<Who, Page>;
    for (const who of ["visitor", "shopper", "admin"] as const) {
      const context = await browser.newContext({ baseURL: BASE, viewport });
      await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: BASE }]);
      pages[who] = await context.newPage();
    }
    if (!orderId) orderId = await prepareShopper(pages.shopper);
    else
      await pages.shopper.request.post("/api/auth/v1/login", {
        data: { email: account("shopper").email, password: account("shopper").password },
      });
    await signInAdmin(pages.admin);
    for (const p of PAGES) {
      const page = pages[p.who];
      await page.goto(p.path.replace("{order}", String(orderId)));
      await page.waitForLoadState("networkidle");
      // Lazy pictures below the first screen load before the whole page is taken.
      await page.evaluate(() => document.querySelectorAll("img[loading=lazy]").forEach((img) => img.setAttribute("loading", "eager")));
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}/${p.name}-${viewport.width}.png`, fullPage: true });
      process.stdout.write(`${p.name}-${viewport.width}.png\n`);
    }
    for (const page of Object.values(pages)) await page.context().close();
  }
}

rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const server = spawn(process.execPath, productionServerArgs(process.env.AISLE_BUILD_DIR), {
  env: { ...process.env, NODE_ENV: "production", DATA_DIR, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    await shoot(browser);
  } finally {
    await browser.close();
  }
} finally {
  server.kill("SIGTERM");
}
