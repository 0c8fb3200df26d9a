import { expect, test, type Page } from "@playwright/test";
import { axeWalkViolations as violations } from "./support/axe";
import { pageReady } from "./support/ready";
import { registerShopper } from "./support/accounts";
import { placedOrder } from "./support/orders";
import { DEMO } from "../../server/test/http";
import { buildProducts, demoCarried, demoInStock } from "../../server/db/seed/catalog/catalog";

const PRODUCT_SOLD = buildProducts().find((p) => !p.soldByWeight && demoCarried(p.id, 1001) && demoInStock(p.id, 1001))!;
const LISTED = buildProducts().filter((p) => demoCarried(p.id, 1001) && p.departmentId < 1000)[5]!;

/**
 * axe on the pages of a signed-in shopper and of staff, each state other specs reach (an open
 * question, a list just made, a staff screen), on a desktop and, with @mobile, at 375 px. The
 * visitor's pages are in accessibility.spec.ts; the two files are apart so the suite's shards can
 * run them side by side.
 */

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
    // Five staff screens read by axe, the editor among them: past a minute on a busy 2-core machine.
    test.slow();
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
