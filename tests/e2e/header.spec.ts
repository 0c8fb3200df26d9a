import { expect, test, type Page } from "@playwright/test";
import { checkStickyShrinks } from "./support/header-behaviours";

/**
 * The site header (docs/requirements.md#screens-and-routes, #states-and-transitions and #constants;
 * docs/design/ui-contract.md): my-store box, mobile search, the Reorder link, the sticky header and the
 * loading spinner (axe reads the header, its off-canvas menu open too, in accessibility.spec.ts). Tests
 * tagged @mobile also run at 375 px (the mobile project); tests that set their own width are not tagged.
 */

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North", lat: 39.9845, lng: -83.0044 };
const ATHENS = { id: 1010, name: "Harvest Lane Market – Athens Uptown" };

async function useStore(page: Page, baseURL: string | undefined, storeId: number) {
  await page.context().addCookies([{ name: "store_id", value: String(storeId), url: baseURL! }]);
}

/** The header is interactive once React has hydrated it (the menus mark themselves enhanced). */
async function hydrated(page: Page) {
  await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
}

test.describe("my-store box", () => {
  test("shows the store's name, address, hours, phone and directions @mobile", async ({ page, baseURL }) => {
    await useStore(page, baseURL, COLUMBUS.id);
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("region", { name: "My store" });
    await expect(box.getByRole("link", { name: COLUMBUS.name })).toBeVisible();
    await expect(box).toContainText("1180 N High St, Columbus, OH 43201");
    await expect(box).toContainText("Mon–Sun 6am–11pm");
    await expect(box.getByRole("link", { name: /555-01/ })).toHaveAttribute("href", /^tel:\d+$/);
    const directions = box.getByRole("link", { name: "Get Directions", exact: true });
    await expect(directions).toBeVisible();
    await expect(directions).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${COLUMBUS.lat},${COLUMBUS.lng}`);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(directions).toHaveAccessibleDescription("Opens a map in a new tab");
  });

  test("offers no directions for a store without coordinates @mobile", async ({ page, baseURL }) => {
    await useStore(page, baseURL, ATHENS.id);
    await page.goto("/");
    const box = page.getByRole("region", { name: "My store" });
    await expect(box.getByRole("link", { name: ATHENS.name })).toBeVisible();
    await expect(box).toContainText("380 E State St");
    await expect(box.getByRole("link", { name: "Get Directions" })).toHaveCount(0);
  });

  test("without a store, links to the store locator", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("region", { name: "My store" });
    await expect(box.getByRole("link", { name: "Choose your store" })).toHaveAttribute("href", "/store/store-locator");
    await expect(box.getByRole("link", { name: "Get Directions" })).toHaveCount(0);
  });

  test("follows a store switch without a reload", async ({ page, baseURL }) => {
    await useStore(page, baseURL, ATHENS.id);
    await page.goto("/store/store-locator?q=Columbus%20Short%20North");
    const box = page.getByRole("region", { name: "My store" });
    await expect(box.getByRole("link", { name: "Get Directions" })).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: COLUMBUS.name }) });
    await card.getByRole("button", { name: "Make This My Store" }).click();
    await expect(box.getByRole("link", { name: COLUMBUS.name })).toBeVisible();
    await expect(box.getByRole("link", { name: "Get Directions" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});

test.describe("Reorder link", () => {
  test("is not offered to anonymous visitors @mobile", async ({ page, baseURL }) => {
    await useStore(page, baseURL, COLUMBUS.id);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Reorder" })).toHaveCount(0);
  });

  test("is offered to a logged-in shopper @mobile", async ({ page }) => {
    const login = await page.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
    expect(login.status()).toBe(200);
    await page.goto("/");
    const reorder = page.getByRole("banner").getByRole("link", { name: "Reorder", exact: true });
    await expect(reorder).toBeVisible();
    await expect(reorder).toHaveAttribute("href", "/my-account/orders");
    await expect(page.getByRole("banner")).toContainText("Hello, Sam Shopper");
    // The shopper's account menu comes with the session.
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Account menu" })).toHaveCount(1);
  });
});

test.describe("site search", () => {
  test("is always shown on desktop", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeHidden();
  });

  test("opens and closes with the Search button below 992 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(box).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await box.fill("about");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/\?s=about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “about”" })).toBeVisible();
    await toggle.click();
    await expect(box).toHaveValue("about");
  });
});

test.describe("sticky header", () => {
  for (const width of [1280, 375]) {
    test(`sticks and shrinks past the banner plus the top header, without shifting the page, at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await useStore(page, baseURL, COLUMBUS.id);
      await page.goto("/store/store-locator");
      await hydrated(page);
      await checkStickyShrinks(page, { firstRow: ".site-header__top", storeName: COLUMBUS.name });
    });
  }
});

test.describe("loading spinner", () => {
  test("shows while a store switch is loading and is announced politely @mobile", async ({ page, baseURL }) => {
    await useStore(page, baseURL, COLUMBUS.id);
    await page.goto("/store/store-locator?q=Dayton");
    await hydrated(page);
    const spinner = page.locator(".loading-spinner");
    const status = page.getByRole("status").filter({ hasText: "Loading…" });
    await expect(spinner).toBeHidden();
    await expect(status).toHaveCount(0);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/store/select*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Make This My Store" }).first().click();
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute("data-count", /^[1-9]/);
    await expect(status).toHaveCount(1);
    release();
    await expect(spinner).toBeHidden();
    await expect(spinner).toHaveAttribute("data-count", "0");
    await expect(status).toHaveCount(0);
  });
});
