import type { Settings } from "#core/documents/document-types";
import { CURRENT_FORMAT_VERSION } from "#core/documents/document-types";
import { assignIds, button, container, heading, image, textEditor, type DocumentRow, type Draft } from "./elements";
import { DEMO_IMAGES } from "./images";
import { showcaseAnnouncement, showcaseMediaAndContent } from "./builder-showcase-widgets";
import { showcaseKitWidgets } from "./builder-showcase-kit";
import { showcaseSiteWidgets } from "./builder-showcase-site";

/**
 * Two page-builder demo pages the benchmark measures (bench/README.md): `builder-text`, headings and
 * text only (it ships no behaviour code), and `builder-showcase`, every widget and layout feature the
 * renderer has (new widgets are added to it as they come).
 */
export const BUILDER_TEXT_SLUG = "builder-text";
export const BUILDER_SHOWCASE_SLUG = "builder-showcase";

const section = (columns: Draft[], settings: Settings = {}): Draft => ({ elType: "section", settings, elements: columns });
const column = (size: number, widgets: Draft[], settings: Settings = {}): Draft => ({
  elType: "column",
  settings: { _column_size: size, ...settings },
  elements: widgets,
});
const withSettings = (draft: Draft, settings: Settings): Draft => ({ ...draft, settings: { ...draft.settings, ...settings } });
const px = (size: number) => ({ unit: "px", size });
const box = (top: number, right = top, bottom = top, left = right) => ({
  unit: "px",
  top: String(top),
  right: String(right),
  bottom: String(bottom),
  left: String(left),
  isLinked: top === right && right === bottom && bottom === left,
});

const SEASONS = [
  {
    name: "Spring",
    produce: "asparagus, rhubarb, radishes and the first strawberries",
    tip: "Keep asparagus upright in a glass of water in the fridge, like cut flowers.",
  },
  {
    name: "Summer",
    produce: "sweet corn, tomatoes, peaches, blueberries and zucchini",
    tip: "Store tomatoes on the counter, stem side down; the fridge dulls their flavour.",
  },
  {
    name: "Autumn",
    produce: "apples, pears, squash, Brussels sprouts and sweet potatoes",
    tip: "Apples give off ethylene: keep them away from leafy greens.",
  },
  {
    name: "Winter",
    produce: "citrus, cabbage, parsnips, leeks and storage onions",
    tip: "Root vegetables keep for weeks in a cool, dark and dry place.",
  },
];

function builderTextPage(taken: Set<string>): DocumentRow {
  const drafts: Draft[] = [
    container([
      heading("A seasonal guide to fresh produce", "h1"),
      textEditor("<p>What is at its best in each season, how to choose it and how to keep it fresh once it is home.</p>"),
    ]),
    ...SEASONS.map((s) =>
      container([
        heading(`${s.name} produce`, "h2"),
        textEditor(`<p>In ${s.name.toLowerCase()} our produce managers buy ${s.produce} from farms close to your store.</p>`),
        heading("Choosing", "h3"),
        textEditor("<p>Pick fruit that feels heavy for its size, with no soft spots. Greens should be crisp, never limp or yellowing.</p>"),
        heading("Keeping", "h3"),
        textEditor(
          `<p>${s.tip}</p><ul><li>Wash just before eating, not before storing.</li><li>Use the crisper drawer for greens and herbs.</li></ul>`,
        ),
      ]),
    ),
  ];
  return {
    type: "page",
    title: "Seasonal produce guide",
    slug: BUILDER_TEXT_SLUG,
    formatVersion: CURRENT_FORMAT_VERSION,
    settings: {},
    elements: assignIds(BUILDER_TEXT_SLUG, drafts, taken),
    status: "publish",
  };
}

const typography = (size: number, weight = "700", extra: Settings = {}): Settings => ({
  typography_typography: "custom",
  typography_font_size: px(size),
  typography_font_weight: weight,
  ...extra,
});

// Icons, boxes, spacing and numbers: the icon, icon list, icon box, image box, spacer, divider,
// basic gallery, alert, counter and progress bar widgets.
const widget = (widgetType: string, settings: Settings): Draft => ({ elType: "widget", widgetType, settings, elements: [] });
const fa = (name: string, library = "fa-solid") => ({
  value: `${library === "fa-brands" ? "fab" : library === "fa-regular" ? "far" : "fas"} fa-${name}`,
  library,
});

function iconsAndNumbers(): Draft[] {
  return [
    container(
      [
        heading("Icons and boxes", "h2"),
        widget("divider", {
          look: "line_icon",
          icon: fa("leaf"),
          color: "#1f6f43",
          style: "zigzag",
          weight: px(2),
          primary_color: "#1f6f43",
        }),
        container(
          [
            widget("icon-box", {
              selected_icon: fa("truck"),
              title_text: "Home delivery",
              title_size: "h3",
              description_text: "Groceries at your door from <strong>$4.95</strong>.",
              link: { url: "/shop" },
              view: "stacked",
              primary_color: "#1f6f43",
            }),
            widget("icon-box", {
              selected_icon: fa("basket-shopping"),
              title_text: "Curbside pickup",
              title_size: "h3",
              description_text: "Order by noon, collect this afternoon.",
              position: "left",
              content_vertical_alignment: "middle",
            }),
            widget("icon-box", {
              selected_icon: fa("clock", "fa-regular"),
              title_text: "Open early",
              title_size: "h3",
              description_text: "Every store opens at 7am.",
              view: "framed",
              shape: "rounded",
              primary_color: "#14532d",
            }),
          ],
          {
            content_width: "full",
            flex_direction: "row",
            flex_direction_mobile: "column",
            flex_gap: { column: "24", row: "24", unit: "px" },
          },
        ),
        widget("icon-list", {
          icon_list: [
            { text: "Free delivery on orders over $35", selected_icon: fa("check"), link: { url: "/shop" } },
            { text: "Weekly circular every Wednesday", selected_icon: fa("newspaper", "fa-regular") },
            { text: "Pharmacy in most stores", selected_icon: fa("prescription-bottle-medical") },
          ],
          divider: "yes",
          space_between: px(12),
          icon_color: "#1f6f43",
          icon_size: px(18),
        }),
        widget("icon-list", {
          view: "inline",
          icon_align: "center",
          icon_list: [
            { text: "Facebook", selected_icon: fa("facebook", "fa-brands"), link: { url: "https://www.facebook.com/", is_external: "on" } },
            {
              text: "Instagram",
              selected_icon: fa("instagram", "fa-brands"),
              link: { url: "https://www.instagram.com/", is_external: "on" },
            },
          ],
        }),
        container(
          [
            widget("icon", { selected_icon: fa("phone"), view: "stacked", link: { url: "tel:+16145550100" }, size: px(28) }),
            widget("icon", {
              selected_icon: fa("location-dot"),
              view: "framed",
              link: { url: "/store/store-locator" },
              size: px(28),
              primary_color: "#14532d",
            }),
          ],
          { content_width: "full", flex_direction: "row", flex_justify_content: "center" },
        ),
        widget("spacer", { space: px(24), space_mobile: px(8) }),
        widget("divider", { look: "line_text", text: "From our departments", html_tag: "h3", color: "#d9d9d9", text_color: "#1b1b1b" }),
        container(
          [
            widget("image-box", {
              image: { url: DEMO_IMAGES.bakery, alt: "Fresh loaves on a rack", width: 800, height: 400 },
              title_text: "Bakery",
              description_text: "Bread baked in every store each morning.",
              link: { url: "/shop" },
            }),
            widget("image-box", {
              image: { url: DEMO_IMAGES.family, alt: "", width: 800, height: 400 },
              title_text: "Family meals",
              description_text: "Ready to heat, made in our kitchens.",
              position: "left",
              image_size: { unit: "%", size: 35 },
            }),
          ],
          {
            content_width: "full",
            flex_direction: "row",
            flex_direction_mobile: "column",
            flex_gap: { column: "24", row: "24", unit: "px" },
          },
        ),
        widget("image-gallery", {
          wp_gallery: [
            { id: 1, url: DEMO_IMAGES.produce, width: 800, height: 400, alt: "A crate of fresh vegetables", title: "Produce" },
            { id: 2, url: DEMO_IMAGES.bakery, width: 800, height: 400, alt: "Fresh loaves on a rack", title: "Bakery" },
            { id: 3, url: DEMO_IMAGES.wine, width: 800, height: 400, alt: "Bottles of wine on a shelf", title: "Wine" },
            { id: 4, url: DEMO_IMAGES.catering, width: 800, height: 400, alt: "A catering platter", title: "Catering" },
          ],
          gallery_columns: 4,
          gallery_columns_mobile: 2,
          thumbnail_size: "medium",
        }),
        // Carousel, lightbox and video
        widget("image-carousel", {
          carousel_name: "From the aisles",
          carousel: [
            { id: 1, url: DEMO_IMAGES.produce, width: 800, height: 400, alt: "A crate of fresh vegetables", title: "Produce" },
            { id: 2, url: DEMO_IMAGES.bakery, width: 800, height: 400, alt: "Fresh loaves on a rack", title: "Bakery" },
            { id: 3, url: DEMO_IMAGES.wine, width: 800, height: 400, alt: "Bottles of wine on a shelf", title: "Wine" },
            { id: 4, url: DEMO_IMAGES.catering, width: 800, height: 400, alt: "A catering platter", title: "Catering" },
            { id: 5, url: DEMO_IMAGES.family, width: 800, height: 400, alt: "A family meal on the table", title: "Family meals" },
          ],
          slides_to_show: "3",
          caption_type: "title",
          autoplay_speed: 6000,
        }),
      ],
      { padding: box(24, 16) },
    ),
    container(
      [
        heading("This week in numbers", "h2"),
        widget("alert", {
          alert_type: "info",
          alert_title: "Holiday hours",
          alert_description: "Stores close at <strong>6pm</strong> on December 24.",
        }),
        container(
          [
            widget("counter", { ending_number: 1250, suffix: "+", title: "Local farms" }),
            widget("counter", { starting_number: 0, ending_number: 98.5, suffix: "%", title: "Orders on time" }),
            widget("counter", { ending_number: 42, title: "Stores" }),
          ],
          { content_width: "full", flex_direction: "row", flex_direction_mobile: "column" },
        ),
        widget("progress", { title: "Organic range", percent: { unit: "%", size: 72 }, inner_text: "Produce", progress_type: "success" }),
        widget("progress", { title: "Local suppliers", percent: { unit: "%", size: 45 }, inner_text: "This year", progress_type: "info" }),
      ],
      { padding: box(24, 16) },
    ),
  ];
}
// Accordions and tabs
const nested = (widgetType: string, settings: Settings, children: Draft[]): Draft => ({
  elType: "widget",
  widgetType,
  settings,
  elements: children,
});

const pane = (children: Draft[]): Draft => container(children, { content_width: "full" });

/** The accordions and tabs: every one of them works without JavaScript and by keyboard. */
function accordionsAndTabs(): Draft[] {
  return [
    container([
      heading("Departments", "h2"),
      nested("nested-tabs", { tabs: [{ tab_title: "Bakery" }, { tab_title: "Deli" }, { tab_title: "Seafood" }] }, [
        pane([
          image(DEMO_IMAGES.bakery, "Fresh loaves on a rack"),
          textEditor("<p>Bread, rolls and pastries baked in every store before it opens.</p>"),
        ]),
        pane([
          heading("Sliced to order", "h3"),
          textEditor("<p>Meats and cheeses cut the way you like them, salads made fresh each morning.</p>"),
        ]),
        pane([
          image(DEMO_IMAGES.meat, "Fresh fish on ice"),
          textEditor("<p>Delivered three times a week from the coast and the Great Lakes.</p>"),
        ]),
      ]),
    ]),
    section(
      [
        column(50, [
          heading("Questions about delivery", "h2"),
          widget("accordion", {
            title_html_tag: "h3",
            tabs: [
              { tab_title: "Where do you deliver?", tab_content: "<p>Within ten miles of every Harvest Lane Market store.</p>" },
              { tab_title: "How much does delivery cost?", tab_content: "<p>Free on orders over $35; otherwise $4.95.</p>" },
              { tab_title: "Can I choose a time?", tab_content: "<p>Pick a one-hour window at checkout, from 8am to 9pm.</p>" },
            ],
          }),
        ]),
        column(50, [
          heading("Allergen information", "h2"),
          widget("toggle", {
            title_html_tag: "h3",
            tabs: [
              { tab_title: "Nuts", tab_content: "<p>Our bakery uses tree nuts and peanuts; ask for the list of nut-free items.</p>" },
              { tab_title: "Gluten", tab_content: "<p>Gluten-free bread is baked first each morning, on cleaned equipment.</p>" },
            ],
          }),
        ]),
      ],
      { gap: "wide", padding: box(24, 0) },
    ),
    container([
      heading("Store services", "h2"),
      nested(
        "nested-accordion",
        { faq_schema: "yes", title_tag: "h3", items: [{ item_title: "Is there a pharmacy?" }, { item_title: "Do you cater events?" }] },
        [
          pane([textEditor("<p>Most stores have a pharmacy, open until 8pm on weekdays.</p>")]),
          pane([
            image(DEMO_IMAGES.catering, "A catering platter"),
            textEditor("<p>Yes: platters, hot meals and cakes, ordered two days ahead.</p>"),
          ]),
        ],
      ),
    ]),
    container([
      heading("Opening hours", "h2"),
      widget("tabs", {
        type: "vertical",
        tabs: [
          { tab_title: "Weekdays", tab_content: "<p>7am to 10pm, Monday to Friday.</p>" },
          { tab_title: "Weekends", tab_content: "<p>8am to 9pm on Saturday and Sunday.</p>" },
          { tab_title: "Holidays", tab_content: "<p>8am to 6pm; closed on Thanksgiving and Christmas Day.</p>" },
        ],
      }),
    ]),
  ];
}
// End of accordions and tabs

function builderShowcasePage(taken: Set<string>): DocumentRow {
  const drafts: Draft[] = [
    // An announcement bar above everything (floating bars).
    ...showcaseAnnouncement(),
    // A stretched hero: full viewport width, its content boxed.
    container(
      [
        withSettings(heading("Everything on one page", "h1", "center"), {
          title_color: "#14532d",
          ...typography(44, "800", { typography_font_size_mobile: px(30) }),
        }),
        withSettings(
          textEditor("<p>Layout, typography, images, buttons, entrance animations and stretched sections, rendered on the server.</p>"),
          { align: "center", text_color: "#1b1b1b" },
        ),
        withSettings(button("Browse this week's deals", "/shop", { align: "center" }), {
          size: "md",
          button_text_color: "#ffffff",
          background_color: "#14532d",
          border_radius: box(24),
        }),
      ],
      { stretch_element: "yes", background_background: "classic", background_color: "#e8f3ec", padding: box(48, 16), boxed_width: px(960) },
    ),
    // Columns in an old-style section, with an inner section.
    section(
      [
        column(50, [
          heading("Sections and columns", "h2"),
          textEditor("<p>Two columns side by side on wide screens; on a phone they stack.</p>"),
        ]),
        column(50, [
          image(DEMO_IMAGES.produce, "A crate of fresh vegetables"),
          section([
            column(50, [textEditor("<p>An inner section, left.</p>")]),
            column(50, [textEditor("<p>An inner section, right.</p>")]),
          ]),
        ]),
      ],
      { gap: "wide", padding: box(24, 0) },
    ),
    // A grid: three columns, one on a phone.
    container(
      [
        container([heading("Bakery", "h3"), textEditor("<p>Bread baked in every store each morning.</p>")], { content_width: "full" }),
        container([heading("Deli", "h3"), textEditor("<p>Sliced to order, salads made fresh.</p>")], { content_width: "full" }),
        container([heading("Seafood", "h3"), textEditor("<p>Delivered three times a week.</p>")], { content_width: "full" }),
      ],
      {
        container_type: "grid",
        grid_columns_grid: { unit: "fr", size: 3 },
        grid_columns_grid_mobile: { unit: "fr", size: 1 },
        grid_rows_grid: { unit: "fr", size: 1 },
        grid_gaps: { column: "24", row: "24", unit: "px" },
      },
    ),
    // Flex row of cards with borders, radius, and an entrance animation each.
    container(
      [
        withSettings(
          container([image(DEMO_IMAGES.bakery, "Fresh loaves on a rack"), heading("Fresh every morning", "h3")], {
            content_width: "full",
            border_border: "solid",
            border_width: box(1),
            border_color: "#d9d9d9",
            border_radius: box(8),
          }),
          {
            animation: "fadeInUp",
          },
        ),
        withSettings(
          container([image(DEMO_IMAGES.family, "A family meal on the table"), heading("Family meals", "h3")], {
            content_width: "full",
            border_border: "solid",
            border_width: box(1),
            border_color: "#d9d9d9",
            border_radius: box(8),
          }),
          {
            animation: "fadeInUp",
            animation_delay: 150,
          },
        ),
        withSettings(
          container([image(DEMO_IMAGES.recipes, "Ingredients for a recipe"), heading("Recipes", "h3")], {
            content_width: "full",
            border_border: "solid",
            border_width: box(1),
            border_color: "#d9d9d9",
            border_radius: box(8),
          }),
          {
            animation: "fadeInUp",
            animation_delay: 300,
          },
        ),
      ],
      { flex_direction: "row", flex_direction_mobile: "column", flex_gap: { column: "20", row: "20", unit: "px" } },
    ),
    // Alignment and visibility per device.
    container([
      withSettings(heading("Aligned per device", "h2"), { align: "right", align_tablet: "center", align_mobile: "left" }),
      withSettings(textEditor("<p>This line shows on wide screens only.</p>"), { hide_mobile: "hidden-mobile" }),
      withSettings(textEditor("<p>This line shows on phones only.</p>"), { hide_desktop: "hidden-desktop", hide_tablet: "hidden-tablet" }),
      withSettings(button("Find your store", "/store/store-locator"), { align: "justify", size: "lg", _animation: "zoomIn" }),
    ]),
    ...iconsAndNumbers(),
    // Audio, share buttons, text path, the store's content areas and the floating contact button.
    ...showcaseMediaAndContent(),
    // Widgets of real kits: testimonial, rating, price list, social icons, flip box, call to action, map.
    ...showcaseKitWidgets(),
    // Accordions and tabs
    ...accordionsAndTabs(),
    // End of accordions and tabs
    // The site widgets: a menu, a form, posts.
    ...showcaseSiteWidgets(),
  ];
  return {
    type: "page",
    title: "Page-builder showcase",
    slug: BUILDER_SHOWCASE_SLUG,
    formatVersion: CURRENT_FORMAT_VERSION,
    settings: {},
    elements: assignIds(BUILDER_SHOWCASE_SLUG, drafts, taken),
    status: "publish",
  };
}

export function builderPages(taken: Set<string>): DocumentRow[] {
  return [builderTextPage(taken), builderShowcasePage(taken)];
}
