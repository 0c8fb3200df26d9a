import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/held-scripts";

/**
 * The menus editor: a store group's menu reordered by keyboard and by drag, saved, and seen
 * by a visitor of a store of the group; every button as a plain form post without JavaScript.
 * Hoosier Heartland (group 4) is edited here: no other browser test reads its stores' menus.
 */
const GROUP = 4;
const STORE = 1028; // Fort Wayne Lima Road, in Hoosier Heartland only

const said = (page: Page) => page.getByRole("main").getByRole("status");
const entry = (page: Page, title: string) => page.getByRole("group", { name: title, exact: true });

async function signIn(page: Page, returnTo: string) {
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email").fill(DEMO.editor.email);
  await page.getByLabel("Password").fill(DEMO.editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/\//g, "\\/")}$`));
}

/** The shop menu's text in the header a visitor of the store gets (hidden panels included). */
async function visitorShopMenu(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "store_id", value: String(STORE), url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/");
  const text = (await page.getByRole("navigation", { name: "Shop", exact: true }).textContent()) ?? "";
  await context.close();
  return text;
}

test("an editor moves one entry by keyboard and one by drag, saves, and a visitor of the group's store sees the new order", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signIn(page, "/admin/menus");
  await expect(page.getByRole("heading", { level: 1, name: "Menus" })).toBeVisible();
  await page.getByRole("link", { name: "Shop menu of Hoosier Heartland" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shop menu of Hoosier Heartland" })).toBeVisible();
  await expect(page.getByTitle("Drag Dairy")).toBeVisible();

  const produceTitle = entry(page, "Produce").getByRole("textbox", { name: "Title" });
  await produceTitle.focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(said(page)).toHaveText("Moved Produce to position 3 of 16");
  await expect(produceTitle).toBeFocused();

  await entry(page, "Bakery").scrollIntoViewIfNeeded();
  await page.getByTitle("Drag Dairy").dragTo(entry(page, "Bakery").getByRole("button", { name: "Move up" }));
  await expect(said(page)).toHaveText("Moved Dairy to position 5 of 16");

  await page.getByRole("button", { name: "Save menu" }).first().click();
  await expect(said(page)).toHaveText("The menu was saved: visitors of the group's stores see it now.");
  await expect(entry(page, "Shop All").getByRole("button", { name: "Move up" })).toBeDisabled();

  const menu = await visitorShopMenu(browser, baseURL!);
  expect(menu.indexOf("Dairy")).toBeLessThan(menu.indexOf("Bakery"));
  expect(menu.indexOf("Meat & Seafood")).toBeLessThan(menu.indexOf("Produce"));
});

test("what is typed before the scripts arrive stays in the draft they then move", async ({ page }) => {
  await signIn(page, "/admin/menus");
  const scripts = await holdScripts(page);
  await scripts.goto(`/admin/menus/${GROUP}/account`);
  const first = page.getByRole("main").getByRole("textbox", { name: "Title" }).first();
  const name = await first.inputValue();
  await first.fill(`${name} now`);
  await scripts.release();
  await expect(page.getByTitle(`Drag ${name} now`)).toBeVisible();
  await entry(page, `${name} now`).getByRole("button", { name: "Move down" }).click();
  await expect(said(page)).toHaveText(new RegExp(`^Moved ${name} now to position 2 of \\d+$`));
  await expect(entry(page, `${name} now`).getByRole("textbox", { name: "Title" })).toHaveValue(`${name} now`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each button is a form post: move, indent, outdent, remove after a confirmation; a refused save keeps what was typed", async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page, `/admin/menus/${GROUP}/recipe`);
    await entry(page, "All Recipes").getByRole("button", { name: "Move down" }).click();
    await expect(said(page)).toHaveText(/^Moved All Recipes to position 2 of \d+$/);
    await entry(page, "All Recipes").getByRole("button", { name: "Indent" }).click();
    await expect(said(page)).toHaveText(/^Moved All Recipes to position \d+ of \d+$/);
    await expect(entry(page, "All Recipes").getByRole("button", { name: "Outdent" })).toBeEnabled();
    await entry(page, "All Recipes").getByRole("button", { name: "Outdent" }).click();
    await expect(said(page)).toHaveText(
      "Moved All Recipes to position 2 of " + (await page.getByRole("list", { name: "Menu entries" }).locator(":scope > li").count()),
    );

    await entry(page, "All Recipes").getByRole("button", { name: "Remove…" }).click();
    await expect(page.getByRole("heading", { name: "Remove “All Recipes”?" })).toBeVisible();
    await page.getByRole("button", { name: "Keep it" }).click();
    await expect(said(page)).toHaveText("Nothing was removed.");

    const title = entry(page, "All Recipes").getByRole("textbox", { name: "Title" });
    const address = entry(page, "All Recipes").getByRole("textbox", { name: "Address" });
    await title.fill("Every Recipe");
    await address.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save menu" }).first().click();
    await expect(page.getByRole("alert")).toContainText("The menu was not saved");
    await expect(entry(page, "Every Recipe").getByRole("textbox", { name: "Title" })).toHaveValue("Every Recipe");
    await expect(entry(page, "Every Recipe").getByRole("textbox", { name: "Address" })).toHaveValue("javascript:alert(1)");
    await expect(entry(page, "Every Recipe").getByRole("textbox", { name: "Address" })).toHaveAttribute("aria-invalid", "true");
    await entry(page, "Every Recipe").getByRole("textbox", { name: "Address" }).fill("/recipes");
    await page.getByRole("button", { name: "Save menu" }).first().click();
    await expect(said(page)).toHaveText("The menu was saved: visitors of the group's stores see it now.");

    const nav = await (await request.get(`/api/shop/v1/navigation?store_id=${STORE}`)).json();
    expect(nav.recipe[1]).toMatchObject({ title: "Every Recipe", url: "/recipes" });
  });
});

test("a group's own menu is removed after a ticked confirmation, and its stores show their own menu again", async ({ page, request }) => {
  const recipeTitles = async () =>
    ((await (await request.get(`/api/shop/v1/navigation?store_id=${STORE}`)).json()).recipe as { title: string }[]).map((n) => n.title);
  await signIn(page, `/admin/menus/${GROUP}/recipe`);
  await page.getByRole("main").getByRole("textbox", { name: "Title" }).first().fill("Group Recipes");
  await page.getByRole("button", { name: "Save menu" }).first().click();
  await expect(said(page)).toHaveText("The menu was saved: visitors of the group's stores see it now.");
  expect(await recipeTitles()).toContain("Group Recipes");
  const remove = page.getByRole("button", { name: "Remove the group’s menu" });
  await expect(remove).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("checkbox", { name: "The stores of Hoosier Heartland go back to the menu they showed before it was saved" }).check();
  await remove.click();
  await expect(said(page)).toHaveText("The group's menu was removed: its stores show the menu they showed before.");
  await expect(page.getByText("Not saved for Hoosier Heartland yet")).toBeVisible();
  await expect(remove).toHaveCount(0);
  expect(await recipeTitles()).not.toContain("Group Recipes");
});
