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
  widget,
} from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { recordLayoutShift, shiftAfterParse, shiftSources } from "./support/layout-shift";
import { pageReady } from "./support/ready";

/**
 * Page-builder documents rendered on the server (decision 0011): layout from the document's own CSS
 * at desktop and phone widths, hiding per device, no layout shift, the HTML sent once, the server's
 * DOM kept through hydration and revalidation, client-side navigation, no behaviour code on a page
 * that needs none.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const box = async (l: Locator) => (await l.boundingBox())!;
const h = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

test("sections, containers and grids are laid out at 1280 px and stack at 375 px", async ({ page }) => {
  const boxed = container([heading("Boxed content")], {
    boxed_width: px(600),
    padding: { unit: "px", top: "30", right: "30", bottom: "30", left: "30" },
    background_background: "classic",
    background_color: "#e8f3ec",
  });
  const tall = container([heading("Tall")], { content_width: "full", min_height: px(240), min_height_mobile: px(120) });
  const half = heading("Half width", { _element_width: "initial", _element_custom_width: { unit: "%", size: 50 } });
  const doc = await createPage(editor, "Layout", [
    section([column(50, [heading("Left column")]), column(50, [heading("Right column")])]),
    container(
      ["One", "Two", "Three"].map((n) => container([heading(`Card ${n}`, { header_size: "h3" })], { content_width: "full" })),
      { content_width: "full", flex_direction: "row", flex_direction_mobile: "column" },
    ),
    container(
      [heading("Grid A", { header_size: "h3" }), heading("Grid B", { header_size: "h3" }), heading("Grid C", { header_size: "h3" })],
      {
        container_type: "grid",
        grid_columns_grid: { unit: "fr", size: 3 },
        grid_columns_grid_mobile: { unit: "fr", size: 1 },
        grid_rows_grid: { unit: "fr", size: 1 },
      },
    ),
    boxed,
    tall,
    container([half], { content_width: "full" }),
  ]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(doc.url);
  const [left, right] = [await box(h(page, "Left column")), await box(h(page, "Right column"))];
  expect(right.y).toBe(left.y);
  expect(right.x).toBeGreaterThan(left.x + left.width);
  const cards = await Promise.all(["One", "Two", "Three"].map((n) => box(h(page, `Card ${n}`))));
  expect(new Set(cards.map((c) => c.y)).size).toBe(1);
  expect(cards[1]!.x).toBeGreaterThan(cards[0]!.x);
  const grid = await Promise.all(["A", "B", "C"].map((n) => box(h(page, `Grid ${n}`))));
  expect(new Set(grid.map((c) => c.y)).size).toBe(1);
  const boxedEl = page.locator(`.elementor-element-${boxed.id}`);
  const inner = await box(boxedEl.locator(".e-con-inner"));
  expect(inner.width).toBe(600);
  expect((await box(boxedEl)).height).toBeGreaterThanOrEqual((await box(h(page, "Boxed content"))).height + 60);
  await expect(boxedEl).toHaveCSS("background-color", "rgb(232, 243, 236)");
  await expect(boxedEl).toHaveCSS("padding-top", "30px");
  expect((await box(page.locator(`.elementor-element-${tall.id}`))).height).toBeGreaterThanOrEqual(240);
  const halfBox = await box(page.locator(`.elementor-element-${half.id}`));
  const halfParent = await box(page.locator(`.elementor-element-${half.id}`).locator(".."));
  expect(Math.abs(halfBox.width - (halfParent.width - 20) / 2)).toBeLessThan(1);

  await page.setViewportSize({ width: 375, height: 800 });
  const [left2, right2] = [await box(h(page, "Left column")), await box(h(page, "Right column"))];
  expect(right2.y).toBeGreaterThan(left2.y + left2.height);
  expect(right2.x).toBe(left2.x);
  const cards2 = await Promise.all(["One", "Two", "Three"].map((n) => box(h(page, `Card ${n}`))));
  expect(cards2[1]!.y).toBeGreaterThan(cards2[0]!.y + cards2[0]!.height);
  expect(cards2[2]!.y).toBeGreaterThan(cards2[1]!.y + cards2[1]!.height);
  const grid2 = await Promise.all(["A", "B", "C"].map((n) => box(h(page, `Grid ${n}`))));
  expect(grid2[1]!.y).toBeGreaterThan(grid2[0]!.y);
  expect(grid2[1]!.x).toBe(grid2[0]!.x);
  const tallBox = await box(page.locator(`.elementor-element-${tall.id}`));
  expect(tallBox.height).toBeGreaterThanOrEqual(120);
  expect(tallBox.height).toBeLessThan(240);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("elements hidden per device show only on the others", async ({ page }) => {
  const doc = await createPage(editor, "Hiding", [
    container([
      heading("Desktop only", { hide_tablet: "hidden-tablet", hide_mobile: "hidden-mobile" }),
      heading("Tablet only", { hide_desktop: "hidden-desktop", hide_mobile: "hidden-mobile" }),
      heading("Phone only", { hide_desktop: "hidden-desktop", hide_tablet: "hidden-tablet" }),
    ]),
  ]);
  const visible = async (width: number) => {
    await page.setViewportSize({ width, height: 700 });
    return Promise.all(["Desktop only", "Tablet only", "Phone only"].map((n) => h(page, n).isVisible()));
  };
  await page.goto(doc.url);
  expect(await visible(1280)).toEqual([true, false, false]);
  expect(await visible(1025)).toEqual([true, false, false]);
  expect(await visible(1024)).toEqual([false, true, false]);
  expect(await visible(768)).toEqual([false, true, false]);
  expect(await visible(767)).toEqual([false, false, true]);
  expect(await visible(375)).toEqual([false, false, true]);
});

test("nothing moves while the page loads and hydrates: the document's CSS is in the first HTML", async ({ page }) => {
  // From the parsed page on: a renderer may paint a long document as it arrives, before the parser
  // reaches the end of a row (support/layout-shift.ts); no missing style or script moves anything.
  await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/builder-showcase");
  await expect(h(page, "Everything on one page")).toBeVisible();
  await pageReady(page);
  expect(await shiftAfterParse(page), await shiftSources(page)).toBe(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(h(page, "Everything on one page")).toBeVisible();
  await pageReady(page);
  expect(await shiftAfterParse(page), await shiftSources(page)).toBe(0);
});

test("the first HTML holds the document once, in the page and not again in its data", async ({ request }) => {
  const unique = `Heirloom tomatoes from the Sandusky valley ${Date.now()} `.repeat(20);
  const doc = await createPage(editor, "Once", [container([text(`<p>${unique}</p>`)])]);
  const html = await (await request.get(doc.url)).text();
  expect(html.split(unique).length - 1).toBe(1);
  const data = await (await request.get(`${doc.url}.data`)).text();
  expect(data.split(unique).length - 1).toBe(1);
});

test("hydration keeps the server's DOM of the document untouched", async ({ page }) => {
  const below = heading("Animated far below", { _animation: "fadeIn" });
  const doc = await createPage(editor, "Kept", [
    container([heading("Server markup")], { content_width: "full", min_height: px(1600) }),
    container([below]),
  ]);
  const scripts = await holdScripts(page);
  await scripts.goto(doc.url);
  await page.evaluate(() => {
    const w = window as unknown as { __node: Element; __removed: number };
    const root = document.querySelector(".elementor")!;
    w.__node = root.querySelector(".elementor-heading-title")!;
    (w.__node as unknown as { __mark: number }).__mark = 1;
    w.__removed = 0;
    new MutationObserver((records) => {
      for (const r of records) w.__removed += r.removedNodes.length;
    }).observe(root, { childList: true, subtree: true });
  });
  await scripts.release();
  // The animation behaviour only starts after hydration: once it has hidden the element far below, hydration is done.
  await expect(page.locator(`.elementor-element-${below.id}`)).toHaveClass(/elementor-invisible/);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __node: Element & { __mark?: number }; __removed: number };
      return {
        same: document.querySelector(".elementor .elementor-heading-title") === w.__node,
        mark: w.__node.__mark,
        removed: w.__removed,
      };
    }),
  ).toEqual({ same: true, mark: 1, removed: 0 });
});

test("revalidation keeps the DOM of an unchanged document; client-side navigation renders another document", async ({ page }) => {
  const doc = await createPage(editor, "Navigation start", [
    container([heading("First builder page"), widget("button", { text: "Shop produce", link: { url: "/shop" } })], {
      content_width: "full",
      padding: px(10),
    }),
  ]);
  await openThroughRouter(page, doc.url);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await expect(page.getByRole("heading", { name: "First builder page" })).toBeVisible();
  await pageReady(page);
  await page.evaluate(() => {
    (window as unknown as { __node: Element }).__node = document.querySelector(".elementor .elementor-heading-title")!;
  });
  const data = page.waitForResponse((r) => r.url().includes(".data"));
  await revalidate(page);
  await data;
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter: { state: { revalidation: string } } }).__reactRouterDataRouter.state.revalidation ===
      "idle",
  );
  expect(
    await page.evaluate(
      () => document.querySelector(".elementor .elementor-heading-title") === (window as unknown as { __node: Element }).__node,
    ),
  ).toBe(true);

  await page.getByRole("link", { name: "Harvest Lane Market", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const welcome = page.getByRole("heading", { level: 1, name: "Welcome to Harvest Lane Market" });
  await expect(welcome).toBeVisible();
  // The home document's own CSS came with it.
  await expect(welcome.locator("..")).toHaveCSS("text-align", "center");
  await expect(page.getByRole("heading", { name: "First builder page" })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "First builder page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop produce" })).toHaveAttribute("href", "/shop");
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("a page of headings and text loads no behaviour code at all", async ({ page }) => {
  const chunks = recordBehaviourChunks(page);
  await page.goto("/builder-text");
  await expect(page.getByRole("heading", { level: 1, name: "A seasonal guide to fresh produce" })).toBeVisible();
  await pageReady(page);
  expect(chunks).toEqual([]);
  await expect(page.locator("[data-behaviours]")).toHaveCount(0);
  // The showcase, by contrast, loads what its elements need.
  // Behaviours load once the page has hydrated, which on a busy machine can follow a quiet half second.
  await page.goto("/builder-showcase");
  await expect
    .poll(() => [...new Set(chunks)].sort())
    .toEqual([
      "animation",
      "behaviour-accordion",
      "behaviour-alert",
      "behaviour-animation",
      "behaviour-audio",
      "behaviour-contact-buttons",
      "behaviour-counter",
      "behaviour-floating-bars",
      "behaviour-form",
      "behaviour-google-maps",
      "behaviour-image-carousel",
      "behaviour-lightbox",
      "behaviour-nav-menu",
      "behaviour-nested-accordion",
      "behaviour-nested-tabs",
      "behaviour-progress",
      "behaviour-share-buttons",
      "behaviour-stretch",
      "behaviour-tabs",
      "behaviour-toggle",
    ]);
});
