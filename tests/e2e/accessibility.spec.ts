import { expect, test, type Page } from "@playwright/test";
import { axeViolations as violations } from "./support/axe";
import { scrollThrough } from "./support/builder";
import { pageReady } from "./support/ready";

const PAGES = [
  { name: "home page", path: "/", ready: (page: Page) => expect(page.getByRole("complementary", { name: "Announcement" })).toBeVisible() },
  { name: "store page", path: "/stores/columbus-short-north", ready: (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "store locator", path: "/store/store-locator?lat=39.96&lng=-83", ready: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible() },
  { name: "drink calculator", path: "/drink-calculator?guests=0&length=9", ready: (page: Page) => expect(page.getByText("Must be between 1 and 4 hours")).toBeVisible() },
  { name: "drink calculator results", path: "/drink-calculator?guests=12&length=3&champagne=on", ready: (page: Page) => expect(page.getByRole("region", { name: "Results" })).toContainText("Wine bottles") },
  { name: "contact form", path: "/contact", ready: (page: Page) => expect(page.getByRole("combobox", { name: "Store" })).toBeVisible() },
  { name: "page-builder showcase", path: "/builder-showcase", ready: showEverything },
  { name: "recipe list", path: "/recipes", ready: (page: Page) => expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible() },
  { name: "filtered recipe list", path: "/recipes/category/dinner?diet=gluten-free", ready: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Gluten-Free Dinner recipes" })).toBeVisible() },
  { name: "recipe page", path: "/recipes/sheet-pan-lemon-chicken", ready: (page: Page) => expect(page.getByRole("region", { name: "Ingredients" })).toBeVisible() },
  { name: "article page", path: "/articles/the-summer-grilling-guide", ready: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "The Summer Grilling Guide" })).toBeVisible() },
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
});
