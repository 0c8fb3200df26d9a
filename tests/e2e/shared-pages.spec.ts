import { expect, test, type Page, type Response } from "@playwright/test";
import { buildProducts, demoCarried, demoInStock } from "../../server/db/seed/catalog/catalog";
import { registerShopper, signInShopper } from "./support/accounts";
import { fetcherFormSettled } from "./support/fetcher-form";

/**
 * A signed-in shopper's page from the shared render (decision 0039) in a real browser: it hydrates
 * without an error or a mismatch, shows the shopper's own name and cart count, and the count follows
 * an add to cart. Shop pages and the site search too (decision 0041): a favourite marked shows on the
 * next visit, and the search field holds the term.
 */

const COLUMBUS = 1001;
const PRODUCT = buildProducts().find((p) => demoCarried(p.id, COLUMBUS) && demoInStock(p.id, COLUMBUS) && !p.soldByWeight)!;
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** Loads a page until it comes from a shared render (the first visit keeps the shopper's header row). */
async function sharedHome(page: Page, path = "/"): Promise<Response> {
  let res: Response | null = null;
  for (let i = 0; i < 3; i++) {
    res = await page.goto(path);
    if (res?.headers()["x-aisle-cache"] === "SHARED-HIT") break;
  }
  expect(res?.headers()["x-aisle-cache"]).toBe("SHARED-HIT");
  return res!;
}

test("a signed-in shopper's shared home hydrates cleanly, with their name and a cart count that follows an add to cart", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));

  const name = `O'Brien <b>&"</script> ${Date.now()}`;
  const account = { email: `shared-${Date.now()}@aisle.test`, password: "shared-shopper-1", name };
  await registerShopper(baseURL!, account);
  await signInShopper(page, account);
  await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);

  await sharedHome(page);
  await hydrated(page);
  await expect(page.getByRole("banner").getByText(`Hello, ${name}`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");

  await page.goto(`/shop/products/${PRODUCT.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Add ${PRODUCT.name} to cart` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${PRODUCT.name} is in your cart.` })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

  await sharedHome(page);
  await hydrated(page);
  await expect(page.getByRole("banner").getByText(`Hello, ${name}`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  expect(errors).toEqual([]);
});

test("a signed-in shopper's shared department and search pages hydrate cleanly, with their favourites and their search term", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  const account = { email: `shared-shop-${Date.now()}@aisle.test`, password: "shared-shopper-1", name: "Shared Shopper" };
  await registerShopper(baseURL!, account);
  await signInShopper(page, account);
  await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
  await sharedHome(page);

  await sharedHome(page, "/shop/produce");
  await hydrated(page);
  const grid = page.getByRole("list", { name: /products$/ });
  const first = grid.getByRole("article").first();
  const heart = first.getByRole("button", { name: "Add to favorites" });
  // Pressed at once; kept once the form is answered (leaving the page before would cancel it).
  await fetcherFormSettled(page, "/shop/favorites", () => heart.click());
  await expect(first.getByRole("button", { name: "Remove from favorites" })).toHaveAttribute("aria-pressed", "true");

  // The next visits are keyed on the new favourite: the heart stays marked, from a shared render too.
  await sharedHome(page, "/shop/produce");
  await hydrated(page);
  await expect(grid.getByRole("article").first().getByRole("button", { name: "Remove from favorites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(grid.getByRole("button", { name: "Remove from favorites" })).toHaveCount(1);

  await sharedHome(page, "/?s=peach");
  await hydrated(page);
  await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("peach");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("peach");
  expect(errors).toEqual([]);
});
