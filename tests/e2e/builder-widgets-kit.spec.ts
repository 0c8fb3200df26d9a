import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, widget } from "./support/builder";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

/**
 * The widgets real Elementor kits use, in the browser: the countdown keeps ticking from the time the
 * server wrote and acts at zero; the flip box turns by keyboard (at once under reduced motion); the
 * Pro gallery's images open in the lightbox, filtered by gallery; the slides move with their
 * controls; the map asks nothing of Google until the visitor opens it. The page is axe clean.
 */

const IMAGES = [
  { id: 1, url: "/images/demo/produce.svg", alt: "A crate of vegetables", title: "Produce", width: 800, height: 400 },
  { id: 2, url: "/images/demo/bakery.svg", alt: "Fresh loaves", title: "Bakery", width: 800, height: 400 },
  { id: 3, url: "/images/demo/wine.svg", alt: "Bottles of wine", title: "Wine", width: 800, height: 400 },
];
const ADDRESS = "Harvest Lane Market, 1962 High Street, Columbus, OH";

/** Elementor's due date ("YYYY-MM-DD HH:mm", UTC) `minutes` from now, rounded up to the minute. */
function dueIn(minutes: number): string {
  const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000);
  return at.toISOString().slice(0, 16).replace("T", " ");
}

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
let soon = "";
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Bakery kit widgets", [
    container([
      widget("slides", {
        carousel_name: "Bakery news",
        autoplay: "",
        slides: [
          {
            _id: "s1",
            heading: "Bread from our ovens",
            description: "Baked every morning.",
            button_text: "See the bakery",
            link: { url: "/shop" },
            link_click: "button",
          },
          {
            _id: "s2",
            heading: "Cakes to order",
            description: "Birthdays and weddings.",
            button_text: "Order a cake",
            link: { url: "/recipes" },
            link_click: "button",
          },
        ],
      }),
      // A day and ten minutes ahead: the name still says a day however long the file's first tests take.
      widget("countdown", { due_date: dueIn(24 * 60 + 10), custom_labels: "yes", label_days: "Days to go" }),
      widget("flip-box", {
        title_text_a: "Gluten-free shelf",
        description_text_a: "In every bakery aisle.",
        title_text_b: "Ask for the list",
        description_text_b: "Our bakers keep it up to date.",
        button_text: "Read the list",
        link: { url: "/recipes" },
      }),
      widget("gallery", {
        gallery_type: "multiple",
        gallery_layout: "justified",
        galleries: [
          { gallery_title: "Breads", multiple_gallery: IMAGES.slice(0, 2) },
          { gallery_title: "Cellar", multiple_gallery: IMAGES.slice(2) },
        ],
      }),
      widget("google_maps", { address: ADDRESS, zoom: { unit: "px", size: 15 } }),
      widget("star-rating", { rating: 4.5, title: "Bakery rating" }),
      widget("social-icons", {
        social_icon_list: [
          { social_icon: { value: "fab fa-facebook-f", library: "fa-brands" }, link: { url: "https://facebook.com/harvestlane" } },
          { social_icon: { value: "fab fa-instagram", library: "fa-brands" }, link: { url: "https://instagram.com/harvestlane" } },
        ],
      }),
      widget("testimonial", { testimonial_content: "The rye sells out by ten.", testimonial_name: "Ana Ruiz", testimonial_job: "Shopper" }),
      widget("price-list", {
        price_list: [
          { title: "Country loaf", price: "$6.49" },
          { title: "Cinnamon roll", price: "$2.99" },
        ],
      }),
      widget("call-to-action", {
        title: "Sourdough class",
        description: "Two hours with our head baker.",
        button: "Book a place",
        link: { url: "/recipes" },
        ribbon_title: "New",
      }),
      widget("shortcode", { shortcode: "[store_hours]" }),
    ]),
  ]));
  ({ url: soon } = await createPage(editor, "Holiday orders close soon", [
    container([
      widget("countdown", { due_date: dueIn(10), expire_actions: ["hide", "message"], message_after_expire: "Holiday orders are closed." }),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

/** Google answered here, so no test depends on the internet; every address asked of Google is recorded. */
async function googleHost(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(google|gstatic|googleapis)\.com\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map of the store</p>" });
  });
  return asked;
}

test("the countdown shows the time left from the first HTML and keeps ticking", async ({ page }) => {
  await page.goto(url);
  const timer = page.getByRole("timer");
  await expect(timer).toHaveAccessibleName(/^1 day and ([1-9]|1[01]) minutes? left$/);
  await expect(page.getByText("Days to go")).toBeVisible();
  await pageReady(page);
  const seconds = page.locator(".elementor-countdown-seconds");
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!);
  await expect(seconds).toHaveText(/^\d\d$/);
});

test("at zero the countdown hides and says its message", async ({ page }) => {
  await page.clock.install({ time: new Date() });
  await page.goto(soon);
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByText("Holiday orders are closed.")).toBeHidden();
  await pageReady(page);
  await page.clock.fastForward("12:00");
  await expect(page.getByRole("status").filter({ hasText: "Holiday orders are closed." })).toBeVisible();
  await expect(page.getByRole("timer")).toBeHidden();
});

test("the flip box turns when focus reaches its back's button, at once under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(url);
  await pageReady(page);
  const back = page.locator(".elementor-flip-box__back");
  expect(await back.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0s");
  await expect.poll(() => back.evaluate((el) => getComputedStyle(el).transform)).not.toBe("none");
  // From the first slide's link, Tab moves on through the carousel's controls to the flip box's back.
  await page.getByRole("link", { name: "See the bakery" }).focus();
  const link = page.getByRole("link", { name: "Read the list" });
  for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await expect.poll(() => back.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  await page.keyboard.press("Shift+Tab");
  await expect.poll(() => back.evaluate((el) => getComputedStyle(el).transform)).not.toBe("none");
});

test("the gallery's images open in the lightbox, and its filter bar shows one gallery at a time", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  const bar = page.getByRole("group", { name: "Galleries" });
  await expect(bar.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Fresh loaves" }).click();
  const box = page.getByRole("dialog", { name: "Bakery" });
  await expect(box).toBeVisible();
  await expect(box.getByText("2 / 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await bar.getByRole("button", { name: "Cellar" }).click();
  await expect(bar.getByRole("button", { name: "Cellar" })).toHaveAttribute("aria-pressed", "true");
  await expect(bar.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Fresh loaves" })).toBeHidden();
  await page.getByRole("link", { name: "Bottles of wine" }).click();
  const wine = page.getByRole("dialog", { name: "Wine" });
  await expect(wine).toBeVisible();
  await expect(wine.getByRole("button", { name: "Next" })).toHaveCount(0);
});

test("the slides move with Next, Previous and the dots", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  const region = page.getByRole("region", { name: "Bakery news" });
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  await expect(region.getByRole("group", { name: "2 of 2" })).toHaveAttribute("inert", "");
  await region.getByRole("button", { name: "Next slide" }).click();
  await expect(region.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  await expect(region.getByRole("group", { name: "2 of 2" })).not.toHaveAttribute("inert", "");
  await expect(region.getByRole("link", { name: "Order a cake" })).toBeVisible();
  await region.getByRole("button", { name: "Go to slide 1" }).click();
  await expect(region.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
});

test("the map asks nothing of Google until the visitor opens it; its frame then loads, allowed by the policy", async ({ page }) => {
  const asked = await googleHost(page);
  const violations: string[] = [];
  page.on("console", (m) => /Content Security Policy|Refused to frame/i.test(m.text()) && violations.push(m.text()));
  await page.goto(url);
  await pageReady(page);
  const show = page.getByRole("button", { name: `Show map: ${ADDRESS}` });
  await expect(show).toBeVisible();
  expect(asked).toEqual([]);
  const pageBox = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top + window.scrollY), height: Math.round(r.height) };
    });
  const before = await pageBox(".e-map-facade");

  await show.focus();
  await page.keyboard.press("Enter");
  const frame = page.getByTitle(`Map: ${ADDRESS}`);
  await expect(frame).toBeVisible();
  await expect(page.frameLocator("iframe[title^='Map:']").getByText("Map of the store")).toBeVisible();
  expect(asked).toHaveLength(1);
  const src = new URL(asked[0]!);
  expect(src.origin + src.pathname).toBe("https://www.google.com/maps");
  expect(src.searchParams.get("q")).toBe(ADDRESS);
  expect(src.searchParams.get("output")).toBe("embed");
  // Focus is on the frame element. Playwright's toBeFocused also asks document.hasFocus(), which
  // Chromium can answer false once focus sits in a cross-site frame's own process; what the page
  // controls is which element holds focus.
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLIFrameElement | null)?.title)).toBe(`Map: ${ADDRESS}`);
  // The frame takes the facade's box: nothing around it moved.
  expect(await pageBox(".e-map-facade > iframe")).toEqual(before);
  expect(violations).toEqual([]);
});

test("the page of kit widgets is axe clean, names its rating and networks, and leaves the shortcode out", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  await expect(page.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  const social = page.locator(".elementor-widget-social-icons");
  await expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://facebook.com/harvestlane");
  await expect(social.getByRole("link", { name: "Instagram" })).toBeVisible();
  await expect(page.getByText("[store_hours]")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
