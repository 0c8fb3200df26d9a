import { expect, test, type Page } from "@playwright/test";
import { recordLayoutShift } from "./support/layout-shift";
import { pageReady } from "./support/ready";

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North" };
const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills" };
const PITTSBURGH = { id: 1012, name: "Harvest Lane Market – Pittsburgh Squirrel Hill" };

const announcement = (page: Page) => page.getByRole("complementary", { name: "Announcement" });
const markNoReload = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillNoReload = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

async function chooseStore(page: Page, name: string) {
  await page.goto(`/store/store-locator?q=${encodeURIComponent(name.split("– ")[1]!)}`);
  await markNoReload(page);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await card.getByRole("button", { name: "Make This My Store" }).click();
  await expect(card.getByText("My Store")).toBeVisible();
}

test.describe("content areas for the selected store and user group", () => {
  test("the first HTML already holds the banner, slider, call to action and personalized content @mobile", async ({ request }) => {
    const html = await (await request.get("/", { headers: { cookie: `store_id=${COLUMBUS.id}` } })).text();
    expect(html).toContain("<strong>Columbus Short North</strong> store news");
    expect(html).toContain("<strong>Ohio River peaches are in.</strong>");
    expect(html).toContain("<strong>Now open: the Short North catering kitchen.</strong>");
    expect(html).toContain("<strong>Recipe of the week.</strong>");
    const pittsburgh = await (await request.get("/", { headers: { cookie: `store_id=${PITTSBURGH.id}` } })).text();
    expect(pittsburgh).toContain("<strong>Keystone</strong> weekly deals");
    expect(pittsburgh).toContain("<strong>A taste of Lancaster County.</strong>");
    expect(pittsburgh).not.toContain("Now open: the Short North catering kitchen.</strong>");
  });

  test("nothing moves when the page hydrates: no layout shift from banners or content areas @mobile", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    const shift = await recordLayoutShift(page);
    await page.goto("/");
    await expect(announcement(page)).toContainText("Columbus Short North store news");
    await pageReady(page);
    expect(await shift()).toBeLessThan(0.01);
  });

  test("after a store switch the banner and home areas are the new store's, without a reload @mobile", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    await chooseStore(page, PITTSBURGH.name);
    await expect(announcement(page)).toContainText("Keystone weekly deals");
    await stillNoReload(page);
    // The store locator is a plain page (decision 0117): its links load the next page.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    const main = page.getByRole("main");
    await expect(main).toContainText("A taste of Lancaster County.");
    await expect(main).toContainText("Save your favorites, reorder in one tap.");
    await expect(main).not.toContainText("Now open: the Short North catering kitchen.");
  });
});

test.describe("site banner", () => {
  test("Dismiss hides it, later pages leave it out of the first HTML, and a different banner shows again @mobile", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
    await page.goto("/");
    await expect(announcement(page)).toContainText("Columbus Short North store news");
    await markNoReload(page);
    await announcement(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(announcement(page)).toHaveCount(0);
    await stillNoReload(page);

    // Remembered: the server leaves this banner out of the next page's first HTML.
    const next = await page.goto("/stores");
    expect(await next!.text()).not.toContain("Columbus Short North</strong> store news");
    await expect(page.getByRole("heading", { level: 1, name: "All stores" })).toBeVisible();
    await expect(announcement(page)).toHaveCount(0);

    // Another store's banner is another banner: it shows, with its own Dismiss.
    await chooseStore(page, DAYTON.name);
    await expect(announcement(page)).toContainText("Ohio Valley weekly deals");
    await expect(announcement(page).getByRole("button", { name: "Dismiss" })).toBeVisible();
    await stillNoReload(page);
  });

  test("the Dismiss button is reachable and works from the keyboard", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "store_id", value: String(DAYTON.id), url: baseURL! }]);
    await page.goto("/");
    const dismiss = announcement(page).getByRole("button", { name: "Dismiss" });
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(announcement(page)).toHaveCount(0);
  });
});
