import { expect, test, type Page } from "@playwright/test";
import { axeWalkViolations as violations } from "./support/axe";
import { scrollThrough } from "./support/builder";
import { pageReady } from "./support/ready";
import { buildDepartments, buildProducts, demoCarried, demoInStock } from "../../server/db/seed/catalog/catalog";
import { buildSubShopCatalog } from "../../server/db/seed/catalog/sub-shops";

/**
 * The one place where axe checks each kind of page and each state of one that other specs reach
 * (an open question, a list just made, a staff screen), on a desktop and, with @mobile, at 375 px:
 * a visitor's pages here, a signed-in shopper's and staff's in accessibility-signed-in.spec.ts.
 * Specs about a behaviour check only what exists nowhere else: states built from documents of their
 * own (a popup open, the lightbox showing, accordions opened) and steps of a flow (checkout, orders).
 */

const PRODUCT = buildProducts()[0]!;
const SUB = buildSubShopCatalog(buildDepartments().map((d) => d.slug));
const subProduct = (name: string) => SUB.products.find((p) => p.name === name)!;

/**
 * The pages axe reads, each at a desktop's width and, unless `sameLayoutAs` names the page whose
 * layout it shares (already read on a phone), at a phone's too.
 */
const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void>; sameLayoutAs?: string }[] = [
  { name: "home page", path: "/", ready: (page: Page) => expect(page.getByRole("complementary", { name: "Announcement" })).toBeVisible() },
  {
    name: "store page",
    path: "/stores/columbus-short-north",
    ready: (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  {
    name: "store locator",
    path: "/store/store-locator?lat=39.96&lng=-83",
    ready: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible(),
  },
  {
    name: "drink calculator",
    path: "/drink-calculator?guests=0&length=9",
    ready: (page: Page) => expect(page.getByText("Must be between 1 and 4 hours")).toBeVisible(),
  },
  {
    name: "drink calculator results",
    sameLayoutAs: "drink calculator",
    path: "/drink-calculator?guests=12&length=3&champagne=on",
    ready: (page: Page) => expect(page.getByRole("region", { name: "Results" })).toContainText("Wine bottles"),
  },
  { name: "contact form", path: "/contact", ready: (page: Page) => expect(page.getByRole("combobox", { name: "Store" })).toBeVisible() },
  { name: "page-builder showcase", path: "/builder-showcase", ready: showEverything },
  {
    name: "builder page",
    sameLayoutAs: "page-builder showcase",
    path: "/about-us",
    ready: (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  {
    name: "recipe list",
    path: "/recipes",
    ready: (page: Page) => expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible(),
  },
  {
    name: "filtered recipe list",
    sameLayoutAs: "recipe list",
    path: "/recipes/category/dinner?diet=gluten-free",
    ready: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Gluten-Free Dinner recipes" })).toBeVisible(),
  },
  {
    name: "recipe page",
    path: "/recipes/sheet-pan-lemon-chicken",
    ready: (page: Page) => expect(page.getByRole("region", { name: "Ingredients" })).toBeVisible(),
  },
  {
    name: "article page",
    path: "/articles/the-summer-grilling-guide",
    ready: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "The Summer Grilling Guide" })).toBeVisible(),
  },
  { name: "shop home", path: "/shop", ready: pageReady },
  { name: "shop department, filtered", path: "/shop/departments/produce?flags=organic", ready: pageReady },
  { name: "product page", path: `/shop/products/${PRODUCT.slug}`, ready: pageReady },
  { name: "shop search", path: "/shop/search?q=milk", ready: pageReady },
  { name: "empty cart with its suggestions", path: "/cart", ready: pageReady },
  { name: "site search", path: "/?s=peach", ready: pageReady },
  { name: "weekly ad, second page", path: "/weekly-ad?page=2", ready: pageReady },
  { name: "catering shop", path: "/catering/shop", ready: pageReady, sameLayoutAs: "shop home" },
  {
    name: "catering department",
    path: "/catering/shop/departments/party-platters",
    ready: pageReady,
    sameLayoutAs: "shop department, filtered",
  },
  {
    name: "catering product",
    sameLayoutAs: "product page",
    path: `/catering/shop/products/${subProduct("Classic Cheese & Fruit Platter, Small").slug}`,
    ready: pageReady,
  },
  { name: "wine shop", path: "/wine/shop", ready: pageReady, sameLayoutAs: "shop home" },
  {
    name: "wine department, filtered",
    path: "/wine/shop/departments/red-wine?flags=alcohol",
    ready: pageReady,
    sameLayoutAs: "shop department, filtered",
  },
  {
    name: "wine product",
    path: `/wine/shop/products/${subProduct("Silver Ridge Cabernet Sauvignon").slug}`,
    ready: pageReady,
    sameLayoutAs: "product page",
  },
];

/** The showcase scrolled through, so every entrance animation and count has played and nothing is left hidden from axe. */
async function showEverything(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Everything on one page" })).toBeVisible();
  await pageReady(page);
  await scrollThrough(page);
  await expect(page.locator(".elementor-invisible")).toHaveCount(0);
  // Counters have counted up: their final values are back in the accessibility tree.
  await expect(page.locator(".elementor-counter-number-wrapper[aria-hidden]")).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === "finished"));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

test.describe("axe finds no WCAG 2.2 AA violations", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: "1001", url: baseURL! }]);
  });

  for (const p of PAGES) {
    test(`on the ${p.name}${p.sameLayoutAs ? "" : " @mobile"}`, async ({ page }) => {
      await page.goto(p.path);
      await p.ready(page);
      await pageReady(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("on the cart with lines, and a department's filters dialog open on a phone", async ({ page }) => {
    // In the cart: a product sold by the piece and one sold by weight, each stepper and choice shown.
    const addable = buildProducts().filter((p) => demoCarried(p.id, 1001) && demoInStock(p.id, 1001));
    for (const p of [addable.find((x) => !x.soldByWeight)!, addable.find((x) => x.soldByWeight)!]) {
      expect((await page.request.put(`/api/shop/v1/cart/lines/${p.id}`, { data: { quantity: 2 } })).status()).toBe(200);
    }
    await page.goto("/cart");
    await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
    await pageReady(page);
    expect(await violations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop/departments/produce");
    await pageReady(page);
    await page.getByRole("main").getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("on the home page with the app banner, on a phone @mobile", async ({ browser, baseURL, viewport }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: viewport ?? undefined,
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Download the App!" })).toBeVisible();
    await pageReady(page);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  test("on the contact form showing its errors @mobile", async ({ page }) => {
    await page.goto("/contact");
    await pageReady(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter your name.")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("on the home page with the off-canvas menu and a level open, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await pageReady(page);
    await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Produce submenu" }).click();
    await expect(page.getByRole("button", { name: "Back to Menu" })).toBeFocused();
    expect(await violations(page, "#site-nav")).toEqual([]);
  });
});
