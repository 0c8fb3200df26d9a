import { expect, type Locator, type Page } from "@playwright/test";
import { swipe } from "./touch";

/**
 * The header's behaviours, checked the same way against the site's own header (header.spec.ts,
 * menus.spec.ts) and against a header template made from it (header-template.spec.ts): each check
 * starts on a page whose header has hydrated (`#site-nav[data-enhanced]`) and leaves the menus closed.
 */

export const shopNav = (page: Page) => page.getByRole("navigation", { name: "Shop", exact: true });
export const departments = (page: Page) => page.getByRole("navigation", { name: "Departments" });
export const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
export const menuDialog = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** The submenu a disclosure button controls. */
export async function panelFor(page: Page, toggle: Locator) {
  const id = await toggle.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

const noReload = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillNoReload = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

/**
 * Past the banners and the header's first row (`firstRow`, a selector) the header sticks at the top,
 * shorter, the selected store in view, while the page below stays where it was (the slot keeps the
 * header's full height, nothing shifts); back at the top it is whole again. The page is on a store's
 * page with `storeName` selected.
 */
export async function checkStickyShrinks(page: Page, { firstRow, storeName }: { firstRow: string; storeName: string }) {
  const header = page.getByRole("banner");
  await expect(header).not.toHaveClass(/is-sticky/);

  // Measured: the banners above the header plus the header's first row.
  const { threshold, fullHeight } = await page.evaluate((firstRow) => {
    const slot = document.querySelector(".site-header-slot")!;
    const top = document.querySelector(firstRow)!;
    return {
      threshold: slot.getBoundingClientRect().top + window.scrollY + top.getBoundingClientRect().height,
      fullHeight: document.getElementById("site-header")!.getBoundingClientRect().height,
    };
  }, firstRow);
  expect(threshold).toBeGreaterThan(100);
  const mainTop = () => page.evaluate(() => document.getElementById("main")!.getBoundingClientRect().top + window.scrollY);
  const before = await mainTop();
  await page.evaluate(() => {
    (window as unknown as { __scrollShift: number }).__scrollShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) (window as unknown as { __scrollShift: number }).__scrollShift += e.value;
      }
    }).observe({ type: "layout-shift" });
  });

  // Just above the threshold: wait until the page has handled the scroll (its event, then two frames)
  // so "not sticky" is checked after the header had its chance to change.
  await page.evaluate(
    (y) =>
      new Promise<void>((done) => {
        window.addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(() => done())), { once: true });
        window.scrollTo(0, y);
      }),
    Math.floor(threshold) - 2,
  );
  await expect(header).not.toHaveClass(/is-sticky/);
  await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(threshold) + 2);
  await expect(header).toHaveClass(/is-sticky/);
  // It slides in: wait for it to settle at the top.
  await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(0);
  expect((await header.boundingBox())!.height).toBeLessThan(fullHeight);
  await expect(header.getByRole("link", { name: storeName })).toBeVisible();
  expect(await mainTop()).toBeCloseTo(before, 1);
  expect(parseFloat(await page.evaluate(() => getComputedStyle(document.querySelector(".site-header-slot")!).minHeight))).toBeCloseTo(
    fullHeight,
    1,
  );

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-sticky/);
  expect(await mainTop()).toBeCloseTo(before, 1);
  expect(await page.evaluate(() => (window as unknown as { __scrollShift: number }).__scrollShift)).toBe(0);
}

/**
 * Below 992 px: Menu opens a 280 px modal panel on the left with focus on Close menu; focus stays
 * inside (Shift+Tab from the first control wraps to the last, Tab wraps back, forty Tabs never leave);
 * it closes with `closeWith` (the Close menu button or Escape), focus back on Menu, the menus inert.
 */
export async function checkOffCanvasTrapsFocus(page: Page, closeWith: "Close menu" | "Escape") {
  const dialog = menuDialog(page);
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#site-nav")).not.toBeInViewport();
  await expect(departments(page).getByRole("button", { name: "Next departments" })).toBeHidden();

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  const close = dialog.getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0);
  expect((await dialog.boundingBox())?.width).toBe(280);

  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "My account" }).or(dialog.getByRole("button", { name: "Recipes" }))).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#site-nav"))).toBe(true);
  }

  if (closeWith === "Escape") await page.keyboard.press("Escape");
  else await close.click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton(page)).toBeFocused();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("#site-nav")).toHaveAttribute("inert", "");
}

/**
 * On a touch screen below 992 px: a swipe from the left edge opens the off-canvas menu and a swipe
 * back closes it; one starting outside the 50 px edge, or too short, does nothing.
 */
export async function checkSwipeOpensAndCloses(page: Page) {
  const button = menuButton(page);
  await swipe(page, { x: 80, y: 500 }, { x: 250, y: 500 });
  await swipe(page, { x: 10, y: 500 }, { x: 70, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await swipe(page, { x: 10, y: 500 }, { x: 120, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(menuDialog(page)).toBeVisible();

  await swipe(page, { x: 200, y: 500 }, { x: 160, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await swipe(page, { x: 200, y: 500 }, { x: 130, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "false");
}

/**
 * On the store locator listing the store `to` first, with `from` selected: Make This My Store rebuilds
 * the department menu and its panels for `to` without a reload.
 */
export async function checkStoreSwitchRebuildsDepartments(page: Page, from: number, to: number) {
  const produce = departments(page).getByRole("link", { name: "Produce", exact: true });
  await expect(produce).toHaveAttribute("href", `/shop/produce#!/?store_id=${from}`);
  await noReload(page);
  await page.getByRole("button", { name: "Make This My Store" }).first().click();
  await expect(produce).toHaveAttribute("href", `/shop/produce#!/?store_id=${to}`);
  const toggle = departments(page).getByRole("button", { name: "Produce submenu" });
  await toggle.click();
  await expect((await panelFor(page, toggle)).getByRole("link", { name: "Fresh Fruit" })).toHaveAttribute(
    "href",
    `/shop/produce/fresh-fruit#!/?store_id=${to}`,
  );
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await stillNoReload(page);
}

/**
 * On desktop: arrows move along the menu bar, Down opens a department and enters its panel, arrows,
 * End and wrap-around move in it, Escape returns; Enter and Space toggle, Tab walks into the open
 * panel, and tabbing past it to the next entry closes it.
 */
export async function checkMegaMenuKeyboard(page: Page) {
  const shopAll = shopNav(page).getByRole("link", { name: "Shop All" });
  await shopAll.focus();
  await page.keyboard.press("ArrowRight");
  await expect(departments(page).getByRole("link", { name: "Produce", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  const toggle = departments(page).getByRole("button", { name: "Produce submenu" });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = await panelFor(page, toggle);
  await expect(panel.getByRole("link", { name: "Fresh Fruit" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: "Fresh Vegetables" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(panel.getByRole("link", { name: "more..." })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: "Fresh Fruit" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // Enter and Space toggle; Tab walks into the open panel.
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: "Fresh Fruit" })).toBeFocused();
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // Tabbing on past the open panel to the next entry closes it.
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await panel.getByRole("link", { name: "more..." }).focus();
  await page.keyboard.press("Tab");
  await expect(departments(page).getByRole("link", { name: "Meat & Seafood" })).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
}
