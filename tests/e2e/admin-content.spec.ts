import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/held-scripts";

/** Pittsburgh Squirrel Hill is in the Keystone store group only; Ann Arbor Stadium in Lakeshore only. */
const KEYSTONE_STORE = { id: 1012, option: "Harvest Lane Market – Pittsburgh Squirrel Hill (1012)" };
const LAKESHORE_STORE = 1021;

/** `2026-12-01T09:30`, in UTC as the admin's date fields take it. */
const fieldDate = (d: Date) => d.toISOString().slice(0, 16);
const DAY = 86_400_000;

/** The page's own status message (the site's loading announcer is another status, outside main). */
const said = (page: Page) => page.getByRole("main").getByRole("status");

async function signIn(page: Page, who: { email: string; password: string }, returnTo: string) {
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/\//g, "\\/")}$`));
}

/** Deletes an item through its screen (confirmed), so the specs that run after these see the seeded content only. */
async function deleteItem(page: Page, id: number | string) {
  await page.goto(`/admin/content/${id}?confirm=delete`);
  await page.getByRole("button", { name: "Delete this item" }).click();
  await expect(said(page)).toHaveText(`Item #${id} was deleted.`);
}

/** The site banner an anonymous visitor of a store sees on the home page ("" when none). */
async function visitorBanner(browser: Browser, baseURL: string, storeId: number): Promise<string> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "store_id", value: String(storeId), url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/");
  const banner = page.getByRole("complementary", { name: "Announcement" });
  const text = (await banner.count()) ? await banner.innerText() : "";
  await context.close();
  return text;
}

test("an editor targets a banner at one store group, previews it after its start, publishes it, and only that group's visitors see it", async ({
  page,
  browser,
  baseURL,
}) => {
  // Four screens checked with axe and three visitors' pages: more than the default time on a busy machine.
  test.slow();
  const title = "Keystone harvest festival";
  await signIn(page, DEMO.editor, "/admin/content");
  await expect(page.getByRole("heading", { level: 1, name: "Targeted content" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "New item" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New content item" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const start = new Date(Date.now() + 3 * DAY);
  await expect(page.getByLabel("Kind")).toHaveValue("site-banner");
  await expect(page.getByLabel("Content area")).toHaveValue("site-banner");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("group", { name: "Store groups" }).getByRole("checkbox", { name: "Keystone (3)" }).check();
  await page.getByLabel("Starts (UTC)", { exact: true }).fill(fieldDate(start));
  await page.getByLabel("Priority").fill("900");
  await page.getByLabel("HTML").fill(`<p><strong>${title}</strong>: apple cider and pierogies all week.</p>`);
  await page.getByRole("button", { name: "Create item" }).click();

  await expect(said(page)).toHaveText("The item was created.");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const id = Number(/\/admin\/content\/(\d+)/.exec(page.url())![1]);
  expect(await axeViolations(page)).toEqual([]);
  // Scheduled for later: no visitor sees it yet.
  expect(await visitorBanner(browser, baseURL!, KEYSTONE_STORE.id)).not.toContain(title);

  await page.getByRole("link", { name: "Preview as…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preview as" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByLabel("Date and time (UTC)")).toHaveValue(fieldDate(new Date(start.getTime() + 60_000)));
  await page.getByRole("combobox", { name: "Store", exact: true }).selectOption({ label: KEYSTONE_STORE.option });
  await page.getByRole("button", { name: "Open the preview" }).click();

  await expect(page).toHaveURL(/aisle-preview=1/);
  const panel = page.getByRole("complementary", { name: "Preview as" });
  await expect(panel).toContainText("Pittsburgh Squirrel Hill (1012)");
  await expect(page.getByRole("complementary", { name: "Announcement" })).toContainText(title);
  const bannerRow = panel.getByRole("row", { name: /Site banner “site-banner”/ });
  await expect(bannerRow.getByRole("link", { name: `#${id} ${title}` })).toBeVisible();
  await expect(bannerRow).toContainText("more specific target");
  expect(await axeViolations(page)).toEqual([]);
  // The preview changed nothing a visitor sees.
  expect(await visitorBanner(browser, baseURL!, KEYSTONE_STORE.id)).not.toContain(title);

  await page.goto(`/admin/content/${id}`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(said(page)).toHaveText("The item was published: visitors it targets see it now.");
  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);

  expect(await visitorBanner(browser, baseURL!, KEYSTONE_STORE.id)).toContain(title);
  expect(await visitorBanner(browser, baseURL!, LAKESHORE_STORE)).not.toContain(title);
  await deleteItem(page, id);
});

test("a refused item is said in place with everything typed kept, and deleting asks first, all by keyboard", async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.admin, "/admin/content/new");
  await page.getByLabel("Title").focus();
  await page.keyboard.type("Keyboard banner");
  await page.getByLabel("Starts (UTC)", { exact: true }).fill("2026-12-05T10:00");
  await page.getByLabel("Ends (UTC)", { exact: true }).fill("2026-12-01T10:00");
  await page.getByLabel("Title").focus();
  await page.keyboard.press("Enter");

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The item was not saved");
  await expect(alert).toBeFocused();
  await expect(alert.getByRole("link", { name: "Ends must be after starts_at" })).toBeVisible();
  await expect(page.getByLabel("HTML")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("HTML")).toHaveAccessibleDescription(/HTML is required/);
  await expect(page.getByLabel("Title")).toHaveValue("Keyboard banner");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Ends (UTC)", { exact: true }).fill("2026-12-09T10:00");
  await page.getByLabel("HTML").fill("<p>Keyboard banner</p>");
  await page.getByLabel("HTML").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Create item" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(said(page)).toHaveText("The item was created.");
  const id = /\/admin\/content\/(\d+)/.exec(page.url())![1];

  await page.getByRole("link", { name: "Delete…" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Delete “Keyboard banner”?" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete this item" }).focus();
  await page.keyboard.press("Enter");
  await expect(said(page)).toHaveText(`Item #${id} was deleted.`);
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("keyboard banner");
  await page.getByRole("textbox", { name: "Content area", exact: true }).fill("site-banner");
  await page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await expect(page).toHaveURL(/slug=site-banner/);
  await expect(page.getByText("No content item matches.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("Ohio Valley");
  await page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await expect(page.getByRole("table").getByRole("link")).toHaveText(["Site banner – Ohio Valley"]);
});

test("the new item form saves what was typed before its scripts ran", async ({ page }) => {
  await signIn(page, DEMO.editor, "/admin/content");
  const scripts = await holdScripts(page);
  await scripts.goto("/admin/content/new");
  await page.getByLabel("Kind").selectOption({ label: "Call to action" });
  await page.getByLabel("Content area").fill("home-cta");
  await page.getByLabel("Title").fill("Held scripts call to action");
  await page.getByLabel("HTML").fill("<p>Held scripts call to action</p>");
  await page.getByRole("group", { name: "User groups" }).getByRole("checkbox", { name: "Families (102)" }).check();
  await scripts.release();
  await expect(page.getByLabel("Title")).toHaveValue("Held scripts call to action");
  await expect(page.getByRole("group", { name: "User groups" }).getByRole("checkbox", { name: "Families (102)" })).toBeChecked();
  await page.getByRole("button", { name: "Create item" }).click();
  await expect(said(page)).toHaveText("The item was created.");
  await expect(page.getByLabel("Kind")).toHaveValue("cta");
  await expect(page.getByRole("group", { name: "User groups" }).getByRole("checkbox", { name: "Families (102)" })).toBeChecked();
  await deleteItem(page, /\/admin\/content\/(\d+)/.exec(page.url())![1]!);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an editor creates a draft and previews it; a bad preview date is said in place", async ({ page }) => {
    await signIn(page, DEMO.editor, "/admin/content/new");
    await page.getByLabel("Title").fill("No-script draft");
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await page.getByLabel("Priority").fill("950");
    await page.getByLabel("HTML").fill("<p>No-script draft banner</p>");
    await page.getByRole("button", { name: "Create item" }).click();
    await expect(said(page)).toHaveText("The item was created.");
    const draftId = /\/admin\/content\/(\d+)/.exec(page.url())![1]!;

    await page.goto("/admin/preview?at=not-a-date&open=1");
    await expect(page.getByRole("alert")).toHaveText("The preview was not opened: correct the fields marked below.");
    await expect(page.getByLabel("Date and time (UTC)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Date and time (UTC)").fill(fieldDate(new Date()));
    await page.getByRole("button", { name: "Open the preview" }).click();
    await expect(page.getByRole("complementary", { name: "Announcement" })).toContainText("No-script draft banner");
    await expect(
      page.getByRole("complementary", { name: "Preview as" }).getByRole("link", { name: /No-script draft \(draft\)/ }),
    ).toBeVisible();

    // Leaving the preview shows the visitor's page again, where the draft is not.
    await page.getByRole("link", { name: "Leave the preview" }).click();
    await expect(page.getByRole("complementary", { name: "Preview as" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Announcement" })).not.toContainText("No-script draft banner");
    await deleteItem(page, draftId);
  });
});

test("a shopper is refused the content screens, and a preview address shows a shopper the visitor's page", async ({ page }) => {
  await signIn(page, DEMO.shopper, "/admin");
  const list = await page.goto("/admin/content");
  expect(list?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  expect((await page.goto("/admin/preview"))?.status()).toBe(403);
  await page.goto(`/?aisle-preview=1&preview_store=${KEYSTONE_STORE.id}`);
  await expect(page.getByRole("complementary", { name: "Preview as" })).toHaveCount(0);
});

test("a preview is kept by no cache, and the same address gives anyone else the visitor's page", async ({ page, playwright, baseURL }) => {
  await signIn(page, DEMO.editor, "/admin/content");
  const address = `/?aisle-preview=1&preview_store=${KEYSTONE_STORE.id}&preview_groups=103`;
  const preview = await page.request.get(address);
  expect(preview.headers()["x-aisle-cache"]).toBe("BYPASS");
  expect(preview.headers()["cache-control"]).toBe("private, no-store");
  expect(await preview.text()).toContain('id="preview-panel-title"');
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const expected of ["MISS", "HIT"]) {
    const visitor = await anonymous.get(address);
    expect(visitor.headers()["x-aisle-cache"]).toBe(expected);
    expect(await visitor.text()).not.toContain('id="preview-panel-title"');
  }
  await anonymous.dispose();
});
