/**
 * Real Elementor exports (server/test/fixtures/elementor, see its README) imported through the API and
 * served as pages by the real renderer: each answers 201 with what was changed, and its page holds the
 * texts, links and images of the widgets Aisle renders in the first HTML, with the widgets it does not
 * have showing nothing and breaking nothing.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { builtPages, type BuiltPages } from "../../test/built-pages";
import type { ElementNode } from "#core/documents/document-types";

const IMPORT = "/api/admin/v1/documents/import";
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/elementor/${name}`, import.meta.url), "utf8");

let t: TestServer;
let site: BuiltPages;
let editor: LoggedIn;
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site, pageCache: false } });
  editor = await loginAs(t.url, "editor");
});
afterAll(async () => {
  await t?.close();
});

function* walk(elements: ElementNode[]): Generator<ElementNode> {
  for (const el of elements) {
    yield el;
    yield* walk(el.elements);
  }
}
const find = (elements: ElementNode[], test: (el: ElementNode) => boolean) => [...walk(elements)].find(test)!;

/** Imports a fixture as it is (the file's bytes), reads the stored document back and GETs its page (an editor's preview for a template). */
async function importFixture(name: string, query = "") {
  const created = await jsonFetch(t.url, `${IMPORT}${query}`, { method: "POST", body: fixture(name), ...editor });
  expect(created.status, created.text).toBe(201);
  expect(created.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/[a-z0-9-]+$/), warnings: expect.any(Array) });
  const stored = (await jsonFetch(t.url, `/api/admin/v1/documents/${created.body.id}`, editor)).body;
  // Only a page answers visitors at its slug; a template is seen in an editor's preview (edit mode).
  const visitor = await fetch(t.url + created.body.url);
  expect(visitor.status).toBe(stored.type === "page" ? 200 : 404);
  if (stored.type !== "page") await visitor.arrayBuffer();
  const page =
    stored.type === "page" ? visitor : await fetch(`${t.url}${created.body.url}?aisle-edit=1`, { headers: { cookie: editor.cookie } });
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  const html = markup(await page.text());
  expect(html).not.toContain("Something went wrong");
  // Every element has a valid, unique id, and no editor-only data is stored.
  const ids = [...walk(stored.elements)].map((e) => e.id);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]{7,8}$/);
  expect(new Set(ids).size).toBe(ids.length);
  expect(JSON.stringify(stored)).not.toMatch(/"(isInner|isLocked|editSettings|defaultEditSettings|htmlCache)":/);
  // Images at other hosts (harvestlane.example, which never resolves) cannot be brought in: each is
  // named in its own warning (server/api/admin/documents-import-images.api.test.ts covers them).
  const all = created.body.warnings as string[];
  const imageWarnings = all.filter((w) => w.startsWith("The image at "));
  for (const w of imageWarnings)
    expect(w).toMatch(/^The image at https?:\/\/\S+ could not be brought in \(.+\); the page shows its alt text instead\.$/);
  return { url: created.body.url as string, warnings: all.filter((w) => !imageWarnings.includes(w)), imageWarnings, stored, html };
}

/** The page's markup, without its scripts (whose data repeats the document for the browser). */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

const shows = (html: string, ...parts: string[]) => {
  // An image at another host that could not be brought in is never requested (its alt text shows instead).
  expect(html).not.toMatch(/<img[^>]+src="https?:/);
  for (const part of parts) expect(html, part).toContain(part);
};

describe("real exports import as they are and render", () => {
  it("a page of sections, columns and inner sections (template file, wp-page)", async () => {
    const { url, warnings, stored, html } = await importFixture("page-weekly-deals.json");
    expect(url).toBe("/weekly-deals");
    expect(warnings).toEqual([
      'Template type "wp-page" was imported as a page.',
      "Editor-only data was left out: isInner (15).",
      "3 widgets are of types Aisle does not render (wp-widget-calendar (1), html (1), ucaddon_price_table (1)): kept as they are, they show nothing to visitors and a labelled placeholder in edit mode.",
      '2 element ids were not 7-8 lowercase letters or digits ("undefined-c39d0f9", 5432101) and were replaced with a fresh one.',
      '1 element repeated an id used earlier in the page ("c41e9b2") and was given a fresh one.',
      "1 reference to a replaced element id (custom_css) now points at the new id.",
      "1 settings object exported by PHP as an empty list [] is now an empty object (__globals__).",
      "The HTML of 1 setting (html) was cleaned as on any save: scripts, event handlers, inline styles and other markup the site does not allow were removed.",
    ]);
    expect(stored).toMatchObject({
      type: "page",
      title: "Weekly Deals",
      status: "publish",
      settings: { hide_title: "yes", __globals__: {} },
    });
    const deals = stored.elements[1] as ElementNode;
    expect(deals.id).not.toBe("undefined-c39d0f9");
    expect(deals.settings.custom_css).toBe(`selector .elementor-element-${deals.id} .elementor-heading-title { letter-spacing: .02em; }`);
    // Third-party settings, responsive values and global colours are kept.
    expect(stored.elements[0].settings).toMatchObject({
      _ha_eqh_enable: "no",
      jet_parallax_layout_list: [],
      padding_mobile: { top: "40" },
    });
    expect(find(stored.elements, (e) => e.widgetType === "heading").settings).toMatchObject({
      typography_font_size_mobile: { size: 30 },
      __globals__: { typography_typography: "globals/typography?id=primary" },
    });
    expect(find(stored.elements, (e) => e.widgetType === "html").settings.html).not.toContain("<script");
    shows(
      html,
      ">This week at Harvest Lane<",
      "Prices good <strong>Wednesday to Tuesday</strong>",
      'href="/stores"',
      ">Shop the weekly ad<",
      'href="https://harvestlane.example/shop/weekly-ad/"',
      'class="aisle-image-unavailable"',
      ">A box of ripe strawberries</span>",
      'href="/shop/produce/berries/"',
      ">Strawberries, 1 lb<",
      "$2.49 each with your Harvest Lane card. Limit 4.",
      ">Fresh 85% lean ground beef</span>",
    );
    // The accordion, toggle and tabs with their titles and contents.
    shows(
      html,
      ">When does the weekly ad change?<",
      "<p>Every Wednesday at 7 am.</p>",
      ">Rain checks<",
      "<p>Ask at customer service if an item sells out.</p>",
      ">Deli</a>",
      "$8.99 / lb.",
    );
    // Widgets Aisle will never have render nothing, and everything after them still renders.
    expect(html).not.toContain("Store events");
    expect(html).not.toContain("Bulk snack box");
    expect(html).not.toContain("deal-clock");
  });

  it("a page of flex and grid containers, nested, with atomic and third-party elements", async () => {
    const { url, warnings, stored, html } = await importFixture("page-fresh-market.json");
    expect(url).toBe("/the-fresh-market-at-short-north");
    expect(warnings).toEqual([
      "Editor-only data was left out: isInner (14), isLocked (4).",
      "2 widgets are of types Aisle does not render (jet-listing-grid (1), e-heading (1)): kept as they are, they show nothing to visitors and a labelled placeholder in edit mode.",
      '1 element of an unknown type ("e-div-block") was kept as a container, so what it holds still shows; the original type is under settings.__elementor__.',
      "Element data with no place in Aisle's format was kept in the element's settings under __elementor__: version (2), styles (2), editor_settings (2).",
      "3 settings objects exported by PHP as an empty list [] are now empty objects (styles, editor_settings).",
      '2 element ids were not 7-8 lowercase letters or digits ("4A1B2C3D", 7312046) and were replaced with a fresh one.',
      "2 references to a replaced element id (selected_element, link.url) now point at the new id.",
    ]);
    const grid = find(stored.elements, (e) => e.widgetType === "loop-grid");
    expect(find(stored.elements, (e) => e.widgetType === "taxonomy-filter").settings.selected_element).toBe(grid.id);
    expect(find(stored.elements, (e) => e.settings.text === "Weeknight dinners").settings.link).toMatchObject({
      url: `/recipes?e-filter-${grid.id}-recipe_category=weeknight`,
    });
    expect(
      find(stored.elements, (e) => e.settings.__elementor__ !== undefined && e.elType === "container").settings.__elementor__,
    ).toMatchObject({ elType: "e-div-block", version: "0.0" });
    expect(stored.elements[1].settings).toMatchObject({ container_type: "grid", grid_columns_grid_mobile: { unit: "fr", size: 1 } });
    shows(
      html,
      ">The Fresh Market at Short North<",
      "Open <strong>7 am to 10 pm</strong> every day",
      "Local eggs, Amish butter and a full-service butcher.",
      ">Get directions<",
      'href="https://maps.example/?q=1080+N+High+St+Columbus"',
      'href="/weekly-deals"',
      'class="aisle-image-unavailable"',
      ">Apples and pears stacked in the produce department</span>",
      'href="/shop/produce/"',
      ">Deli and cheese<",
      ">Cooking with Chef Rosa<",
      ">Questions shoppers ask<",
      `href="/recipes?e-filter-${grid.id}-recipe_category=weeknight"`,
    );
    // The nested accordion and nested tabs with the widgets inside their containers.
    shows(
      html,
      ">Do you take SNAP?<",
      "<p>Yes, SNAP and EBT at every register.</p>",
      ">Pickup<",
      ">Ready in one hour<",
      ">Delivered in two hours<",
    );
  });

  it("a header template, whose menu button opens an off-canvas that was renamed", async () => {
    const { url, warnings, stored, html } = await importFixture("header.json");
    expect(url).toBe("/site-header");
    expect(warnings).toEqual([
      "Editor-only data was left out: isInner (3).",
      "1 widget is of a type Aisle does not render (off-canvas (1)): kept as it is, it shows nothing to visitors and a labelled placeholder in edit mode.",
      '1 element id was not 7-8 lowercase letters or digits ("undefined-c39d0f9") and was replaced with a fresh one.',
      "2 references to a replaced element id (link.url) now point at the new id.",
      "1 settings object exported by PHP as an empty list [] is now an empty object (page_settings).",
    ]);
    expect(stored).toMatchObject({ type: "header", settings: {} });
    const offCanvas = find(stored.elements, (e) => e.widgetType === "off-canvas");
    const menu = find(stored.elements, (e) => e.settings.text === "Menu").settings.link as { url: string };
    const settings = JSON.parse(atob(decodeURIComponent(menu.url).split("settings=")[1]!));
    expect(settings).toEqual({ id: offCanvas.id, displayMode: "open" });
    expect(stored.elements[0].settings).toMatchObject({ sticky: "top", sticky_on: ["desktop", "tablet", "mobile"] });
    shows(
      html,
      'class="aisle-image-unavailable"',
      ">Harvest Lane Market</span>",
      ">Choose your store<",
      'href="/store/store-locator"',
      `href="${menu.url}"`,
    );
  });

  it("a page of the widgets real kits use, with a shortcode and a plugin's widget named in the warnings", async () => {
    const { warnings, html } = await importFixture("page-kit-widgets.json");
    expect(warnings).toEqual([
      'Template type "wp-page" was imported as a page.',
      "Editor-only data was left out: isInner (17).",
      "2 widgets are of types Aisle does not render (shortcode (1), wp-widget-categories (1)): kept as they are, they show nothing to visitors and a labelled placeholder in edit mode.",
      "1 settings object exported by PHP as an empty list [] is now an empty object (page_settings).",
    ]);
    shows(
      html,
      // Slides, call to action, flip box, price list
      '<div class="elementor-slide-heading">Bread from our ovens</div>',
      'aria-roledescription="carousel"',
      '<h2 class="elementor-cta__title elementor-cta__content-item elementor-content-item">Sourdough class</h2>',
      '<div class="elementor-ribbon-inner">New</div>',
      '<a class="elementor-flip-box__button elementor-button elementor-size-sm" href="/recipes">Read the list</a>',
      "Stone-milled flour, <strong>48-hour</strong> rise.",
      '<span class="elementor-price-list-price">$2.99</span>',
      // Testimonial, star rating, social icons
      '<div class="elementor-testimonial-name">Ana Ruiz</div>',
      'aria-label="Rated 4.5 out of 5"',
      '<span class="elementor-screen-only visually-hidden">Instagram</span>',
      // Countdown (written for the request), map facade, gallery with its filter bar
      'role="timer"',
      '<span class="elementor-countdown-label">Days to go</span>',
      '<span class="e-map-facade__address">Harvest Lane Market, 1962 High Street, Columbus, OH</span>',
      '<button type="button" class="elementor-item elementor-gallery-title" data-gallery-index="1" aria-pressed="false">Cakes</button>',
      'href="https://harvestlane.example/wp-content/uploads/2024/06/lemon-tart.jpg"',
    );
    expect(html).not.toMatch(/store_hours|Bakery topics|<iframe/);
  });

  it("a footer template from an older Elementor (version-first file, old key order)", async () => {
    const { url, warnings, stored, html } = await importFixture("footer.json");
    expect(url).toBe("/site-footer");
    expect(warnings).toEqual([
      "Editor-only data was left out: isInner (14).",
      "1 settings object exported by PHP as an empty list [] is now an empty object (page_settings).",
    ]);
    expect(stored.type).toBe("footer");
    shows(
      html,
      ">Harvest Lane Market<",
      "Neighbourhood grocers since 1962. 42 stores in Ohio, Pennsylvania, Michigan and Indiana.",
      "2024 Harvest Lane Market, Inc.",
      'href="/privacy"',
      ">Get the app<",
      'href="https://apps.example/harvest-lane"',
    );
  });

  it("a popup template with its layout, triggers, advanced rules and conditions", async () => {
    const { url, warnings, stored, html } = await importFixture("popup-weekly-ad-signup.json");
    expect(url).toBe("/weekly-ad-signup");
    expect(warnings).toEqual([
      "Editor-only data was left out: isInner (1).",
      "1 settings object exported by PHP as an empty list [] is now an empty object (__globals__).",
    ]);
    expect(stored).toMatchObject({
      type: "popup",
      settings: {
        width: { unit: "px", size: 480 },
        entrance_animation: "fadeInUp",
        close_button_delay: 2,
        triggers: { page_load: "yes", page_load_delay: 4, scrolling: "yes", scrolling_offset: 40 },
        timing: { page_views: "yes", page_views_views: 2, times: "yes", times_times: 1, times_period: "week" },
        conditions: ["include/general", "exclude/singular/page/42"],
        __globals__: {},
      },
    });
    shows(html, ">Get the weekly ad by email<", "Every Wednesday morning, the new prices for your store.", ">No thanks<");
  });

  it("a copy from the editor's clipboard", async () => {
    const { url, warnings, stored, html } = await importFixture("clipboard-bakery.json");
    expect(url).toBe("/imported-page");
    expect(warnings).toEqual([
      'The export has no title: the page is called "Imported page".',
      "Editor-only data was left out: isInner (8), isLocked (7), defaultEditSettings (8), editSettings (8), htmlCache (5).",
      "1 widget had no widget type and was kept as an unknown widget, which shows nothing to visitors.",
      '2 element ids were not 7-8 lowercase letters or digits ("undefined-7be41f2", "undefined-7be41f3") and were replaced with a fresh one.',
    ]);
    expect(stored).toMatchObject({ type: "page", title: "Imported page" });
    expect(find(stored.elements, (e) => e.settings.text === "Pastry of the week").widgetType).toBeUndefined();
    shows(
      html,
      ">From our bakery<",
      "Croissants out of the oven at 7 am, rye and sourdough by 9.",
      ">Order a birthday cake<",
      'href="/catering/shop/cakes"',
      'class="aisle-image-unavailable"',
      ">A tray of butter croissants</span>",
    );
    expect(html).not.toContain("Pastry of the week");
  });

  it("a bare element array, at the slug asked for, as a draft until published", async () => {
    const created = await jsonFetch(t.url, `${IMPORT}?slug=sheet-pan-chicken&status=draft`, {
      method: "POST",
      body: fixture("elements-recipe-row.json"),
      ...editor,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.url).toBe("/sheet-pan-chicken");
    expect((created.body.warnings as string[]).filter((w) => !w.startsWith("The image at "))).toEqual([
      'The export has no title: the page is called "Imported page".',
      "Editor-only data was left out: isInner (3).",
      "1 settings object exported by PHP as an empty list [] is now an empty object (settings).",
      '2 elements repeated ids used earlier in the page ("4d5e6f8", "4d5e6fd") and were given a fresh one.',
    ]);
    expect((await fetch(`${t.url}/sheet-pan-chicken`)).status).toBe(404);
    const path = `/api/admin/v1/documents/${created.body.id}`;
    expect((await jsonFetch(t.url, path, { method: "PUT", body: { status: "publish" }, ...editor })).status).toBe(200);
    const html = markup(await (await fetch(`${t.url}/sheet-pan-chicken`)).text());
    shows(
      html,
      ">Sheet-pan lemon chicken<",
      'href="/recipes/sheet-pan-lemon-chicken/"',
      "Dinner for four in 40 minutes, with chicken thighs at <strong>$1.99 / lb</strong> this week.",
      'class="aisle-image-unavailable"',
      ">Add the ingredients to my cart<",
      'href="/shop/lists/sheet-pan-lemon-chicken"',
    );
  });
});
