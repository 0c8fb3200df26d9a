import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { buildProducts, demoCarried, demoInStock } from "../../server/db/seed/catalog/catalog";
import { placedOrder } from "./support/orders";
import { pageReady } from "./support/ready";
import { undersizedTargets } from "./support/target-size";

/**
 * Every interactive target on the main page types is at least 24x24 CSS px on a 390 px wide phone
 * (the shopper's pages on a 1280 px desktop too) (WCAG 2.2, 2.5.8), except what that rule excuses:
 * links inside sentences, and small targets with room around them.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const COLUMBUS = 1001;
const PRODUCT = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, COLUMBUS) && demoInStock(p.id, COLUMBUS))!;

async function expectTargetsBigEnough(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  // Measured as the visitor uses it: scripts ran (they may add controls) and the fonts are in.
  await pageReady(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await undersizedTargets(page), path).toEqual([]);
}

const h1 = (name?: string | RegExp) => (page: Page) => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

test.use({ viewport: PHONE });

test("a visitor's pages: home, shop, department, empty cart, search, product, recipes, store, locator and contact @mobile", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
  for (const [path, ready] of [
    ["/", (p: Page) => expect(p.getByRole("main")).toBeVisible()],
    ["/shop", h1()],
    ["/shop/departments/produce", h1("Produce")],
    // An empty cart: its suggestions are product cards.
    ["/cart", (p: Page) => expect(p.getByRole("list", { name: "Suggested products" })).toBeVisible()],
    ["/shop/search?q=milk", h1()],
    [`/shop/products/${PRODUCT.slug}`, h1(PRODUCT.name)],
    ["/recipes", h1()],
    ["/recipes/sheet-pan-lemon-chicken", h1()],
    ["/stores/columbus-short-north", h1()],
    ["/store/store-locator", h1("Find a store")],
    ["/contact", h1()],
  ] as const) {
    await expectTargetsBigEnough(page, path, ready);
  }
});

test("a shopper's pages: cart, checkout for pickup and delivery, the order and the account, on a phone and a desktop @mobile", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { id, shopper } = await placedOrder(browser, baseURL!, "Target Size");
  try {
    await shopper.setViewportSize(PHONE);
    await shopper.goto(`/shop/products/${PRODUCT.slug}`);
    await shopper.getByRole("button", { name: `Add ${PRODUCT.name} to cart` }).click();
    await expect(shopper.getByRole("status").filter({ hasText: `${PRODUCT.name} is in your cart.` })).toBeVisible();
    for (const size of [PHONE, DESKTOP]) {
      await shopper.setViewportSize(size);
      for (const [path, ready] of [
        ["/cart", h1()],
        ["/checkout", (p: Page) => expect(p.getByRole("radiogroup", { name: "Time slot" })).toBeVisible()],
        ["/checkout?method=delivery", (p: Page) => expect(p.getByRole("group", { name: "Delivery address" })).toBeVisible()],
        [`/my-account/orders/${id}`, h1()],
        ["/my-account/orders", h1("My orders")],
        ["/my-account", h1()],
        ["/shop/lists", h1()],
      ] as const) {
        await expectTargetsBigEnough(shopper, path, ready);
      }
    }
  } finally {
    await shopper.context().close();
  }
});

test("the admin's dashboard and stores @mobile", async ({ page }) => {
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent("/admin")}`);
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Password").fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectTargetsBigEnough(page, "/admin", h1());
  await expectTargetsBigEnough(page, "/admin/stores", h1());
});
