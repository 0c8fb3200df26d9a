import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeViolations as violations } from "./support/axe";
import { container, createPage, editorApi, heading, nestedWidget, px, text, widget, type Element } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { recordLayoutShift } from "./support/layout-shift";
import { pageReady } from "./support/ready";

/**
 * Tabs and nested tabs: the APG tabs pattern, an accordion below the breakpoint,
 * every panel under its title without JavaScript, tabs that work while the scripts load or if their
 * chunk fails, deep links by the tab's id, and nothing moving when the behaviour starts.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
const pane = (title: string, alt: string): Element =>
  container(
    [
      heading(title, { header_size: "h3" }),
      widget("image", { image: { url: "/images/demo/bakery.svg", alt } }),
      text(`<p>About ${title.toLowerCase()}.</p>`),
    ],
    { content_width: "full" },
  );
const departments = nestedWidget(
  "nested-tabs",
  { tabs: [{ tab_title: "Bakery" }, { tab_title: "Deli", element_id: "deli-counter" }, { tab_title: "Seafood" }] },
  [pane("Fresh bread", "Loaves on a rack"), pane("Sliced to order", "Cold cuts"), pane("Fish on ice", "Salmon fillets")],
);
const hours = widget("tabs", {
  type: "vertical",
  tabs: [
    { tab_title: "Weekdays", tab_content: "<p>7am to 10pm.</p>" },
    { tab_title: "Weekends", tab_content: "<p>8am to 9pm.</p>" },
  ],
});
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Tabs", [
    container([
      heading("Tabs", { header_size: "h1" }),
      departments,
      text('<p>Below the tabs. <a href="#deli-counter">See the deli</a></p>'),
    ]),
    container([heading("Opening hours", { header_size: "h2" }), hours], { min_height: px(400) }),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const tab = (page: Page, name: string): Locator => page.getByRole("tab", { name, exact: true });
const panel = (page: Page, name: string): Locator => page.getByRole("tabpanel", { name, exact: true });
const widgetOf = (page: Page, el: Element): Locator => page.locator(`.elementor-element-${el.id}`);
/** The behaviour runs on a tabs widget. */
const started = (page: Page, el: Element) => expect(widgetOf(page, el).locator(".e-js")).toHaveCount(1);

test("nested tabs follow the APG tabs pattern, their panels containers with any widgets", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await started(page, departments);
  await expect(page.getByRole("tablist")).toHaveCount(2);
  await expect(tab(page, "Bakery")).toHaveAttribute("aria-selected", "true");
  await expect(panel(page, "Bakery").getByRole("heading", { name: "Fresh bread", level: 3 })).toBeVisible();
  await expect(panel(page, "Bakery").getByRole("img", { name: "Loaves on a rack" })).toBeVisible();
  await expect(panel(page, "Deli")).toBeHidden();
  // Roving tabindex: only the selected tab is in the tab order.
  await expect(tab(page, "Bakery")).toHaveAttribute("tabindex", "0");
  await expect(tab(page, "Deli")).toHaveAttribute("tabindex", "-1");

  await tab(page, "Deli").click();
  await expect(tab(page, "Deli")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Bakery")).toHaveAttribute("aria-selected", "false");
  await expect(panel(page, "Deli").getByRole("img", { name: "Cold cuts" })).toBeVisible();
  await expect(panel(page, "Bakery")).toBeHidden();
  await expect(page).not.toHaveURL(/#/);

  // Arrow keys move and select (automatic activation), wrapping; Home and End.
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Seafood")).toBeFocused();
  await expect(panel(page, "Seafood").getByRole("heading", { name: "Fish on ice" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Bakery")).toBeFocused();
  await expect(tab(page, "Bakery")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Seafood")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab(page, "Bakery")).toBeFocused();
  await page.keyboard.press("End");
  await expect(tab(page, "Seafood")).toBeFocused();
  await expect(panel(page, "Seafood")).toBeVisible();
  // Up and Down do nothing on horizontal tabs; Tab leaves the tablist for the panel.
  await page.keyboard.press("ArrowDown");
  await expect(tab(page, "Seafood")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel(page, "Seafood")).toBeFocused();
});

test("vertical tabs move with Up and Down", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await started(page, hours);
  const list = widgetOf(page, hours).getByRole("tablist");
  await expect(list).toHaveAttribute("aria-orientation", "vertical");
  await tab(page, "Weekdays").focus();
  await page.keyboard.press("ArrowDown");
  await expect(tab(page, "Weekends")).toBeFocused();
  await expect(panel(page, "Weekends")).toContainText("8am to 9pm");
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Weekends")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(panel(page, "Weekdays")).toBeVisible();
});

test("a deep link opens the tab it names, with nothing moving as the page loads; so does a link on the page", async ({ page }) => {
  const shift = await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}#deli-counter`);
  await expect(panel(page, "Deli").getByRole("heading", { name: "Sliced to order" })).toBeVisible();
  await started(page, departments);
  await expect(tab(page, "Deli")).toHaveAttribute("aria-selected", "true");
  await expect(panel(page, "Bakery")).toBeHidden();
  await pageReady(page);
  expect(await shift()).toBe(0);

  await tab(page, "Seafood").click();
  await page.getByRole("link", { name: "See the deli" }).click();
  await expect(tab(page, "Deli")).toHaveAttribute("aria-selected", "true");
  await expect(panel(page, "Deli")).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`nothing moves as the tabs' behaviours start at ${width} px`, async ({ page }) => {
    const shift = await recordLayoutShift(page);
    // Tall enough that the whole page is on screen: any move counts.
    await page.setViewportSize({ width, height: 2400 });
    await page.goto(url);
    await started(page, departments);
    await started(page, hours);
    await pageReady(page);
    expect(await shift()).toBe(0);
  });
}

test("without JavaScript every panel shows under its title, and no tablist", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole("tablist")).toHaveCount(0);
  const root = widgetOf(page, departments);
  for (const [name, inside] of [
    ["Bakery", "Fresh bread"],
    ["Deli", "Sliced to order"],
    ["Seafood", "Fish on ice"],
  ]) {
    const title = root.getByRole("link", { name, exact: true });
    const content = root.getByRole("heading", { name: inside });
    await expect(title).toBeVisible();
    await expect(content).toBeVisible();
    expect((await title.boundingBox())!.y).toBeLessThan((await content.boundingBox())!.y);
  }
  await expect(page.getByText("8am to 9pm.")).toBeVisible();
  await context.close();
});

test("scripts held back: a tab followed before they run shows its panel at once, and stays selected when they start", async ({ page }) => {
  const shift = await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await expect(panel(page, "Deli")).toBeHidden();
  await tab(page, "Deli").click();
  await expect(page).toHaveURL(/#deli-counter$/);
  await expect(page.getByRole("heading", { name: "Sliced to order" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fresh bread" })).toBeHidden();
  await expect(page.getByText("7am to 10pm.")).toBeVisible();
  const before = await shift();
  await scripts.release();
  await started(page, departments);
  await expect(tab(page, "Deli")).toHaveAttribute("aria-selected", "true");
  await expect(panel(page, "Deli").getByRole("heading", { name: "Sliced to order" })).toBeVisible();
  await expect(panel(page, "Bakery")).toBeHidden();
  await pageReady(page);
  expect(await shift()).toBe(before);
  // And the keys now work.
  await tab(page, "Deli").focus();
  await page.keyboard.press("ArrowRight");
  await expect(panel(page, "Seafood")).toBeVisible();
});

test("scripts held back: the older tabs too start from the tab followed before they ran", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await tab(page, "Weekends").click();
  await expect(page.getByText("8am to 9pm.")).toBeVisible();
  await expect(page.getByText("7am to 10pm.")).toBeHidden();
  await scripts.release();
  await started(page, hours);
  await expect(tab(page, "Weekends")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Weekends")).toHaveAttribute("tabindex", "0");
  await expect(panel(page, "Weekends")).toBeVisible();
  await expect(panel(page, "Weekdays")).toBeHidden();
  await page.keyboard.press("ArrowUp");
  await expect(tab(page, "Weekdays")).toHaveAttribute("aria-selected", "true");
});

test("when the tabs' chunks fail, the tabs still switch panels", async ({ page }) => {
  await page.route(/\/assets\/behaviour-(nested-)?tabs-[\w-]{8}\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  const failed = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("Loading chunk nested-tabs failed."));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await failed;
  await tab(page, "Seafood").click();
  await expect(page.getByRole("heading", { name: "Fish on ice" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fresh bread" })).toBeHidden();
  await tab(page, "Weekends").click();
  await expect(page.getByText("8am to 9pm.")).toBeVisible();
});

test("below the breakpoint the tabs are an accordion of buttons, and tabs again above it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url);
  await started(page, departments);
  const root = widgetOf(page, departments);
  await expect(root.getByRole("tablist")).toBeHidden();
  const deli = root.getByRole("button", { name: "Deli" });
  await expect(root.getByRole("button", { name: "Bakery" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Bakery" }).getByRole("img", { name: "Loaves on a rack" })).toBeVisible();
  await deli.click();
  await expect(deli).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Deli" }).getByRole("heading", { name: "Sliced to order" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fresh bread" })).toBeHidden();
  // The open one closes; Space works as on any button; the arrows move between titles.
  await deli.click();
  await expect(deli).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: "Sliced to order" })).toBeHidden();
  await deli.press(" ");
  await expect(deli).toHaveAttribute("aria-expanded", "true");
  await deli.press("ArrowDown");
  await expect(root.getByRole("button", { name: "Seafood" })).toBeFocused();
  // The older tabs are an accordion on phones too.
  await expect(widgetOf(page, hours).getByRole("button", { name: "Weekdays" })).toHaveAttribute("aria-expanded", "true");

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(root.getByRole("tablist")).toBeVisible();
  await expect(tab(page, "Deli")).toHaveAttribute("aria-selected", "true");
  await expect(panel(page, "Deli")).toBeVisible();
  await expect(root.getByRole("button", { name: "Deli" })).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`axe finds no WCAG 2.2 AA violations on the tabs at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await started(page, departments);
    await started(page, hours);
    await pageReady(page);
    expect(await violations(page)).toEqual([]);
  });
}
