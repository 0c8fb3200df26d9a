import { expect, test, type Page } from "@playwright/test";

/**
 * [button] `Back to top` (docs/requirements.md#screens-and-routes, #states-and-transitions and
 * #constants): shown past 200 px of scrolling, hidden 3 s after the last scroll, scrolls to the top in
 * 600 ms (at once with reduced motion) and moves focus to the header. Timers run on Playwright's clock.
 */

async function openLongPage(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "store_id", value: "1001", url: baseURL! }]);
  await page.clock.install();
  await page.goto("/store/store-locator");
  await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Scrolls, waits for the scroll event, then lets the next animation frame run (the handler is frame-throttled). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo({ top, behavior: "instant" });
      }),
    y,
  );
  await page.clock.runFor(20);
}

const button = (page: Page) => page.getByRole("button", { name: "Back to top" });

test("shows past 200 px and hides again 3 s after the last scroll @mobile", async ({ page, baseURL }) => {
  await openLongPage(page, baseURL);
  await expect(button(page)).toBeHidden();
  await scrollTo(page, 200);
  await expect(button(page)).toBeHidden();
  await scrollTo(page, 201);
  await expect(button(page)).toBeVisible();

  await page.clock.runFor(2000);
  await scrollTo(page, 400);
  await page.clock.runFor(2900);
  await expect(button(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(button(page)).toBeHidden();

  await scrollTo(page, 600);
  await expect(button(page)).toBeVisible();
  await scrollTo(page, 100);
  await expect(button(page)).toBeHidden();
});

test("scrolls to the top in 600 ms and moves focus to the header @mobile", async ({ page, baseURL }) => {
  await openLongPage(page, baseURL);
  await scrollTo(page, 1500);
  await button(page).click();
  await expect(page.getByRole("banner")).toBeFocused();
  await page.clock.runFor(300);
  const midway = await page.evaluate(() => window.scrollY);
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(1500);
  await page.clock.runFor(320);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button(page)).toBeHidden();
  // The next Tab goes to the first control in the header.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("#site-header"))).toBe(true);
});

test("jumps to the top at once with reduced motion @mobile", async ({ page, baseURL }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openLongPage(page, baseURL);
  await scrollTo(page, 1500);
  await button(page).click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("stays while focused, and works from the keyboard", async ({ page, baseURL }) => {
  await openLongPage(page, baseURL);
  await scrollTo(page, 800);
  await button(page).focus();
  await page.clock.runFor(5000);
  await expect(button(page)).toBeVisible();
  await page.keyboard.press("Enter");
  await page.clock.runFor(700);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("banner")).toBeFocused();
});
