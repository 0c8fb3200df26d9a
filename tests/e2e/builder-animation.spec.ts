import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, px } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { pageReady } from "./support/ready";

/**
 * Entrance animations (docs/design/builder-behaviour.md#entrance-animations): hidden until the element first
 * enters the viewport, then `animated <name>` after the delay. Never hidden without JavaScript, under
 * reduced motion, when the chunk fails, or when the visitor already sees it as the script starts.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
const fading = heading("Fades up", { _animation: "fadeInUp", _animation_delay: 200, animation_duration: "fast" });
const zooming = container([heading("Zooms in the section", { header_size: "h3" })], { animation: "zoomIn" });
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Animated", [
    container([heading("Seen at once")], { content_width: "full", min_height: px(1800) }),
    container([fading]),
    container([heading("Further down")], { content_width: "full", min_height: px(1800) }),
    zooming,
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const fadesUp = (page: Page) => page.getByRole("heading", { name: "Fades up" });
const element = (page: Page, el: { id: string }) => page.locator(`.elementor-element-${el.id}`);
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));

test("an animated element is hidden until it enters the viewport, then animates after its delay", async ({ page }) => {
  await page.goto(url);
  const wrapper = element(page, fading);
  await expect(wrapper).toHaveClass(/elementor-invisible/);
  await expect(fadesUp(page)).toBeHidden();
  await expect(page.getByRole("heading", { name: "Seen at once" })).toBeVisible();
  await wrapper.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expect(wrapper).toHaveClass(/\banimated fadeInUp animated-fast\b/);
  await expect(wrapper).not.toHaveClass(/elementor-invisible/);
  await expect(fadesUp(page)).toBeVisible();
  await expect(wrapper).toHaveCSS("animation-name", "fadeInUp");
  await expect(wrapper).toHaveCSS("animation-duration", "0.75s");
  // A container's own `animation` setting, with the default duration.
  const section = element(page, zooming);
  await expect(section).toHaveClass(/elementor-invisible/);
  await scrollToBottom(page);
  await expect(section).toHaveClass(/\banimated zoomIn\b/);
  await expect(section).toHaveCSS("animation-duration", "1.25s");
  // No longer observed: scrolling away and back changes nothing.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await wrapper.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expect(wrapper).toHaveClass(/\banimated fadeInUp animated-fast\b/);
});

test("under reduced motion animated elements are shown at once, without animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(url);
  await pageReady(page);
  const wrapper = element(page, fading);
  await expect(wrapper).not.toHaveClass(/elementor-invisible/);
  await expect(element(page, zooming)).not.toHaveClass(/elementor-invisible/);
  await wrapper.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expect(fadesUp(page)).toBeVisible();
  await expect(wrapper).not.toHaveClass(/animated/);
});

test("without JavaScript animated elements are shown", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Fades up" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zooms in the section" })).toBeVisible();
  await context.close();
});

test("when the animation chunk fails to load, animated elements are shown", async ({ page }) => {
  await page.route("**/assets/behaviour-animation-*.js", (route) => route.fulfill({ status: 404, body: "" }));
  const failed = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("Loading chunk animation failed."));
  await page.goto(url);
  await failed;
  await expect(element(page, fading)).not.toHaveClass(/elementor-invisible/);
  await expect(fadesUp(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zooms in the section" })).toBeVisible();
});

test("scripts held back: what the visitor scrolled to before they ran stays shown; what is still below animates", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  // The visitor scrolls to the fading heading while nothing has run: it is there to read.
  await element(page, fading).evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expect(fadesUp(page)).toBeVisible();
  await scripts.release();
  // The section further below was never on screen: the behaviour hides it until it enters the viewport.
  const section = element(page, zooming);
  await expect(section).toHaveClass(/elementor-invisible/);
  // The heading on screen as the script started is never hidden.
  await expect(element(page, fading)).not.toHaveClass(/elementor-invisible/);
  await expect(fadesUp(page)).toBeVisible();
  await scrollToBottom(page);
  await expect(section).toHaveClass(/\banimated zoomIn\b/);
});
