import { expect, test, type Locator, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, px, type Element } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { recordLayoutShift } from "./support/layout-shift";
import { pageReady } from "./support/ready";

/**
 * Motion effects: scrolling effects move an element from the first frame (no scroll or resize
 * needed) following Elementor's maths (core/builder/motion/motion-effects.ts), a background moves as a layer larger
 * by 10 x speed percent, 3D tilt follows the pointer, only on the listed devices, never under
 * reduced motion, and nothing shifts on load.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const filler = (label: string, height: number) => container([heading(label, { header_size: "h2" })], { min_height: px(height) });
const vertical = (extra: Record<string, unknown> = {}) => ({
  motion_fx_motion_fx_scrolling: "yes",
  motion_fx_translateY_effect: "yes",
  motion_fx_translateY_speed: px(4),
  ...extra,
});

async function motionPage(title: string, moving: Element): Promise<string> {
  return (await createPage(editor, title, [filler("Above", 200), moving, filler("Below", 2000)])).url;
}

const prop = (l: Locator, name: string) => l.evaluate((e, n) => getComputedStyle(e).getPropertyValue(n), name);

/** The reference's vertical scroll at this scroll position: -(p - 50) x speed, p the element's travel through the viewport. */
const expectedTranslateY = (l: Locator, speed: number) =>
  l.evaluate((e, s) => {
    const shift = parseFloat(getComputedStyle(e).getPropertyValue("--translateY")) || 0;
    const r = e.getBoundingClientRect();
    const top = r.top - shift;
    const p = Math.min(100, Math.max(0, ((innerHeight - top) / (innerHeight + r.height)) * 100));
    return { expected: Math.round(-(p - 50) * s * 10) / 10, actual: Math.round(shift * 10) / 10 };
  }, speed);

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

test("vertical scroll moves the element from the first frame, by Elementor's maths, with no layout shift", async ({ page }) => {
  const moving = heading("Moving heading", vertical());
  const url = await motionPage("Motion vertical", moving);
  const shift = await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  const el = page.locator(`.elementor-element-${moving.id}`);
  // No scroll and no resize: the effect already applies.
  await expect.poll(() => prop(el, "--translateY")).not.toBe("");
  const first = await expectedTranslateY(el, 4);
  expect(first.actual).toBeCloseTo(first.expected, 0);
  await expect.poll(() => el.evaluate((e) => getComputedStyle(e).transform)).not.toBe("none");
  await pageReady(page);
  expect(await shift()).toBe(0);

  await scrollTo(page, 300);
  await expect.poll(async () => (await expectedTranslateY(el, 4)).actual).toBeLessThan(first.actual - 50);
  const after = await expectedTranslateY(el, 4);
  expect(after.actual).toBeCloseTo(after.expected, 0);
});

test("under reduced motion nothing moves", async ({ page }) => {
  const moving = heading("Still heading", vertical({ motion_fx_rotateZ_effect: "yes" }));
  const url = await motionPage("Motion reduced", moving);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await pageReady(page);
  const el = page.locator(`.elementor-element-${moving.id}`);
  await scrollTo(page, 300);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await prop(el, "--translateY")).toBe("");
  expect(await el.evaluate((e) => getComputedStyle(e).transform)).toBe("none");
});

test("only on the listed devices", async ({ page }) => {
  const moving = heading("Phone-only heading", vertical({ motion_fx_devices: ["mobile"] }));
  const url = await motionPage("Motion devices", moving);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await pageReady(page);
  const el = page.locator(`.elementor-element-${moving.id}`);
  await expect(el).toHaveClass(/elementor-motion-effects-element/);
  expect(await prop(el, "--translateY")).toBe("");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => prop(el, "--translateY")).not.toBe("");
});

test("a moving background is a layer 10 x speed percent taller than its container, moving on scroll", async ({ page }) => {
  const box = container([heading("Over a moving background")], {
    min_height: px(300),
    background_background: "classic",
    background_image: { url: "/images/demo/bakery.svg", id: "" },
    background_motion_fx_motion_fx_scrolling: "yes",
    background_motion_fx_translateY_effect: "yes",
    background_motion_fx_translateY_speed: px(4),
  });
  const url = await motionPage("Motion background", box);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  const layer = page.locator(`.elementor-element-${box.id} > .elementor-motion-effects-container > .elementor-motion-effects-layer`);
  await expect(layer).toHaveCount(1);
  const sizes = await layer.evaluate((l) => ({
    layer: l.getBoundingClientRect().height,
    box: l.parentElement!.parentElement!.getBoundingClientRect().height,
    image: getComputedStyle(l).backgroundImage,
  }));
  expect(Math.round(sizes.layer)).toBe(Math.round(sizes.box * 1.4));
  expect(sizes.image).toContain("bakery.svg");
  await expect.poll(() => prop(layer, "--translateY")).not.toBe("");
  const before = parseFloat(await prop(layer, "--translateY"));
  await scrollTo(page, 300);
  await expect.poll(async () => parseFloat(await prop(layer, "--translateY"))).not.toBe(before);
  await expect(page.getByRole("heading", { name: "Over a moving background" })).toBeVisible();
});

test("3D tilt follows the pointer at speed / 10 degrees per percent", async ({ page }) => {
  const tilted = heading("Tilted heading", { motion_fx_motion_fx_mouse: "yes", motion_fx_tilt_effect: "yes", motion_fx_tilt_speed: px(4) });
  const url = await motionPage("Motion tilt", tilted);
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(url);
  await pageReady(page);
  const el = page.locator(`.elementor-element-${tilted.id}`);
  await expect(el.locator("..")).toHaveClass(/elementor-motion-effects-perspective/);
  // Pointer at 10% across, 25% down: rotateX = -(25 - 50) x 0.4, rotateY = -((100 - 10) - 50) x 0.4.
  await page.mouse.move(100, 200);
  await expect.poll(async () => [await prop(el, "--rotateX"), await prop(el, "--rotateY")]).toEqual(["10deg", "-16deg"]);
});

test("scripts held back: a page scrolled before they run moves its element for where the page is, at once", async ({ page }) => {
  const moving = heading("Held moving heading", vertical());
  const url = await motionPage("Motion held", moving);
  await page.setViewportSize({ width: 1280, height: 800 });
  const shift = await recordLayoutShift(page);
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await scrollTo(page, 250);
  await scripts.release();
  const el = page.locator(`.elementor-element-${moving.id}`);
  await expect.poll(() => prop(el, "--translateY")).not.toBe("");
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(250);
  const now = await expectedTranslateY(el, 4);
  expect(now.actual).toBeCloseTo(now.expected, 0);
  expect(await shift()).toBe(0);
});
