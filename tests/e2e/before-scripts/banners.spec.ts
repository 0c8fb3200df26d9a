import { expect, test } from "@playwright/test";
import { holdScripts } from "../support/held-scripts";

/**
 * The site banner's Dismiss and the app banner's Close work before the scripts run: each is a form
 * posting to a page action that sets the cookie and comes back to the page, now without the banner
 * (the actions' refusals: server/api/shop/page-actions-before-scripts.api.test.ts).
 */

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test("Dismiss pressed before the scripts ran hides the site banner, also on later pages @mobile", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "store_id", value: "1001", url: baseURL! }]);
  const scripts = await holdScripts(page);
  await scripts.goto("/stores");
  const banner = page.getByRole("complementary", { name: "Announcement" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole("heading", { level: 1, name: "All stores" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "siteBannerDismissed")?.value).toMatch(/^[0-9a-f]{8}$/);
  await scripts.release();
  await expect(banner).toHaveCount(0);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("Close pressed before the scripts ran hides the app banner, also on later pages @mobile", async ({ browser, baseURL, viewport }) => {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE, viewport });
  const page = await context.newPage();
  const scripts = await holdScripts(page);
  await scripts.goto("/stores");
  const banner = page.getByRole("complementary", { name: "Get our app" });
  await banner.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole("heading", { level: 1, name: "All stores" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "snackbarClosed")?.value).toBe("true");
  await scripts.release();
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await context.close();
});
