import { expect, test, type Page } from "@playwright/test";
import { recordConsoleErrors } from "./support/builder";

/**
 * The header's menus are kept as HTML by the server once rendered and reused while the navigation
 * they come from is the same (app/prerendered-parts.server.ts): pages built from the kept menus must
 * be the same bytes as a fresh render, hydrate without a mismatch, and never carry another store's
 * menus or another page's selection.
 */

const COLUMBUS = 1001;
const DAYTON = 1003;
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3111}`;

/** The menus' markup of a page (what the server keeps), for the page's visitor in `store`. */
async function menusOf(page: Page, path: string, store: number): Promise<{ html: string; menus: string }> {
  await page.context().addCookies([{ name: "store_id", value: String(store), url: BASE_URL }]);
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<div class="site-nav__body" data-level="0">');
  const end = html.indexOf('<div class="site-nav__backdrop"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return { html, menus: html.slice(start, end) };
}

test.describe("menus kept by the server", () => {
  test.beforeEach(async ({ page }) => {
    const login = await page.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
    expect(login.status()).toBe(200);
  });

  test("a page built from the kept menus is the same as a fresh one, for its store and page only", async ({ page }) => {
    const first = await menusOf(page, "/", COLUMBUS);
    const again = await menusOf(page, "/", COLUMBUS);
    expect(again.menus).toBe(first.menus);
    expect(again.menus).toContain(`href="/shop#!/?store_id=${COLUMBUS}"`);
    // Signed in: the account menu is there, and nothing of the visitor's session is in the menus.
    expect(again.menus).toContain('aria-label="Account menu"');
    expect(again.menus).not.toMatch(/nonce/i);

    const dayton = await menusOf(page, "/", DAYTON);
    expect(dayton.menus).toContain(`store_id=${DAYTON}`);
    expect(dayton.menus).not.toContain(`store_id=${COLUMBUS}`);

    // Another page selects its own entry; the home page's kept menus select none.
    const produce = await menusOf(page, "/shop/produce", COLUMBUS);
    expect(produce.menus).toContain('aria-current="page"');
    expect((await menusOf(page, "/", COLUMBUS)).menus).not.toContain('aria-current="page"');
  });

  test("a page built from the kept menus hydrates without a mismatch and its menus work", async ({ page }) => {
    await menusOf(page, "/", COLUMBUS);
    const errors = await recordConsoleErrors(page);
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.goto("/");
    await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const recipes = page.getByRole("navigation", { name: "Recipes" }).getByRole("button", { name: "Recipes" });
    await recipes.click();
    await expect(recipes).toHaveAttribute("aria-expanded", "true");
    expect(await errors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
