import { expect, test, type Page } from "@playwright/test";
import { buildProducts, demoCarried } from "../../server/db/seed/catalog/catalog";
import { buildCircularDeals } from "../../server/db/seed/circular-deals";
import { formatCents } from "../../core/catalog/unit-price";
import { holdScripts } from "./support/held-scripts";

/**
 * The weekly ad: the store group's circular on display now, only its deals, page
 * by page in the address (also without JavaScript), each with its deal price and an add control that
 * puts it on a shopping list for a signed-in shopper (also with the page's scripts held back) (axe: accessibility.spec.ts).
 */

const COLUMBUS = { id: 1001, group: 1 };
const PRODUCTS = buildProducts();
/** This week's deals of the Ohio Valley ad that Columbus carries, in the ad's order. */
const DEALS = buildCircularDeals({ id: 0, storeGroupIds: [COLUMBUS.group], url: "/circulars/ohio-valley/this-week" }, PRODUCTS).filter(
  (d) => demoCarried(d.productId, COLUMBUS.id),
);
const nameOf = (productId: number) => PRODUCTS.find((p) => p.id === productId)!.name;

const main = (page: Page) => page.getByRole("main");
const deal = (page: Page, name: string) => main(page).getByRole("list", { name: "Deals" }).getByRole("article", { name, exact: true });
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
});

async function signIn(page: Page) {
  const login = await page.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
  expect(login.status()).toBe(200);
}

test("shows only the circular's deals with their prices, page by page; a signed-out shopper is asked to sign in to add one", async ({
  page,
}) => {
  await page.goto("/weekly-ad");
  await expect(page.getByRole("heading", { level: 1, name: "Ohio Valley Weekly Ad – This Week" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /deals$/ })).toHaveText(`${DEALS.length} deals`);
  const first = DEALS[0]!;
  await expect(deal(page, nameOf(first.productId)).getByText(formatCents(first.priceCents))).toBeVisible();
  await expect(main(page).getByRole("list", { name: "Deals" }).getByRole("article")).toHaveCount(24);
  const signIn = deal(page, nameOf(first.productId)).getByRole("link", { name: `Sign in to add ${nameOf(first.productId)} to a list` });
  await expect(signIn).toHaveAttribute("href", "/my-account?back=%2Fweekly-ad");

  // The shop shows the same price for the product while the ad is valid.
  await deal(page, nameOf(first.productId))
    .getByRole("link", { name: nameOf(first.productId), exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: nameOf(first.productId) })).toBeVisible();
  await expect(main(page).locator(".price__now").first()).toContainText(formatCents(first.priceCents));

  await page.goto("/weekly-ad");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/weekly-ad\?page=2$/);
  await expect(deal(page, nameOf(DEALS[24]!.productId))).toBeVisible();
  await expect(deal(page, nameOf(first.productId))).toHaveCount(0);
});

test("a signed-in shopper adds a deal to a shopping list, one more each time", async ({ page }) => {
  await signIn(page);
  await page.goto("/weekly-ad?page=2");
  await hydrated(page);
  const name = nameOf(DEALS[25]!.productId);
  const card = deal(page, name);
  await card.getByRole("button", { name: `Add ${name} to list` }).click();
  await expect(card.getByRole("status")).toHaveText(/^Added to .+ \(1\)\.$/);
  await card.getByRole("button", { name: `Add ${name} to list` }).click();
  await expect(card.getByRole("status")).toHaveText(/^Added to .+ \(2\)\.$/);
  await expect(page).toHaveURL(/\/weekly-ad\?page=2$/);
});

test("the add control works with the page's scripts held back", async ({ page }) => {
  await signIn(page);
  const scripts = await holdScripts(page);
  await scripts.goto("/weekly-ad");
  const name = nameOf(DEALS[2]!.productId);
  // A plain post: the page comes back saying what was added.
  await deal(page, name)
    .getByRole("button", { name: `Add ${name} to list` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/weekly-ad\\?added=${DEALS[2]!.productId}$`));
  await expect(page.getByRole("status").filter({ hasText: `Added ${name} to your list.` })).toBeVisible();
  await scripts.release();
  await expect(deal(page, name).getByRole("button", { name: `Add ${name} to list` })).toBeEnabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the deals page by page", async ({ page }) => {
    await page.goto("/weekly-ad");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/weekly-ad\?page=2$/);
    await expect(deal(page, nameOf(DEALS[24]!.productId))).toBeVisible();
    expect((await page.goto("/weekly-ad?page=400"))!.status()).toBe(404);
  });
});
