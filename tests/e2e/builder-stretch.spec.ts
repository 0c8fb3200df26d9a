import { expect, test, type Locator, type Page } from "@playwright/test";
import { column, container, createPage, editorApi, heading, openThroughRouter, revalidate, section, updatePage } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { recordLayoutShift } from "./support/layout-shift";
import { pageReady } from "./support/ready";

/**
 * Stretch: `stretch_element: yes` and the older `stretch_section: section-stretched`
 * span the viewport's width, with no horizontal scrollbar, from the first HTML on, again after a
 * resize or a sticky change, and no longer once the setting is off.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const edges = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      left: Math.round(r.left),
      width: Math.round(r.width),
      viewport: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });

async function expectFullWidth(page: Page, l: Locator) {
  await expect
    .poll(async () => {
      const e = await edges(l);
      return { left: e.left, width: e.width, scrollbar: e.scrollWidth > e.viewport };
    })
    .toEqual({ left: 0, width: (await edges(l)).viewport, scrollbar: false });
}

test("a stretched container and a stretched section span the viewport at every width, with no horizontal scrollbar", async ({ page }) => {
  const hero = container([heading("Stretched hero")], {
    stretch_element: "yes",
    background_background: "classic",
    background_color: "#e8f3ec",
  });
  const old = section([column(100, [heading("Stretched section")])], { stretch_section: "section-stretched" });
  const plain = container([heading("Not stretched")]);
  const doc = await createPage(editor, "Stretch", [hero, old, plain]);
  const shift = await recordLayoutShift(page);
  await page.setViewportSize({ width: 1600, height: 800 });
  await page.goto(doc.url);
  await pageReady(page);
  for (const el of [hero, old]) await expectFullWidth(page, page.locator(`.elementor-element-${el.id}`));
  expect((await edges(page.locator(`.elementor-element-${plain.id}`))).left).toBeGreaterThan(0);
  expect(await shift()).toBe(0);
  for (const width of [1280, 900, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const el of [hero, old]) await expectFullWidth(page, page.locator(`.elementor-element-${el.id}`));
  }
});

test("a stretched element whose parent is off-centre is placed by its script, again after a resize and a sticky change", async ({
  page,
}) => {
  const inner = container([heading("Stretched from a column")], { stretch_element: "yes" });
  const doc = await createPage(editor, "Stretch off centre", [section([column(30, [heading("Side")]), column(70, [inner])])]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(doc.url);
  const el = page.locator(`.elementor-element-${inner.id}`);
  await expectFullWidth(page, el);
  expect(await el.evaluate((e) => e.style.width)).not.toBe("");
  await page.setViewportSize({ width: 1000, height: 800 });
  await expectFullWidth(page, el);
  // Something moves the parent (a sticky header changing the layout, say) and says so.
  await page.evaluate(() => {
    (document.querySelector("main") as HTMLElement).style.paddingLeft = "120px";
    window.dispatchEvent(new CustomEvent("aisle:sticky-change", { detail: { element: document.body, sticky: true } }));
  });
  await expectFullWidth(page, el);
});

test("turning the setting off puts the element back in its parent", async ({ page }) => {
  const hero = container([heading("Was stretched")], { stretch_element: "yes" });
  const doc = await createPage(editor, "Stretch off", [hero]);
  await page.setViewportSize({ width: 1400, height: 800 });
  await openThroughRouter(page, doc.url);
  const el = page.locator(`.elementor-element-${hero.id}`);
  await expectFullWidth(page, el);
  await updatePage(editor, doc.id, { elements: [{ ...hero, settings: { stretch_element: "no" } }] });
  await revalidate(page);
  await expect(el).not.toHaveClass(/elementor-section-stretched/);
  await expect.poll(async () => (await edges(el)).left).toBeGreaterThan(0);
  expect((await edges(el)).width).toBeLessThan(1400);
});

test("scripts held back: a stretched element is already full width, and still is once they run", async ({ page }) => {
  const hero = container([heading("Stretched before scripts")], { stretch_element: "yes" });
  const doc = await createPage(editor, "Stretch held", [hero]);
  await page.setViewportSize({ width: 1440, height: 800 });
  const scripts = await holdScripts(page);
  await scripts.goto(doc.url);
  const el = page.locator(`.elementor-element-${hero.id}`);
  await expectFullWidth(page, el);
  await page.setViewportSize({ width: 1100, height: 800 });
  await scripts.release();
  await expectFullWidth(page, el);
});
