import type { ElementNode, ElType, Settings } from "#core/documents/document-types";
import type { WidgetGroup } from "./widget-groups";

/** One control of the Settings region: the setting it edits (and the field inside it, for objects such as a link). */
export interface SettingField {
  key: string;
  /** The field inside an object setting (`link` → `url`). */
  sub?: string;
  label: string;
  /**
   * A switch stores Elementor's "yes" / ""; a slider `{ unit, size }`; a colour a CSS colour; a repeater a
   * list of items with `fields`; an image `{ url, alt }`; a gallery a list of images.
   */
  kind:
    | "text"
    | "textarea"
    | "select"
    | "number"
    | "switch"
    | "slider"
    | "colour"
    | "repeater"
    | "radios"
    | "image"
    | "gallery"
    | "font"
    | "dimensions";
  options?: readonly { value: string; label: string }[];
  /** Edits the current device's value (`<key>_tablet`, `<key>_mobile`...), inheriting from the larger device. */
  responsive?: boolean;
  /** A slider's units, the first one the default. */
  units?: readonly string[];
  /** A repeater's item fields. */
  fields?: readonly SettingField[];
  /** What a switch stores when on, when not Elementor's "yes" (`hide_tablet`: `hidden-tablet`). */
  on?: string;
  /** Settings set with this one when it gets a value (a typography size needs `typography_typography: custom`). */
  also?: Settings;
  /** Shown only while each of these settings has this value (the details of a switch that is on). */
  when?: Readonly<Record<string, string>>;
}

/** A widget the Widgets panel offers, named as Elementor names it. */
export interface WidgetEntry {
  title: string;
  elType: ElType;
  widgetType?: string;
  defaults: Settings;
  /** The Content tab's controls. */
  content: readonly SettingField[];
  /** The Style tab's controls. */
  style?: readonly SettingField[];
  /** The setting that names an element in the Structure tree (`Heading: Fresh deals`). */
  labelKey?: string;
  /** Its group in the Widgets panel (core/editor/widget-groups.ts). */
  group?: WidgetGroup;
}

const ALIGNMENTS = [
  { value: "", label: "Default" },
  { value: "left", label: "Left" },
  { value: "center", label: "Center" },
  { value: "right", label: "Right" },
];
const align: SettingField = { key: "align", label: "Alignment", kind: "radios", options: ALIGNMENTS, responsive: true };
/** Elementor's typography group: the size is responsive and takes effect once the group is `custom`. */
const fontSize = (prefix = "typography"): SettingField => ({
  key: `${prefix}_font_size`,
  label: "Font size",
  kind: "slider",
  units: ["px", "em", "rem", "vw"],
  responsive: true,
  also: { [`${prefix}_typography`]: "custom" },
});
/** A typography group's global font (`__globals__.<prefix>_typography`: `globals/typography?id=<id>`). */
const globalFont = (prefix = "typography"): SettingField => ({ key: `${prefix}_typography`, label: "Global font", kind: "font" });
const colourOf = (key: string, label = "Text color"): SettingField => ({ key, label, kind: "colour" });

const tags = ["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"].map((t) => ({ value: t, label: t.toUpperCase() }));

export const WIDGET_CATALOG: readonly WidgetEntry[] = [
  {
    title: "Container",
    elType: "container",
    defaults: { content_width: "boxed" },
    content: [
      {
        key: "content_width",
        label: "Content Width",
        kind: "select",
        options: [
          { value: "boxed", label: "Boxed" },
          { value: "full", label: "Full Width" },
        ],
      },
    ],
  },
  {
    title: "Heading",
    elType: "widget",
    widgetType: "heading",
    defaults: { title: "Add Your Heading Text Here", header_size: "h2" },
    content: [
      { key: "title", label: "Title", kind: "textarea" },
      { key: "link", sub: "url", label: "Link", kind: "text" },
      { key: "header_size", label: "HTML Tag", kind: "select", options: tags },
    ],
    style: [align, colourOf("title_color"), fontSize(), globalFont()],
    labelKey: "title",
  },
  {
    title: "Text Editor",
    elType: "widget",
    widgetType: "text-editor",
    defaults: { editor: "<p>Add your text here.</p>" },
    content: [{ key: "editor", label: "Text", kind: "textarea" }],
    style: [align, colourOf("text_color"), fontSize(), globalFont()],
    labelKey: "editor",
  },
  {
    title: "Button",
    elType: "widget",
    widgetType: "button",
    defaults: { text: "Click here", link: { url: "" } },
    content: [
      { key: "text", label: "Text", kind: "text" },
      { key: "link", sub: "url", label: "Link", kind: "text" },
    ],
    style: [align, colourOf("button_text_color"), colourOf("background_color", "Background color"), fontSize(), globalFont()],
    labelKey: "text",
  },
  {
    title: "Image",
    elType: "widget",
    widgetType: "image",
    defaults: { image: { url: "", alt: "" } },
    content: [
      { key: "image", label: "Image", kind: "image" },
      { key: "caption", label: "Caption", kind: "text" },
    ],
    style: [align],
    labelKey: "caption",
  },
  // Widgets of real kits with plain text settings (app/builder/widgets/<name>).
  {
    title: "Call to Action",
    elType: "widget",
    widgetType: "call-to-action",
    defaults: { title: "This is the heading", description: "", button: "Click Here", link: { url: "" } },
    content: [
      { key: "title", label: "Title", kind: "text" },
      { key: "description", label: "Description", kind: "textarea" },
      { key: "button", label: "Button Text", kind: "text" },
      { key: "link", sub: "url", label: "Link", kind: "text" },
      { key: "ribbon_title", label: "Ribbon Title", kind: "text" },
    ],
    labelKey: "title",
  },
  {
    title: "Countdown",
    elType: "widget",
    widgetType: "countdown",
    defaults: { countdown_type: "due_date", due_date: "" },
    content: [
      { key: "due_date", label: "Due Date", kind: "text" },
      { key: "message_after_expire", label: "Message", kind: "textarea" },
    ],
    labelKey: "due_date",
  },
  {
    title: "Google Maps",
    elType: "widget",
    widgetType: "google_maps",
    defaults: { address: "" },
    content: [{ key: "address", label: "Location", kind: "text" }],
    labelKey: "address",
  },
  {
    title: "Star Rating",
    elType: "widget",
    widgetType: "star-rating",
    defaults: { rating: "5", rating_scale: "5" },
    content: [
      {
        key: "rating_scale",
        label: "Rating Scale",
        kind: "select",
        options: [
          { value: "5", label: "0-5" },
          { value: "10", label: "0-10" },
        ],
      },
      { key: "rating", label: "Rating", kind: "text" },
      { key: "title", label: "Title", kind: "text" },
    ],
    labelKey: "title",
  },
  {
    title: "Testimonial",
    elType: "widget",
    widgetType: "testimonial",
    defaults: { testimonial_content: "", testimonial_name: "", testimonial_job: "" },
    content: [
      { key: "testimonial_content", label: "Content", kind: "textarea" },
      { key: "testimonial_name", label: "Name", kind: "text" },
      { key: "testimonial_job", label: "Title", kind: "text" },
    ],
    labelKey: "testimonial_name",
  },
  // Site widgets: menus, the form, the site's and the post's fields, post lists (app/builder/widgets/).
  {
    title: "Nav Menu",
    elType: "widget",
    widgetType: "nav-menu",
    defaults: { menu: "shop", menu_name: "Menu", layout: "horizontal", dropdown: "tablet" },
    content: [
      {
        key: "menu",
        label: "Menu",
        kind: "select",
        options: [
          { value: "shop", label: "Shop" },
          { value: "recipes", label: "Recipes" },
          { value: "account", label: "My account" },
        ],
      },
      { key: "menu_name", label: "Menu Name", kind: "text" },
      {
        key: "layout",
        label: "Layout",
        kind: "select",
        options: [
          { value: "horizontal", label: "Horizontal" },
          { value: "vertical", label: "Vertical" },
          { value: "dropdown", label: "Dropdown" },
        ],
      },
      {
        key: "dropdown",
        label: "Breakpoint",
        kind: "select",
        options: [
          { value: "mobile", label: "Mobile" },
          { value: "tablet", label: "Tablet" },
          { value: "none", label: "None" },
        ],
      },
    ],
    labelKey: "menu_name",
  },
  {
    title: "Form",
    elType: "widget",
    widgetType: "form",
    defaults: { form_name: "New Form", button_text: "Send" },
    content: [
      { key: "form_name", label: "Form Name", kind: "text" },
      { key: "button_text", label: "Button Text", kind: "text" },
      { key: "success_message", label: "Success Message", kind: "text" },
    ],
    labelKey: "form_name",
  },
  { title: "Site Logo", elType: "widget", widgetType: "theme-site-logo", defaults: {}, content: [] },
  { title: "Post Info", elType: "widget", widgetType: "post-info", defaults: {}, content: [] },
  {
    title: "Author Box",
    elType: "widget",
    widgetType: "author-box",
    defaults: {},
    content: [{ key: "link_text", label: "Archive Text", kind: "text" }],
  },
  { title: "Post Content", elType: "widget", widgetType: "theme-post-content", defaults: {}, content: [] },
  {
    title: "Posts",
    elType: "widget",
    widgetType: "posts",
    defaults: { _skin: "classic", posts_post_type: "recipe", pagination_type: "numbers_and_prev_next" },
    content: [
      {
        key: "posts_post_type",
        label: "Source",
        kind: "select",
        options: [
          { value: "recipe", label: "Recipes" },
          { value: "article", label: "Articles" },
        ],
      },
      {
        key: "_skin",
        label: "Skin",
        kind: "select",
        options: [
          { value: "classic", label: "Classic" },
          { value: "cards", label: "Cards" },
        ],
      },
    ],
  },
  {
    title: "Archive Posts",
    elType: "widget",
    widgetType: "archive-posts",
    defaults: { _skin: "archive_classic", pagination_type: "numbers_and_prev_next" },
    content: [
      {
        key: "_skin",
        label: "Skin",
        kind: "select",
        options: [
          { value: "archive_classic", label: "Classic" },
          { value: "archive_cards", label: "Cards" },
        ],
      },
    ],
  },
  {
    title: "Image Carousel",
    elType: "widget",
    widgetType: "image-carousel",
    defaults: { carousel: [] },
    content: [{ key: "carousel", label: "Images", kind: "gallery" }],
    labelKey: "carousel_name",
  },
];

export const catalogEntryOf = (
  el: Pick<ElementNode, "elType" | "widgetType">,
  catalog: readonly WidgetEntry[] = WIDGET_CATALOG,
): WidgetEntry | null => catalog.find((w) => (el.elType === "widget" ? w.widgetType === el.widgetType : w.elType === el.elType)) ?? null;

const typeName = (el: ElementNode, catalog: readonly WidgetEntry[]) =>
  catalogEntryOf(el, catalog)?.title ?? (el.widgetType ?? el.elType).replace(/[-_.]+/g, " ").replace(/^./, (c) => c.toUpperCase());

/** Text from a setting that may hold HTML, cut short for a label. */
const plain = (value: unknown) =>
  typeof value === "string"
    ? value
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 60)
    : "";

/** An element's name in the Structure tree: `<Type>` or `<Type>: <label>`. */
export function elementName(el: ElementNode, catalog: readonly WidgetEntry[] = WIDGET_CATALOG): string {
  const key = catalogEntryOf(el, catalog)?.labelKey;
  const label = key ? plain(el.settings[key]) : "";
  return label ? `${typeName(el, catalog)}: ${label}` : typeName(el, catalog);
}

const ON = new Set<unknown>(["yes", "on", true]);

/** A setting field's current value as a control shows it (`key`: the device's own key of a responsive field). */
export function fieldValue(settings: Settings, field: SettingField, key = field.key): string {
  const raw = settings[key];
  const value = field.sub ? (raw && typeof raw === "object" ? (raw as Record<string, unknown>)[field.sub] : undefined) : raw;
  if (field.kind === "switch") return ON.has(value) || (field.on !== undefined && value === field.on) ? "yes" : "";
  if (field.kind === "slider") {
    const size = value && typeof value === "object" ? (value as { size?: unknown }).size : value;
    return typeof size === "number" || (typeof size === "string" && size !== "") ? String(size) : "";
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** A slider's unit as stored, else the field's first. */
export function fieldUnit(settings: Settings, field: SettingField, key = field.key): string {
  const raw = settings[key];
  const unit = raw && typeof raw === "object" ? (raw as { unit?: unknown }).unit : undefined;
  return typeof unit === "string" && (field.units ?? []).includes(unit) ? unit : (field.units?.[0] ?? "px");
}

/**
 * The setting's new value when a control changes to `value` (an object setting keeps its other fields);
 * undefined takes the setting away (an emptied number or slider: the larger device's value applies again).
 */
export function fieldUpdate(settings: Settings, field: SettingField, value: string, key = field.key, unit?: string): unknown {
  if (field.kind === "slider" || field.kind === "number") {
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n)) return undefined;
    return field.kind === "number" ? n : { unit: unit ?? fieldUnit(settings, field, key), size: n, sizes: [] };
  }
  if (!field.sub) return value;
  const raw = settings[key];
  const current = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { ...current, [field.sub]: value };
}

const ID_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new element id in Elementor's form (7 lowercase letters or digits), unused in `taken`. */
export function newElementId(taken: (id: string) => boolean, random: () => number = Math.random): string {
  for (;;) {
    let id = "";
    for (let i = 0; i < 7; i++) id += ID_LETTERS[Math.floor(random() * ID_LETTERS.length)];
    if (!taken(id)) return id;
  }
}

/** A new element of the catalog's `entry`, with its default settings. */
export function newElement(entry: WidgetEntry, id: string): ElementNode {
  return {
    id,
    elType: entry.elType,
    ...(entry.widgetType ? { widgetType: entry.widgetType } : {}),
    settings: structuredClone(entry.defaults),
    elements: [],
  };
}
