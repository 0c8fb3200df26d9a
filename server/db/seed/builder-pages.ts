import type { Settings } from "#core/documents/document-types";
import { CURRENT_FORMAT_VERSION } from "#core/documents/document-types";
import {
  assignIds,
  box,
  button,
  column,
  container,
  heading,
  image,
  px,
  section,
  textEditor,
  withSettings,
  type Draft,
  type DocumentRow,
} from "./elements";
import { iconsAndNumbers } from "./builder-showcase-icons";
import { accordionsAndTabs } from "./builder-showcase-accordions";
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
