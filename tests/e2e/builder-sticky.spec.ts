import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  column,
  container,
  createPage,
  editorApi,
  heading,
  openThroughRouter,
  px,
  recordBehaviourChunks,
  revalidate,
  section,
  text,
  updatePage,
  type Element,
} from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

/**
 * Sticky elements and anchor links: a sticky header sticks at its stick
 * point with its effects class after the effects offset, a bottom bar stays at the bottom until the
 * page reaches its place, nothing is copied (one id, one heading) and nothing below moves; anchor
 * links and a hash on load scroll their target clear of the stuck header.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const filler = (label: string, height = 1200) => container([heading(label, { header_size: "h2" })], { min_height: px(height) });

function stickyPage(headerSettings: Record<string, unknown> = {}) {
  const header = container(
    [heading("Harvest header", { _element_id: "brand" }), text('<p><a href="#details">Go to details</a> <a href="#9bad">Bad hash</a></p>')],
    {
      sticky: "top",
      sticky_effects_offset: px(100),
      html_tag: "header",
      background_background: "classic",
      background_color: "#ffffff",
      ...headerSettings,
    },
  );
  const next = container([heading("Right below the header", { header_size: "h2" })]);
  const target = container([heading("Details", { header_size: "h2" })], { _element_id: "details" });
  return { header, next, target, elements: [header, next, filler("Filler one"), target, filler("Filler two")] as Element[] };
}

const rect = (l: Locator) =>
  l.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return {
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      pageTop: Math.round(r.top + window.scrollY),
      height: Math.round(r.height),
    };
  });
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const byId = (page: Page, id: string) => page.locator(`.elementor-element-${id}`);

async function expectClearOfHeader(page: Page, header: Locator, target: Locator) {
  await expect(header).toHaveClass(/elementor-sticky--active/);
  await expect
    .poll(async () => {
      const [h, t] = [await rect(header), await rect(target)];
      return { headerTop: h.top, gap: t.top - h.bottom };
    })
    .toEqual({ headerTop: 0, gap: 0 });
}

test("a sticky header sticks at its place, takes the effects class past the effects offset, and copies nothing", async ({ page }) => {
  const { header, next, elements } = stickyPage();
  const doc = await createPage(editor, "Sticky top", elements);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(doc.url);
  const el = byId(page, header.id);
  await expect(el).toHaveClass(/(^| )elementor-sticky( |$)/);
  await expect(el).not.toHaveClass(/elementor-sticky--active/);
  const natural = await rect(el);
  const below = (await rect(byId(page, next.id))).pageTop;

  await scrollTo(page, natural.pageTop + 50);
  await expect(el).toHaveClass(/elementor-sticky--active/);
  await expect(el).not.toHaveClass(/elementor-sticky--effects/);
  await expect.poll(async () => (await rect(el)).top).toBe(0);
  // The page did not move: what follows the header is where it was, and nothing is duplicated.
  expect((await rect(byId(page, next.id))).pageTop).toBe(below);
  expect((await rect(el)).height).toBe(natural.height);
  await expect(page.getByRole("heading", { name: "Harvest header" })).toHaveCount(1);
  await expect(page.locator("header", { hasText: "Harvest header" })).toHaveCount(1);
  expect(
    await page.evaluate(() => {
      const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    }),
  ).toEqual([]);

  await scrollTo(page, natural.pageTop + 150);
  await expect(el).toHaveClass(/elementor-sticky--effects/);
  expect(await axeViolations(page)).toEqual([]);

  await scrollTo(page, 0);
  await expect(el).not.toHaveClass(/elementor-sticky--active/);
  await expect.poll(async () => (await rect(el)).pageTop).toBe(natural.pageTop);
  await expect(page.locator(".elementor-sticky__spacer")).toHaveCount(0);
});

test("a bottom sticky bar stays at the bottom until the page reaches its place, with effects only while far from it", async ({ page }) => {
  const bar = container([heading("Weekly deals bar", { header_size: "h2" })], {
    sticky: "bottom",
    sticky_effects_offset: px(200),
    background_background: "classic",
    background_color: "#ffffff",
  });
  const doc = await createPage(editor, "Sticky bottom", [filler("Top filler", 1600), bar, filler("Bottom filler", 1000)]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(doc.url);
  const el = byId(page, bar.id);
  await expect(el).toHaveClass(/elementor-sticky--active/);
  await expect(el).toHaveClass(/elementor-sticky--effects/);
  await expect.poll(async () => (await rect(el)).bottom).toBe(800);
  const spacer = await rect(page.locator(".elementor-sticky__spacer"));
  // 100 px before its place: still stuck, effects off (less than 200 px from it).
  await scrollTo(page, spacer.pageTop + spacer.height - 800 - 100);
  await expect(el).not.toHaveClass(/elementor-sticky--effects/);
  await expect(el).toHaveClass(/elementor-sticky--active/);
  await scrollTo(page, spacer.pageTop + spacer.height - 800 + 100);
  await expect(el).not.toHaveClass(/elementor-sticky--active/);
  await expect.poll(async () => (await rect(el)).pageTop).toBe(spacer.pageTop);
});

test("sticky only on the listed devices: not on a phone, again on the desktop after a resize; a changed offset applies", async ({
  page,
}) => {
  const { header, elements } = stickyPage({ sticky_on: ["desktop"] });
  const doc = await createPage(editor, "Sticky devices", elements);
  await page.setViewportSize({ width: 375, height: 700 });
  await openThroughRouter(page, doc.url);
  const el = byId(page, header.id);
  await pageReady(page);
  const natural = await rect(el);
  await scrollTo(page, natural.pageTop + 300);
  await expect.poll(async () => (await rect(el)).top).toBeLessThan(0);
  await expect(el).not.toHaveClass(/elementor-sticky/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(el).toHaveClass(/elementor-sticky--active/);
  await expect.poll(async () => (await rect(el)).top).toBe(0);

  await updatePage(editor, doc.id, {
    elements: elements.map((e) => (e.id === header.id ? { ...e, settings: { ...e.settings, sticky_offset: px(40) } } : e)),
  });
  await revalidate(page);
  await expect.poll(async () => (await rect(el)).top).toBe(40);
});

test("an anchor link scrolls its target clear of the sticky header; a hash that is not a simple id is left alone", async ({ page }) => {
  const { header, target, elements } = stickyPage();
  const doc = await createPage(editor, "Sticky anchors", elements);
  await page.setViewportSize({ width: 1280, height: 800 });
  const chunks = recordBehaviourChunks(page);
  await page.goto(doc.url);
  await expect.poll(() => chunks).toEqual(expect.arrayContaining(["behaviour-sticky", "behaviour-anchors"]));
  await page.getByRole("link", { name: "Bad hash" }).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe("#9bad");
  expect(await scrollY(page)).toBe(0);
  expect(await page.evaluate(() => [...document.querySelectorAll<HTMLElement>("[style*='scroll-margin']")].length)).toBe(0);

  await page.getByRole("link", { name: "Go to details" }).click();
  await expectClearOfHeader(page, byId(page, header.id), byId(page, target.id));
});

test("stay in column: a sticky widget sticks while its column is on screen and never leaves it", async ({ page }) => {
  const side = heading("Column note", { sticky: "top", sticky_parent: "yes", sticky_offset: px(10) });
  const doc = await createPage(editor, "Sticky column", [
    section([column(30, [side]), column(70, [filler("Tall column", 1600)])]),
    filler("After the section", 1500),
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(doc.url);
  const el = byId(page, side.id);
  const natural = await rect(el);
  const col = page.locator(`.elementor-element-${side.id}`).locator("xpath=ancestor::div[contains(@class,'elementor-column')][1]");
  await scrollTo(page, natural.pageTop + 400);
  await expect(el).toHaveClass(/elementor-sticky--active/);
  await expect.poll(async () => (await rect(el)).top).toBe(10);
  // Past the column's end, it goes with the column's bottom edge.
  const end = await rect(col);
  await scrollTo(page, end.pageTop + end.height - 20);
  await expect.poll(async () => (await rect(el)).bottom).toBe((await rect(col)).bottom);
  expect((await rect(el)).top).toBeLessThan(10);
});

test("the anchor offset of a sticky header is kept when it is larger than the header", async ({ page }) => {
  const { header, target, elements } = stickyPage({ sticky_anchor_link_offset: px(300) });
  const doc = await createPage(editor, "Sticky anchor offset", elements);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(doc.url);
  await pageReady(page);
  await page.getByRole("link", { name: "Go to details" }).click();
  await expect.poll(async () => (await rect(byId(page, target.id))).top).toBe(300);
  await expect(byId(page, header.id)).toHaveClass(/elementor-sticky--active/);
});

test("a page opened at an anchor shows its target clear of the sticky header", async ({ page }) => {
  const { header, target, elements } = stickyPage();
  const doc = await createPage(editor, "Sticky hash", elements);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${doc.url}#details`);
  await expectClearOfHeader(page, byId(page, header.id), byId(page, target.id));
});

test("scripts held back: a page scrolled before they run gets its header stuck where the visitor is, and anchors then clear it", async ({
  page,
}) => {
  const { header, target, elements } = stickyPage();
  const doc = await createPage(editor, "Sticky held", elements);
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await holdScripts(page);
  await scripts.goto(doc.url);
  await scrollTo(page, 900);
  await scripts.release();
  const el = byId(page, header.id);
  await expect(el).toHaveClass(/elementor-sticky--active/);
  await expect(el).toHaveClass(/elementor-sticky--effects/);
  await expect.poll(async () => (await rect(el)).top).toBe(0);
  expect(await scrollY(page)).toBe(900);
  await scrollTo(page, 0);
  await page.getByRole("link", { name: "Go to details" }).click();
  await expectClearOfHeader(page, el, byId(page, target.id));
});

test("a page of headings and text ships neither the sticky nor the anchor code", async ({ page }) => {
  const chunks = recordBehaviourChunks(page);
  await page.goto("/builder-text");
  await pageReady(page);
  expect(chunks.filter((c) => /sticky|anchors|template-preview|motion-effects/.test(c))).toEqual([]);
});
