import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, recordConsoleErrors, text, widget } from "./support/builder";
import { DEMO } from "../../server/test/http";
import { holdScripts } from "./support/held-scripts";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

/**
 * The lightbox: image links open it (one image, or a widget's images as a
 * slideshow with a counter), page-action links open it by click and from the address on load; its
 * viewer is a chunk of its own, loaded only when a lightbox first opens; Escape closes it and focus
 * goes back to the link.
 */

const IMAGES = [
  { id: 1, url: "/images/demo/produce.svg", alt: "A crate of vegetables", title: "Produce", width: 800, height: 400 },
  { id: 2, url: "/images/demo/bakery.svg", alt: "Fresh loaves", title: "Bakery", width: 800, height: 400 },
  { id: 3, url: "/images/demo/wine.svg", alt: "Bottles of wine", title: "Wine", width: 800, height: 400 },
];
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
const ACTION = `#elementor-action:action=lightbox&settings=${base64({ type: "image", url: "/images/demo/catering.svg", title: "Catering trays" })}`;
const SLIDES = `#elementor-action:action=lightbox&settings=${base64({
  slides: [
    { type: "image", url: "/images/demo/recipes.svg", title: "Recipes" },
    { type: "image", url: "/images/demo/storefront.svg", title: "Our stores" },
  ],
  index: 1,
})}`;
const BAD = "#elementor-action:action=lightbox&settings=!!not-base64!!";
const NOT_JSON = `#elementor-action:action=lightbox&settings=${Buffer.from("{not json").toString("base64")}`;

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
let noLinks = "";
let anyLinks = "";
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  // Links to images that are not links to an image widget's own file: the kit's global lightbox opens them.
  ({ url: anyLinks } = await createPage(editor, "Links to images", [
    container([
      widget("image", {
        image: { url: "/images/demo/produce.svg", alt: "Produce aisle", width: 800, height: 400 },
        link_to: "custom",
        link: { url: "/images/demo/wine.svg" },
      }),
      widget("image", {
        image: { url: "/images/demo/meat-and-seafood.svg", alt: "The deli counter", width: 800, height: 400 },
        link_to: "custom",
        link: { url: "/images/demo/catering.svg" },
        open_lightbox: "no",
      }),
      widget("image", {
        image: { url: "/images/demo/storefront.svg", alt: "Our storefront", width: 800, height: 400 },
        link_to: "file",
        open_lightbox: "yes",
      }),
      text(
        '<p><a href="/images/demo/bakery.svg?v=2#crust">See the bakery photo</a> <a href="/images/demo/recipes.svg" data-elementor-open-lightbox="no">Recipes poster</a> <a href="/recipes">All recipes</a></p>' +
          '<p><a href="/images/demo/family-meals.svg" data-elementor-lightbox-slideshow="menu">Family meals</a> <a href="/images/demo/wine.svg" data-elementor-lightbox-slideshow="menu">Wine pairings</a></p>',
      ),
    ]),
  ]));
  ({ url } = await createPage(editor, "Lightbox links", [
    container([
      widget("image-carousel", { carousel: IMAGES, carousel_name: "Departments", slides_to_show: "3", autoplay: "", link_to: "file" }),
      widget("image", { image: { url: "/images/demo/family-meals.svg", alt: "A family meal", width: 800, height: 400 }, link_to: "file" }),
      widget("image", {
        image: { url: "/images/demo/bakery.svg", alt: "The bakery counter", width: 800, height: 400 },
        link_to: "file",
        open_lightbox: "no",
      }),
      text(
        `<p><a href="${ACTION}">See the catering trays</a> <a href="${SLIDES}">Browse the recipes</a> <a href="${BAD}">Broken action</a> <a href="${NOT_JSON}">Another broken action</a></p>`,
      ),
    ]),
  ]));
  ({ url: noLinks } = await createPage(editor, "Carousel without links", [
    container([widget("image-carousel", { carousel: IMAGES, autoplay: "" })]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

/** Whether the page has asked for the lightbox viewer's chunk. */
function viewerRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (r) => /\/assets\/lightbox-viewer-[\w-]+\.js$/.test(new URL(r.url()).pathname) && asked.push(r.url()));
  return asked;
}
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

test("a carousel's images open as a slideshow with a counter; the viewer loads only then; Escape gives focus back", async ({ page }) => {
  const viewer = viewerRequests(page);
  await page.goto(url);
  await expect(page.locator(".aisle-carousel--running")).toHaveCount(1);
  await pageReady(page);
  expect(viewer).toEqual([]);

  const link = page.getByRole("group", { name: "2 of 3" }).getByRole("link", { name: "Fresh loaves" });
  await link.click();
  const box = dialog(page, "Bakery");
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute("aria-modal", "true");
  expect(viewer).toHaveLength(1);
  await expect(box.getByText("2 / 3")).toBeVisible();
  await box.getByRole("button", { name: "Next" }).click();
  await expect(dialog(page, "Wine")).toBeVisible();
  await expect(page.getByText("3 / 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog(page, "Bakery")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(link).toBeFocused();
});

test("a single image link opens alone (the kit's global lightbox), by keyboard too", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  const link = page.getByRole("link", { name: "A family meal" });
  await link.focus();
  await page.keyboard.press("Enter");
  const box = dialog(page, "Lightbox");
  await expect(box).toBeVisible();
  await expect(box.getByRole("img", { name: "A family meal" })).toHaveAttribute("src", "/images/demo/family-meals.svg");
  await expect(box.getByRole("button", { name: "Next" })).toHaveCount(0);
  await box.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(link).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(new URL(url, "http://x").pathname);
});

test("an image whose own setting says no follows its link to the file instead", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  await page.getByRole("link", { name: "The bakery counter" }).click();
  await expect(page).toHaveURL(/\/images\/demo\/bakery\.svg$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("page actions: a link opens one image or a list of slides; broken settings do nothing and log nothing", async ({ page }) => {
  const errors = await recordConsoleErrors(page);
  await page.goto(url);
  await pageReady(page);
  await page.getByRole("link", { name: "See the catering trays" }).click();
  await expect(dialog(page, "Catering trays")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("link", { name: "Browse the recipes" }).click();
  await expect(dialog(page, "Our stores")).toBeVisible();
  await expect(page.getByText("2 / 2")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("link", { name: "Broken action", exact: true }).click();
  await page.getByRole("link", { name: "Another broken action" }).click();
  await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toContain("settings=e25vdCBqc29u");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await errors()).toEqual([]);
});

test("the action in the address opens the lightbox on load, also when the scripts come late", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto(url + ACTION);
  await scripts.release();
  await expect(dialog(page, "Catering trays")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // An action no link on the page runs is not run from the address.
  const other = `#elementor-action:action=lightbox&settings=${base64({ type: "image", url: "/images/demo/wine.svg", title: "Not offered" })}`;
  await page.goto(url + other);
  await pageReady(page);
  await page.reload();
  await pageReady(page);
  await expect(page.getByRole("link", { name: "See the catering trays" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a page with a carousel and no lightbox links ships no lightbox code", async ({ page }) => {
  const viewer = viewerRequests(page);
  const scripts: string[] = [];
  page.on("request", (r) => /lightbox/.test(r.url()) && scripts.push(r.url()));
  await page.goto(noLinks);
  await expect(page.locator(".aisle-carousel--running")).toHaveCount(1);
  await pageReady(page);
  expect(viewer).toEqual([]);
  expect(scripts).toEqual([]);
});

/** The lightbox behaviour has started on the page: the links it opens say they open a dialog. */
const started = (page: Page, name: string) =>
  expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-haspopup", "dialog");

test.describe("the kit's global image lightbox", () => {
  test("opens a custom link to an image and a link to an image in a text, each alone; what says no follows its link", async ({ page }) => {
    await page.goto(anyLinks);
    await started(page, "Produce aisle");
    const custom = page.getByRole("link", { name: "Produce aisle" });
    await custom.click();
    const box = dialog(page, "Lightbox");
    await expect(box.getByRole("img", { name: "Produce aisle" })).toHaveAttribute("src", "/images/demo/wine.svg");
    await expect(box.getByRole("button", { name: "Next" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(custom).toBeFocused();

    // A link in a text, its query and hash kept: alone, named by what the link says.
    const inText = page.getByRole("link", { name: "See the bakery photo" });
    await inText.click();
    await expect(box.getByRole("img", { name: "See the bakery photo" })).toHaveAttribute("src", "/images/demo/bakery.svg?v=2#crust");
    await expect(box.getByRole("button", { name: "Next" })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Links that name a slideshow open as one.
    await page.getByRole("link", { name: "Wine pairings" }).click();
    await expect(box.getByText("2 / 2")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(new URL(anyLinks, "http://x").pathname);

    // A link elsewhere, and the links whose element says no, are plain links.
    await expect(page.getByRole("link", { name: "All recipes" })).not.toHaveAttribute("aria-haspopup");
    await expect(page.getByRole("link", { name: "Recipes poster" })).not.toHaveAttribute("aria-haspopup");
    await page.getByRole("link", { name: "Recipes poster" }).click();
    await expect(page).toHaveURL(/\/images\/demo\/recipes\.svg$/);
    await page.goBack();
    await started(page, "Produce aisle");
    await page.getByRole("link", { name: "The deli counter" }).click();
    await expect(page).toHaveURL(/\/images\/demo\/catering\.svg$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("switched off in the site settings, links to images follow their address unless their own setting says yes", async ({
    page,
    baseURL,
  }) => {
    const admin = await editorApi(baseURL!, DEMO.admin);
    const setGlobal = async (on: boolean) => {
      const res = await admin.api.put("/api/admin/v1/settings", {
        headers: { "X-Aisle-Nonce": admin.nonce },
        data: { globalImageLightbox: on },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    try {
      await setGlobal(false);
      await page.goto(anyLinks);
      await expect(page.locator('[data-global-image-lightbox="no"]')).toHaveCount(1);
      await started(page, "Our storefront");
      await expect(page.getByRole("link", { name: "Produce aisle" })).not.toHaveAttribute("aria-haspopup");
      await page.getByRole("link", { name: "Produce aisle" }).click();
      await expect(page).toHaveURL(/\/images\/demo\/wine\.svg$/);
      await page.goBack();
      await started(page, "Our storefront");
      await page.getByRole("link", { name: "See the bakery photo" }).click();
      await expect(page).toHaveURL(/\/images\/demo\/bakery\.svg\?v=2#crust$/);
      await page.goBack();
      await started(page, "Our storefront");
      await page.getByRole("link", { name: "Our storefront" }).click();
      await expect(dialog(page, "Lightbox").getByRole("img", { name: "Our storefront" })).toBeVisible();
    } finally {
      await setGlobal(true);
      await admin.api.dispose();
    }
  });

  test("scripts held back: a link to an image is a plain link to the image; once they run, it opens the lightbox", async ({ page }) => {
    const scripts = await holdScripts(page);
    await scripts.goto(anyLinks);
    await page.getByRole("link", { name: "Produce aisle" }).click();
    await expect(page).toHaveURL(/\/images\/demo\/wine\.svg$/);

    await scripts.goto(anyLinks);
    await scripts.release();
    await started(page, "Produce aisle");
    await page.getByRole("link", { name: "Produce aisle" }).click();
    await expect(dialog(page, "Lightbox").getByRole("img", { name: "Produce aisle" })).toHaveAttribute("src", "/images/demo/wine.svg");
  });
});
