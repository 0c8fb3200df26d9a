import { expect, test, type Page } from "@playwright/test";

/**
 * A plain page (decision 0045) hydrates its body without the router, so ids made by `useId` in the
 * browser would differ from the server's: React keeps the server's attributes without a word, and the
 * ids its scripts then write (a list opened, a field drawn again) would point at nothing, leaving a
 * label or a combobox without its element. Every id the hydrated page gives an element must be the
 * one the server wrote, on a first visit and on a later one answered from the page cache, on the
 * Android phone that sees the app banner.
 */

const ANDROID =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const STORE = 1001;

/** Elements whose id in the page is not the one the hydrated page gives them, as `server → browser`. */
function idsDrawnOtherwise(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll("[id]")].flatMap((el) => {
      // Production React reports no attribute it leaves as the server wrote it: read what it hydrated.
      const key = Object.keys(el).find((k) => k.startsWith("__reactProps$"));
      const id = key ? (el as unknown as Record<string, { id?: unknown }>)[key]!.id : undefined;
      return typeof id === "string" && id !== el.id ? [`${el.id} → ${id}`] : [];
    }),
  );
}

/** Labels and comboboxes whose `for` or `aria-controls` names no element of the page. */
function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...[...document.querySelectorAll("label[for]")].map((l) => (l as HTMLLabelElement).htmlFor),
      ...[...document.querySelectorAll("[aria-controls]")].map((el) => el.getAttribute("aria-controls")!),
    ].filter((id) => !document.getElementById(id)),
  );
}

for (const [name, path] of [
  ["the home page", "/"],
  ["a department page", "/shop/departments/bakery"],
  ["a product page", "/shop/products/harvest-lane-gala-apples-per-lb"],
  ["the cart", "/cart"],
  ["the recipes", "/recipes"],
  ["a recipe", "/recipes/slow-cooker-beef-chili"],
] as const) {
  test(`${name} hydrates with the ids the server wrote, first and from the cache`, async ({ browser, baseURL }) => {
    for (const visit of ["first", "later"]) {
      const context = await browser.newContext({ baseURL, userAgent: ANDROID, viewport: { width: 412, height: 823 } });
      await context.addCookies([{ name: "store_id", value: String(STORE), url: baseURL! }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      const answer = await page.goto(path);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // A plain page: its data is in it and none of the router's.
      expect(await page.locator("#aisle-plain-page").count(), `${visit} visit`).toBe(1);
      if (visit === "later") expect(answer?.headers()["x-aisle-cache"]).toBe("HIT");
      expect(await idsDrawnOtherwise(page), `${visit} visit`).toEqual([]);
      expect(await danglingReferences(page), `${visit} visit`).toEqual([]);
      expect(errors, `${visit} visit`).toEqual([]);
      await context.close();
    }
  });
}

test("the shop's search box keeps its label and list once its suggestions open", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: ANDROID, viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: "store_id", value: String(STORE), url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/shop/departments/bakery");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("bread");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const list = page.locator(`#${await box.getAttribute("aria-controls")}`);
  await expect(list).toBeVisible();
  await expect(list).toHaveRole("listbox");
  expect(await idsDrawnOtherwise(page)).toEqual([]);
  await context.close();
});
