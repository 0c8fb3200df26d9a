import { expect, test, type Page } from "@playwright/test";
import { readFileSync, rmSync } from "node:fs";
import { spawnServer, type SpawnedServer } from "../../server/test/spawn-server";
import { seededDataDir } from "../../server/test/seeded-copies";
import { buildProducts, demoCarried, demoInStock } from "../../server/db/seed/catalog/catalog";
import { DEMO } from "../../server/test/http";
import { NGINX_SITE_TEMPLATE, startTlsProxy, type TlsProxy } from "./support/tls-proxy";

/**
 * Deployed behind a TLS proxy: Debian's nginx, with a certificate made now, ends https in front of a
 * production server started with TRUST_PROXY=true, from the configuration docs/deploy.md shows. A
 * shopper in Chromium on https signs in, chooses a store, adds to the cart and places an order, each
 * through the page's forms, whose Origin (https) must be the site's own.
 *
 * Its own server (the suite's trusts no proxy, and other specs check that): one more server start,
 * 20 to 40 s on a busy 2-core machine; nginx and the certificate take under half a second. Ports from
 * E2E_PORT: nginx on + 20, the server on + 40 (the shards' servers are on + 0 to + 3).
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3111);
const DIR = `.tmp/e2e-tls-proxy-${process.pid}`;
const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills" };
const PRODUCT = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, DAYTON.id) && demoInStock(p.id, DAYTON.id))!;

let server: SpawnedServer | null = null;
let proxy: TlsProxy | null = null;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DIR, { recursive: true, force: true });
  server = await spawnServer({ port: BASE_PORT + 40, env: { TRUST_PROXY: "true", DATA_DIR: seededDataDir(`${DIR}/data`) } });
  proxy = await startTlsProxy({ upstream: `127.0.0.1:${server.port}`, port: BASE_PORT + 20, dir: `${DIR}/nginx` });
});

test.afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  rmSync(DIR, { recursive: true, force: true });
});

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });

test("docs/deploy.md shows the nginx configuration this test runs, as it is", () => {
  const doc = readFileSync("docs/deploy.md", "utf8");
  expect(doc).toContain("```nginx\n" + readFileSync(NGINX_SITE_TEMPLATE, "utf8") + "```\n");
});

test("over https through nginx a shopper signs in, chooses a store, adds to the cart and places an order", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: proxy!.url, ignoreHTTPSErrors: true });
  const page = await context.newPage();

  await page.goto("/my-account");
  expect(page.url()).toMatch(/^https:\/\/localhost:\d+\/my-account$/);
  const signIn = page.getByRole("main").getByRole("region", { name: "Sign in" });
  await signIn.getByRole("textbox", { name: "Email" }).fill(DEMO.shopper.email);
  await signIn.getByLabel("Password").fill(DEMO.shopper.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("banner").getByText(/^Hello, /)).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === "aisle_session");
  expect(session).toMatchObject({ secure: true, httpOnly: true });

  await page.goto(`/store/store-locator?q=${encodeURIComponent("Dayton Far Hills")}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: DAYTON.name }) });
  await card.getByRole("button", { name: "Make This My Store" }).click();
  await expect(card.getByText("My Store")).toBeVisible();
  await expect(page.getByRole("region", { name: "My store" })).toContainText("Dayton Far Hills");
  expect((await context.cookies()).find((c) => c.name === "store_id")).toMatchObject({ value: String(DAYTON.id), secure: true });

  await page.goto(`/shop/products/${PRODUCT.slug}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: `Add ${PRODUCT.name} to cart` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${PRODUCT.name} is in your cart.` })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

  await cartLink(page).click();
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  // As on the product page above: this test is about the proxy, so it chooses once the page has hydrated
  // (a slot chosen before the scripts run has its own test in checkout.spec.ts).
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("radiogroup", { name: "Time slot" }).getByRole("radio", { disabled: false }).first().check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order HL-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your order is placed." })).toBeVisible();
  expect(page.url()).toMatch(/^https:\/\/localhost:\d+\/my-account\/orders\/\d+(\?|$)/);
  await context.close();

  // No form was refused on the way (React Router logs an Origin it does not take as the site's).
  expect(server!.output()).not.toMatch(/origin does not match|Bad Request/i);
});
