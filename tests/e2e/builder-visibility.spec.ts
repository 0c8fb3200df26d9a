import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, widget, type Element } from "./support/builder";
import { linkButton } from "./support/popups";
import { holdScripts } from "./support/held-scripts";

/**
 * Show/hide on events: elements rendered hidden (to assistive technology too) or
 * visible, shown, hidden or toggled by an event on their trigger, other elements hidden first, an
 * on-load delay, the widgets inside started once shown; and the same with the scripts held back.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const events = (settings: Record<string, unknown>) => ({
  enabled_visibility: "yes",
  dce_visibility_triggers: ["events"],
  dce_visibility_dom: "yes",
  ...settings,
});
const hours = widget("tabs", {
  tabs: [
    { tab_title: "Weekdays", tab_content: "<p>7am to 10pm.</p>" },
    { tab_title: "Weekends", tab_content: "<p>8am to 9pm.</p>" },
  ],
});
const vans = widget("image-carousel", {
  carousel: [
    { id: 1, url: "/images/demo/produce.svg", alt: "A crate of vegetables", width: 800, height: 400 },
    { id: 2, url: "/images/demo/bakery.svg", alt: "Fresh loaves", width: 800, height: 400 },
    { id: 3, url: "/images/demo/wine.svg", alt: "Bottles of wine", width: 800, height: 400 },
  ],
  carousel_name: "What we deliver",
  slides_to_show: "1",
  autoplay: "",
});
const details = container(
  [heading("Delivery details"), hours, vans],
  events({ dce_visibility_click: ".show-details a", dce_visibility_click_show: "fade", dce_visibility_event_transition_delay: 100 }),
);
const recipe = container(
  [heading("Recipe card")],
  events({ _element_id: "recipe-card", dce_visibility_click: ".toggle-recipe a", dce_visibility_click_toggle: "yes" }),
);
const panel = (name: string) =>
  container(
    [heading(`Panel ${name}`)],
    events({
      css_classes: "aisle-panel",
      dce_visibility_click: `.show-${name} a`,
      dce_visibility_click_other: ".aisle-panel",
      dce_visibility_click_show: "slide",
      dce_visibility_event_transition_delay: 0,
    }),
  );
const panelA = panel("a");
const panelB = panel("b");
const banner = container([heading("Weekly banner")], events({ dce_visibility_selected: "hide", dce_visibility_click: ".hide-banner a" }));
const fading = container(
  [heading("Fading notice")],
  events({ dce_visibility_selected: "hide", dce_visibility_load: "yes", dce_visibility_load_delay: 600, dce_visibility_load_show: "fade" }),
);
const later = container(
  [heading("Later offer")],
  events({ dce_visibility_click: ".never-clicked", dce_visibility_load: "yes", dce_visibility_load_delay: 600 }),
);
const hover = container([heading("Store hours")], events({ dce_visibility_click: ".hover-hours a", dce_visibility_event: "mouseover" }));
const elements: Element[] = [
  container([
    linkButton("Show details", "#", { _css_classes: "show-details" }),
    details,
    linkButton("Toggle recipe", "#recipe-card", { _css_classes: "toggle-recipe" }),
    recipe,
    linkButton("Show A", "#", { _css_classes: "show-a" }),
    linkButton("Show B", "#", { _css_classes: "show-b" }),
    panelA,
    panelB,
    linkButton("Hide banner", "#", { _css_classes: "hide-banner" }),
    banner,
    fading,
    later,
    linkButton("Hover for hours", "#", { _css_classes: "hover-hours" }),
    hover,
  ]),
];
let url = "";
test.beforeAll(async () => {
  ({ url } = await createPage(editor, "Show and hide", elements));
});

const title = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });
/** The visibility behaviour has started on the page. */
const started = (page: Page) => expect(page.locator(".dce-visibility-started")).toHaveCount(8);

test("click shows (with the widgets inside started), toggle, hide others, hide mode, on-load delays, a keyboard-operable trigger", async ({
  page,
}) => {
  // The first HTML: revealed elements (the on-load one with a trigger too) hidden, the others shown.
  const html = await (await page.request.get(url)).text();
  const classesOf = (el: Element) => new RegExp(`class="[^"]*elementor-element-${el.id}[^"]*"`).exec(html)?.[0] ?? "";
  for (const el of [details, recipe, panelA, panelB, later, hover]) expect(classesOf(el)).toContain("dce-visibility-element-hidden");
  for (const el of [banner, fading]) expect(classesOf(el)).not.toContain("dce-visibility-element-hidden");
  await page.goto(url);
  // Hidden from assistive technology too.
  await expect(title(page, "Delivery details")).toHaveCount(0);
  await expect(page.locator(`.elementor-element-${details.id}`)).toHaveClass(/dce-visibility-element-hidden/);
  await started(page);
  await expect(page.locator(`.elementor-element-${hours.id} .e-js`)).toHaveCount(0);

  await page.getByRole("link", { name: "Show details" }).click();
  await expect(title(page, "Delivery details")).toBeVisible();
  // The tabs inside started once shown: arrow keys move between them.
  await expect(page.locator(`.elementor-element-${hours.id} .e-js`)).toHaveCount(1);
  await page.getByRole("tab", { name: "Weekdays" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Weekends" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Weekends" })).toContainText("8am to 9pm");
  // A carousel revealed later moves too.
  const carousel = page.getByRole("region", { name: "What we deliver" });
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  expect(new URL(page.url()).hash).toBe("");

  await page.getByRole("link", { name: "Toggle recipe" }).click();
  await expect(title(page, "Recipe card")).toBeVisible();
  await page.getByRole("link", { name: "Toggle recipe" }).click();
  await expect(title(page, "Recipe card")).toHaveCount(0);

  await page.getByRole("link", { name: "Show A" }).click();
  await expect(title(page, "Panel a")).toBeVisible();
  await page.getByRole("link", { name: "Show B" }).click();
  await expect(title(page, "Panel b")).toBeVisible();
  await expect(title(page, "Panel a")).toHaveCount(0);

  await expect(title(page, "Weekly banner")).toBeVisible();
  await page.getByRole("link", { name: "Hide banner" }).click();
  await expect(title(page, "Weekly banner")).toHaveCount(0);

  // On load: one hides itself, one shows itself, after their delay.
  await expect(title(page, "Fading notice")).toHaveCount(0);
  await expect(title(page, "Later offer")).toBeVisible();

  // A mouseover trigger that is a link also answers the keyboard.
  await page.getByRole("link", { name: "Hover for hours" }).focus();
  await page.keyboard.press("Enter");
  await expect(title(page, "Store hours")).toBeVisible();
});

test("a pointer still needs the configured gesture: hovering a mouseover trigger shows its element", async ({ page }) => {
  await page.goto(url);
  await started(page);
  await expect(title(page, "Store hours")).toHaveCount(0);
  await page.getByRole("link", { name: "Hover for hours" }).hover();
  await expect(title(page, "Store hours")).toBeVisible();
});

test("with the scripts held back: a link to a hidden element shows it and the script starts from it; a trigger clicked meanwhile is not replayed", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await page.getByRole("link", { name: "Show details" }).click();
  await expect(title(page, "Delivery details")).toHaveCount(0);
  await page.getByRole("link", { name: "Toggle recipe" }).click();
  await expect(title(page, "Recipe card")).toBeVisible();
  await scripts.release();
  await started(page);
  await expect(title(page, "Recipe card")).toBeVisible();
  await expect(title(page, "Delivery details")).toHaveCount(0);
  // The toggle goes on from what shows.
  await page.getByRole("link", { name: "Toggle recipe" }).click();
  await expect(title(page, "Recipe card")).toHaveCount(0);
  await page.getByRole("link", { name: "Show details" }).click();
  await expect(title(page, "Delivery details")).toBeVisible();
  await expect(page.locator(`.elementor-element-${hours.id} .e-js`)).toHaveCount(1);
});
