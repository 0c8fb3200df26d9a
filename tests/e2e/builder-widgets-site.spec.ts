import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { editorApi } from "./support/builder";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";
import { signIn } from "./support/forms-admin";

/**
 * The site widgets of an imported Elementor page (server/test/fixtures/elementor/page-site-widgets.json):
 * the nav menu over the store's menus by keyboard and behind its toggle on a phone, the form with and
 * without scripts (its submission in the forms admin), the archive's pagination, and axe on the page.
 */

const COLUMBUS = 1001;
const fixture = readFileSync(new URL("../../server/test/fixtures/elementor/page-site-widgets.json", import.meta.url), "utf8");
let url = "";
test.beforeAll(async ({ baseURL }) => {
  const editor = await editorApi(baseURL!);
  const slug = `cake-orders-${Date.now().toString(36)}`;
  const res = await editor.api.post(`/api/admin/v1/documents/import?slug=${slug}`, {
    headers: { "X-Aisle-Nonce": editor.nonce, "content-type": "application/json" },
    data: fixture,
  });
  expect(res.status(), await res.text()).toBe(201);
  ({ url } = (await res.json()) as { url: string });
});

async function visit(page: Page, baseURL: string | undefined, path = url) {
  await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
  await page.goto(path);
}

const orderForm = (page: Page) => page.getByRole("form", { name: "Cake order" });

async function fillOrder(page: Page, name: string) {
  const form = orderForm(page);
  await form.getByRole("textbox", { name: "Your name" }).fill(name);
  await form.getByRole("textbox", { name: "Email" }).fill("jamie@example.com");
  await form.getByRole("spinbutton", { name: "Servings" }).fill("12");
  await form.getByRole("combobox", { name: "Flavour" }).selectOption({ label: "Lemon" });
  await form.getByRole("group", { name: "Pickup day" }).getByRole("radio", { name: "Saturday" }).check();
  await form.getByRole("checkbox", { name: "I agree to be contacted about this order." }).check();
}

test("the nav menu shows the store's menu and works by keyboard, as the header's menus", async ({ page, baseURL }) => {
  await visit(page, baseURL);
  await pageReady(page);
  const nav = page.getByRole("navigation", { name: "Bakery menu" });
  await expect(nav).toBeVisible();
  const toggle = nav.getByRole("button", { name: /submenu$/ }).first();
  const item = toggle.locator("xpath=..");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.focus();
  await page.keyboard.press("ArrowDown");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const submenu = item.locator(":scope > .sub-menu");
  await expect(submenu).toBeVisible();
  const firstLink = submenu.getByRole("link").first();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(submenu.getByRole("link").nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(submenu).toBeHidden();
  // Along the bar: the next entry.
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(":focus")).toHaveClass(/elementor-item/);
});

test("below its breakpoint the nav menu folds behind a toggle that opens and closes it @mobile", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, baseURL);
  await pageReady(page);
  const toggle = page.getByRole("button", { name: "Bakery menu" });
  const nav = page.getByRole("navigation", { name: "Bakery menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(nav).toBeVisible();
  await nav.getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(nav).toBeHidden();
});

test("the form sends without leaving the page, announces the outcome and marks refused fields", async ({ page, baseURL }) => {
  await visit(page, baseURL);
  await pageReady(page);
  const form = orderForm(page);
  const status = form.getByRole("status");
  // The browser's own checks let an address through that the form refuses: the field says why.
  await fillOrder(page, "Scripted Order");
  await form.getByRole("spinbutton", { name: "Servings" }).evaluate((el: HTMLInputElement) => el.removeAttribute("max"));
  await form.getByRole("spinbutton", { name: "Servings" }).fill("500");
  await form.getByRole("button", { name: "Order cake" }).click();
  await expect(status).toHaveText("Please check the highlighted fields.");
  const servings = form.getByRole("spinbutton", { name: "Servings" });
  await expect(servings).toHaveAttribute("aria-invalid", "true");
  await expect(servings).toHaveAccessibleDescription("Enter a number from 4 to 60.");
  await expect(servings).toBeFocused();
  await servings.fill("12");
  await form.getByRole("button", { name: "Order cake" }).click();
  await expect(status).toHaveText("Thanks! We have your cake order.");
  await expect(servings).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("");
  expect(new URL(page.url()).pathname).toBe(url);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the page comes back at the form with its message; the forms admin lists it", async ({ page, baseURL }) => {
    await visit(page, baseURL);
    await fillOrder(page, "Plain Order");
    await orderForm(page).getByRole("button", { name: "Order cake" }).click();
    await expect(orderForm(page).getByRole("status")).toHaveText("Thanks! We have your cake order.");
    expect(page.url()).toContain(`${url}?aisle-form-b7e10a3=sent#form-b7e10a3-form`);

    await signIn(page, "forms");
    await page.goto("/admin/forms/submissions?q=Plain+Order");
    await expect(page.getByRole("table")).toContainText("Form: Cake order");
  });

  test("the menu shows its entries with no toggle to press @mobile", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, baseURL);
    await expect(page.getByRole("navigation", { name: "Bakery menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Bakery menu" })).toBeHidden();
  });
});

test("the archive pages through recipes by numbers and previous/next, and the page is axe clean", async ({ page, baseURL }) => {
  await visit(page, baseURL);
  const archive = page.locator(".elementor-widget-archive-posts");
  const pages = archive.getByRole("navigation", { name: "Pagination" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const first = await archive.getByRole("article").first().getByRole("heading").textContent();
  await pages.getByRole("link", { name: "Next » page" }).click();
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  expect(page.url()).toContain("e-page-b7e10a7=2");
  await expect(archive.getByRole("article").first().getByRole("heading")).not.toHaveText(first!);
  await expect(archive.getByRole("article")).toHaveCount(4);
  await pages.getByRole("link", { name: "« Previous page" }).click();
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await pageReady(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("the mega menu drops its container down by keyboard and closes on Escape", async ({ page, baseURL }) => {
  await visit(page, baseURL);
  await pageReady(page);
  const menu = page.getByRole("navigation", { name: "Our bakery" });
  const button = menu.getByRole("button", { name: "Breads submenu" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByText("Bread baked every morning")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(menu.getByText("Bread baked every morning")).toBeHidden();
});
