import { expect, test, type Page } from "@playwright/test";
import { registerShopper } from "./support/accounts";
import { buildProducts, demoCarried } from "../../server/db/seed/catalog/catalog";
import { holdScripts } from "./support/held-scripts";

/**
 * Signing in that brings the shopper back with what they pressed done, shopping lists, recipes to
 * products and the old `#!/` links: the anonymous heart, then sign-in, then the favourite
 * set; lists created, filled and edited, with and without JavaScript and with the scripts held back; a recipe's ingredients linked to
 * products and added to a list; `#!/?department_id=`; the heart and the `#!/` links with the page's
 * scripts held back; no open redirect (axe: accessibility.spec.ts).
 */

const COLUMBUS = 1001;
const PASSWORD = "lists-e2e-password-1";
const carried = buildProducts().filter((p) => demoCarried(p.id, COLUMBUS) && p.departmentId < 1000);
const [HEART, LISTED, HELD, NO_SCRIPT, LATER] = [carried[3]!, carried[5]!, carried[7]!, carried[9]!, carried[11]!];

const main = (page: Page) => page.getByRole("main");
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);
const email = (tag: string) => `lists-${tag}-${process.pid}-${Date.now()}@aisle.test`;

/** One shopper account for the tests that sign in (sign-ups are rate limited per address). */
let shopperEmail = "";
test.beforeAll(async ({ baseURL }) => {
  shopperEmail = email("shopper");
  await registerShopper(baseURL!, { email: shopperEmail, password: PASSWORD, name: "List Tester" });
});

async function signIn(page: Page) {
  expect((await page.request.post("/api/auth/v1/login", { data: { email: shopperEmail, password: PASSWORD } })).status()).toBe(200);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
});

test("an anonymous shopper presses the heart, creates an account and is back on the product with the favourite added", async ({ page }) => {
  await page.goto(`/shop/products/${HEART.slug}`);
  await hydrated(page);
  await main(page)
    .getByRole("link", { name: `Sign in to add ${HEART.name} to favorites` })
    .click();
  await expect(page).toHaveURL(/\/my-account\?back=/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in or create an account" })).toBeVisible();
  const register = main(page).getByRole("region", { name: "Create an account" });
  await register.getByRole("textbox", { name: "Name (optional)" }).fill("Heart Presser");
  await register.getByRole("textbox", { name: "Email" }).fill(email("heart"));
  await register.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/products/${HEART.slug}$`));
  await expect(main(page).getByRole("button", { name: "Remove from favorites" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("banner").getByText("Hello, Heart Presser")).toBeVisible();
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await main(page).getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Favorites" }).click();
  await expect(main(page).getByRole("article", { name: HEART.name, exact: true })).toBeVisible();
  await page.goto("/my-account");
  await main(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in or create an account" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("an anonymous shopper presses Add to list, signs in and finds the product on a new list", async ({ page }) => {
  // The demo shopper has no list yet: the product goes on a new "My list".
  await page.goto(`/shop/products/${LATER.slug}`);
  await hydrated(page);
  await main(page).getByRole("link", { name: "Sign in to add to list" }).click();
  const signInPart = main(page).getByRole("region", { name: "Sign in" });
  await signInPart.getByRole("textbox", { name: "Email" }).fill("shopper@aisle.test");
  await signInPart.getByLabel("Password").fill("shopper-demo-1");
  await signInPart.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/products/${LATER.slug}$`));
  await expect(main(page).locator("form.add-to-list").getByRole("combobox", { name: "List" })).toHaveValue(/^\d+$/);
  await page.goto("/shop/lists");
  await main(page).getByRole("link", { name: "My list", exact: true }).click();
  await expect(main(page).getByRole("spinbutton", { name: `Quantity of ${LATER.name}` })).toHaveValue("1");
  await main(page).getByRole("link", { name: "Delete this list" }).click();
  await main(page).getByRole("region", { name: "Delete “My list”?" }).getByRole("button", { name: "Delete list" }).click();
  await expect(main(page).getByRole("link", { name: "My list", exact: true })).toHaveCount(0);
});

test("a wrong password is said on the page, and sign-in only ever sends the shopper to this site", async ({ page, baseURL }) => {
  await page.goto(`/my-account?back=${encodeURIComponent("//evil.test")}&then=favorite:1`);
  await expect(main(page).locator('input[name="back"]')).toHaveCount(0);
  const signInPart = main(page).getByRole("region", { name: "Sign in" });
  await signInPart.getByRole("textbox", { name: "Email" }).fill(shopperEmail);
  await signInPart.getByLabel("Password").fill("not-the-password");
  await signInPart.getByRole("button", { name: "Sign in" }).click();
  await expect(signInPart.getByRole("alert")).toHaveText("The email or password is incorrect.");
  for (const back of ["//evil.test", "https://evil.test", "/\\evil.test", "/\t/evil.test", "https:evil.test"]) {
    const res = await page.request.post("/my-account", {
      form: { intent: "sign-in", email: shopperEmail, password: PASSWORD, back },
      maxRedirects: 0,
    });
    expect(res.status(), back).toBe(302);
    expect(new URL(res.headers().location!, baseURL).href, back).toBe(new URL("/my-account", baseURL).href);
  }
  // An escaped backslash is a path of this site, where it stays.
  const escaped = await page.request.post("/my-account", {
    form: { intent: "sign-in", email: shopperEmail, password: PASSWORD, back: "/%5Cevil.test" },
    maxRedirects: 0,
  });
  expect(new URL(escaped.headers().location!, baseURL).origin).toBe(new URL(baseURL!).origin);
});

/** Marks the page as loaded; `stayed` is true until another page loads (a form answered in place keeps the mark). */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test("a shopper creates a list, adds a product from its page, edits the quantity and note, renames and deletes the list; each change on a page answers there without a page load", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/shop/lists");
  await hydrated(page);
  // A new list opens: the page sent the form, and loads the list the action names.
  await main(page).getByRole("textbox", { name: "New list name" }).fill("Weekend");
  await main(page).getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Weekend" })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/lists\/\d+$/);
  const listUrl = new URL(page.url()).pathname;

  await page.goto(`/shop/products/${LISTED.slug}`);
  await hydrated(page);
  await mark(page);
  const add = main(page).locator("form.add-to-list");
  await add.getByRole("combobox", { name: "List" }).selectOption({ label: "Weekend" });
  await add.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await add.getByRole("button", { name: "Add to list" }).click();
  await expect(add.getByRole("status")).toHaveText(`Added ${LISTED.name} to “Weekend”.`);
  expect(await stayed(page)).toBe(true);

  await page.goto(listUrl);
  await hydrated(page);
  await mark(page);
  const qty = main(page).getByRole("spinbutton", { name: `Quantity of ${LISTED.name}` });
  await expect(qty).toHaveValue("2");
  await qty.fill("3");
  await main(page)
    .getByRole("textbox", { name: `Note for ${LISTED.name}` })
    .fill("the ripe ones");
  await main(page)
    .getByRole("button", { name: `Save ${LISTED.name}` })
    .click();
  await expect(main(page).getByRole("status")).toHaveText(`Saved ${LISTED.name}.`);
  expect(await stayed(page)).toBe(true);
  await main(page).getByRole("link", { name: "My shopping lists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My shopping lists" })).toBeVisible();
  await main(page).getByRole("link", { name: "Weekend", exact: true }).click();
  await expect(main(page).getByRole("spinbutton", { name: `Quantity of ${LISTED.name}` })).toHaveValue("3");
  await expect(main(page).getByRole("textbox", { name: `Note for ${LISTED.name}` })).toHaveValue("the ripe ones");
  await hydrated(page);
  await mark(page);
  await main(page)
    .getByRole("button", { name: `Remove ${LISTED.name}` })
    .click();
  await expect(main(page).getByRole("status")).toHaveText(`Removed ${LISTED.name} from the list.`);
  await expect(main(page).getByText("Nothing on this list yet.", { exact: false })).toBeVisible();
  expect(await stayed(page)).toBe(true);

  await main(page).getByRole("link", { name: "My shopping lists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My shopping lists" })).toBeVisible();
  await hydrated(page);
  await mark(page);
  await main(page).getByRole("textbox", { name: "Rename “Weekend”" }).fill("Weekend shop");
  await main(page).getByRole("button", { name: "Rename “Weekend”" }).click();
  await expect(main(page).getByRole("status")).toHaveText("Saved the list “Weekend shop”.");
  await expect(main(page).getByRole("link", { name: "Weekend shop", exact: true })).toBeVisible();
  expect(await stayed(page)).toBe(true);
  await main(page).getByRole("link", { name: "Delete “Weekend shop”" }).click();
  const confirm = main(page).getByRole("region", { name: "Delete “Weekend shop”?" });
  await expect(confirm.getByRole("heading")).toBeFocused();
  await confirm.getByRole("button", { name: "Delete list" }).click();
  await expect(main(page).getByRole("link", { name: "Weekend shop", exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/shop\/lists$/);
});

test("with the page's scripts held back, a list created before they run opens, and a name typed before they run is saved in place after", async ({
  page,
}) => {
  await signIn(page);
  const scripts = await holdScripts(page);
  await scripts.goto("/shop/lists");
  // The browser's own post: the action sends it on to the new list.
  await main(page).getByRole("textbox", { name: "New list name" }).fill("Held back");
  await main(page).getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Held back" })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/lists\/\d+$/);
  await main(page).getByRole("link", { name: "My shopping lists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My shopping lists" })).toBeVisible();
  await main(page).getByRole("textbox", { name: "Rename “Held back”" }).fill("Held then sent");
  await scripts.release();
  await mark(page);
  await expect(main(page).getByRole("textbox", { name: "Rename “Held back”" })).toHaveValue("Held then sent");
  await main(page).getByRole("button", { name: "Rename “Held back”" }).click();
  await expect(main(page).getByRole("status")).toHaveText("Saved the list “Held then sent”.");
  expect(await stayed(page)).toBe(true);
  await main(page).getByRole("link", { name: "Delete “Held then sent”" }).click();
  await main(page).getByRole("region", { name: "Delete “Held then sent”?" }).getByRole("button", { name: "Delete list" }).click();
  await expect(page).toHaveURL(/\/shop\/lists$/);
  await expect(main(page).getByRole("link", { name: "Held then sent", exact: true })).toHaveCount(0);
});

test("another shopper's list is a 404", async ({ page, browser, baseURL }) => {
  await signIn(page);
  const created = await page.request.post("/shop/lists", {
    form: { intent: "create", name: "Mine only", nonce: await nonce(page) },
    maxRedirects: 0,
  });
  const listPath = created.headers().location!;
  expect(listPath).toMatch(/^\/shop\/lists\/\d+$/);
  expect((await page.goto(listPath))!.status()).toBe(200);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  expect(
    (await otherPage.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } })).status(),
  ).toBe(200);
  expect((await otherPage.goto(listPath))!.status()).toBe(404);
  await other.close();
});

/** The page's nonce, as the site's forms carry it. */
async function nonce(page: Page): Promise<string> {
  await page.goto("/my-account");
  return (await page.locator('input[name="nonce"]').first().getAttribute("value")) ?? "";
}

test("a recipe's ingredients link to the store's products and go on a new list at once", async ({ page }) => {
  await signIn(page);
  await page.goto("/recipes/classic-buttermilk-pancakes");
  await hydrated(page);
  const ingredients = main(page).getByRole("region", { name: "Ingredients" });
  await expect(ingredients.getByRole("listitem").filter({ hasText: "2 cups buttermilk" }).getByRole("link")).toHaveCount(0);
  const linked = await ingredients.getByRole("list").first().getByRole("link").count();
  expect(linked).toBeGreaterThan(3);
  await ingredients.getByRole("combobox", { name: "List" }).selectOption({ label: "A new list…" });
  await ingredients.getByRole("textbox", { name: "New list name (for a new list)" }).fill("Pancakes");
  await ingredients.getByRole("button", { name: "Add ingredients to list" }).click();
  await expect(ingredients.getByRole("status")).toHaveText(`Added ${linked} products to “Pancakes”.`);

  await ingredients.getByRole("link", { name: "2 cups all-purpose flour" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /All Purpose Flour$/ })).toBeVisible();
  const flour = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.goto("/shop/lists");
  await main(page).getByRole("link", { name: "Pancakes", exact: true }).click();
  await expect(main(page).getByRole("textbox", { name: `Note for ${flour}` })).toHaveValue("2 cups all-purpose flour");
  await expect(main(page).getByRole("list", { name: "Products on Pancakes" }).getByRole("listitem")).toHaveCount(linked);
});

test("the old #!/ links by department and product id open those pages", async ({ page }) => {
  await page.goto("/shop#!/?department_id=101");
  await expect(page).toHaveURL(/\/shop\/departments\/fresh-fruit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fresh Fruit" })).toBeVisible();
  await page.goto(`/shop#!/product/${LISTED.id}`);
  await expect(page).toHaveURL(new RegExp(`/shop/products/${LISTED.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: LISTED.name })).toBeVisible();
});

test("with the page's scripts held back, the heart signs in and comes back with the favourite, and #!/ links apply on release", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await scripts.goto(`/shop/products/${HELD.slug}`);
  await main(page)
    .getByRole("link", { name: `Sign in to add ${HELD.name} to favorites` })
    .click();
  const signInPart = main(page).getByRole("region", { name: "Sign in" });
  await signInPart.getByRole("textbox", { name: "Email" }).fill(shopperEmail);
  await signInPart.getByLabel("Password").fill(PASSWORD);
  await signInPart.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/products/${HELD.slug}$`));
  await expect(main(page).getByRole("button", { name: "Remove from favorites" })).toHaveAttribute("aria-pressed", "true");
  await scripts.release();
  await main(page).getByRole("button", { name: "Remove from favorites" }).click();
  await expect(main(page).getByRole("button", { name: "Add to favorites" })).toHaveAttribute("aria-pressed", "false");

  const again = await holdScripts(page);
  await again.goto("/shop#!/?department_id=101");
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
  await again.release();
  await expect(page).toHaveURL(/\/shop\/departments\/fresh-fruit$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper creates a list, adds a product, edits and removes it, and deletes the list", async ({ page }) => {
    await signIn(page);
    await page.goto("/shop/lists");
    await main(page).getByRole("textbox", { name: "New list name" }).fill("Plain forms");
    await main(page).getByRole("button", { name: "Create list" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plain forms" })).toBeVisible();
    const listUrl = new URL(page.url()).pathname;

    await page.goto(`/shop/products/${NO_SCRIPT.slug}`);
    const add = main(page).locator("form.add-to-list");
    await add.getByRole("combobox", { name: "List" }).selectOption({ label: "Plain forms" });
    await add.getByRole("button", { name: "Add to list" }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/products/${NO_SCRIPT.slug}$`));

    await page.goto(listUrl);
    await main(page)
      .getByRole("spinbutton", { name: `Quantity of ${NO_SCRIPT.name}` })
      .fill("4");
    await main(page)
      .getByRole("button", { name: `Save ${NO_SCRIPT.name}` })
      .click();
    await expect(main(page).getByRole("status")).toHaveText(`Saved ${NO_SCRIPT.name}.`);
    await expect(main(page).getByRole("spinbutton", { name: `Quantity of ${NO_SCRIPT.name}` })).toHaveValue("4");
    await main(page)
      .getByRole("button", { name: `Remove ${NO_SCRIPT.name}` })
      .click();
    await expect(main(page).getByRole("status")).toHaveText(`Removed ${NO_SCRIPT.name} from the list.`);

    await main(page).getByRole("link", { name: "Delete this list" }).click();
    await main(page).getByRole("region", { name: "Delete “Plain forms”?" }).getByRole("button", { name: "Delete list" }).click();
    await expect(page).toHaveURL(/\/shop\/lists$/);
    await expect(main(page).getByRole("link", { name: "Plain forms", exact: true })).toHaveCount(0);
  });
});
