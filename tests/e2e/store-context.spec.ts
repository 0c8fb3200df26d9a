import { expect, test } from "@playwright/test";

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North" };
const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills" };

test.describe("store context in the first HTML", () => {
  test("names the selected store and carries its targeted banner and menus @mobile", async ({ request }) => {
    const res = await request.get("/", { headers: { cookie: `store_id=${DAYTON.id}` } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(DAYTON.name.replace("–", "–"));
    expect(html).toContain("<strong>Ohio Valley</strong> weekly deals");
    expect(html).toContain(`/shop#!/?store_id=${DAYTON.id}`);
    expect(html).not.toContain("<strong>Columbus Short North</strong> store news");
  });

  test("a store-specific banner beats the store group's", async ({ request }) => {
    const html = await (await request.get("/", { headers: { cookie: `store_id=${COLUMBUS.id}` } })).text();
    expect(html).toContain("<strong>Columbus Short North</strong> store news");
  });

  test("the home body is the store group's home page, and not when s is present", async ({ request }) => {
    const home = await (await request.get("/", { headers: { cookie: `store_id=${DAYTON.id}` } })).text();
    expect(home).toContain("Welcome to Harvest Lane Market, Ohio Valley");
    const search = await (await request.get("/?s=about", { headers: { cookie: `store_id=${DAYTON.id}` } })).text();
    expect(search).not.toContain("Welcome to Harvest Lane Market, Ohio Valley");
    expect(search).toContain(">About Us</a>");
  });
});

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

  test("posting a store that cannot be selected (without JavaScript) says why and changes nothing", async ({ request }) => {
    const res = await request.post("/store/select", { form: { store_id: "1011" }, maxRedirects: 0 });
    expect(res.status()).toBe(422);
    expect(res.headers()["set-cookie"] ?? "").not.toContain("store_id=");
    expect(await res.text()).toContain("Store 1011 cannot be selected.");
    const unknown = await request.post("/store/select", { form: { store_id: "999999" }, maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
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
