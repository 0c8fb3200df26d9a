import { expect, test, type Page } from "@playwright/test";
import { axeViolations as violations } from "./support/axe";
import { scrollThrough } from "./support/builder";
import { pageReady } from "./support/ready";
import { registerShopper } from "./support/accounts";
import { placedOrder } from "./support/orders";
import { DEMO } from "../../server/test/http";
import { buildDepartments, buildProducts, demoCarried, demoInStock } from "../../server/db/seed/catalog/catalog";
import { buildSubShopCatalog } from "../../server/db/seed/catalog/sub-shops";

/**
 * The one place where axe checks each kind of page and each state of one that other specs reach
 * (an open question, a list just made, a staff screen), on a desktop and, with @mobile, at 375 px.
 * Specs about a behaviour check only what exists nowhere else: states built from documents of their
 * own (a popup open, the lightbox showing, accordions opened) and steps of a flow (checkout, orders).
 */

const PRODUCT = buildProducts()[0]!;
const PRODUCT_SOLD = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, 1001) && demoInStock(p.id, 1001))!;
const LISTED = buildProducts().filter((p) => demoCarried(p.id, 1001) && p.departmentId < 1000)[5]!;
const SUB = buildSubShopCatalog(buildDepartments().map((d) => d.slug));
const subProduct = (name: string) => SUB.products.find((p) => p.name === name)!;

const PAGES = [
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
    path: "/drink-calculator?guests=12&length=3&champagne=on",
    ready: (page: Page) => expect(page.getByRole("region", { name: "Results" })).toContainText("Wine bottles"),
  },
  { name: "contact form", path: "/contact", ready: (page: Page) => expect(page.getByRole("combobox", { name: "Store" })).toBeVisible() },
  { name: "page-builder showcase", path: "/builder-showcase", ready: showEverything },
  {
    name: "recipe list",
    path: "/recipes",
    ready: (page: Page) => expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible(),
  },
  {
    name: "filtered recipe list",
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
  { name: "catering shop", path: "/catering/shop", ready: pageReady },
  { name: "catering department", path: "/catering/shop/departments/party-platters", ready: pageReady },
  {
    name: "catering product",
    path: `/catering/shop/products/${subProduct("Classic Cheese & Fruit Platter, Small").slug}`,
    ready: pageReady,
  },
  { name: "wine shop", path: "/wine/shop", ready: pageReady },
  { name: "wine department, filtered", path: "/wine/shop/departments/red-wine?flags=alcohol", ready: pageReady },
  { name: "wine product", path: `/wine/shop/products/${subProduct("Silver Ridge Cabernet Sauvignon").slug}`, ready: pageReady },
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
    test(`on the ${p.name} @mobile`, async ({ page }) => {
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

test.describe("a signed-in shopper's pages pass axe", () => {
  const password = "axe-e2e-password-1";
  let shopper = "";
  test.beforeAll(async ({ baseURL }) => {
    shopper = `axe-${process.pid}-${Date.now()}@aisle.test`;
    await registerShopper(baseURL!, { email: shopper, password, name: "Axe Tester" });
  });
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: "1001", url: baseURL! }]);
  });
  const signIn = async (page: Page) =>
    expect((await page.request.post("/api/auth/v1/login", { data: { email: shopper, password } })).status()).toBe(200);
  const main = (page: Page) => page.getByRole("main");

  test("the sign-in form, then every account page @mobile", async ({ page }) => {
    // Eight pages, each loaded and checked by axe.
    test.slow();
    await page.goto("/my-account?back=%2Fshop");
    await pageReady(page);
    expect(await violations(page), "the sign-in form").toEqual([]);
    await signIn(page);
    for (const path of [
      "/my-account",
      ...["profile", "orders", "addresses", "payment-methods", "preferences", "password"].map((r) => `/my-account/${r}`),
    ]) {
      await page.goto(path);
      await pageReady(page);
      await expect(main(page).getByRole("navigation", { name: "My account" })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("checkout for pickup and delivery, with a slot chosen and an address refused, an order and the orders @mobile", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const { id, shopper } = await placedOrder(browser, baseURL!, "Axe Checkout");
    try {
      await shopper.setViewportSize(page.viewportSize()!);
      await shopper.goto(`/shop/products/${PRODUCT_SOLD.slug}`);
      await pageReady(shopper);
      await shopper.getByRole("button", { name: `Add ${PRODUCT_SOLD.name} to cart` }).click();
      await expect(shopper.getByRole("status").filter({ hasText: "is in your cart." })).toBeVisible();
      await shopper.goto("/checkout");
      await pageReady(shopper);
      await shopper.getByRole("radiogroup", { name: "Time slot" }).getByRole("radio", { disabled: false }).first().check();
      expect(await violations(shopper), "checkout, pickup").toEqual([]);
      await shopper.goto("/checkout?method=delivery");
      await pageReady(shopper);
      const zip = shopper.getByRole("textbox", { name: "ZIP code" });
      await zip.fill("45419");
      await zip.press("Tab");
      await expect(shopper.getByRole("group", { name: "Delivery address" }).getByRole("alert")).toBeVisible();
      expect(await violations(shopper), "checkout, delivery, refused address").toEqual([]);
      for (const path of [`/my-account/orders/${id}`, "/my-account/orders"]) {
        await shopper.goto(path);
        await pageReady(shopper);
        expect(await violations(shopper), path).toEqual([]);
      }
    } finally {
      await shopper.context().close();
    }
  });

  test("lists, a list and its delete question, a product with its list form, a recipe and the weekly ad @mobile", async ({ page }) => {
    test.slow();
    await signIn(page);
    await page.goto("/shop/lists");
    await pageReady(page);
    await main(page).getByRole("textbox", { name: "New list name" }).fill("Checked by axe");
    await main(page).getByRole("button", { name: "Create list" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Checked by axe" })).toBeVisible();
    const listUrl = new URL(page.url()).pathname;
    const id = listUrl.split("/").pop();
    await page.goto(`/shop/products/${LISTED.slug}`);
    await pageReady(page);
    await main(page).locator("form.add-to-list").getByRole("button", { name: "Add to list" }).click();
    await expect(main(page).locator("form.add-to-list").getByRole("status")).not.toBeEmpty();
    for (const path of [
      `/shop/products/${LISTED.slug}`,
      "/shop/lists",
      `/shop/lists?delete=${id}`,
      listUrl,
      "/recipes/classic-buttermilk-pancakes",
      "/weekly-ad",
    ]) {
      await page.goto(path);
      await pageReady(page);
      expect(await violations(page), path).toEqual([]);
    }
  });
});

test.describe("the staff screens pass axe", () => {
  const signIn = async (page: Page, who: { email: string; password: string }) => {
    const login = await page.request.post("/api/auth/v1/login", { data: who });
    expect(login.status()).toBe(200);
    return ((await login.json()) as { nonce: string }).nonce;
  };

  test("posts, terms and settings, with a post's edit screen and the delete questions @mobile", async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    for (const [path, heading] of [
      ["/admin/posts", "Recipes and articles"],
      ["/admin/posts/new?type=recipe", "New recipe"],
      ["/admin/posts/new?type=article", "New article"],
      ["/admin/taxonomies?taxonomy=diet", "Categories and terms"],
      ["/admin/settings", "Site settings"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto("/admin/posts?type=recipe");
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Edit" })).toBeVisible();
    expect(await violations(page), "a recipe's edit screen").toEqual([]);
    await page.getByRole("link", { name: "Delete…" }).click();
    await expect(page.getByRole("button", { name: "Delete this post" })).toBeVisible();
    expect(await violations(page), "the delete confirmation").toEqual([]);
    await page.goto("/admin/taxonomies?taxonomy=recipe_category&delete=1");
    expect(await violations(page), "a term's delete confirmation").toEqual([]);
  });

  test("documents, a document with its revisions and delete question, its editor, and the bin @mobile", async ({ page }) => {
    const nonce = await signIn(page, DEMO.admin);
    const headers = { "x-aisle-nonce": nonce };
    const heading = (text: string) => [{ id: "h1a2b3c", elType: "widget", widgetType: "heading", settings: { title: text }, elements: [] }];
    const slug = `axe-docs-${test.info().project.name}-${Date.now()}`;
    const created = await page.request.post("/api/admin/v1/documents", {
      data: { type: "page", title: "First draft", slug, elements: heading("Hello from the first draft") },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const [title, text] of [
      ["Second draft", "Hello from the second draft"],
      ["Final page", "Hello from the final page"],
    ] as const) {
      expect(
        (await page.request.put(`/api/admin/v1/documents/${id}`, { data: { title, elements: heading(text) }, headers })).status(),
      ).toBe(200);
    }
    for (const path of [
      "/admin/documents",
      `/admin/documents/${id}`,
      `/admin/documents/${id}?confirm=delete`,
      `/admin/documents/${id}/edit`,
      "/admin/bin",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("store and user groups, a new store, and the menus with a removal waiting for its confirmation @mobile", async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    for (const path of ["/admin/store-groups", "/admin/user-groups", "/admin/stores/new"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto("/admin/menus");
    await expect(page.getByRole("heading", { level: 1, name: "Menus" })).toBeVisible();
    expect(await violations(page), "/admin/menus").toEqual([]);
    // Hoosier Heartland's account menu: the removal is asked, never confirmed.
    await page.goto("/admin/menus/4/account");
    await pageReady(page);
    await page.getByRole("main").getByRole("group").first().getByRole("button", { name: "Remove…" }).click();
    await expect(page.getByRole("heading", { name: /^Remove “/ })).toBeFocused();
    expect(await violations(page), "a menu entry's removal question").toEqual([]);
  });
});
