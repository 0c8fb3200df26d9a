import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "../support/held-scripts";

/**
 * The header menus start as the visitor left them before the scripts ran: a desktop panel opened
 * by the keyboard focus or the pointer stays open (focus where it was), the off-canvas menu and
 * the mobile search opened then (they work without the scripts, as the browser's popovers) stay
 * open, and each then works as usual.
 */

async function useStore(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "store_id", value: "1001", url: baseURL! }]);
}

const departments = (page: Page) => page.getByRole("navigation", { name: "Departments" });

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a department panel the keyboard opened stays open, with the focus in it", async ({ page, baseURL }) => {
    await useStore(page, baseURL);
    const scripts = await holdScripts(page);
    await scripts.goto("/");
    await departments(page).getByRole("link", { name: "Produce", exact: true }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const fruit = departments(page).getByRole("link", { name: "Fresh Fruit" });
    await expect(fruit).toBeFocused();
    await scripts.release();

    const toggle = departments(page).getByRole("button", { name: "Produce submenu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(fruit).toBeVisible();
    await expect(fruit).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(departments(page).getByRole("link", { name: "Fresh Vegetables" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a panel under the pointer stays open, and closes when the pointer leaves", async ({ page, baseURL }) => {
    await useStore(page, baseURL);
    const scripts = await holdScripts(page);
    await scripts.goto("/");
    await departments(page).getByRole("link", { name: "Dairy", exact: true }).hover();
    const yogurt = departments(page).getByRole("link", { name: "Yogurt" });
    await expect(yogurt).toBeVisible();
    await scripts.release();

    const toggle = departments(page).getByRole("button", { name: "Dairy submenu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(yogurt).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(yogurt).toBeHidden();
  });

  test("the department row scrolled by the keyboard stays where it is, its arrows set from there", async ({ page, baseURL }) => {
    await useStore(page, baseURL);
    const scripts = await holdScripts(page);
    await scripts.goto("/");
    const floral = departments(page).getByRole("link", { name: "Floral" });
    await floral.focus();
    await expect(floral).toBeInViewport();
    const viewport = departments(page).locator(".departments__viewport");
    const scrolled = await viewport.evaluate((v) => v.scrollLeft);
    expect(scrolled).toBeGreaterThan(0);
    await scripts.release();

    expect(await viewport.evaluate((v) => v.scrollLeft)).toBe(scrolled);
    await expect(floral).toBeFocused();
    const prev = departments(page).getByRole("button", { name: "Previous departments" });
    await expect(departments(page).getByRole("button", { name: "Next departments" })).toHaveAttribute("aria-disabled", "true");
    await expect(prev).toHaveAttribute("aria-disabled", "false");
    await prev.click();
    await expect.poll(() => viewport.evaluate((v) => v.scrollLeft)).toBeLessThan(scrolled);
  });
});

test.describe("below 992 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

  test("the off-canvas menu opened before the scripts ran stays open, then works as a dialog", async ({ page, baseURL }) => {
    await useStore(page, baseURL);
    const scripts = await holdScripts(page);
    await scripts.goto("/");
    await menuButton(page).click();
    const shopAll = page.getByRole("navigation", { name: "Shop", exact: true }).getByRole("link", { name: "Shop All" });
    await expect(shopAll).toBeVisible();
    await expect.poll(async () => (await page.locator("#site-nav").boundingBox())?.x).toBe(0);
    await scripts.release();

    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(shopAll).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    // Its levels open now that the scripts run.
    await dialog.getByRole("button", { name: "Recipes", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "Back to Menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page)).toBeFocused();
    await expect(shopAll).not.toBeInViewport();
  });

  test("a link tabbed to in the menu opened before the scripts ran keeps the focus", async ({ page, baseURL }) => {
    await useStore(page, baseURL);
    const scripts = await holdScripts(page);
    await scripts.goto("/");
    await menuButton(page).click();
    const shopAll = page.getByRole("navigation", { name: "Shop", exact: true }).getByRole("link", { name: "Shop All" });
    await shopAll.focus();
    await scripts.release();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(shopAll).toBeFocused();
  });

  test("the search opened and typed into before the scripts ran stays open in the header, and searches", async ({ page }) => {
    const scripts = await holdScripts(page);
    await scripts.goto("/");
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeHidden();
    await toggle.click();
    await expect(box).toBeVisible();
    await box.fill("about");
    await scripts.release();

    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(box).toBeVisible();
    await expect(box).toHaveValue("about");
    await expect(box).toBeFocused();
    // In the header now, below its top row.
    const [header, form] = await Promise.all([
      page.locator(".site-header__top").boundingBox(),
      page.getByRole("search", { name: "Site search" }).boundingBox(),
    ]);
    expect(form!.y).toBeGreaterThan(header!.y);
    expect(form!.y + form!.height).toBeLessThanOrEqual(header!.y + header!.height + 1);
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “about”" })).toBeVisible();
  });
});
