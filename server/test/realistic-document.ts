/**
 * A page as a real editor builds it in Elementor, to show the limits never refuse one: ~500
 * elements in sections of columns of widgets, Elementor's settings shapes (responsive variants,
 * dimension and typography objects, globals, dynamic tags, motion effects, repeaters), a gallery,
 * a widget with a few hundred settings and a 100 KB text-editor block.
 */
const RESPONSIVE = ["", "_widescreen", "_laptop", "_tablet_extra", "_tablet", "_mobile_extra", "_mobile"];

let next = 0x1a00000;
const id = () => (next++).toString(16);

const dimensions = (n: number) => ({ unit: "px", top: String(n), right: String(n), bottom: String(n), left: String(n), isLinked: true });
const size = (n: number, unit = "px") => ({ unit, size: n, sizes: [] });

/** Responsive variants of a few layout settings, as Elementor saves them once an editor touches a device (desktop, tablet, mobile unless told). */
function responsive(prefix: string, n: number, devices = ["", "_tablet", "_mobile"]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const device of devices) {
    out[`${prefix}_margin${device}`] = dimensions(n);
    out[`${prefix}_padding${device}`] = dimensions(n + 4);
    out[`${prefix}typography_font_size${device}`] = size(16 + n);
    out[`${prefix}typography_line_height${device}`] = size(1.5, "em");
    out[`${prefix}align${device}`] = "center";
  }
  return out;
}

const typography = {
  typography_typography: "custom",
  typography_font_family: "Roboto",
  typography_font_weight: "600",
  typography_text_transform: "uppercase",
  typography_letter_spacing: size(0.5),
};

const motion = {
  motion_fx_motion_fx_scrolling: "yes",
  motion_fx_translateY_effect: "yes",
  motion_fx_translateY_speed: size(4),
  motion_fx_translateY_affectedRange: { unit: "%", size: "", sizes: { start: 0, end: 100 } },
  motion_fx_devices: ["desktop", "tablet"],
  _animation: "fadeInUp",
  animation_delay: 200,
};

function heading(n: number) {
  return {
    title: `Fresh this week ${n}`,
    header_size: "h2",
    link: { url: `/recipes/dinner-${n}`, is_external: "", nofollow: "", custom_attributes: "" },
    ...typography,
    ...responsive("_", n % 8),
    __globals__: { title_color: "globals/colors?id=primary", typography_typography: "globals/typography?id=secondary" },
    __dynamic__: { title: '[elementor-tag id="1a2b3c4" name="post-title" settings="%7B%7D"]' },
  };
}

const button = (n: number) => ({
  text: "Shop the deals",
  link: { url: `/shop#!/?store_id=1001&dept=${n}`, is_external: "", nofollow: "" },
  size: "md",
  button_text_color: "#ffffff",
  background_color: "#1f6f43",
  border_radius: dimensions(4),
  ...motion,
});

const image = (n: number) => ({
  image: {
    url: `https://cdn.example.test/uploads/2024/06/produce-${n}.webp`,
    id: 1000 + n,
    size: "",
    alt: `Produce ${n}`,
    source: "library",
  },
  image_size: "large",
  caption_source: "attachment",
  width: size(100, "%"),
  _css_classes: "rounded shadow",
});

const gallery = () => ({
  carousel: Array.from({ length: 60 }, (_, i) => ({ id: 2000 + i, url: `https://cdn.example.test/uploads/gallery/${i}.jpg` })),
  slides_to_show: "3",
  slides_to_show_tablet: "2",
  slides_to_show_mobile: "1",
  navigation: "both",
  autoplay: "yes",
  autoplay_speed: 5000,
});

const tabs = () => ({
  tabs: Array.from({ length: 6 }, (_, i) => ({
    _id: id(),
    tab_title: `Department ${i}`,
    tab_content: `<p>Everything in department ${i}, <strong>fresh</strong> daily.</p>`,
  })),
  type: "horizontal",
});

/** About 100 KB of the HTML an editor pastes into a text-editor widget (kept whole by the sanitizer). */
function longHtml(): string {
  const paragraph = (i: number) =>
    `<h3 id="section-${i}">Seasonal guide, part ${i}</h3><p>Our produce team picks <strong>peaches</strong>, <em>plums</em> and sweet corn from local farms every morning. ` +
    `Ask at the <a href="/stores">store near you</a> about weekly tastings.</p><ul><li>Ripe on the counter in 2 days</li><li>Keeps a week in the fridge</li></ul>`;
  let html = "";
  for (let i = 0; html.length < 100_000; i++) html += paragraph(i);
  return html;
}

function widget(kind: number, n: number) {
  const types = [
    ["heading", heading(n)],
    ["button", button(n)],
    ["image", image(n)],
    ["text-editor", { editor: `<p>Weekly note ${n}: <strong>fresh</strong> bread baked in store.</p>`, ...responsive("", n % 5) }],
  ] as const;
  const [widgetType, settings] = types[kind % types.length]!;
  return { id: id(), elType: "widget", widgetType, settings, elements: [] };
}

const container = (settings: Record<string, unknown>, elements: unknown[]) => ({ id: id(), elType: "container", settings, elements });

export interface RealisticDocument {
  type: "page";
  title: string;
  slug: string;
  settings: Record<string, unknown>;
  elements: ReturnType<typeof container>[];
}

export function realisticDocument(opts: { slug: string }): RealisticDocument {
  next = 0x1a00000;
  const sections = Array.from({ length: 25 }, (_, s) =>
    container(
      {
        content_width: "boxed",
        flex_direction: "row",
        background_background: "classic",
        background_color: "#f7f4ee",
        ...responsive("", s % 6),
        ...motion,
      },
      Array.from({ length: 4 }, (_, c) =>
        container(
          { width: size(25, "%"), ...responsive("_", c) },
          Array.from({ length: 4 }, (_, w) => widget(w + c, s * 100 + c * 10 + w)),
        ),
      ),
    ),
  );
  // A few special widgets: the long text block, a gallery, tabs, and one with a few hundred settings.
  const specials = container({ content_width: "full" }, [
    { id: id(), elType: "widget", widgetType: "text-editor", settings: { editor: longHtml(), drop_cap: "" }, elements: [] },
    { id: id(), elType: "widget", widgetType: "image-carousel", settings: gallery(), elements: [] },
    { id: id(), elType: "widget", widgetType: "tabs", settings: tabs(), elements: [] },
    {
      id: id(),
      elType: "widget",
      widgetType: "heading",
      settings: Object.assign(
        {},
        ...Array.from({ length: 12 }, (_, i) => responsive(`${"_".repeat(i % 3)}p${i}`, i, RESPONSIVE)),
        heading(0),
      ),
      elements: [],
    },
  ]);
  return {
    type: "page",
    title: "Summer at Harvest Lane",
    slug: opts.slug,
    settings: {
      hide_title: "yes",
      template: "elementor_header_footer",
      background_background: "classic",
      background_color: "#ffffff",
      padding: dimensions(0),
      custom_css: ".summer-hero { min-height: 60vh; }\n".repeat(200),
      description: "Seasonal produce, recipes and deals from your neighbourhood store.",
      __globals__: { background_color: "globals/colors?id=accent" },
      ...responsive("", 2),
    },
    elements: [...sections, specials],
  };
}
