import { expect, test, type Page } from "@playwright/test";
import { buildDepartments } from "../../server/db/seed/catalog/catalog";
import { buildSubShopCatalog } from "../../server/db/seed/catalog/sub-shops";

/**
 * The catering and wine shops: each shop's own catalog at `/catering/shop` and
 * `/wine/shop` under the store-switching rules, browsed through the same pages as the grocery shop;
 * catering items show their lead time, wine its varietal, region and pairing and the shop its alcohol
 * notice; the grocery shop shows none of them; browsing works without JavaScript (axe: accessibility.spec.ts).
 */

const COLUMBUS = 1001;
const SUB = buildSubShopCatalog(buildDepartments().map((d) => d.slug));
const product = (name: string) => SUB.products.find((p) => p.name === name)!;
const CAB = product("Silver Ridge Cabernet Sauvignon");
const PLATTER = product("Classic Cheese & Fruit Platter, Small");

const main = (page: Page) => page.getByRole("main");
const card = (page: Page, name: string) => main(page).getByRole("article", { name, exact: true });
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
});

test("the catering shop sells its own catalog, each item with its lead time", async ({ page, context }) => {
  await page.goto("/catering/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Catering shop" })).toBeVisible();
  await expect(page).toHaveTitle("Catering shop");
  expect((await context.cookies()).find((c) => c.name === "store_id")?.value).toBe("2001");
  await expect(main(page).getByText(/^Prices and stock at Harvest Lane Catering – Columbus Short North$/)).toBeVisible();
  await hydrated(page);
  await main(page).getByRole("region", { name: "Departments" }).getByRole("link", { name: "Party Platters" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Party Platters" })).toBeVisible();
  await expect(page).toHaveURL(/\/catering\/shop\/departments\/party-platters$/);
  const platter = card(page, PLATTER.name);
  await expect(platter.getByRole("term")).toHaveText(["Order ahead"]);
  await expect(platter.getByRole("definition")).toHaveText(["24 hours"]);
  await platter.getByRole("link", { name: PLATTER.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: PLATTER.name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Catering shop" })).toHaveAttribute(
    "href",
    "/catering/shop",
  );
  await expect(main(page).getByRole("term").filter({ hasText: "Order ahead" })).toBeVisible();

  // The menu's addresses name a department by its title ("Desserts › Cakes"), as the grocery shop's do.
  await page.goto("/catering/shop/desserts/cakes");
  await expect(page.getByRole("heading", { level: 1, name: "Cakes" })).toBeVisible();
  await expect(card(page, "Custom Photo Cake").getByRole("definition")).toHaveText(["3 days"]);
});

test("the wine shop shows varietal, region, pairing and the alcohol notice, and searches its own catalog", async ({ page, context }) => {
  await page.goto("/wine/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Wine shop" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "store_id")?.value).toBe("3001");
  await expect(main(page).getByRole("note", { name: "Alcohol" })).toContainText("21 or older");
  await hydrated(page);
  await main(page).getByRole("region", { name: "Departments" }).getByRole("link", { name: "Red Wine" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Red Wine" })).toBeVisible();
  const cab = card(page, CAB.name);
  await expect(cab.getByRole("definition")).toHaveText(["Cabernet Sauvignon", "Napa Valley, California"]);
  await cab.getByRole("link", { name: CAB.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: CAB.name })).toBeVisible();
  await expect(main(page).getByRole("definition")).toHaveText([
    "Cabernet Sauvignon",
    "Napa Valley, California",
    "Grilled steak, aged cheddar",
  ]);
  await expect(main(page).getByRole("note", { name: "Alcohol" })).toBeVisible();

  const search = page.getByRole("combobox", { name: "Search products" });
  await search.fill("pinot");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/wine\/shop\/search\?q=pinot$/);
  const results = main(page).getByRole("list", { name: "Search results" }).getByRole("article");
  await expect(results.first()).toBeVisible();
  for (const name of await results.getByRole("heading").allTextContents())
    expect(
      SUB.products.some((p) => p.name === name),
      name,
    ).toBe(true);
});

test("the grocery shop shows no catering or wine items, and their pages are not found there", async ({ page }) => {
  await page.goto("/shop/search?q=cabernet");
  await expect(card(page, CAB.name)).toHaveCount(0);
  expect((await page.goto(`/shop/products/${CAB.slug}`))!.status()).toBe(404);
  expect((await page.goto(`/wine/shop/products/${PLATTER.slug}`))!.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper browses the wine shop by department, filters and opens a bottle", async ({ page }) => {
    await page.goto("/wine/shop");
    await main(page).getByRole("region", { name: "Departments" }).getByRole("link", { name: "White Wine" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "White Wine" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Filters" })
      .getByRole("link", { name: /^Local \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/\/wine\/shop\/departments\/white-wine\?flags=local$/);
    const first = main(page).getByRole("article").first();
    const name = (await first.getByRole("heading").textContent())!;
    await first.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(main(page).getByRole("term").filter({ hasText: "Pairs with" })).toBeVisible();
  });
});
