import { expect, test } from "@playwright/test";
import { holdScripts } from "../support/held-scripts";

/**
 * The site banner's Dismiss and the app banner's Close work before the scripts run: each is a form
 * posting to a page action that sets the cookie and comes back to the page, now without the banner.
 */

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

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

test("the banner actions refuse a bad key or body and send nowhere but this site", async ({ request }) => {
  const bad = await request.post("/site-banner/dismiss", { form: { key: "<script>" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ code: "invalid_param", message: "Invalid parameter: key (the banner's key).", data: { status: 400, params: { key: "the banner's key" } } });
  expect(bad.headers()["set-cookie"]).toBeUndefined();
  const json = await request.post("/app-banner/close", { data: { back: "/" }, maxRedirects: 0 });
  expect(json.status()).toBe(400);
  expect((await json.json()).data.params).toEqual({ body: "a form" });
  const away = await request.post("/app-banner/close", { form: { back: "//evil.test/" }, maxRedirects: 0 });
  expect(away.status()).toBe(302);
  expect(away.headers()["location"]).toBe("/");
  expect(away.headers()["set-cookie"]).toContain("snackbarClosed=true");
});

test("with a session, the banner actions need the page's nonce", async ({ request }) => {
  const login = await request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
  expect(login.status()).toBe(200);
  const forged = await request.post("/app-banner/close", { form: { back: "/stores", nonce: "forged" }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).code).toBe("invalid_nonce");
  expect(forged.headers()["set-cookie"]).toBeUndefined();
  const { nonce } = (await login.json()) as { nonce: string };
  const good = await request.post("/app-banner/close", { form: { back: "/stores", nonce }, maxRedirects: 0 });
  expect(good.status()).toBe(302);
  expect(good.headers()["location"]).toBe("/stores");
});
