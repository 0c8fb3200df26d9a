import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
};
/** The demo site settings (server/db/seed/settings.ts). */
const IOS_LINK = "https://apps.apple.com/app/id0000000000";
const ANDROID_LINK = "https://play.google.com/store/apps/details?id=com.harvestlane.app";
const PRIMARY = "rgb(31, 111, 67)"; // #1f6f43

/** A fresh browser context with the given user agent; the app stores are answered locally. */
async function contextFor(
  browser: Browser,
  baseURL: string | undefined,
  userAgent: string,
  viewport: { width: number; height: number } | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({ userAgent, baseURL, viewport: viewport ?? { width: 1280, height: 720 } });
  await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>App store</title>" }),
  );
  return context;
}

const banner = (page: Page) => page.getByRole("complementary", { name: "Get our app" });

for (const [device, ua, link] of [
  ["an iPhone", UA.iphone, IOS_LINK],
  ["an Android phone", UA.android, ANDROID_LINK],
] as const) {
  test(`${device} sees the app banner first in the body, linking to its store in a new tab @mobile`, async ({
    browser,
    baseURL,
    viewport,
  }) => {
    const context = await contextFor(browser, baseURL, ua, viewport);
    const page = await context.newPage();
    const response = await page.goto("/");
    // In the first HTML, as the first element of the body.
    expect(await response!.text()).toMatch(/<body[^>]*><aside class="app-banner"/);
    expect(await page.evaluate(() => document.body.firstElementChild?.getAttribute("aria-label"))).toBe("Get our app");

    const download = banner(page).getByRole("link", { name: "Download the App!" });
    await expect(download).toHaveAttribute("href", link);
    await expect(download).toHaveAttribute("target", "_blank");
    await expect(download).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(banner(page).getByRole("link", { name: "Continue in Browser" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Close" })).toBeVisible();

    // The site's primary colour: the banner's background, the browser link's border and text.
    await expect(banner(page)).toHaveCSS("background-color", PRIMARY);
    const browserLink = banner(page).getByRole("link", { name: "Continue in Browser" });
    await expect(browserLink).toHaveCSS("color", PRIMARY);
    await expect(browserLink).toHaveCSS("border-top-color", PRIMARY);

    const [tab] = await Promise.all([context.waitForEvent("page"), download.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(link);
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
}

test("a desktop browser never sees the app banner @mobile", async ({ browser, baseURL, viewport }) => {
  const context = await contextFor(browser, baseURL, UA.desktop, viewport);
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(await response!.text()).not.toContain("Download the App!");
  await expect(page.getByRole("link", { name: "Continue in Browser" })).toHaveCount(0);
  await page.goto("/store/store-locator");
  await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});

for (const control of ["Close", "Continue in Browser"] as const) {
  test(`after ${control} the banner is gone, also on later page loads @mobile`, async ({ browser, baseURL, viewport }) => {
    const context = await contextFor(browser, baseURL, UA.iphone, viewport);
    const page = await context.newPage();
    await page.goto("/");
    const target =
      control === "Close"
        ? banner(page).getByRole("button", { name: "Close" })
        : banner(page).getByRole("link", { name: "Continue in Browser" });
    await target.click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    const cookie = (await context.cookies()).find((c) => c.name === "snackbarClosed");
    expect(cookie?.value).toBe("true");
    expect(cookie?.path).toBe("/");
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(32);

    // Later loads, on this page and others: not even in the first HTML.
    await page.reload();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    const next = await page.goto("/stores");
    expect(await next!.text()).not.toContain("Download the App!");
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });
}
