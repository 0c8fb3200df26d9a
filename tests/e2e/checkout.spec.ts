import { expect, test, type Browser, type Page } from "@playwright/test";
import { buildProducts, demoCarried, demoInStock } from "../../server/db/seed/catalog/catalog";
import { holdScripts } from "./support/held-scripts";
import { axeViolations } from "./support/axe";
import { registerShopper, signInShopper } from "./support/accounts";
import { pageReady } from "./support/ready";

/**
 * Cart, checkout and orders: a new shopper picks a store, adds to cart, signs up at
 * checkout, picks a slot, places the order, sees it, reorders it in another store and is told what was
 * missing; a full slot is shown disabled; a double-clicked Place order makes one order; the days as
 * tabs by keyboard, the order summary's total as the sum the order charges, a delivery address outside
 * the store's area refused where it is typed, with the focus; the path with the page's scripts held
 * back (a slot chosen before they run stays chosen, its day shown), and without JavaScript (every
 * day's slots shown, a refused address kept with what else was chosen); axe on cart, checkout and
 * confirmation.
 */

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North" };
const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills" };
const sold = (p: { id: number }, store: number) => demoCarried(p.id, store) && demoInStock(p.id, store);
const PRODUCTS = buildProducts().filter((p) => !p.soldByWeight && sold(p, COLUMBUS.id));
const BOTH = PRODUCTS.find((p) => sold(p, DAYTON.id))!;
const COLUMBUS_ONLY = PRODUCTS.find((p) => !demoCarried(p.id, DAYTON.id))!;

let signups = 0;
const newEmail = () => `checkout-${Date.now()}-${++signups}@aisle.test`;
const PASSWORD = "checkout-shopper-1";
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

async function chooseStore(page: Page, name: string) {
  await page.goto(`/store/store-locator?q=${encodeURIComponent(name.replace(/^.*– /, ""))}`);
  const storeCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await storeCard.getByRole("button", { name: "Make This My Store" }).click();
  await expect(storeCard.getByText("My Store")).toBeVisible();
  await expect(page.getByRole("region", { name: "My store" })).toContainText(name.replace(/^.*– /, ""));
}

/** The store cookie, as "Make This My Store" leaves it (for tests about what comes after). */
const useStore = (page: Page, baseURL: string | undefined, id: number) =>
  page.context().addCookies([{ name: "store_id", value: String(id), url: baseURL! }]);

async function addFromProductPage(page: Page, p: { slug: string; name: string }, quantity = 1) {
  await page.goto(`/shop/products/${p.slug}`);
  await hydrated(page);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await page.getByRole("button", { name: `Add ${p.name} to cart` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${p.name} is in your cart.` })).toBeVisible();
}

async function signUpAtCheckout(page: Page) {
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "New here? Create an account" }) });
  await form.getByRole("textbox", { name: "Name" }).fill("New Shopper");
  await form.getByRole("textbox", { name: "Email" }).fill(newEmail());
  await form.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("radiogroup", { name: "Time slot" })).toBeVisible();
}

/** The slots of each day, as groups under the day's name before scripts run (and without them). */
const dayGroups = (page: Page) => page.getByRole("radiogroup", { name: "Time slot" }).getByRole("group");
const DAYTON_ZIP = "45419";
/** Dollars as shown ("$12.34", "Free") in cents. */
const cents = (text: string | null) => (text?.trim() === "Free" ? 0 : Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100));
const summaryFigure = (page: Page, name: string | RegExp) =>
  page
    .getByRole("region", { name: "Order summary" })
    .locator("div")
    .filter({ has: page.getByRole("term").filter({ hasText: typeof name === "string" ? new RegExp(`^${name}$`) : name }) })
    .getByRole("definition");

const firstOpenSlot = (page: Page) => page.getByRole("radiogroup", { name: "Time slot" }).getByRole("radio", { disabled: false }).first();
const tip = (page: Page, amount: string) => page.getByRole("radiogroup", { name: "Tip" }).getByRole("radio", { name: amount, exact: true });

test("a new shopper adds to cart, signs up at checkout, places an order, and reorders it in another store", async ({ page }) => {
  test.slow();
  await chooseStore(page, COLUMBUS.name);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  await addFromProductPage(page, BOTH, 2);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  await addFromProductPage(page, COLUMBUS_ONLY);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");

  await cartLink(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signUpAtCheckout(page);
  // The cart came along with the sign-up.
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  await expect(
    page.getByRole("radiogroup", { name: "Pickup or delivery" }).getByRole("radio", { name: "Pickup at the store" }),
  ).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await firstOpenSlot(page).check();
  // Chosen with scripts running, the slot is held for the shopper while they finish.
  await expect(page.getByRole("status").filter({ hasText: /^We're holding this time for you until / })).toBeVisible();
  await tip(page, "$2.00").check();
  await page.getByRole("textbox", { name: "Order notes" }).fill("Paper bags, please");
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("heading", { level: 1, name: /^Order HL-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your order is placed." })).toBeVisible();
  await expect(page.getByText("Placed", { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  expect(await axeViolations(page)).toEqual([]);
  const orderUrl = page.url();

  await page.getByRole("banner").getByRole("link", { name: "Reorder", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your orders" }).getByRole("link")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await chooseStore(page, DAYTON.name);
  await page.goto(orderUrl);
  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Not available here" })).toContainText(COLUMBUS_ONLY.name);
  await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("link", { name: BOTH.name })).toBeVisible();
});

test("a full slot is shown and disabled; a double-clicked Place order makes one order", async ({ page, playwright, baseURL }) => {
  const slots = await (await page.request.get(`/api/shop/v1/slots?store_id=${COLUMBUS.id}&method=pickup`)).json();
  const full = slots.items[0] as { id: number; remaining: number; capacity: number; label: string };
  // Other visitors, each with something in a cart, hold every place left in the first slot: anonymous
  // carts as many as they may (half of it), signed-in shoppers the rest.
  for (let i = 0; i < full.remaining; i++) {
    const other = await playwright.request.newContext({ baseURL });
    const headers: Record<string, string> = {};
    if (i >= Math.floor(full.capacity / 2)) {
      const account = { email: newEmail(), password: PASSWORD };
      await registerShopper(baseURL!, account);
      const login = await other.post("/api/auth/v1/login", { data: account });
      headers["x-aisle-nonce"] = ((await login.json()) as { nonce: string }).nonce;
    }
    expect(
      (await other.put(`/api/shop/v1/cart/lines/${BOTH.id}`, { data: { quantity: 1, store_id: COLUMBUS.id }, headers })).status(),
    ).toBe(200);
    const held = await other.post(`/api/shop/v1/slots/${full.id}/hold?store_id=${COLUMBUS.id}`, { headers });
    expect(held.status(), await held.text()).toBe(200);
    await other.dispose();
  }
  await useStore(page, baseURL, COLUMBUS.id);
  await addFromProductPage(page, BOTH);
  await page.goto("/checkout");
  await signUpAtCheckout(page);
  const radio = page.getByRole("radiogroup", { name: "Time slot" }).getByRole("radio", { name: full.label });
  await expect(radio).toBeDisabled();
  // The slot is chosen once the page has hydrated: this test is about the full slot and the double
  // click (a choice made before the scripts run is the held-scripts tests' subject).
  await hydrated(page);
  await firstOpenSlot(page).check();
  await page.getByRole("button", { name: "Place order" }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: /^Order HL-\d{6}$/ })).toBeVisible();
  await page.goto("/my-account/orders");
  await expect(page.getByRole("list", { name: "Your orders" }).getByRole("link")).toHaveCount(1);
});

test("with the page's scripts held back, adding to cart and placing the order still work", async ({ page, baseURL }) => {
  await useStore(page, baseURL, COLUMBUS.id);
  const scripts = await holdScripts(page);
  await scripts.goto(`/shop/products/${BOTH.slug}`);
  await page.getByRole("button", { name: `Add ${BOTH.name} to cart` }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/checkout", { waitUntil: "commit" });
  await signUpAtCheckout(page);
  await firstOpenSlot(page).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order HL-\d{6}$/ })).toBeVisible();
  await scripts.release();
  await expect(page.getByRole("button", { name: "Reorder" })).toBeVisible();
});

test("a slot chosen on a later day before the scripts run stays chosen, and its day is the tab shown once they run", async ({
  page,
  baseURL,
}) => {
  const account = { email: newEmail(), password: PASSWORD };
  await registerShopper(baseURL!, account);
  await useStore(page, baseURL, COLUMBUS.id);
  // Added before signing in: the cart comes along.
  await addFromProductPage(page, BOTH);
  await signInShopper(page, account);
  const scripts = await holdScripts(page);
  await scripts.goto("/checkout");
  // Before the scripts run, every day's slots are there to choose from, each day under its name.
  await expect(page.getByRole("tablist", { name: "Days" })).toHaveCount(0);
  const third = dayGroups(page).nth(2);
  const dayName = (await third.getByRole("heading").textContent())!;
  const chosen = third.getByRole("radio", { disabled: false }).first();
  await chosen.check();
  // The same radio, found by its name (its group's role changes once the scripts run).
  const slot = page.getByRole("radio", { name: /^- radio "(.*)"/.exec(await chosen.ariaSnapshot())![1], exact: true });
  await scripts.release();
  const tab = page.getByRole("tablist", { name: "Days" }).getByRole("tab", { name: dayName });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: dayName }).getByRole("radio", { checked: true })).toBeVisible();
  await expect(slot).toBeChecked();
  // The summary counts the fee of the slot chosen before the scripts ran.
  await expect(summaryFigure(page, /fee$/)).not.toHaveText("Choose a time");
});

test("day tabs by keyboard; a delivery address outside the area is refused where it is typed; the summary's total is what the order charges", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const account = { email: newEmail(), password: PASSWORD };
  await registerShopper(baseURL!, account);
  await useStore(page, baseURL, COLUMBUS.id);
  await addFromProductPage(page, BOTH, 2);
  await signInShopper(page, account);
  await page.goto("/checkout?method=delivery");
  await pageReady(page);

  // The address first: checked against the store's delivery area as soon as it is typed.
  const address = page.getByRole("group", { name: "Delivery address" });
  await address.getByRole("textbox", { name: "Street address" }).fill("2800 Far Hills Ave");
  await address.getByRole("textbox", { name: "City" }).fill("Dayton");
  await address.getByRole("textbox", { name: "State" }).fill("OH");
  const zip = address.getByRole("textbox", { name: "ZIP code" });
  await zip.fill(DAYTON_ZIP);
  await zip.press("Tab");
  const refusal = address.getByRole("alert");
  await expect(refusal).toHaveText(`${COLUMBUS.name} does not deliver to that address. Choose pickup or another store.`);
  await expect(refusal).toBeFocused();
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await address.getByRole("textbox", { name: "Street address" }).fill("1200 N High St");
  await address.getByRole("textbox", { name: "City" }).fill("Columbus");
  await zip.fill("43201");
  await zip.press("Tab");
  await expect(address.getByRole("status")).toHaveText(`${COLUMBUS.name} delivers there.`);
  await expect(address.getByRole("alert")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Place order with no slot chosen asks for one, in the time slots, with the focus.
  await page.getByRole("button", { name: "Place order" }).click();
  const ask = page.getByRole("radiogroup", { name: "Time slot" }).getByRole("alert");
  await expect(ask).toHaveText("Choose a time slot.");
  await expect(ask).toBeFocused();

  // Day tabs: arrows move and select (wrapping), Home and End go to the ends.
  const tabs = page.getByRole("tablist", { name: "Days" }).getByRole("tab");
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toHaveAttribute("tabindex", "0");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "false");
  await expect(tabs.first()).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("End");
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("ArrowRight");
  const second = (await tabs.nth(1).getAttribute("aria-label"))!;
  const panel = page.getByRole("tabpanel", { name: second });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  // Every slot shown is of that day, and Tab goes from the tabs into them.
  const slot = panel.getByRole("radio", { disabled: false }).first();
  await expect(slot).toHaveAccessibleName(new RegExp(`^${second}, `));
  await page.keyboard.press("Tab");
  await expect(slot).toBeFocused();
  await page.keyboard.press("Space");
  await expect(slot).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: /^We're holding this time for you until / })).toBeVisible();
  await expect(ask).toHaveCount(0);

  // Subtotal + the slot's fee + tip = Total, and it follows the choices.
  await expect(summaryFigure(page, "Delivery fee")).not.toHaveText("Choose a time");
  await tip(page, "$5.00").check();
  await expect(summaryFigure(page, "Tip")).toHaveText("$5.00");
  const subtotal = cents(await summaryFigure(page, /^Subtotal/).textContent());
  const fee = cents(await summaryFigure(page, "Delivery fee").textContent());
  const total = cents(await summaryFigure(page, "Total").textContent());
  expect(subtotal).toBeGreaterThan(0);
  expect(total).toBe(subtotal + fee + 500);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order HL-\d{6}$/ })).toBeVisible();
  const charged = page
    .getByRole("region", { name: "Total" })
    .locator("div")
    .filter({ hasText: /^Total/ })
    .getByRole("definition");
  expect(cents(await charged.textContent())).toBe(total);
});

async function noScriptPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  return { context, page: await context.newPage() };
}

test("without JavaScript: add to cart, sign up, choose delivery, place the order, cancel it", async ({ browser, baseURL }) => {
  const { context, page } = await noScriptPage(browser, baseURL);
  await page.goto(`/shop/products/${BOTH.slug}`);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
  await page.getByRole("button", { name: `Add ${BOTH.name} to cart` }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  await page.goto("/cart");
  await page.getByRole("spinbutton", { name: `Quantity of ${BOTH.name}` }).fill("2");
  await page.getByRole("button", { name: `Update ${BOTH.name}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  await page.getByRole("link", { name: "Checkout" }).click();
  await signUpAtCheckout(page);
  await page.getByRole("radio", { name: "Delivery" }).check();
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/\/checkout\?method=delivery$/);
  // No tabs without scripts: every day's slots are there, a later day's too.
  await expect(page.getByRole("tablist")).toHaveCount(0);
  expect(await dayGroups(page).count()).toBeGreaterThan(2);
  const later = dayGroups(page).last().getByRole("radio", { disabled: false }).first();
  await later.check();
  await page.getByRole("textbox", { name: "Street address" }).fill("1200 N High St");
  await page.getByRole("textbox", { name: "City" }).fill("Columbus");
  await page.getByRole("textbox", { name: "State" }).fill("OH");
  // A ZIP code the store does not deliver to: refused when the order is placed, in the address, with the focus.
  await page.getByRole("textbox", { name: "ZIP code" }).fill(DAYTON_ZIP);
  await tip(page, "$2.00").check();
  await page.getByRole("button", { name: "Place order" }).click();
  const refusal = page.getByRole("group", { name: "Delivery address" }).getByRole("alert");
  await expect(refusal).toContainText("does not deliver to that address");
  await expect(refusal).toBeFocused();
  // What was typed and chosen is still there.
  await expect(page.getByRole("textbox", { name: "Street address" })).toHaveValue("1200 N High St");
  await expect(tip(page, "$2.00")).toBeChecked();
  await expect(later).toBeChecked();
  // The summary counts them too.
  await expect(summaryFigure(page, "Tip")).toHaveText("$2.00");
  await expect(summaryFigure(page, "Delivery fee")).not.toHaveText("Choose a time");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("43201");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order HL-\d{6}$/ })).toBeVisible();
  await expect(page.getByText("On delivery")).toBeVisible();
  await page.getByRole("button", { name: "Cancel order" }).click();
  // It asks first, in the page: the order is cancelled by the answer.
  await page.getByRole("alertdialog", { name: "Cancel this order?" }).getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await context.close();
});

test("signing in at /my-account brings the anonymous cart along", async ({ page, baseURL }) => {
  await useStore(page, baseURL, COLUMBUS.id);
  await addFromProductPage(page, BOTH, 3);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  const account = { email: newEmail(), password: PASSWORD };
  await registerShopper(baseURL!, account);
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  const form = page.locator("section").filter({ has: page.getByRole("heading", { name: "Sign in" }) });
  await form.getByRole("textbox", { name: "Email" }).fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("banner").getByText(/^Hello, /)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  await page.goto("/cart");
  await expect(page.getByRole("main")).toContainText(BOTH.name);
});

test("a whole shopping list goes into the cart at the store's prices, naming what the store lacks", async ({ page, baseURL }) => {
  await useStore(page, baseURL, COLUMBUS.id);
  const account = { email: newEmail(), password: PASSWORD };
  await registerShopper(baseURL!, account);
  await signInShopper(page, account);
  await page.goto("/shop/lists");
  await page.getByRole("main").getByRole("textbox", { name: "New list name" }).fill("Party");
  await page.getByRole("main").getByRole("button", { name: "Create list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Party" })).toBeVisible();
  const listUrl = new URL(page.url()).pathname;
  for (const [p, quantity] of [
    [BOTH, "2"],
    [COLUMBUS_ONLY, "1"],
  ] as const) {
    await page.goto(`/shop/products/${p.slug}`);
    await hydrated(page);
    const add = page.getByRole("main").locator("form.add-to-list");
    await add.getByRole("combobox", { name: "List" }).selectOption({ label: "Party" });
    await add.getByRole("spinbutton", { name: "Quantity" }).fill(quantity);
    await add.getByRole("button", { name: "Add to list" }).click();
    await expect(add.getByRole("status")).toHaveText(`Added ${p.name} to “Party”.`);
  }
  await useStore(page, baseURL, DAYTON.id);
  await page.goto(listUrl);
  await page.getByRole("button", { name: "Add the whole list to the cart" }).click();
  await expect(page).toHaveURL(/\/cart\?/);
  await expect(page.getByRole("status").filter({ hasText: "Not available here, so not added" })).toContainText(COLUMBUS_ONLY.name);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
});

test("a saved address is offered at checkout for delivery, and Another address shows the fields @mobile", async ({ page, baseURL }) => {
  const account = { email: newEmail(), password: PASSWORD, name: "Saved Address" };
  await registerShopper(baseURL!, account);
  await useStore(page, baseURL, COLUMBUS.id);
  // Added before signing in: the cart comes along.
  await addFromProductPage(page, BOTH);
  await signInShopper(page, account);
  await page.goto("/my-account/addresses");
  const add = page.getByRole("main").getByRole("form", { name: "Add an address" });
  await add.getByRole("textbox", { name: "Label (e.g. Home)" }).fill("Home");
  await add.getByRole("textbox", { name: "Street address" }).fill("1200 N High St");
  await add.getByRole("textbox", { name: "City" }).fill("Columbus");
  await add.getByRole("textbox", { name: "State (2 letters)" }).fill("OH");
  await add.getByRole("textbox", { name: "ZIP code" }).fill("43201");
  await add.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("The address was added.");

  await page.goto("/checkout?method=delivery");
  await hydrated(page);
  const address = page.getByRole("group", { name: "Delivery address" });
  const home = address.getByRole("radio", { name: "Home: 1200 N High St, Columbus, OH 43201" });
  await expect(home).toBeChecked();
  await expect(address.getByRole("textbox", { name: "Street address" })).toBeHidden();
  await address.getByRole("radio", { name: "Another address" }).check();
  await expect(address.getByRole("textbox", { name: "Street address" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await home.check();
  await expect(address.getByRole("textbox", { name: "Street address" })).toBeHidden();
  await firstOpenSlot(page).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order HL-\d{6}$/ })).toBeVisible();
  await expect(page.getByText("1200 N High St, Columbus, OH 43201")).toBeVisible();
});
