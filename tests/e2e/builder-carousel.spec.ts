import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, recordBehaviourChunks, widget } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { swipe } from "./support/touch";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

/**
 * The image carousel: server-rendered at its final size, then Embla with our own
 * controls: arrows, dots, keys (mirrored right to left), swipe, and autoplay that stops when focus
 * enters and by its Stop/Start control, never under reduced motion.
 */

const IMAGES = ["produce", "bakery", "wine", "catering", "recipes"].map((name, i) => ({
  id: i + 1,
  url: `/images/demo/${name}.svg`,
  alt: `Demo ${name}`,
  width: 800,
  height: 400,
}));

let editor: Awaited<ReturnType<typeof editorApi>>;
let still = "";
let rolling = "";
let fading = "";
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url: still } = await createPage(editor, "Carousel by hand", [
    container([
      widget("image-carousel", {
        carousel: IMAGES,
        carousel_name: "Fresh this week",
        slides_to_show: "2",
        infinite: "",
        autoplay: "",
        link_to: "file",
        open_lightbox: "no",
        caption_type: "",
      }),
    ]),
  ]));
  ({ url: fading } = await createPage(editor, "Carousel fading", [
    container([
      widget("image-carousel", {
        carousel: IMAGES,
        carousel_name: "Fading",
        slides_to_show: "1",
        effect: "fade",
        autoplay: "",
        image_spacing_custom: { unit: "px", size: 0 },
      }),
    ]),
  ]));
  ({ url: rolling } = await createPage(editor, "Carousel rolling", [
    container([
      widget("image-carousel", {
        carousel: IMAGES,
        carousel_name: "Deals",
        slides_to_show: "1",
        autoplay: "yes",
        autoplay_speed: 400,
        speed: 100,
        pause_on_hover: "yes",
      }),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const region = (page: Page, name: string) => page.getByRole("region", { name });
const running = (page: Page) => expect(page.locator(".aisle-carousel--running")).toHaveCount(1);

/** The name of the slide whose image starts at the viewport's start edge. */
function firstShown(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = document.querySelector(".aisle-carousel__viewport")!;
    const edge = viewport.getBoundingClientRect().left;
    const rtl = getComputedStyle(viewport).direction === "rtl";
    const right = viewport.getBoundingClientRect().right;
    for (const slide of document.querySelectorAll(".aisle-carousel__slide")) {
      const box = slide.querySelector("figure")!.getBoundingClientRect();
      if (Math.abs(rtl ? box.right - right : box.left - edge) < 2) return slide.getAttribute("aria-label");
    }
    return null;
  });
}

const current = (page: Page) => page.locator(".aisle-carousel__dot[aria-current='true']").getAttribute("aria-label");

test("the first HTML holds the slides at their final size: nothing moves when the carousel starts", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto(still);
  const before = await page.getByRole("group", { name: "2 of 5" }).boundingBox();
  expect(before!.width).toBeGreaterThan(100);
  await scripts.release();
  await running(page);
  expect(await page.getByRole("group", { name: "2 of 5" }).boundingBox()).toEqual(before);
  expect(await firstShown(page)).toBe("1 of 5");
});

test("moves by the arrows and the dots; slides out of view are out of reach", async ({ page }) => {
  await page.goto(still);
  await running(page);
  const carousel = region(page, "Fresh this week");
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
  // Two slides show; the fourth is inert until it comes into view.
  await expect(page.locator(".aisle-carousel__slide").nth(3)).toHaveAttribute("inert", "");
  await expect(carousel.getByRole("button", { name: "Previous slide" })).toHaveAttribute("aria-disabled", "true");

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(() => firstShown(page)).toBe("2 of 5");
  await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");

  await carousel.getByRole("button", { name: "Go to slide 4" }).click();
  await expect.poll(() => firstShown(page)).toBe("4 of 5");
  await expect(page.locator(".aisle-carousel__slide").nth(3)).not.toHaveAttribute("inert", "");
  await expect(page.locator(".aisle-carousel__slide").nth(0)).toHaveAttribute("inert", "");
  await expect(carousel.getByRole("button", { name: "Next slide" })).toHaveAttribute("aria-disabled", "true");

  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect.poll(() => firstShown(page)).toBe("3 of 5");
});

test("ArrowRight and ArrowLeft move the slides, mirrored right to left", async ({ page }) => {
  await page.goto(still);
  await running(page);
  const next = region(page, "Fresh this week").getByRole("button", { name: "Next slide" });
  await next.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => firstShown(page)).toBe("2 of 5");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => firstShown(page)).toBe("3 of 5");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => firstShown(page)).toBe("2 of 5");

  // Right to left: the carousel runs the other way, and so do the keys.
  const scripts = await holdScripts(page);
  await scripts.goto(still);
  await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
  await scripts.release();
  await running(page);
  await region(page, "Fresh this week").getByRole("button", { name: "Go to slide 1" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => firstShown(page)).toBe("2 of 5");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => firstShown(page)).toBe("1 of 5");
});

test("the fade effect cross-fades one slide to the next in place", async ({ page }) => {
  await page.goto(fading);
  await running(page);
  const opacity = (i: number) =>
    page
      .locator(".aisle-carousel__slide")
      .nth(i)
      .evaluate((el) => getComputedStyle(el).opacity);
  await expect.poll(() => opacity(0)).toBe("1");
  await region(page, "Fading").getByRole("button", { name: "Next slide" }).click();
  await expect(region(page, "Fading").getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  await expect.poll(() => opacity(1)).toBe("1");
  await expect.poll(() => opacity(0)).toBe("0");
  // In place: the shown slide sits where the first one did.
  const viewportLeft = Math.round((await page.locator(".aisle-carousel__viewport").boundingBox())!.x);
  expect(Math.round((await page.locator(".aisle-carousel__slide").nth(1).boundingBox())!.x)).toBe(viewportLeft);
});

test("a swipe moves to the next slides", async ({ page }) => {
  await page.goto(still);
  await running(page);
  const box = (await page.locator(".aisle-carousel__viewport").boundingBox())!;
  const y = box.y + box.height / 2;
  await swipe(page, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * 0.3, y });
  await expect.poll(() => firstShown(page)).not.toBe("1 of 5");
  await expect(region(page, "Fresh this week").getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current", "true");
});

test("scrolled by hand and focused before its script ran, it starts there, without autoplay", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto(rolling);
  // Before the script: the viewport scrolls natively; the visitor goes to the third slide and focuses inside it.
  await page.locator(".aisle-carousel__viewport").evaluate((el) => el.scrollTo({ left: (el.scrollWidth / 5) * 2, behavior: "instant" }));
  await page.locator(".aisle-carousel__viewport").evaluate((el) => {
    el.tabIndex = -1;
    el.focus();
  });
  await expect.poll(() => firstShown(page)).toBe("3 of 5");
  await scripts.release();
  await running(page);
  expect(await firstShown(page)).toBe("3 of 5");
  await expect(region(page, "Deals").getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  expect(await current(page)).toBe("Go to slide 3");
});

test("autoplay advances, stops when focus enters, and the Stop/Start control starts and stops it", async ({ page }) => {
  await page.clock.install();
  await page.goto(rolling);
  await running(page);
  const carousel = region(page, "Deals");
  await expect(carousel.getByRole("button", { name: "Stop automatic slide show" })).toBeVisible();
  await page.clock.runFor(1000);
  await expect.poll(() => current(page)).not.toBe("Go to slide 1");

  // Focus inside stops it for good.
  await carousel.getByRole("button", { name: "Go to slide 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  await expect.poll(() => current(page)).toBe("Go to slide 1");
  await page.clock.runFor(3000);
  expect(await current(page)).toBe("Go to slide 1");

  // Start restarts it (the visitor asked), Stop stops it.
  await carousel.getByRole("button", { name: "Start automatic slide show" }).press("Enter");
  await expect(carousel.getByRole("button", { name: "Stop automatic slide show" })).toBeFocused();
  await page.clock.runFor(1000);
  await expect.poll(() => current(page)).not.toBe("Go to slide 1");
  await carousel.getByRole("button", { name: "Stop automatic slide show" }).press("Enter");
  await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeFocused();
  const stoppedAt = await current(page);
  await page.clock.runFor(3000);
  expect(await current(page)).toBe(stoppedAt);
});

test("no autoplay under reduced motion: the control offers to start it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto(rolling);
  await running(page);
  await expect(region(page, "Deals").getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  await page.clock.runFor(3000);
  expect(await current(page)).toBe("Go to slide 1");
});

test("ships the carousel's chunk (and the lightbox listener only with links to files), and is axe clean", async ({ page }) => {
  const chunks = recordBehaviourChunks(page);
  await page.goto(rolling);
  await running(page);
  await pageReady(page);
  expect([...new Set(chunks)]).toEqual(["behaviour-image-carousel"]);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(still);
  await running(page);
  await pageReady(page);
  expect([...new Set(chunks)].sort()).toEqual(["behaviour-image-carousel", "behaviour-lightbox"]);
  expect(await axeViolations(page)).toEqual([]);
});
