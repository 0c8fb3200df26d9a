import { expect, test, type Locator, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, px, text, widget } from "./support/builder";
import { holdScripts } from "./support/held-scripts";

/**
 * Anchor links on page-builder pages land clear of what sticks at the top once the page has
 * scrolled: the site's own header, which shrinks as it sticks, and a floating bar stuck under it.
 * For a link followed on the page, a page opened at the anchor (also when its scripts come late)
 * and a page the router opens at the anchor.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
let barUrl = "";
let shortStickyUrl = "";
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  const filler = (label: string) => container([heading(label, { header_size: "h2" })], { min_height: px(1500) });
  const deals = () => container([heading("Deals today", { header_size: "h2" })], { _element_id: "deals-today" });
  const link = () => container([text('<p><a href="#deals-today">See the deals of the day</a></p>')]);
  ({ url } = await createPage(editor, "Anchor to the deals", [link(), filler("Fresh this week"), deals(), filler("More to browse")]));
  ({ url: barUrl } = await createPage(editor, "Anchor under a bar", [
    container([widget("floating-bars-var-1", { announcement_text: "Strawberries: 2 pints for $5", accessible_name: "Weekly deal" })], {
      content_width: "full",
    }),
    link(),
    filler("Fresh this week"),
    deals(),
    filler("More to browse"),
  ]));
  ({ url: shortStickyUrl } = await createPage(editor, "Anchor under a short sticky strip", [
    container([heading("Open late tonight", { header_size: "h6" })], {
      sticky: "top",
      background_background: "classic",
      background_color: "#ffffff",
    }),
    link(),
    filler("Fresh this week"),
    deals(),
    filler("More to browse"),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const header = (page: Page) => page.getByRole("banner");
const target = (page: Page) => page.locator("#deals-today");
const rect = (l: Locator) => l.evaluate((e) => e.getBoundingClientRect().toJSON() as { top: number; bottom: number; height: number });

/** The target's top against the bottom of what covers it (both rounded), once the header is stuck at the top. */
async function expectClearOf(page: Page, cover: Locator) {
  await expect(header(page)).toHaveClass(/is-sticky/);
  await expect
    .poll(async () => {
      const [h, c, t] = [await rect(header(page)), await rect(cover), await rect(target(page))];
      return { headerTop: Math.round(h.top), gap: Math.round(t.top) - Math.round(c.bottom) };
    })
    .toEqual({ headerTop: 0, gap: 0 });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
    });

    test("a link to #deals-today lands its target right below the header, which has shrunk as it stuck", async ({ page }) => {
      await page.goto(url);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const full = (await rect(header(page))).height;
      await page.getByRole("link", { name: "See the deals of the day" }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#deals-today");
      await expectClearOf(page, header(page));
      expect((await rect(header(page))).height).toBeLessThan(full);
    });

    test("a page opened at #deals-today shows its target right below the stuck header", async ({ page }) => {
      await page.goto(`${url}#deals-today`);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expectClearOf(page, header(page));
    });
  });
}

test("scripts held back: a page opened at the anchor shows its target below the header once they run", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await holdScripts(page);
  await scripts.goto(`${url}#deals-today`);
  await expect(header(page)).not.toHaveClass(/is-sticky/);
  await scripts.release();
  await expectClearOf(page, header(page));
});

test("scripts held back: a link followed before they run shows its target at the top, with nothing over it, then below the header once it sticks", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await page.getByRole("link", { name: "See the deals of the day" }).click();
  await expect.poll(async () => Math.round((await rect(target(page))).top)).toBe(0);
  await expect(header(page)).not.toHaveClass(/is-sticky/);
  await scripts.release();
  await expectClearOf(page, header(page));
});

test("the router opening the page at the anchor lands its target below the header", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A router page, the site search (the stores', the weekly ad's, the contact page and the shopping lists are plain pages, decisions 0117, 0121, 0123).
  await page.goto("/?s=peach");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const to = `${new URL(url, "http://aisle.test").pathname}#deals-today`;
  await page.evaluate(
    (path) =>
      void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(
        path,
      ),
    to,
  );
  await expect(page.getByRole("heading", { name: "Deals today" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe("#deals-today");
  await expectClearOf(page, header(page));
});

test("a floating bar that sticks under the header is cleared too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(barUrl);
  const bar = page.getByRole("region", { name: "Weekly deal" });
  // The bar's script has started: its close button shows.
  await expect(bar.getByRole("button", { name: "Close Weekly deal" })).toBeVisible();
  await expect(bar).not.toHaveClass(/is-stuck/);
  await page.getByRole("link", { name: "See the deals of the day" }).click();
  await expect(bar).toHaveClass(/is-stuck/);
  await expectClearOf(page, bar);
});

test("a page-builder sticky element shorter than the site header: the target clears the header below it too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(shortStickyUrl);
  const strip = page.locator(".elementor-sticky").filter({ hasText: "Open late tonight" });
  await expect(strip).toHaveCount(1);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("link", { name: "See the deals of the day" }).click();
  await expect(strip).toHaveClass(/elementor-sticky--active/);
  await expectClearOf(page, header(page));
  expect((await rect(strip)).bottom).toBeLessThan((await rect(header(page))).bottom);
});
