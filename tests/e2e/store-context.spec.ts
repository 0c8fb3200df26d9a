import { expect, test } from "@playwright/test";

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North" };
const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills" };

test.describe("switching stores in the browser", () => {
  test("rebuilds the header, menus and store links without a reload @mobile", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    await page.goto("/store/store-locator");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: COLUMBUS.name })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    const dayton = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: DAYTON.name }) });
    await dayton.getByRole("button", { name: "Make This My Store" }).click();

    await expect(header.getByRole("link", { name: DAYTON.name })).toBeVisible();
    const shopAll = page.getByRole("navigation", { name: "Shop" }).getByRole("link", { name: "Shop All" });
    await expect(shopAll).toHaveAttribute("href", `/shop#!/?store_id=${DAYTON.id}`);
    await expect(page.getByRole("complementary", { name: "Announcement" })).toContainText("Ohio Valley weekly deals");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(dayton.getByText("My Store")).toBeVisible();

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "store_id")?.value).toBe(String(DAYTON.id));
  });

  test("a store that cannot be selected offers no button", async ({ page }) => {
    await page.goto("/store/store-locator?q=Zanesville");
    const card = page.getByRole("listitem").filter({ hasText: "Zanesville" });
    await expect(card).toContainText("can't be selected");
    await expect(card.getByRole("button", { name: "Make This My Store" })).toHaveCount(0);
  });

  test("the locator searches by city, postal code or name", async ({ page }) => {
    await page.goto("/store/store-locator");
    await page.getByRole("searchbox", { name: "City, postal code or store name" }).fill("Dayton");
    await page.getByRole("button", { name: "Search stores" }).click();
    await expect(page.getByRole("heading", { level: 2, name: DAYTON.name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: COLUMBUS.name })).toHaveCount(0);
  });
});

test.describe("catering and wine store switching", () => {
  test("/catering/shop switches to the store's catering store", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    await page.goto("/catering/shop");
    await expect(page).toHaveURL(/\/catering\/shop$/);
    await expect(page.getByRole("banner").getByRole("link", { name: /Catering – Columbus Short North/ })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "store_id")?.value).toBe("2001");

    // A shop-only page switches back to the shop store.
    await page.goto("/shop");
    await expect(page.getByRole("banner").getByRole("link", { name: COLUMBUS.name })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "store_id")?.value).toBe(String(COLUMBUS.id));
  });

  test("/wine/shop switches to the wine store", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    await page.goto("/wine/shop");
    await expect(page.getByRole("banner").getByRole("link", { name: /Wine & Spirits – Columbus Short North/ })).toBeVisible();
  });

  test("a store without a catering store is sent to /catering", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: String(DAYTON.id), url: baseURL! }]);
    await page.goto("/catering/shop");
    await expect(page).toHaveURL(/\/catering$/);
    await expect(page.getByRole("heading", { level: 1, name: "Catering" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: DAYTON.name })).toBeVisible();
  });
});
