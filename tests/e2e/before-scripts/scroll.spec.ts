import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "../support/held-scripts";

/**
 * Scroll-driven parts start from where the visitor scrolled before the scripts ran: the page is
 * not moved, Back to top shows at once past 200 px, and the header is already stuck past its
 * threshold.
 */

async function useStore(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "store_id", value: "1001", url: baseURL! }]);
}

const backToTop = (page: Page) => page.getByRole("button", { name: "Back to top" });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("Back to top shows for a page scrolled down before the scripts ran, and works @mobile", async ({ page, baseURL }) => {
  await useStore(page, baseURL);
  const scripts = await holdScripts(page);
  await scripts.goto("/store/store-locator");
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
  await scripts.release();

  expect(await scrollY(page)).toBe(1500);
  await expect(backToTop(page)).toBeVisible();
  await backToTop(page).click();
  await expect(page.getByRole("banner")).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
});

for (const width of [1280, 375]) {
  test(`the header is stuck for a page scrolled past the threshold before the scripts ran, at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    await useStore(page, baseURL);
    const scripts = await holdScripts(page);
    await scripts.goto("/store/store-locator");
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await scripts.release();

    const header = page.getByRole("banner");
    await expect(header).toHaveClass(/is-sticky/);
    await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(0);
    expect(await scrollY(page)).toBe(900);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-sticky/);
  });
}
