import { expect, test, type Page } from "@playwright/test";
import { buildProducts, demoCarried, demoGroupPrice, demoOnSale, demoSalePrice } from "../../server/db/seed/catalog/catalog";
import { formatCents } from "../../core/catalog/unit-price";
import { holdScripts } from "./support/held-scripts";
import { fetcherFormSettled } from "./support/fetcher-form";

/**
 * The shop: a new shopper picks a store, browses a department, filters by a facet,
 * searches with a typo, opens a product, favourites it and finds it again through the spec's
 * `#!/?filter=is_favorite` link; `#!/?store_id=N` selects that store and the catalog follows; the
 * typeahead by keyboard, also with the page's scripts held back; browsing without JavaScript (axe: accessibility.spec.ts).
 */

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North", group: 1 };
const PITTSBURGH = { id: 1012, name: "Harvest Lane Market – Pittsburgh Squirrel Hill", group: 3 };
const PRODUCTS = buildProducts();

const main = (page: Page) => page.getByRole("main");
const card = (page: Page, name: string) => main(page).getByRole("article", { name, exact: true });
const search = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** What a product costs at a store of a group, as its card shows it. */
function shownPrice(p: (typeof PRODUCTS)[number], group: number): string {
  const price = demoGroupPrice(p.basePriceCents!, group);
  return formatCents(demoOnSale(p.id, group) ? demoSalePrice(price) : price);
}

test("a new shopper picks a store, browses, filters, searches with a typo, favourites a product and finds it in My favorites", async ({
  page,
}) => {
  // A journey over eight pages, each the first of its kind (nothing cached yet).
  test.slow();
  await page.goto(`/store/store-locator?q=${encodeURIComponent("Columbus Short North")}`);
  const storeCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: COLUMBUS.name }) });
  await storeCard.getByRole("button", { name: "Make This My Store" }).click();
  await expect(storeCard.getByText("My Store")).toBeVisible();
  const login = await page.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
  expect(login.status()).toBe(200);

  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
  await expect(main(page).getByText(`Prices and stock at ${COLUMBUS.name}`)).toBeVisible();
  await hydrated(page);
  await main(page).getByRole("region", { name: "Departments" }).getByRole("link", { name: "Produce" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Produce" })).toBeVisible();
  await expect(page).toHaveTitle("Produce | Shop");
  const produce = PRODUCTS.filter((p) => Math.floor(p.departmentId / 100) === 1 && demoCarried(p.id, COLUMBUS.id));
  await expect(page.getByRole("status").filter({ hasText: /products?$/ })).toHaveText(`${produce.length} products`);

  const filters = page.getByRole("navigation", { name: "Filters" });
  const organic = produce.filter((p) => p.flags!.includes("organic"));
  await filters.getByRole("link", { name: /^Organic \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/shop\/departments\/produce\?flags=organic$/);
  await expect(page.getByRole("status").filter({ hasText: /products?$/ })).toHaveText(`${organic.length} products`);
  await expect(filters.getByRole("link", { name: /^Organic \(\d+\)$/ })).toHaveAttribute("aria-current", "true");
  for (const flags of await main(page)
    .getByRole("list", { name: "Produce products" })
    .getByRole("list", { name: "Dietary and more" })
    .all()) {
    await expect(flags).toContainText("Organic");
  }

  await search(page).fill("bananna");
  await search(page).press("Enter");
  await expect(page).toHaveURL(/\/shop\/search\?q=bananna$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products matching “bananna”" })).toBeVisible();
  const first = main(page).getByRole("list", { name: "Search results" }).getByRole("article").first();
  await expect(first.getByRole("heading")).toHaveText(/Bananas$/);
  const name = (await first.getByRole("heading").textContent())!;

  await first.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Produce" })).toBeVisible();
  await fetcherFormSettled(page, "/shop/favorites", () => page.getByRole("button", { name: "Add to favorites" }).click());
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/shop#!/?filter=is_favorite");
  await expect(page).toHaveURL(/\/shop\/favorites$/);
  await expect(page.getByRole("heading", { level: 1, name: "My favorites" })).toBeVisible();
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name).getByRole("button", { name: "Remove from favorites" })).toHaveAttribute("aria-pressed", "true");
});

test("#!/?store_id=N selects that store, and the catalog follows the store", async ({ page, context, baseURL }) => {
  // A fresh-fruit product both stores sell, priced differently by their store groups.
  const fruit = PRODUCTS.find(
    (p) =>
      p.departmentId === 101 &&
      demoCarried(p.id, COLUMBUS.id) &&
      demoCarried(p.id, PITTSBURGH.id) &&
      shownPrice(p, COLUMBUS.group) !== shownPrice(p, PITTSBURGH.group),
  )!;
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  await page.goto(`/shop/products/${fruit.slug}`);
  await expect(main(page).getByText(shownPrice(fruit, COLUMBUS.group)).first()).toBeVisible();

  await page.goto(`/shop#!/?store_id=${PITTSBURGH.id}`);
  await expect(main(page).getByText(`Prices and stock at ${PITTSBURGH.name}`)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: PITTSBURGH.name })).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  expect((await context.cookies()).find((c) => c.name === "store_id")?.value).toBe(String(PITTSBURGH.id));

  await page.goto(`/shop/departments/fresh-fruit?sort=name`);
  await expect(page).toHaveURL(/sort=name/);
  await page.goto(`/shop/products/${fruit.slug}`);
  await expect(main(page).getByText(shownPrice(fruit, PITTSBURGH.group)).first()).toBeVisible();
  await expect(main(page).getByText(shownPrice(fruit, COLUMBUS.group))).toHaveCount(0);
});

test("the typeahead suggests as the shopper types, held back or not, and is used by keyboard @mobile", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  const scripts = await holdScripts(page);
  await scripts.goto("/shop");
  // Typed before the scripts run: the typeahead starts from it.
  await search(page).click();
  await search(page).pressSequentially("chick");
  await scripts.release();
  await expect(search(page)).toHaveValue("chick");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  await expect(search(page)).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("group", { name: "Departments" }).getByRole("option", { name: "Chicken" })).toBeVisible();
  await expect(list.getByRole("group", { name: "Recipes" }).getByRole("option").first()).toBeVisible();

  await search(page).press("ArrowDown");
  const firstOption = list.getByRole("option").first();
  await expect(firstOption).toHaveAttribute("aria-selected", "true");
  await expect(search(page)).toHaveAttribute("aria-activedescendant", (await firstOption.getAttribute("id"))!);
  await expect(search(page)).toBeFocused();
  await search(page).press("ArrowUp");
  await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await search(page).press("Escape");
  await expect(list).toBeHidden();
  await expect(search(page)).toHaveValue("chick");

  await search(page).press("ArrowDown");
  const productName = (await firstOption.textContent())!;
  await search(page).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper browses, filters, sorts, pages, searches and opens a product", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    await page.goto("/shop");
    await main(page).getByRole("region", { name: "Departments" }).getByRole("link", { name: "Pantry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pantry" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Filters" })
      .getByRole("link", { name: /Gluten free/ })
      .click();
    await expect(page).toHaveURL(/flags=gluten_free/);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/flags=gluten_free&sort=price_asc/);
    const prices = await main(page).locator(".price__now").allTextContents();
    const cents = prices.map((p) => Number(p.replace(/[^0-9]/g, "")));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/flags=gluten_free&sort=price_asc&page=2/);

    await search(page).fill("peaches");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Products matching “peaches”" })).toBeVisible();
    const peach = main(page).getByRole("article").first();
    const name = (await peach.getByRole("heading").textContent())!;
    await peach.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      "@graph": Array<Record<string, unknown>>;
    };
    expect(ld["@graph"][0]).toMatchObject({ "@type": "Product", name, offers: { priceCurrency: "USD" } });
  });
});

/** The first card on the page that can be added to the cart, and its product's name. */
async function addableCard(page: Page) {
  const add = main(page)
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  return { name, card: card(page, name) };
}
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });

test("a card's Add becomes a stepper that says what is in the cart, each step is saved, and the header follows", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  await page.goto("/shop/departments/produce");
  await hydrated(page);
  const { name, card: productCard } = await addableCard(page);
  await productCard.getByRole("button", { name: `Add ${name} to cart` }).click();
  await expect(productCard.getByText(/^In cart: 1\b/)).toBeVisible();
  await expect(productCard.getByRole("status")).toHaveText(`${name} is in your cart.`);
  // Focus stays on the card's control: the Add button gave way to the stepper.
  await expect(productCard.getByRole("button", { name: "Increase quantity" })).toBeFocused();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

  await productCard.getByRole("button", { name: "Increase quantity" }).click();
  await expect(productCard.getByText(/^In cart: 2\b/)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  // Loaded again, the card reads what the cart holds.
  await page.reload();
  await hydrated(page);
  await expect(productCard.getByText(/^In cart: 2\b/)).toBeVisible();
  // The cart reads that follow the first step answer only once the second step is sent: a late
  // answer, the cart before the second step, must not bring the stepper back.
  let lastStepSent!: () => void;
  const secondStep = new Promise<void>((resolve) => (lastStepSent = resolve));
  let firstRead!: () => void;
  const readHeld = new Promise<void>((resolve) => (firstRead = resolve));
  let holding = true;
  await page.route("**/api/shop/v1/cart", async (route) => {
    if (!holding) return route.continue();
    const response = await route.fetch();
    firstRead();
    await secondStep;
    await route.fulfill({ response });
  });
  await productCard.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(productCard.getByText(/^In cart: 1\b/)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await readHeld;
  // From here the card's stepper must go and never come back: each change of whether it shows is noted.
  await productCard.evaluate((card) => {
    const seen: boolean[] = [];
    (window as unknown as { stepperSeen: boolean[] }).stepperSeen = seen;
    new MutationObserver(() => {
      const shown = /In cart:/.test(card.textContent ?? "");
      if (seen.at(-1) !== shown) seen.push(shown);
    }).observe(card, { subtree: true, childList: true, characterData: true });
  });
  const removal = page.waitForRequest((r) => r.method() === "POST" && /^\/cart(\.data)?$/.test(new URL(r.url()).pathname));
  await productCard.getByRole("button", { name: "Decrease quantity" }).click();
  await removal;
  holding = false;
  lastStepSent();
  await expect(productCard.getByRole("button", { name: `Add ${name} to cart` })).toBeFocused();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  await expect(productCard.getByText(/^In cart:/)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stepperSeen: boolean[] }).stepperSeen)).toEqual([false]);
});

test("with the scripts held back, a card's Add is a form that adds, and the stepper shows it once they run", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  const scripts = await holdScripts(page);
  await scripts.goto("/shop/departments/bakery");
  const { name, card: productCard } = await addableCard(page);
  await productCard.getByRole("button", { name: `Add ${name} to cart` }).click();
  await expect(page).toHaveURL(/\/shop\/departments\/bakery$/);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await scripts.release();
  await expect(productCard.getByText(/^In cart: 1\b/)).toBeVisible();
});

test("on a phone the filters open in a dialog that takes focus and gives it back, and the first card is near the top", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  await page.goto("/shop/departments/produce");
  await hydrated(page);
  const first = await main(page).getByRole("article").first().boundingBox();
  expect(first!.y).toBeLessThan(844 * 1.5);
  await expect(page.getByRole("navigation", { name: "Filters" })).toBeHidden();

  const open = main(page).getByRole("button", { name: "Filters" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("navigation", { name: "Filters" })).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("link", { name: /^Organic \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/shop\/departments\/produce\?flags=organic$/);
  await expect(main(page).getByRole("button", { name: "Filters (1 on)" })).toBeVisible();
});

test("the cart's steppers and choices save as they change, and an empty cart suggests products to add", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible();
  await hydrated(page);
  const suggested = page.getByRole("list", { name: "Suggested products" });
  const add = suggested.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.click();

  const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem", { name });
  await expect(line).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(line.getByRole("button", { name: `Update ${name}` })).toHaveCount(0);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText("Subtotal (1 item)");
  await expect(summary).toContainText("At checkout");

  await line.getByRole("button", { name: `Increase quantity of ${name}` }).click();
  await expect(line.getByRole("spinbutton", { name: `Quantity of ${name}` })).toHaveValue("2");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  await expect(summary).toContainText("Subtotal (2 items)");

  await line.getByRole("spinbutton", { name: `Quantity of ${name}` }).fill("5");
  await line.getByRole("spinbutton", { name: `Quantity of ${name}` }).press("Tab");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 5 items");

  const saved = () => page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/cart"));
  await Promise.all([saved(), line.getByRole("combobox", { name: `Substitutions for ${name}` }).selectOption("none")]);
  await line.getByRole("textbox", { name: `Note for ${name}` }).fill("firm ones");
  await Promise.all([saved(), line.getByRole("textbox", { name: `Note for ${name}` }).press("Enter")]);
  await page.reload();
  await expect(line.getByRole("combobox", { name: `Substitutions for ${name}` })).toHaveValue("none");
  await expect(line.getByRole("textbox", { name: `Note for ${name}` })).toHaveValue("firm ones");
  await expect(line.getByRole("spinbutton", { name: `Quantity of ${name}` })).toHaveValue("5");

  await hydrated(page);
  await line.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
});
