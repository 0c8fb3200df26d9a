import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";

/**
 * Issue 16 item 5: no page ships code it does not run. The parts only some visitors see load their
 * code on the pages that show them (app/storefront/hydration/deferred-part.tsx), before the page
 * hydrates; every other page loads none of it.
 */

/** Text each part's code holds (and no other code the pages below load). */
const CODE = {
  "the Preview as panel": "Which item won each content area, and why",
  "the app banner": "is better in the app.",
  "the site search's results": "See the product in the shop",
  "the product cards": "Dietary and more",
  "the popups": "elementor-popup-modal",
  "the validation library": "$ZodError",
  "the product listing": "No products match. Try removing a filter.",
} as const;
type Part = keyof typeof CODE;

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const STORE = 1001;

/** Errors the page raised or logged (a hydration mismatch is one of them). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** The parts whose code the page loaded, once it has hydrated (a shown part's code comes before). */
async function partsLoaded(page: Page): Promise<Part[]> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.endsWith(".js")),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const code = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  return (Object.keys(CODE) as Part[]).filter((part) => code.some((text) => text.includes(CODE[part])));
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "store_id", value: String(STORE), url: baseURL! }]);
});

for (const [page, path] of [
  ["the home page", "/"],
  ["a department page", "/shop/departments/bakery"],
  ["a page-builder page", "/builder-text"],
] as const) {
  test(`${page} loads the code of none of the parts it does not show`, async ({ page: tab }) => {
    const errors = recordErrors(tab);
    await tab.goto(path);
    const loaded = await partsLoaded(tab);
    expect(loaded).toEqual(path.startsWith("/shop/") ? ["the product cards", "the product listing"] : []);
    expect(errors).toEqual([]);
  });
}

/** Loads each page in turn and checks it loaded none of `part`'s code, with no error on the way. */
async function expectNoCodeOf(page: Page, part: Part, paths: readonly string[]) {
  const errors = recordErrors(page);
  for (const path of paths) {
    await page.goto(path);
    expect(await partsLoaded(page), path).not.toContain(part);
  }
  expect(errors).toEqual([]);
}

test("pages with Add to list load no validation library: the list limits they need are plain numbers", async ({ page }) => {
  await expectNoCodeOf(page, "the validation library", ["/shop/products/harvest-lane-gala-apples-per-lb", "/weekly-ad", "/shop/lists"]);
});

test("the cart, checkout, weekly ad and a product page load none of the product listing's code (filters, sorting)", async ({ page }) => {
  await expectNoCodeOf(page, "the product listing", ["/cart", "/checkout", "/weekly-ad", "/shop/products/harvest-lane-gala-apples-per-lb"]);
});

test("the site search loads its results' code before it hydrates them, and their buttons work", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto("/?s=peach");
  expect(await partsLoaded(page)).toEqual(["the site search's results", "the product cards"]);
  const inStock = page.getByRole("button", { name: /^Add .+ to cart$/ });
  const card = page.getByRole("list", { name: "Matching products" }).getByRole("article").filter({ has: inStock }).first();
  const name = (await card.getByRole("heading").textContent())!;
  // Answered in place by the hydrated card (a post before the scripts reloads the page, which says nothing).
  await card.getByRole("button", { name: `Add ${name} to cart` }).click();
  await expect(card.getByRole("status")).toHaveText(`${name} is in your cart.`);
  expect(errors).toEqual([]);
});

test("a phone shown the app banner loads its code before it hydrates it, and Continue in Browser closes it @mobile", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: IPHONE, baseURL, viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: "store_id", value: String(STORE), url: baseURL! }]);
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto("/");
  expect(await partsLoaded(page)).toEqual(["the app banner"]);
  const banner = page.getByRole("complementary", { name: "Get our app" });
  await banner.getByRole("link", { name: "Continue in Browser" }).click();
  await expect(banner).toHaveCount(0);
  // Closed by the hydrated banner: the link's own address (#main) was not followed.
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
  await context.close();
});

test("an editor previewing the home page loads the Preview as panel's code, and the panel hydrates as the server sent it", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent("/admin")}`);
  await page.getByLabel("Email").fill(DEMO.editor.email);
  await page.getByLabel("Password").fill(DEMO.editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/?aisle-preview=1&preview_store=${STORE}`);
  expect(await partsLoaded(page)).toEqual(["the Preview as panel"]);
  const panel = page.getByRole("complementary", { name: "Preview as" });
  await expect(panel.getByRole("table", { name: /^Content areas at / })).toBeVisible();
  expect(errors).toEqual([]);
});
