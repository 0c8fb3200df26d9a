import { expect, test, type Page } from "@playwright/test";

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North", url: "/stores/columbus-short-north" };
const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills", url: "/stores/dayton-far-hills" };
const SQUIRREL_HILL = "Harvest Lane Market – Pittsburgh Squirrel Hill";
const ZANESVILLE = { name: "Harvest Lane Market – Zanesville", url: "/stores/zanesville" };

const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });

test.describe("stores archive", () => {
  test("lists every store by state, with a breadcrumb to the store locator @mobile", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByRole("heading", { level: 1, name: "All stores" })).toBeVisible();
    const states = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(states).toEqual(["Indiana", "Michigan", "Ohio", "Pennsylvania"]);
    const ohio = page.getByRole("region", { name: "Ohio" });
    await expect(ohio.getByRole("link", { name: COLUMBUS.name })).toHaveAttribute("href", COLUMBUS.url);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Stores" })).toHaveAttribute("href", "/my-store/store-locator");
    await breadcrumb.getByRole("link", { name: "Stores" }).click();
    await expect(page).toHaveURL(/\/my-store\/store-locator$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
  });
});

test.describe("store locator", () => {
  for (const path of ["/store/store-locator", "/my-store/store-locator"]) {
    test(`${path} searches by postal code and by name @mobile`, async ({ page }) => {
      await page.goto(path);
      const search = page.getByRole("searchbox", { name: "City, postal code or store name" });
      await search.fill("43201");
      await search.press("Enter");
      await expect(page).toHaveURL(/q=43201/);
      // The shop store and its catering and wine stores share the address.
      await expect(cards(page)).toHaveCount(3);
      await expect(cards(page).getByRole("heading", { name: COLUMBUS.name })).toBeVisible();
      await expect(page.getByText("3 stores", { exact: true })).toBeVisible();

      await search.fill("squirrel hill");
      await page.getByRole("button", { name: "Search stores" }).click();
      await expect(page.getByRole("heading", { level: 2, name: SQUIRREL_HILL })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: COLUMBUS.name })).toHaveCount(0);
    });
  }

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/store/store-locator?q=atlantis");
    await expect(page.getByText("No stores match your search.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("sorts by distance from lat and lng, showing distances @mobile", async ({ page }) => {
    await page.goto("/store/store-locator?lat=42.2808&lng=-83.7430");
    await expect(cards(page).first().getByRole("heading")).toContainText("Ann Arbor Stadium");
    await expect(cards(page).first()).toContainText(/\d(\.\d)? miles? away/);
    await expect(page.getByText("Nearest stores to your location first.")).toBeVisible();
    // Stores without coordinates come last, without a distance.
    const last = cards(page).last();
    await expect(last).not.toContainText("away");
    await page.getByRole("link", { name: "Stop sorting by distance" }).click();
    await expect(page).not.toHaveURL(/lat=/);
    await expect(page.getByText(/miles? away/)).toHaveCount(0);
  });

  test("an unreadable location is ignored, not an error", async ({ page }) => {
    const res = await page.goto("/store/store-locator?lat=north&lng=-83");
    expect(res?.status()).toBe(200);
    await expect(page.getByText("That location couldn't be read")).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(25);
  });

  test.describe("Use my location", () => {
    test.use({ geolocation: { latitude: 40.4406, longitude: -79.9959 }, permissions: ["geolocation"] });

    test("adds the visitor's position to the query and sorts the nearest first @mobile", async ({ page }) => {
      await page.goto("/store/store-locator");
      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(page).toHaveURL(/lat=40\.4406&lng=-79\.9959/);
      await expect(cards(page).first().getByRole("heading")).toContainText("Pittsburgh Squirrel Hill");
      await expect(cards(page).first()).toContainText(/miles? away/);
    });

    test("keeps the location when searching", async ({ page }) => {
      await page.goto("/store/store-locator?lat=40.4406&lng=-79.9959");
      const search = page.getByRole("searchbox", { name: "City, postal code or store name" });
      await search.fill("PA");
      await search.press("Enter");
      await expect(page).toHaveURL(/q=PA/);
      await expect(page).toHaveURL(/lat=40\.4406/);
      await expect(cards(page).first().getByRole("heading")).toContainText("Pittsburgh Squirrel Hill");
    });
  });

  test.describe("Use my location, denied", () => {
    test.use({ permissions: [] });
    test("explains what to do instead", async ({ page }) => {
      await page.goto("/store/store-locator");
      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Search by city, postal code or store name instead." })).toBeVisible();
      await expect(page).not.toHaveURL(/lat=/);
    });
  });
});

test.describe("store landing page", () => {
  test("Make This My Store makes it the selected store: the My Store star and Select Another Store, without a reload @mobile", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    await page.goto(DAYTON.url);
    await expect(page.getByRole("heading", { level: 1, name: DAYTON.name })).toBeVisible();
    await expect(page.getByText("My Store", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Select Another Store" })).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await page.getByRole("button", { name: "Make This My Store" }).click();

    await expect(page.getByText("My Store", { exact: true })).toBeVisible();
    const another = page.getByRole("link", { name: "Select Another Store" });
    await expect(another).toBeFocused();
    await expect(another).toHaveAttribute("href", "/store/store-locator");
    await expect(page.getByRole("button", { name: "Make This My Store" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: DAYTON.name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect((await context.cookies()).find((c) => c.name === "store_id")?.value).toBe(String(DAYTON.id));

    // It stays the selected store on the next load, straight from the first HTML.
    await page.reload();
    await expect(page.getByText("My Store", { exact: true })).toBeVisible();
    await another.click();
    await expect(page).toHaveURL(/\/store\/store-locator$/);
  });

  test("shows address, phone, hours and the store's catering and wine stores", async ({ page }) => {
    await page.goto(COLUMBUS.url);
    const main = page.getByRole("main");
    await expect(main).toContainText("1180 N High St");
    await expect(main.getByRole("link", { name: /^\(614\)/ })).toHaveAttribute("href", /^tel:/);
    await expect(main).toContainText("Hours:");
    const related = page.getByRole("region", { name: "Also part of this store" });
    await expect(related.getByRole("link", { name: /Catering – Columbus Short North/ })).toBeVisible();
    await expect(related.getByRole("link", { name: /Wine & Spirits – Columbus Short North/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Stores" })).toHaveAttribute(
      "href",
      "/stores",
    );
  });

  test("a store that cannot be selected says why and offers no button", async ({ page }) => {
    await page.goto(ZANESVILLE.url);
    await expect(page.getByRole("main")).toContainText("can't be selected");
    await expect(page.getByRole("main")).toContainText("Closed for remodeling");
    await expect(page.getByRole("button", { name: "Make This My Store" })).toHaveCount(0);
  });

  test("an unknown store is a 404", async ({ page }) => {
    const res = await page.goto("/stores/no-such-store");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
