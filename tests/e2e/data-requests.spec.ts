import { expect, test, type APIResponse, type Page } from "@playwright/test";

/**
 * The `.data` answers of client-side navigation (React Router) carry the loaders' data, the signed-in
 * shopper's account and API nonce among it: they are never stored for a signed-in visitor, and never
 * served from the whole-page cache to anyone.
 */

/**
 * Follows the footer's "All stores" link without reloading the page; answers the `.data` response it
 * fetched and its body. The response is taken on its way to the page (passed through unchanged), not
 * read back from Chromium afterwards: the router may cancel the body's stream once it has what it
 * needs, and Chromium then lets go of it.
 */
async function navigateToStores(page: Page) {
  // A router page, the site search: the home, shop, recipe, cart, checkout and shopping lists pages are plain pages (decisions 0045, 0053, 0062, 0123), whose links load the next page.
  await page.goto("/?s=peach");
  // Hydrated: the header's menus mark themselves enhanced once React runs them.
  await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  let answered: (seen: { res: APIResponse; body: string }) => void = () => {};
  const data = new Promise<{ res: APIResponse; body: string }>((resolve) => (answered = resolve));
  await page.route(
    (url) => url.pathname === "/stores.data",
    async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      answered({ res, body });
      await route.fulfill({ response: res, body });
    },
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "All stores" }).click();
  const { res, body } = await data;
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/stores/i);
  // Client-side: the document was not loaded again.
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  return { res, body };
}

test("a signed-in shopper's navigation data is private, no-store and never comes from the page cache", async ({ page }) => {
  const login = await page.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
  expect(login.status()).toBe(200);
  const { res, body } = await navigateToStores(page);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  expect(res.headers()["vary"]).toMatch(/Cookie/);
  expect(res.headers()["x-aisle-cache"]).toBe("BYPASS");
  // What makes it private: the shopper's own API nonce travels in it: the one signing in gave, or, when
  // the nonce's 12-hour tick turned in between, the next one. Either is taken for this session alone: a
  // state-changing call made with it, the sign-out, is answered.
  const sent = /"apiNonce","([\w-]+)"/.exec(body)?.[1];
  expect(sent).toBeDefined();
  expect((await page.request.post("/api/auth/v1/logout", { headers: { "x-aisle-nonce": "not-the-nonce" } })).status()).toBe(403);
  expect((await page.request.post("/api/auth/v1/logout", { headers: { "x-aisle-nonce": sent! } })).status()).toBe(200);
});

test("an anonymous visitor's navigation data is private, no-cache, and each visitor's is their own", async ({ page, request }) => {
  const { res } = await navigateToStores(page);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("private, no-cache");
  expect(res.headers()["vary"]).toMatch(/Cookie/);

  // Two visitors with different stores, one after the other: neither gets the other's answer.
  const path = `/drink-calculator.data?e2e-data=${Date.now()}`;
  const columbus = await request.get(path, { headers: { cookie: "store_id=1001" } });
  const dayton = await request.get(path, { headers: { cookie: "store_id=1003" } });
  for (const r of [columbus, dayton]) {
    expect(r.status()).toBe(200);
    expect(r.headers()["cache-control"]).toBe("private, no-cache");
    expect(r.headers()["x-aisle-cache"]).not.toBe("HIT");
  }
  expect(await columbus.text()).toContain("Columbus Short North");
  expect(await dayton.text()).not.toContain("Columbus Short North");
});
