import { expect, test, type Locator, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, nextFrames, px, recordConsoleErrors, scrollThrough, widget } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { pageReady } from "./support/ready";

/**
 * The icon, icon list, icon box, image box, spacer, divider, basic gallery, alert, counter and
 * progress widgets in the browser: complete without JavaScript, the alert's dismiss button, the
 * counter's count-up and the progress bar's fill (each once with the scripts held back and once with
 * its chunk failing), and keyboard use. Tests tagged @mobile also run at 375. axe reads these widgets on
 * the showcase (accessibility.spec.ts).
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
const fa = (name: string) => ({ value: `fas fa-${name}`, library: "fa-solid" });
const topCounter = widget("counter", { ending_number: 42, title: "Stores", duration: 1000 });
const farCounter = widget("counter", { starting_number: 0, ending_number: 1250, suffix: "+", title: "Local farms", duration: 1500 });
const farBar = widget("progress", { title: "Organic range", percent: { unit: "%", size: 72 }, inner_text: "Produce" });
const tall = (name: string) => container([heading(name)], { content_width: "full", min_height: px(1600) });

test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "General widgets", [
    container([
      heading("General widgets", { header_size: "h1" }),
      widget("button", { text: "Before the alert", link: { url: "/shop" } }),
      widget("alert", {
        alert_type: "warning",
        alert_title: "Holiday hours",
        alert_description: "Stores close at <strong>6pm</strong> on December 24.",
      }),
      widget("button", { text: "Browse deals", link: { url: "/shop" } }),
      topCounter,
    ]),
    tall("Further down"),
    container([
      farCounter,
      farBar,
      widget("icon-box", {
        selected_icon: fa("truck"),
        title_text: "Home delivery",
        title_size: "h2",
        description_text: "Groceries at your door.",
        link: { url: "/shop" },
        view: "stacked",
      }),
      widget("image-box", {
        image: { url: "/images/demo/bakery.svg", alt: "Fresh loaves on a rack", width: 800, height: 400 },
        title_text: "Bakery",
        title_size: "h2",
        description_text: "Baked each morning.",
        link: { url: "/shop" },
      }),
      widget("icon", { selected_icon: fa("phone"), view: "framed", link: { url: "tel:+16145550100" } }),
      widget("icon-list", {
        icon_list: [
          { text: "Free delivery over $35", selected_icon: fa("check"), link: { url: "/shop" } },
          { text: "Pharmacy in most stores", selected_icon: fa("prescription-bottle-medical") },
        ],
        divider: "yes",
      }),
      widget("divider", { look: "line_text", text: "Our departments", html_tag: "h2", style: "wavy" }),
      widget("spacer", { space: px(40) }),
      widget("image-gallery", {
        gallery_columns: 4,
        gallery_columns_mobile: 2,
        wp_gallery: [
          { id: 1, url: "/images/demo/produce.svg", alt: "A crate of vegetables", title: "Produce", width: 800, height: 400 },
          { id: 2, url: "/images/demo/bakery.svg", alt: "Fresh loaves", title: "Bakery", width: 800, height: 400 },
          { id: 3, url: "/images/demo/wine.svg", alt: "Bottles of wine", title: "Wine", width: 800, height: 400 },
          { id: 4, url: "/images/demo/catering.svg", alt: "A catering platter", title: "Catering", width: 800, height: 400 },
        ],
      }),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const el = (page: Page, w: { id: string }) => page.locator(`.elementor-element-${w.id}`);
const number = (page: Page, w: { id: string }) => el(page, w).locator(".elementor-counter-number");
const dismiss = (page: Page) => page.getByRole("button", { name: "Dismiss alert" });
const alertText = (page: Page) => page.getByText("Holiday hours", { exact: true });
const barShare = (bar: Locator) =>
  bar.evaluate((track) =>
    Math.round(((track.firstElementChild as HTMLElement).getBoundingClientRect().width / track.getBoundingClientRect().width) * 100),
  );

/** Every change made after the page was parsed to a counter's number or a progress bar's style, by element class. */
async function recordChanges(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __changes: string[] };
    w.__changes = [];
    let parsed = false;
    document.addEventListener("DOMContentLoaded", () => (parsed = true));
    new MutationObserver((records) => {
      if (!parsed) return;
      for (const r of records) {
        const node = r.target.nodeType === Node.TEXT_NODE ? r.target.parentElement : (r.target as Element);
        const part = node?.closest?.(".elementor-counter-number, .elementor-progress-bar");
        if (part)
          w.__changes.push(`${part.className}: ${part.closest(".elementor-widget")?.className.match(/elementor-element-\w+/)?.[0]}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["style"] });
  });
  return () => page.evaluate(() => (window as unknown as { __changes: string[] }).__changes);
}

test("without JavaScript every widget is complete: final numbers, full bars, the alert, captions after images @mobile", async ({
  browser,
  baseURL,
  viewport,
}) => {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  await expect(alertText(page)).toBeVisible();
  await expect(page.getByText("Stores close at 6pm on December 24.")).toBeVisible();
  // A button that would do nothing is not offered.
  await expect(dismiss(page)).toHaveCount(0);
  await expect(number(page, farCounter)).toHaveText("1,250");
  const bar = page.getByRole("progressbar", { name: "Organic range" });
  await expect(bar).toHaveAttribute("aria-valuenow", "72");
  await expect(bar).toHaveAttribute("aria-valuetext", "72% (Produce)");
  expect(await barShare(bar)).toBe(72);
  await expect(page.getByRole("link", { name: "Home delivery" })).toHaveAttribute("href", "/shop");
  await expect(page.getByRole("link", { name: "Phone" })).toHaveAttribute("href", "tel:+16145550100");
  await expect(page.getByRole("heading", { level: 2, name: "Our departments" })).toBeVisible();
  // Each image's title in a caption paragraph right after it; four columns, two on a phone.
  const figures = page.locator(".gallery-item");
  await expect(figures).toHaveCount(4);
  expect(
    await figures.evaluateAll((items) => items.map((f) => (f.querySelector("a")?.nextElementSibling as HTMLElement).outerHTML)),
  ).toEqual(["Produce", "Bakery", "Wine", "Catering"].map((t) => `<p class="gallery-caption gallery-item-title">${t}</p>`));
  const perRow = await figures.evaluateAll(
    (items) => items.filter((f) => Math.round(f.getBoundingClientRect().top) === Math.round(items[0]!.getBoundingClientRect().top)).length,
  );
  expect(perRow).toBe(viewport!.width < 768 ? 2 : 4);
  await context.close();
});

test.describe("alert", () => {
  test("Dismiss alert hides it and moves focus on; it works by keyboard", async ({ page }) => {
    await page.goto(url);
    await expect(dismiss(page)).toBeVisible();
    await page.getByRole("link", { name: "Before the alert" }).focus();
    await page.keyboard.press("Tab");
    await expect(dismiss(page)).toBeFocused();
    expect(await dismiss(page).evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(alertText(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Browse deals" })).toBeFocused();
  });

  test("a click dismisses it too", async ({ page }) => {
    await page.goto(url);
    await dismiss(page).click();
    await expect(alertText(page)).toBeHidden();
    await expect(dismiss(page)).toHaveCount(0);
  });

  test("scripts held back: the alert is there to read, its button comes with its script and works", async ({ page }) => {
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    await expect(alertText(page)).toBeVisible();
    await expect(dismiss(page)).toHaveCount(0);
    await scripts.release();
    await dismiss(page).click();
    await expect(alertText(page)).toBeHidden();
  });

  test("when its chunk fails the alert stays, without a dead button, and the other widgets still start", async ({ page }) => {
    const errors = await recordConsoleErrors(page);
    await page.route("**/assets/behaviour-alert-*.js", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(url);
    await expect
      .poll(async () => (await errors()).map((e) => e.message))
      .toContainEqual(expect.stringContaining("Loading chunk alert failed."));
    await expect(alertText(page)).toBeVisible();
    await expect(dismiss(page)).toHaveCount(0);
    // The progress bar below was emptied by its own behaviour, waiting to fill.
    await expect.poll(() => barShare(page.getByRole("progressbar", { name: "Organic range" }))).toBe(0);
  });
});

test.describe("counter", () => {
  test("counts up once when it comes into view; assistive technology reads the final value meanwhile", async ({ page }) => {
    const changes = await recordChanges(page);
    await page.goto(url);
    await expect(number(page, farCounter)).toHaveText("1,250");
    await pageReady(page);
    await page.evaluate(() => {
      const w = window as unknown as { __seen: string[] };
      w.__seen = [];
      const n = document.querySelectorAll(".elementor-counter-number")[1]!;
      new MutationObserver(() => w.__seen.push(n.textContent ?? "")).observe(n, { childList: true, characterData: true, subtree: true });
    });
    await el(page, farCounter).scrollIntoViewIfNeeded();
    const wrapper = el(page, farCounter).locator(".elementor-counter-number-wrapper");
    await expect(wrapper).toHaveAttribute("aria-hidden", "true");
    await expect(el(page, farCounter).locator(".visually-hidden")).toHaveText("1,250+");
    await expect(number(page, farCounter)).toHaveText("1,250");
    await expect(wrapper).not.toHaveAttribute("aria-hidden");
    await expect(el(page, farCounter).locator(".visually-hidden")).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen[0]).toBe("0");
    expect(seen.some((v) => Number(v.replace(/,/g, "")) > 0 && Number(v.replace(/,/g, "")) < 1250)).toBe(true);
    expect(seen.at(-1)).toBe("1,250");
    // Only once: away and back changes nothing.
    const counted = seen.length;
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await el(page, farCounter).scrollIntoViewIfNeeded();
    await nextFrames(page);
    expect((await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).length).toBe(counted);
    // The counter the visitor saw as the page opened never moved.
    expect((await changes()).filter((c) => c.includes(topCounter.id))).toEqual([]);
  });

  test("under reduced motion the final number stays as it is", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const changes = await recordChanges(page);
    await page.goto(url);
    await pageReady(page);
    await scrollThrough(page);
    await nextFrames(page);
    expect(await changes()).toEqual([]);
    await expect(number(page, farCounter)).toHaveText("1,250");
  });

  test("scripts held back: a counter scrolled to before they ran keeps its number; one not yet seen still counts", async ({ page }) => {
    const changes = await recordChanges(page);
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    await el(page, farCounter).scrollIntoViewIfNeeded();
    await expect(number(page, farCounter)).toHaveText("1,250");
    await scripts.release();
    await nextFrames(page);
    expect((await changes()).filter((c) => c.includes(farCounter.id) && c.startsWith("elementor-counter-number"))).toEqual([]);
    // The counter at the top went out of view before the script ran: it counts when the visitor returns.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(el(page, topCounter).locator(".elementor-counter-number-wrapper")).toHaveAttribute("aria-hidden", "true");
    await expect(number(page, topCounter)).toHaveText("42");
    await expect(el(page, topCounter).locator(".elementor-counter-number-wrapper")).not.toHaveAttribute("aria-hidden");
  });

  test("when its chunk fails the final number stays", async ({ page }) => {
    const errors = await recordConsoleErrors(page);
    await page.route("**/assets/behaviour-counter-*.js", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(url);
    await expect
      .poll(async () => (await errors()).map((e) => e.message))
      .toContainEqual(expect.stringContaining("Loading chunk counter failed."));
    await el(page, farCounter).scrollIntoViewIfNeeded();
    await nextFrames(page);
    await expect(number(page, farCounter)).toHaveText("1,250");
    await expect(el(page, farCounter).locator(".elementor-counter-number-wrapper")).not.toHaveAttribute("aria-hidden");
  });
});

test.describe("progress bar", () => {
  test("a bar below the fold fills when it comes into view; it is a named progressbar", async ({ page }) => {
    await page.goto(url);
    const bar = page.getByRole("progressbar", { name: "Organic range" });
    await expect(bar).toHaveAttribute("aria-valuenow", "72");
    await expect.poll(() => barShare(bar)).toBe(0);
    await bar.scrollIntoViewIfNeeded();
    await expect.poll(() => barShare(bar)).toBe(72);
  });

  test("under reduced motion it is full at once and never emptied", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const changes = await recordChanges(page);
    await page.goto(url);
    await pageReady(page);
    expect(await barShare(page.getByRole("progressbar", { name: "Organic range" }))).toBe(72);
    expect((await changes()).filter((c) => c.startsWith("elementor-progress-bar"))).toEqual([]);
  });

  test("scripts held back: a bar scrolled to before they ran stays full", async ({ page }) => {
    const changes = await recordChanges(page);
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    const bar = page.getByRole("progressbar", { name: "Organic range" });
    await bar.scrollIntoViewIfNeeded();
    expect(await barShare(bar)).toBe(72);
    await scripts.release();
    await nextFrames(page);
    expect(await barShare(bar)).toBe(72);
    expect((await changes()).filter((c) => c.startsWith("elementor-progress-bar"))).toEqual([]);
  });

  test("when its chunk fails the bar stays full", async ({ page }) => {
    const errors = await recordConsoleErrors(page);
    await page.route("**/assets/behaviour-progress-*.js", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(url);
    await expect
      .poll(async () => (await errors()).map((e) => e.message))
      .toContainEqual(expect.stringContaining("Loading chunk progress failed."));
    expect(await barShare(page.getByRole("progressbar", { name: "Organic range" }))).toBe(72);
  });
});

test("by keyboard a box is one stop (its title's link), a linked icon one named stop", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  await el(page, farBar).scrollIntoViewIfNeeded();
  const stops: string[] = [];
  await page.getByRole("link", { name: "Browse deals" }).focus();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    stops.push(
      await page.evaluate(
        () =>
          `${document.activeElement?.tagName} ${document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim()}`,
      ),
    );
  }
  expect(stops).toEqual(["A Home delivery", "A Bakery", "A Phone", "A Free delivery over $35"]);
});
