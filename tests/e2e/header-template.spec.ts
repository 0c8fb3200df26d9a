import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO } from "#server/test/http";
import { editorApi, recordConsoleErrors } from "./support/builder";
import {
  checkMegaMenuKeyboard,
  checkOffCanvasTrapsFocus,
  checkStickyShrinks,
  checkStoreSwitchRebuildsDepartments,
  checkSwipeOpensAndCloses,
  departments,
} from "./support/header-behaviours";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/held-scripts";
import { recordLayoutShift } from "./support/layout-shift";
import { pageReady } from "./support/ready";

/**
 * The site's own header expressed as a header template (decision 0084, 0085): the templates screen's
 * `Create from built-in header` makes it from the site chrome widgets; published for the entire site
 * it takes the header's place on every page and behaves as the header does (store switch rebuilds the
 * menus, sticky and shrinking, off-canvas below 992 px with swipe and keyboard, the cart's count, the
 * search's typeahead). Unpublished afterwards: later specs see the site's own header.
 *
 * The site's own footer too (decision 0093): `Create from built-in footer` makes it from the footer
 * widgets, for the entire site; published, it takes the footer's place and shows the visitor's store.
 * Deleted afterwards as well.
 */

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North" };
const DAYTON = 1003;

let editor: { api: APIRequestContext; nonce: string };
let templateId: number | null = null;
let footerId: number | null = null;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});

test.afterAll(async () => {
  for (const id of [templateId, footerId]) {
    if (id !== null) await editor.api.delete(`/api/admin/v1/documents/${id}`, { headers: { "X-Aisle-Nonce": editor.nonce } });
  }
  await editor.api.dispose();
});

async function open(page: Page, baseURL: string | undefined, path = "/", storeId = COLUMBUS.id) {
  await page.context().addCookies([{ name: "store_id", value: String(storeId), url: baseURL! }]);
  await page.goto(path);
  // The template's header is in place and hydrated: its menus mark themselves enhanced.
  await expect(page.locator("header.site-template--chrome #site-nav[data-enhanced]")).toHaveCount(1);
}

/** The templates screen, signed in as the editor. */
async function templatesScreen(page: Page) {
  await page.goto("/admin/sign-in?return_to=%2Fadmin%2Ftemplates");
  await page.getByLabel("Email").fill(DEMO.editor.email);
  await page.getByLabel("Password").fill(DEMO.editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The template the editor opened: its id from the editor's address. */
async function openedTemplate(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  return Number(/\/admin\/documents\/(\d+)\/edit/.exec(page.url())![1]);
}

test("Create from built-in header makes a draft header; published for the entire site it replaces the site's own", async ({
  page,
  baseURL,
}) => {
  await templatesScreen(page);
  await page.getByRole("region", { name: "Header", exact: true }).getByRole("button", { name: "Create from built-in header" }).click();
  templateId = await openedTemplate(page);

  const published = await editor.api.put(`/api/admin/v1/documents/${templateId}`, {
    headers: { "X-Aisle-Nonce": editor.nonce },
    data: { status: "publish", settings: { conditions: ["include/general"] } },
  });
  expect(published.status(), await published.text()).toBe(200);

  const visitor = await page.context().browser()!.newContext({ baseURL });
  const shopper = await visitor.newPage();
  const errors = await recordConsoleErrors(shopper);
  for (const path of ["/", "/shop", "/recipes"]) {
    await open(shopper, baseURL, path);
    const banner = shopper.getByRole("banner");
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole("region", { name: "My store" }).getByRole("link", { name: COLUMBUS.name })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(banner.getByRole("search", { name: "Site search" })).toBeVisible();
    await expect(departments(shopper).getByRole("link", { name: "Produce", exact: true })).toBeVisible();
    expect(await errors(), path).toEqual([]);
  }
  expect(await axeViolations(shopper)).toEqual([]);
  await visitor.close();
});

test("before the scripts run its places already hold the header's own parts, usable as they are, and the scripts keep what the visitor did", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  const scripts = await holdScripts(page);
  await scripts.goto("/shop");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
  const store = banner.getByRole("region", { name: "My store" });
  await expect(store.getByRole("link", { name: COLUMBUS.name })).toBeVisible();
  await expect(store.getByRole("link", { name: "Change store" })).toHaveAttribute("href", "/store/store-locator");
  await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/my-account");
  await expect(departments(page).getByRole("link", { name: "Produce", exact: true })).toHaveAttribute("href", /^\/shop\//);
  const box = banner.getByRole("searchbox", { name: "Search the site" });
  await box.fill("apples");
  await scripts.release();
  await expect(page.locator("header.site-template--chrome #site-nav[data-enhanced]")).toHaveCount(1);
  await expect(banner.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await expect(store.getByRole("link", { name: COLUMBUS.name })).toBeVisible();
  await expect(box).toHaveValue("apples");
  await expect(box).toBeFocused();
});

test("a store switch rebuilds the template's menus and my-store box without a reload", async ({ page, baseURL }) => {
  await open(page, baseURL, "/store/store-locator?q=Dayton");
  await checkStoreSwitchRebuildsDepartments(page, COLUMBUS.id, DAYTON);
  await expect(page.getByRole("region", { name: "My store" }).getByRole("link", { name: /Dayton/ })).toBeVisible();
});

test("the template's mega menu works from the keyboard", async ({ page, baseURL }) => {
  await open(page, baseURL);
  await checkMegaMenuKeyboard(page);
});

for (const width of [1280, 390]) {
  test(`the template's header does not shift the page when its scripts start, and sticks and shrinks past its first row without shifting it at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // From the page's very start: the server's header is the one the scripts take over.
    const shift = await recordLayoutShift(page);
    await open(page, baseURL, "/store/store-locator");
    await pageReady(page);
    expect(await shift()).toBeLessThan(0.01);
    await checkStickyShrinks(page, { firstRow: "#site-header [data-elementor-id] > :first-child", storeName: COLUMBUS.name });
  });
}

test.describe("below 992 px", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("the off-canvas menu opens from Menu, keeps focus inside, and closes with Escape back on Menu", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await checkOffCanvasTrapsFocus(page, "Escape");
  });

  test("a swipe from the left edge opens the off-canvas menu and a swipe back closes it", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await checkSwipeOpensAndCloses(page);
  });

  test("Search opened before the scripts run stays open with what was typed when they start; Escape closes it, Search opens it again", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    const scripts = await holdScripts(page);
    await scripts.goto("/");
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    await toggle.click();
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await box.fill("apples");
    await scripts.release();
    await expect(page.locator("header.site-template--chrome #site-nav[data-enhanced]")).toHaveCount(1);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveValue("apples");
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(box).toBeFocused();
  });
});

test("the cart link counts what is added; the site search answers, and the shop's typeahead still suggests", async ({ page, baseURL }) => {
  await open(page, baseURL, "/shop/departments/fresh-fruit");
  const cart = page.getByRole("banner").getByRole("link", { name: /^Cart, / });
  await expect(cart).toHaveAccessibleName("Cart, 0 items");
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(cart).toHaveAccessibleName("Cart, 1 item");

  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
  await box.fill("peaches");
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “peaches”" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("searchbox", { name: "Search the site" })).toHaveValue("peaches");

  await page.goto("/shop");
  const products = page.getByRole("combobox", { name: "Search products" });
  await products.click();
  await products.pressSequentially("chick");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("group", { name: "Departments" }).getByRole("option", { name: "Chicken" })).toBeVisible();
  await products.press("Escape");
  await expect(list).toBeHidden();
});

test("Create from built-in footer makes a footer for the entire site; published, it replaces the site's own and follows a store switch", async ({
  page,
  baseURL,
}) => {
  await templatesScreen(page);
  await page.getByRole("region", { name: "Footer", exact: true }).getByRole("button", { name: "Create from built-in footer" }).click();
  footerId = await openedTemplate(page);
  const published = await editor.api.put(`/api/admin/v1/documents/${footerId}`, {
    headers: { "X-Aisle-Nonce": editor.nonce },
    data: { status: "publish" },
  });
  expect(published.status(), await published.text()).toBe(200);

  const visitor = await page.context().browser()!.newContext({ baseURL });
  const shopper = await visitor.newPage();
  const errors = await recordConsoleErrors(shopper);
  await visitor.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  const footer = shopper.getByRole("contentinfo");
  const yourStore = footer.getByRole("group", { name: "Your store" });
  for (const path of ["/", "/shop"]) {
    await shopper.goto(path);
    await expect(footer).toHaveCount(1);
    await expect(footer).toHaveClass(/site-template--footer/);
    await expect(shopper.locator("footer.site-footer")).toHaveCount(0);
    const menus = footer.getByRole("navigation", { name: "Footer" });
    await expect(menus.getByRole("heading", { name: "Stores and hours" })).toBeVisible();
    await expect(menus.getByRole("link", { name: "Weekly ad" })).toHaveAttribute("href", "/weekly-ad");
    await expect(yourStore.getByRole("link", { name: COLUMBUS.name })).toBeVisible();
    await expect(footer.getByRole("list", { name: "Follow us" }).getByRole("link", { name: "Facebook" })).toBeVisible();
    await expect(footer.getByText(/^© ./)).toBeVisible();
    expect(await errors(), path).toEqual([]);
  }
  expect(await axeViolations(shopper)).toEqual([]);

  // A store switch shows in the footer's store part at once, without a reload, and on the next page.
  await shopper.goto("/store/store-locator?q=Dayton");
  await expect(yourStore.getByRole("link", { name: COLUMBUS.name })).toBeVisible();
  await shopper.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await shopper.getByRole("button", { name: "Make This My Store" }).first().click();
  await expect(shopper.getByRole("region", { name: "My store" }).getByRole("link", { name: /Dayton/ })).toBeVisible();
  await expect(yourStore.getByRole("link", { name: /Dayton/ })).toBeVisible();
  await expect(yourStore.getByRole("link", { name: COLUMBUS.name })).toHaveCount(0);
  expect(await shopper.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await shopper.goto("/recipes");
  await expect(yourStore.getByRole("link", { name: /Dayton/ })).toBeVisible();
  await expect(yourStore.getByRole("link", { name: COLUMBUS.name })).toHaveCount(0);
  expect(await errors()).toEqual([]);
  await visitor.close();
});
