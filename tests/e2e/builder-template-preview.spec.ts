import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, px, recordBehaviourChunks } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { pageReady } from "./support/ready";

/**
 * Template preview: a page opened with `?theme_template_id=<document id>` scrolls
 * that document's element to the centre of the screen (its top when it is taller than the screen);
 * without the parameter, or for another document, nothing moves and its code is not sent.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const place = (page: Page, id: number) =>
  page.locator(`[data-elementor-id="${id}"]`).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return {
      centre: Math.round(r.top + r.height / 2),
      top: Math.round(r.top),
      scrollY: Math.round(window.scrollY),
      viewport: window.innerHeight,
    };
  });

test("the previewed template is scrolled to the centre of the screen", async ({ page }) => {
  const doc = await createPage(editor, "Preview short", [container([heading("Previewed section")], { min_height: px(120) })]);
  await page.setViewportSize({ width: 1280, height: 360 });
  const chunks = recordBehaviourChunks(page);
  await page.goto(`${doc.url}?theme_template_id=${doc.id}`);
  await expect.poll(async () => (await place(page, doc.id)).centre).toBe(180);
  expect((await place(page, doc.id)).scrollY).toBeGreaterThan(0);
  expect(chunks).toContain("behaviour-template-preview");
});

test("a template taller than the screen is scrolled to its top", async ({ page }) => {
  const doc = await createPage(editor, "Preview tall", [container([heading("Tall previewed section")], { min_height: px(900) })]);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${doc.url}?theme_template_id=${doc.id}`);
  await expect.poll(async () => (await place(page, doc.id)).top).toBe(0);
});

test("another document's id, or none, leaves the page at its top and sends no preview code", async ({ page }) => {
  const doc = await createPage(editor, "Preview other", [container([heading("Not previewed")], { min_height: px(120) })]);
  await page.setViewportSize({ width: 1280, height: 360 });
  const chunks = recordBehaviourChunks(page);
  for (const query of [`?theme_template_id=${doc.id + 1000}`, "?theme_template_id=abc", ""]) {
    await page.goto(`${doc.url}${query}`);
    await pageReady(page);
    expect((await place(page, doc.id)).scrollY).toBe(0);
  }
  expect(chunks.filter((c) => c.includes("template-preview"))).toEqual([]);
  await expect(page.locator("[data-elementor-id][data-behaviours]")).toHaveCount(0);
});

test("scripts held back: the preview scrolls once they run, unless the visitor has scrolled meanwhile", async ({ page }) => {
  const doc = await createPage(editor, "Preview held", [container([heading("Held preview")], { min_height: px(120) })]);
  await page.setViewportSize({ width: 1280, height: 360 });
  let scripts = await holdScripts(page);
  await scripts.goto(`${doc.url}?theme_template_id=${doc.id}`);
  expect((await place(page, doc.id)).scrollY).toBe(0);
  await scripts.release();
  await expect.poll(async () => (await place(page, doc.id)).centre).toBe(180);

  await page.unrouteAll();
  scripts = await holdScripts(page);
  await scripts.goto(`${doc.url}?theme_template_id=${doc.id}&again=1`);
  await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
  await scripts.release();
  expect((await place(page, doc.id)).scrollY).toBe(40);
});
