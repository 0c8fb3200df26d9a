import { expect, test, type Browser, type Page } from "@playwright/test";
import { ACCOUNT_ENTRIES } from "../../server/db/seed/navigation";
import { accountPath, ACCOUNT_ELSEWHERE, isAccountRoute } from "../../core/account/account-routes";
import { holdScripts } from "./support/held-scripts";
import { registerShopper, signInShopper } from "./support/accounts";
import { placedOrder } from "./support/orders";
import { DEMO } from "../../server/test/http";

/**
 * The account area: every `#!/{route}` lands on its real path with the sub-menu's
 * entry current, an unknown route selects Profile, the name edited, an address added, edited and
 * deleted, the password changed (the old one then fails and other sessions end), an order's progress
 * line following the store's steps, the pages without JavaScript and with their scripts held back
 * (axe: accessibility.spec.ts).
 */

const PASSWORD = "account-e2e-password-1";
const NEW_PASSWORD = "account-e2e-password-2";
const COLUMBUS = 1001;
const email = (tag: string) => `account-${tag}-${process.pid}-${Date.now()}@aisle.test`;
const main = (page: Page) => page.getByRole("main");
const menu = (page: Page) => main(page).getByRole("navigation", { name: "My account" });
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

let shopperEmail = "";
test.beforeAll(async ({ baseURL }) => {
  shopperEmail = email("shopper");
  await registerShopper(baseURL!, { email: shopperEmail, password: PASSWORD, name: "Account Tester" });
});

async function signIn(page: Page, who = shopperEmail, password = PASSWORD) {
  expect((await page.request.post("/api/auth/v1/login", { data: { email: who, password } })).status()).toBe(200);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
});

test("every #!/ route lands on its real path with its entry current; an unknown one selects Profile", async ({ page }) => {
  await signIn(page);
  for (const entry of ACCOUNT_ENTRIES) {
    await page.goto(`/my-account#!/${entry.route}`);
    if (!isAccountRoute(entry.route)) throw new Error(`unknown route ${entry.route}`);
    const elsewhere = ACCOUNT_ELSEWHERE[entry.route];
    await expect(page).toHaveURL(new RegExp(`${(elsewhere ?? accountPath(entry.route)).replaceAll("/", "\\/")}$`));
    if (elsewhere) continue;
    await expect(menu(page).getByRole("link", { name: entry.title, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1);
    // The account area's layout renders the sub-menu once around every page.
    await expect(page.getByRole("navigation", { name: "My account", exact: true })).toHaveCount(1);
  }
  const hrefs = await menu(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(ACCOUNT_ENTRIES.map((e) => `/my-account/${e.route}`));

  await page.goto("/my-account#!/nonsense");
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expect(menu(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  // One navigation of the page is "My account": the header's account menu is named apart from it.
  await expect(page.getByRole("navigation", { name: "My account", exact: true })).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Account menu", exact: true })).toHaveCount(1);
  await expect(menu(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
});

test("a shopper with no store still has the sub-menu", async ({ page, context, baseURL }) => {
  const who = email("storeless");
  await registerShopper(baseURL!, { email: who, password: PASSWORD });
  await signInShopper(page, { email: who, password: PASSWORD });
  await context.clearCookies({ name: "store_id" });
  await page.goto("/my-account/addresses");
  await expect(menu(page).getByRole("link")).toHaveCount(ACCOUNT_ENTRIES.length);
  await expect(menu(page).getByRole("link", { name: "Addresses" })).toHaveAttribute("aria-current", "page");
});

test("signed out, a #!/ route asks to sign in and comes back to its page", async ({ page }) => {
  await page.goto("/my-account#!/addresses");
  await expect(page).toHaveURL(/\/my-account\?back=%2Fmy-account%2Faddresses$/);
  const signInPart = main(page).getByRole("region", { name: "Sign in" });
  await signInPart.getByRole("textbox", { name: "Email" }).fill(shopperEmail);
  await signInPart.getByLabel("Password").fill(PASSWORD);
  await signInPart.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/my-account\/addresses$/);
  await expect(menu(page).getByRole("link", { name: "Addresses" })).toHaveAttribute("aria-current", "page");
});

test("the shopper edits their name, and adds, edits and deletes an address", async ({ page }) => {
  await signIn(page);
  // Profile as /my-account shows it (its code loads only when shown, page-code.spec.ts); it saves on /my-account/profile.
  // /my-account is a plain page (decision 0112): the browser posts the form, as before the scripts run.
  await page.goto("/my-account");
  await hydrated(page);
  await main(page).getByRole("textbox", { name: "Name" }).fill("Named Tester");
  await main(page).getByRole("button", { name: "Save name" }).click();
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expect(main(page).getByRole("status")).toHaveText("Your name was saved.");
  // The answer was rendered for the request that sent the form; the next page shows the new name.
  await page.goto("/my-account/profile");
  await expect(main(page).getByRole("textbox", { name: "Name" })).toHaveValue("Named Tester");
  await expect(page.getByRole("banner").getByText("Hello, Named Tester")).toBeVisible();
  await hydrated(page);
  // On /my-account/profile, a router page, the hydrated form saves it: no page is loaded.
  const pagesLoaded: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest()) pagesLoaded.push(r.url());
  });
  await main(page).getByRole("textbox", { name: "Name" }).fill("Renamed Tester");
  await main(page).getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("banner").getByText("Hello, Renamed Tester")).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await expect(main(page).getByRole("status")).toHaveText("Your name was saved.");
  expect(pagesLoaded).toEqual([]);

  await menu(page).getByRole("link", { name: "Addresses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Addresses" })).toBeVisible();
  const add = main(page).getByRole("form", { name: "Add an address" });
  await add.getByRole("textbox", { name: "Label (e.g. Home)" }).fill("Home");
  await add.getByRole("textbox", { name: "Street address" }).fill("12 Elm Street");
  await add.getByRole("textbox", { name: "City" }).fill("Columbus");
  await add.getByRole("textbox", { name: "State (2 letters)" }).fill("OH");
  await add.getByRole("textbox", { name: "ZIP code" }).fill("4321");
  await add.getByRole("button", { name: "Add address" }).click();
  await expect(add.getByText("ZIP code must be a ZIP code.")).toBeVisible();
  await expect(add.getByRole("textbox", { name: "Street address" })).toHaveValue("12 Elm Street");
  await add.getByRole("textbox", { name: "ZIP code" }).fill("43215");
  await add.getByRole("button", { name: "Add address" }).click();
  await expect(main(page).getByRole("status")).toHaveText("The address was added.");
  await expect(main(page).getByText("12 Elm Street")).toBeVisible();

  await main(page).getByRole("link", { name: "Edit Home: 12 Elm Street" }).click();
  const edit = main(page).getByRole("form", { name: "Edit Home: 12 Elm Street" });
  await edit.getByRole("textbox", { name: "Street address" }).fill("14 Elm Street");
  await edit.getByRole("button", { name: "Save address" }).click();
  await expect(main(page).getByRole("status")).toHaveText("The address was saved.");

  await main(page).getByRole("link", { name: "Delete Home: 14 Elm Street" }).click();
  await expect(main(page).getByText("Delete Home: 14 Elm Street? This cannot be undone.")).toBeVisible();
  await main(page).getByRole("button", { name: "Yes, delete it" }).click();
  await expect(main(page).getByRole("status")).toHaveText("The address was deleted.");
  await expect(main(page).getByText("You have no saved addresses yet.")).toBeVisible();
});

async function signedInContext(browser: Browser, baseURL: string, who: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

test("changing the password: the old one then fails and the other sessions end", async ({ page, browser, baseURL, playwright }) => {
  const who = email("password");
  await registerShopper(baseURL!, { email: who, password: PASSWORD });
  await signInShopper(page, { email: who, password: PASSWORD });
  const other = await signedInContext(browser, baseURL!, who);
  await page.goto("/my-account/password");
  await hydrated(page);
  await main(page).getByLabel("Current password").fill("not-the-password");
  await main(page).getByLabel("New password").fill(NEW_PASSWORD);
  await main(page).getByRole("button", { name: "Change password" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("The current password is incorrect.");
  await main(page).getByLabel("Current password").fill(PASSWORD);
  await main(page).getByLabel("New password").fill(NEW_PASSWORD);
  await main(page).getByRole("button", { name: "Change password" }).click();
  await expect(main(page).getByRole("status")).toHaveText("Your password was changed. You were signed out everywhere else.");

  await other.page.goto("/my-account/profile");
  await expect(other.page.getByRole("heading", { level: 1, name: "Sign in or create an account" })).toBeVisible();
  await other.context.close();
  // A visitor without a session (logging in over a session needs its nonce).
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/auth/v1/login", { data: { email: who, password: PASSWORD } })).status()).toBe(401);
  expect((await api.post("/api/auth/v1/login", { data: { email: who, password: NEW_PASSWORD } })).status()).toBe(200);
  await api.dispose();
});

test("an order's progress line shows where it is, and moves on with the store's steps", async ({ browser, baseURL, playwright }) => {
  const { id, shopper: page } = await placedOrder(browser, baseURL!, "Progress Watcher");
  await page.goto(`/my-account/orders/${id}`);
  const steps = main(page).getByRole("list", { name: "Order progress" }).getByRole("listitem");
  await expect(steps).toHaveText(["Placed (now)", "Picking (to come)", "Ready for pickup (to come)", "Picked up (to come)"]);
  await expect(steps.first()).toHaveAttribute("aria-current", "step");

  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post("/api/auth/v1/login", { data: DEMO.admin });
  const { nonce } = (await login.json()) as { nonce: string };
  const moved = await admin.post(`/api/admin/v1/orders/${id}/status`, {
    data: { status: "being_picked" },
    headers: { "x-aisle-nonce": nonce },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await admin.dispose();

  await page.reload();
  await expect(steps).toHaveText(["Placed (done)", "Picking (now)", "Ready for pickup (to come)", "Picked up (to come)"]);
  await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
  await expect(main(page).locator('[aria-current="step"]')).toHaveCount(1);
  await page.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the real paths render and their forms work", async ({ page }) => {
    await signIn(page);
    await page.goto("/my-account/preferences");
    await expect(menu(page).getByRole("link", { name: "Communication Preferences" })).toHaveAttribute("aria-current", "page");
    await main(page).getByRole("checkbox", { name: "The weekly ad, by email" }).check();
    await main(page).getByRole("button", { name: "Save preferences" }).click();
    await expect(main(page).getByRole("status")).toHaveText("Your preferences were saved.");
    await expect(main(page).getByRole("checkbox", { name: "The weekly ad, by email" })).toBeChecked();

    await page.goto("/my-account/addresses");
    const add = main(page).getByRole("form", { name: "Add an address" });
    await add.getByRole("textbox", { name: "Street address" }).fill("1 No Script Way");
    await add.getByRole("textbox", { name: "City" }).fill("Dayton");
    await add.getByRole("textbox", { name: "State (2 letters)" }).fill("oh");
    await add.getByRole("textbox", { name: "ZIP code" }).fill("45402");
    await add.getByRole("button", { name: "Add address" }).click();
    await expect(main(page).getByText("Dayton, OH 45402")).toBeVisible();
    await main(page).getByRole("link", { name: "Delete 1 No Script Way" }).click();
    await main(page).getByRole("button", { name: "Yes, delete it" }).click();
    await expect(main(page).getByRole("status")).toHaveText("The address was deleted.");

    await page.goto("/my-account/payment-methods");
    await expect(
      main(page).getByText("You pay when you collect your order at the store (pickup) or when it reaches your door (delivery)."),
    ).toBeVisible();
  });
});

test("with the scripts held back, a #!/ address shows Profile and goes to its page once they run", async ({ page }) => {
  await signIn(page);
  const scripts = await holdScripts(page);
  await scripts.goto("/my-account#!/payment-methods");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Payment Methods" })).toHaveAttribute("href", "/my-account/payment-methods");
  await scripts.release();
  await expect(page).toHaveURL(/\/my-account\/payment-methods$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment methods" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Payment Methods" })).toHaveAttribute("aria-current", "page");
});

test("with the scripts held back, an address typed before they run is kept and added after", async ({ page }) => {
  await signIn(page);
  const scripts = await holdScripts(page);
  await scripts.goto("/my-account/addresses");
  const add = main(page).getByRole("form", { name: "Add an address" });
  await add.getByRole("textbox", { name: "Street address" }).fill("9 Held Lane");
  await add.getByRole("textbox", { name: "City" }).fill("Columbus");
  await add.getByRole("textbox", { name: "State (2 letters)" }).fill("OH");
  await add.getByRole("textbox", { name: "ZIP code" }).fill("43215");
  await scripts.release();
  await expect(add.getByRole("textbox", { name: "Street address" })).toHaveValue("9 Held Lane");
  await add.getByRole("button", { name: "Add address" }).click();
  await expect(main(page).getByRole("status")).toHaveText("The address was added.");
  await main(page).getByRole("link", { name: "Delete 9 Held Lane" }).click();
  await main(page).getByRole("button", { name: "Yes, delete it" }).click();
  await expect(main(page).getByRole("status")).toHaveText("The address was deleted.");
});
