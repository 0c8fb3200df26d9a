import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { gzipSync } from "node:zlib";
import { holdScripts } from "./support/held-scripts";

/**
 * No page ships code it does not run (docs/design/performance.md). The parts only some visitors see load their
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
  "the profile form": "Save name",
  "the document editor": "Arrows move through the tree, Enter selects",
} as const;
type Part = keyof typeof CODE;

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
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

/** The address of every script the page loaded, once it has hydrated (a shown part's code comes before). */
async function scriptsLoaded(page: Page): Promise<string[]> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.endsWith(".js")),
  );
  expect(scripts.length).toBeGreaterThan(0);
  return scripts;
}

/** The text of every script the page loaded, once it has hydrated. */
async function codeLoaded(page: Page): Promise<string[]> {
  return Promise.all((await scriptsLoaded(page)).map((url) => scriptFile(page, url).then((f) => f.text)));
}

/**
 * A built script's text and its size as gzip at level 9 (as the server's kept forms): read once per
 * address in this file, since a built script's address names its content and most pages share most of them.
 */
const scriptFiles = new Map<string, Promise<{ text: string; gzipBytes: number }>>();
function scriptFile(page: Page, url: string): Promise<{ text: string; gzipBytes: number }> {
  const key = new URL(url).pathname;
  let file = scriptFiles.get(key);
  if (!file) {
    file = page.request.get(url).then(async (res) => {
      expect(res.status(), url).toBe(200);
      const body = await res.body();
      return { text: body.toString("utf8"), gzipBytes: gzipSync(body, { level: 9 }).length };
    });
    file.catch(() => scriptFiles.delete(key));
    scriptFiles.set(key, file);
  }
  return file;
}

/** The parts whose code the page loaded, once it has hydrated. */
async function partsLoaded(page: Page): Promise<Part[]> {
  const code = await codeLoaded(page);
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

test("signed out, /my-account (sign in or create an account) loads none of the profile form's code", async ({ page }) => {
  await expectNoCodeOf(page, "the profile form", ["/my-account", `/my-account?back=${encodeURIComponent("/shop/lists")}`]);
});

test("signed in, /my-account loads the profile form's code before it hydrates it, and keeps the form the server sent", async ({ page }) => {
  const errors = recordErrors(page);
  await signInShopper(page);
  const scripts = await holdScripts(page);
  await scripts.goto("/my-account");
  const stylesheets = page.locator('link[rel="stylesheet"]');
  const sent = await stylesheets.evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  const name = page.getByRole("main").getByRole("textbox", { name: "Name" });
  // Typed before the scripts run: a form drawn again after hydration would have lost it.
  await name.fill("Typed Before Scripts");
  await scripts.release();
  expect(await partsLoaded(page)).toContain("the profile form");
  await expect(name).toHaveValue("Typed Before Scripts");
  // The part brings no stylesheet: its loading added none to the page's own.
  expect(await stylesheets.evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual(sent);
  expect(errors).toEqual([]);
});

test("the site search loads its results' code before it hydrates them, and their buttons work", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto("/?s=peach");
  expect(await partsLoaded(page)).toEqual(["the site search's results", "the product cards"]);
  const inStock = page.getByRole("button", { name: /^Add .+ to cart$/ });
  const results = page.getByRole("list", { name: "Matching products" });
  const name = (await results.getByRole("article").filter({ has: inStock }).first().getByRole("heading").textContent())!;
  // Found by its name: once added, the card shows a stepper in place of its Add button.
  const card = results.getByRole("article", { name, exact: true });
  // Answered in place by the hydrated card (a post before the scripts reloads the page, which says nothing).
  await card.getByRole("button", { name: `Add ${name} to cart` }).click();
  await expect(card.getByRole("status")).toHaveText(`${name} is in your cart.`);
  expect(errors).toEqual([]);
});

test("a phone shown the app banner loads its code before it hydrates it, and Continue in Browser closes it @mobile", async ({
  browser,
  baseURL,
}) => {
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

test("an editor previewing the home page loads the Preview as panel's code, and the panel hydrates as the server sent it", async ({
  page,
}) => {
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

test("the document editor's code loads on its own address only, not on the documents list", async ({ page }) => {
  const errors = recordErrors(page);
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.editor });
  expect(login.status()).toBe(200);
  await page.goto("/admin/documents");
  expect(await partsLoaded(page)).not.toContain("the document editor");
  await page.getByRole("button", { name: "New popup" }).click();
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  expect(await partsLoaded(page)).toContain("the document editor");
  expect(errors).toEqual([]);
});

/** Whether the page, once hydrated, loaded React Router's code (decision 0045: plain pages do not). */
async function routerLoaded(page: Page): Promise<boolean> {
  return (await codeLoaded(page)).some((text) => text.includes("__reactRouterVersion"));
}

test("signed out, the home page hydrates without the router; its links and forms load the next page, which runs the router when it is a router page", async ({
  page,
}) => {
  const errors = recordErrors(page);
  await page.goto("/");
  expect(await routerLoaded(page)).toBe(false);
  await expect(page.locator("script#aisle-plain-page")).toHaveCount(1);
  // The hydrated header works: the search opens from its button at a phone's width, and closes on Escape.
  await page.setViewportSize({ width: 375, height: 812 });
  const toggle = page.getByRole("button", { name: "Search", exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The contact page is a plain page too (decision 0121); the site search is a router page.
  expect(await routerLoaded(page)).toBe(false);
  const search = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
  await search.fill("peach");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/\?s=peach$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await routerLoaded(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("a shopper's home page is a plain page with their name; the site search and a staff member's home page keep the router", async ({
  page,
}) => {
  const errors = recordErrors(page);
  await page.goto("/?s=peach");
  expect(await routerLoaded(page)).toBe(true);
  const login = await page.request.post("/api/auth/v1/login", { data: { email: DEMO.shopper.email, password: DEMO.shopper.password } });
  expect(login.status()).toBe(200);
  const { name } = ((await login.json()) as { user: { name: string } }).user;
  // Twice: the second answer is filled in from the render shared between shoppers (decision 0039).
  for (let i = 0; i < 2; i++) {
    await page.goto("/");
    expect(await routerLoaded(page)).toBe(false);
    await expect(page.getByRole("banner").getByText(`Hello, ${name}`)).toBeVisible();
    const data = JSON.parse((await page.locator("script#aisle-plain-page").textContent())!) as { root: { user: { name: string } } };
    expect(data.root.user.name).toBe(name);
  }
  await page.context().clearCookies();
  expect(
    (await page.request.post("/api/auth/v1/login", { data: { email: DEMO.editor.email, password: DEMO.editor.password } })).status(),
  ).toBe(200);
  await page.goto("/");
  expect(await routerLoaded(page)).toBe(true);
  await expect(page.locator("script#aisle-plain-page")).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** The JavaScript the page loaded, once hydrated, in bytes as gzip sends it (level 9, as the server's kept forms). */
async function scriptBytes(page: Page): Promise<number> {
  let total = 0;
  for (const url of await scriptsLoaded(page)) total += (await scriptFile(page, url)).gzipBytes;
  return total;
}

const BUDGET = 100 * 1024;
/**
 * Script files a plain page loads until it has hydrated (decision 0126): its start, its entry, its page's
 * chunks and the parts it shows. Each is a request, which on a phone's connection is a round trip.
 */
const FILES_BUDGET = 14;

/** Opens `path` and checks it hydrated without the router, within the budgets. */
async function expectPlainWithinBudget(page: Page, path: string): Promise<void> {
  await page.goto(path);
  expect(await routerLoaded(page), path).toBe(false);
  expect(await scriptBytes(page), path).toBeLessThanOrEqual(BUDGET);
  expect((await scriptsLoaded(page)).length, path).toBeLessThanOrEqual(FILES_BUDGET);
}

/** Signs the demo shopper in, in the page's own cookies. */
async function signInShopper(page: Page): Promise<void> {
  const res = await page.request.post("/api/auth/v1/login", { data: { email: DEMO.shopper.email, password: DEMO.shopper.password } });
  expect(res.status()).toBe(200);
}

/** Pages of one kind each test checks in turn, signed out then in (one test for several: each costs the suite a page load, not a test). */
for (const [kind, paths] of [
  ["the shop's home", ["/shop"]],
  ["a department page, and at the shop menu's addresses", ["/shop/departments/bakery", "/shop/produce", "/wine/shop/red-wine"]],
  ["a product page", ["/shop/products/harvest-lane-gala-apples-per-lb"]],
  ["the recipes", ["/recipes"]],
  ["a recipe", ["/recipes/slow-cooker-beef-chili"]],
  [
    "the articles, a category of them and an article",
    ["/articles", "/articles/category/cooking-tips", "/articles/the-summer-grilling-guide"],
  ],
  ["the search", ["/shop/search?q=milk"]],
  ["the favourites", ["/shop/favorites"]],
  [
    "the catering and wine shops' search and favourites",
    ["/catering/shop/search?q=cake", "/wine/shop/search?q=red", "/catering/shop/favorites", "/wine/shop/favorites"],
  ],
  ["the cart", ["/cart"]],
  ["the checkout", ["/checkout"]],
  ["the stores, a store and the catering and wine pages", ["/stores", "/stores/dayton-far-hills", "/catering", "/wine"]],
  ["the store locator", ["/store/store-locator", "/my-store/store-locator?q=Columbus", "/store/store-locator?lat=39.96&lng=-83"]],
  ["the drink calculator", ["/drink-calculator", "/drink-calculator?guests=12&length=3&champagne=on"]],
  ["the weekly ad", ["/weekly-ad", "/weekly-ad?page=2"]],
  ["the contact page", ["/contact"]],
] as const) {
  test(`${kind} hydrates without the router and loads at most 100 KB of JavaScript (gzip) in at most 14 files, signed out and in`, async ({
    page,
  }) => {
    const errors = recordErrors(page);
    for (const path of paths) {
      await expectPlainWithinBudget(page, path);
    }
    await signInShopper(page);
    for (const path of paths) {
      await expectPlainWithinBudget(page, path);
    }
    expect(errors).toEqual([]);
  });
}

test("/my-account hydrates without the router within 100 KB of JavaScript, signed out (sign in) and signed in (Profile)", async ({
  page,
}) => {
  const errors = recordErrors(page);
  await page.goto("/my-account");
  expect(await routerLoaded(page)).toBe(false);
  expect(await scriptBytes(page)).toBeLessThanOrEqual(BUDGET);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in or create an account" })).toBeVisible();
  await signInShopper(page);
  await page.goto("/my-account");
  expect(await routerLoaded(page)).toBe(false);
  expect(await scriptBytes(page)).toBeLessThanOrEqual(BUDGET);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Profile" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The account area's other pages keep the router: their layout route is around each of them.
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/my-account\/orders$/);
  expect(await routerLoaded(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("the shopping lists and a list hydrate without the router within 100 KB of JavaScript, signed out and in, and answer their forms in place", async ({
  page,
}) => {
  const errors = recordErrors(page);
  // Signed out, each says to sign in.
  for (const path of ["/shop/lists", "/shop/lists/1"]) {
    await expectPlainWithinBudget(page, path);
  }
  await signInShopper(page);
  await page.goto("/shop/lists");
  const name = `Measured ${Date.now()}`;
  await page.getByRole("main").getByRole("textbox", { name: "New list name" }).fill(name);
  await page.getByRole("main").getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  for (const path of ["/shop/lists", `/shop/lists/${id}`, `/shop/lists?delete=${id}`]) {
    await expectPlainWithinBudget(page, path);
  }
  // The confirmation's Delete list is sent by the page, which then loads the lists.
  await page.getByRole("main").getByRole("button", { name: "Delete list" }).click();
  await expect(page).toHaveURL(/\/shop\/lists$/);
  await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveCount(0);
  expect(await routerLoaded(page)).toBe(false);
  expect(errors).toEqual([]);
});

test("with a product in the cart, the cart and the checkout hydrate without the router within 100 KB of JavaScript, and Remove takes the line out", async ({
  page,
}) => {
  const errors = recordErrors(page);
  await signInShopper(page);
  await page.goto("/shop/departments/bakery");
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.click();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: `${name} is in your cart.` }),
  ).toBeVisible();
  await page.goto("/checkout");
  expect(await routerLoaded(page)).toBe(false);
  expect(await scriptBytes(page)).toBeLessThanOrEqual(BUDGET);
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  await page.goto("/cart");
  expect(await routerLoaded(page)).toBe(false);
  expect(await scriptBytes(page)).toBeLessThanOrEqual(BUDGET);
  await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("link", { name })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("on a plain department page, Add to cart answers in place and the header's count follows, with no page load", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto("/shop/departments/bakery");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await routerLoaded(page)).toBe(false);
  let loads = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loads++;
  });
  const add = page
    .getByRole("main")
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.click();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: `${name} is in your cart.` }),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /cart/i }).first()).toContainText("1");
  expect(loads).toBe(0);
  expect(errors).toEqual([]);
});

test("on a plain product page, a shopper's heart turns on and off in place, and stays so once the page is loaded again", async ({
  page,
}) => {
  const errors = recordErrors(page);
  await signInShopper(page);
  await page.goto("/shop/products/harvest-lane-gala-apples-per-lb");
  expect(await routerLoaded(page)).toBe(false);
  const heart = page
    .getByRole("main")
    .getByRole("button", { name: /favorites$/ })
    .first();
  const before = await heart.getAttribute("aria-pressed");
  const after = before === "true" ? "false" : "true";
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", after);
  await page.reload();
  await expect(
    page
      .getByRole("main")
      .getByRole("button", { name: /favorites$/ })
      .first(),
  ).toHaveAttribute("aria-pressed", after);
  // Back as it was, for the tests after this one.
  await page
    .getByRole("main")
    .getByRole("button", { name: /favorites$/ })
    .first()
    .click();
  await expect(
    page
      .getByRole("main")
      .getByRole("button", { name: /favorites$/ })
      .first(),
  ).toHaveAttribute("aria-pressed", before!);
  expect(errors).toEqual([]);
});
