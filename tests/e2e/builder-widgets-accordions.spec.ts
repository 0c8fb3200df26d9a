import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeViolations as violations } from "./support/axe";
import { container, createPage, editorApi, heading, nestedWidget, widget, type Element } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { pageReady } from "./support/ready";

/**
 * The accordion, the toggle and the nested accordion: native details/summary that
 * work with no script, a failed chunk or reduced motion; the behaviours add the animation, one item at
 * a time and the arrow keys, and start from what the visitor already opened.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
const accordion = widget("accordion", {
  title_html_tag: "h3",
  tabs: [
    { tab_title: "Where do you deliver?", tab_content: "<p>Within ten miles of every store.</p>" },
    { tab_title: "How much is delivery?", tab_content: "<p>Free over $35.</p>" },
    { tab_title: "Can I pick a time?", tab_content: "<p>Any hour from 8am to 9pm.</p>" },
  ],
});
const toggle = widget("toggle", {
  title_html_tag: "h3",
  tabs: [
    { tab_title: "Nuts", tab_content: "<p>Our bakery uses tree nuts.</p>" },
    { tab_title: "Gluten", tab_content: "<p>Gluten-free bread is baked first.</p>" },
  ],
});
const inside = (title: string): Element =>
  container(
    [heading(title, { header_size: "h4" }), widget("image", { image: { url: "/images/demo/bakery.svg", alt: `${title} photo` } })],
    { content_width: "full" },
  );
const nested = nestedWidget(
  "nested-accordion",
  { title_tag: "h3", faq_schema: "yes", items: [{ item_title: "Is there a pharmacy?" }, { item_title: "Do you cater?" }] },
  [inside("Pharmacy hours"), inside("Catering menu")],
);
const several = nestedWidget(
  "nested-accordion",
  { default_state: "all_collapsed", max_items_expended: "multiple", items: [{ item_title: "Parking" }, { item_title: "Restrooms" }] },
  [inside("Free parking"), inside("By the entrance")],
);

test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Accordions", [
    container([heading("Accordions", { header_size: "h1" }), accordion, toggle]),
    container([heading("Services", { header_size: "h2" }), nested, several]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

/** An item's title: the summary (the button) holding the title's heading. */
const title = (page: Page, name: string): Locator =>
  page.locator("summary").filter({ has: page.getByRole("heading", { name, exact: true }) });
const summaryOf = (page: Page, text: string): Locator => page.locator("summary").filter({ hasText: text });
const region = (page: Page, name: string): Locator => page.getByRole("region", { name, exact: true });
const item = (page: Page, el: Element): Locator => page.locator(`.elementor-element-${el.id}`);
/** The behaviour has started on a widget: the accordions' native `name` gives way to the script's own. */
const started = (page: Page, el: Element) => expect(item(page, el).locator("details[name]")).toHaveCount(0);

test("the accordion opens its first item, keeps one open at a time and animates, by mouse and keyboard", async ({ page }) => {
  await page.goto(url);
  await started(page, accordion);
  await expect(region(page, "Where do you deliver?")).toBeVisible();
  await expect(region(page, "How much is delivery?")).toBeHidden();
  await page.evaluate(() => {
    const w = window as unknown as { __animated: number };
    w.__animated = 0;
    document.addEventListener("click", () => (w.__animated += document.getAnimations().length));
  });
  await title(page, "How much is delivery?").click();
  expect(await page.evaluate(() => (window as unknown as { __animated: number }).__animated)).toBeGreaterThan(0);
  await expect(region(page, "How much is delivery?")).toBeVisible();
  await expect(region(page, "Where do you deliver?")).toBeHidden();
  await expect(title(page, "How much is delivery?")).toHaveClass(/elementor-active/);
  await expect(title(page, "Where do you deliver?")).not.toHaveClass(/elementor-active/);

  // Keyboard: Tab reaches the titles, the arrows and Home/End move between them, Enter and Space toggle.
  await title(page, "Where do you deliver?").focus();
  await page.keyboard.press("ArrowDown");
  await expect(title(page, "How much is delivery?")).toBeFocused();
  await page.keyboard.press("End");
  await expect(title(page, "Can I pick a time?")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(title(page, "Where do you deliver?")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(title(page, "Can I pick a time?")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(region(page, "Can I pick a time?")).toBeVisible();
  await expect(region(page, "How much is delivery?")).toBeHidden();
  await page.keyboard.press(" ");
  await expect(region(page, "Can I pick a time?")).toBeHidden();
  await page.keyboard.press("Home");
  await expect(title(page, "Where do you deliver?")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(title(page, "How much is delivery?")).toBeFocused();
});

test("the toggle opens each item on its own, all closed at first", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  await expect(region(page, "Nuts")).toBeHidden();
  await expect(region(page, "Gluten")).toBeHidden();
  await title(page, "Nuts").click();
  await title(page, "Gluten").click();
  await expect(region(page, "Nuts")).toContainText("tree nuts");
  await expect(region(page, "Gluten")).toContainText("baked first");
  await title(page, "Nuts").click();
  await expect(region(page, "Nuts")).toBeHidden();
  await expect(region(page, "Gluten")).toBeVisible();
});

test("the nested accordion holds containers with any widgets, and writes its FAQ schema", async ({ page }) => {
  await page.goto(url);
  await started(page, nested);
  const pharmacy = region(page, "Is there a pharmacy?");
  await expect(pharmacy.getByRole("heading", { name: "Pharmacy hours", level: 4 })).toBeVisible();
  await expect(pharmacy.getByRole("img", { name: "Pharmacy hours photo" })).toBeVisible();
  await expect(region(page, "Do you cater?")).toBeHidden();
  await title(page, "Do you cater?").click();
  await expect(region(page, "Do you cater?").getByRole("img", { name: "Catering menu photo" })).toBeVisible();
  await expect(pharmacy).toBeHidden();
  const faq = JSON.parse((await item(page, nested).locator('script[type="application/ld+json"]').textContent())!);
  expect(faq.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => [q.name, q.acceptedAnswer.text])).toEqual([
    ["Is there a pharmacy?", "Pharmacy hours"],
    ["Do you cater?", "Catering menu"],
  ]);
  // "multiple": items open side by side, all collapsed at first.
  await expect(region(page, "Parking")).toBeHidden();
  await summaryOf(page, "Parking").click();
  await summaryOf(page, "Restrooms").click();
  await expect(region(page, "Parking").getByRole("heading", { name: "Free parking" })).toBeVisible();
  await expect(region(page, "Restrooms").getByRole("heading", { name: "By the entrance" })).toBeVisible();
});

test("without JavaScript every item opens and closes, the accordion still one at a time", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  await expect(region(page, "Where do you deliver?")).toBeVisible();
  await title(page, "Can I pick a time?").click();
  await expect(region(page, "Can I pick a time?")).toBeVisible();
  await expect(region(page, "Where do you deliver?")).toBeHidden();
  await title(page, "Gluten").click();
  await expect(region(page, "Gluten")).toBeVisible();
  await title(page, "Do you cater?").click();
  await expect(region(page, "Do you cater?").getByRole("heading", { name: "Catering menu" })).toBeVisible();
  await context.close();
});

test("when their chunks fail, the items still open and close", async ({ page }) => {
  await page.route(/\/assets\/behaviour-(accordion|toggle|nested-accordion)-[\w-]{8}\.js$/, (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  const failed = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("Loading chunk accordion failed."));
  await page.goto(url);
  await failed;
  await title(page, "How much is delivery?").click();
  await expect(region(page, "How much is delivery?")).toBeVisible();
  await expect(region(page, "Where do you deliver?")).toBeHidden();
  await title(page, "Nuts").click();
  await expect(region(page, "Nuts")).toBeVisible();
});

test("scripts held back: what the visitor opened stays open when the behaviours start, which then take over", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await title(page, "Can I pick a time?").click();
  await title(page, "Gluten").click();
  await summaryOf(page, "Restrooms").click();
  await expect(region(page, "Can I pick a time?")).toBeVisible();
  await scripts.release();
  // The toggle's behaviour marks the item it found open; nothing the visitor opened closed.
  await expect(title(page, "Gluten")).toHaveClass(/elementor-active/);
  await started(page, accordion);
  await started(page, nested);
  await expect(region(page, "Can I pick a time?")).toBeVisible();
  await expect(region(page, "Where do you deliver?")).toBeHidden();
  await expect(region(page, "Gluten")).toBeVisible();
  await expect(region(page, "Restrooms")).toBeVisible();
  await expect(region(page, "Is there a pharmacy?")).toBeVisible();
  // And the behaviours run: one accordion item at a time, with the keys.
  await title(page, "Where do you deliver?").click();
  await expect(region(page, "Can I pick a time?")).toBeHidden();
  await title(page, "Where do you deliver?").press("ArrowDown");
  await expect(title(page, "How much is delivery?")).toBeFocused();
});

test("under reduced motion items open and close at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(url);
  await started(page, accordion);
  await page.evaluate(() => {
    const w = window as unknown as { __animated: number };
    w.__animated = 0;
    document.addEventListener("click", () => (w.__animated += document.getAnimations().length));
  });
  await title(page, "How much is delivery?").click();
  await title(page, "Nuts").click();
  await expect(region(page, "How much is delivery?")).toBeVisible();
  await expect(region(page, "Where do you deliver?")).toBeHidden();
  await expect(region(page, "Nuts")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __animated: number }).__animated)).toBe(0);
});

for (const width of [1280, 375]) {
  test(`axe finds no WCAG 2.2 AA violations on the accordions at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await started(page, accordion);
    await title(page, "Gluten").click();
    await summaryOf(page, "Parking").click();
    await expect(region(page, "Parking")).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === "finished"));
    expect(await violations(page)).toEqual([]);
  });
}
