import type { Settings } from "../documents/document-types";
import { sanitizeInlineHtml, storableInlineHtml } from "../text/inline-html";
import { sanitizeHtml } from "../text/rich-html";

/**
 * The one table of page-builder settings that carry HTML (docs/design/documents.md#settings-that-carry-html).
 * Elementor prints these settings as HTML (filtered like WordPress's `wp_kses_post`); every other
 * setting is text. `inline` settings sit inside a title, a label or a button and keep the inline
 * allow-list (core/text/inline-html.ts); `rich` ones are whole contents and keep the rich allow-list
 * (core/text/rich-html.ts). Both are sanitized when a document is saved (server/services/documents.ts)
 * and again when it is rendered (app/builder/render-document.server.tsx, once per version).
 *
 * A key `list[].key` is a key of each item of the repeater `list`. `source` names where Elementor
 * defines and prints the control: a path in github.com/elementor/elementor, or, for Elementor Pro's
 * widgets (not public), the behaviour its documentation describes. A widget added to the runtime adds
 * its row here (or checks the one already here).
 */
export type HtmlKind = "inline" | "rich";

export interface HtmlSettingsRow {
  type: string;
  keys: Readonly<Record<string, HtmlKind>>;
  source: string;
}

const PRO_DOCS = "Elementor Pro (not public): elementor.com/help";

export const HTML_SETTINGS: readonly HtmlSettingsRow[] = [
  {
    type: "heading",
    keys: { title: "inline" },
    source: "includes/widgets/heading.php: render() prints `title` inside the header_size tag (and its link)",
  },
  {
    type: "text-editor",
    keys: { editor: "rich" },
    source: "includes/widgets/text-editor.php: `editor` is a WYSIWYG control printed through parse_text_editor()",
  },
  {
    type: "html",
    keys: { html: "rich" },
    source: "includes/widgets/html.php: `html` is a CODE control printed as it is (Aisle keeps the rich allow-list)",
  },
  {
    type: "button",
    keys: { text: "inline" },
    source: "includes/widgets/traits/button-trait.php: render_text() prints `text` in .elementor-button-text",
  },
  {
    type: "icon-box",
    keys: { title_text: "inline", description_text: "rich" },
    source:
      "includes/widgets/icon-box.php: render() prints `title_text` in the title tag and `description_text` in .elementor-icon-box-description",
  },
  {
    type: "image-box",
    keys: { title_text: "inline", description_text: "rich" },
    source:
      "includes/widgets/image-box.php: render() prints `title_text` in the title tag and `description_text` in .elementor-image-box-description",
  },
  {
    type: "icon-list",
    keys: { "icon_list[].text": "inline" },
    source: "includes/widgets/icon-list.php: render() prints each item's `text` in .elementor-icon-list-text",
  },
  {
    type: "alert",
    keys: { alert_title: "inline", alert_description: "rich" },
    source: "includes/widgets/alert.php: render() prints `alert_title` and `alert_description`",
  },
  {
    type: "counter",
    keys: { title: "inline" },
    source: "includes/widgets/counter.php: render() prints `title` in .elementor-counter-title",
  },
  {
    type: "progress",
    keys: { title: "inline", inner_text: "inline" },
    source: "includes/widgets/progress.php: render() prints `title` in .elementor-title and `inner_text` in .elementor-progress-text",
  },
  {
    type: "tabs",
    keys: { "tabs[].tab_title": "inline", "tabs[].tab_content": "rich" },
    source:
      "includes/widgets/tabs.php: render() prints each tab's `tab_title` and its `tab_content` (a WYSIWYG control) through parse_text_editor()",
  },
  {
    type: "accordion",
    keys: { "tabs[].tab_title": "inline", "tabs[].tab_content": "rich" },
    source:
      "includes/widgets/accordion.php: render() prints each item's `tab_title` in .elementor-accordion-title and `tab_content` through parse_text_editor()",
  },
  {
    type: "toggle",
    keys: { "tabs[].tab_title": "inline", "tabs[].tab_content": "rich" },
    source:
      "includes/widgets/toggle.php: render() prints each item's `tab_title` in .elementor-toggle-title and `tab_content` through parse_text_editor()",
  },
  {
    type: "nested-tabs",
    keys: { "tabs[].tab_title": "inline" },
    source: "modules/nested-tabs/widgets/nested-tabs.php: each tab's `tab_title` printed in .e-n-tab-title-text",
  },
  {
    type: "nested-accordion",
    keys: { "items[].item_title": "inline" },
    source: "modules/nested-accordion/widgets/nested-accordion.php: each item's `item_title` printed in .e-n-accordion-item-title-text",
  },
  {
    type: "text-path",
    keys: { text: "inline" },
    source: "modules/shapes/widgets/text-path.php: `text` printed into the SVG's textPath (Aisle shows its text)",
  },
  {
    type: "testimonial",
    keys: { testimonial_content: "rich", testimonial_name: "inline", testimonial_job: "inline" },
    source: "includes/widgets/testimonial.php: render() prints `testimonial_content`, `testimonial_name` and `testimonial_job`",
  },
  {
    type: "star-rating",
    keys: { title: "inline" },
    source: "includes/widgets/star-rating.php: render() prints `title` in .elementor-star-rating__title",
  },
  {
    type: "call-to-action",
    keys: { title: "inline", description: "rich", button: "inline", ribbon_title: "inline" },
    source: `${PRO_DOCS}/call-to-action-widget-pro: title, description, button text and ribbon accept HTML`,
  },
  {
    type: "price-list",
    keys: { "price_list[].title": "inline", "price_list[].item_description": "rich", "price_list[].price": "inline" },
    source: `${PRO_DOCS}/price-list-widget-pro: each item's title, description and price`,
  },
  {
    type: "price-table",
    keys: {
      heading: "inline",
      sub_heading: "inline",
      "features_list[].item_text": "inline",
      button_text: "inline",
      footer_additional_info: "rich",
      ribbon_title: "inline",
    },
    source: `${PRO_DOCS}/price-table-widget-pro: heading, sub heading, features, button, additional info and ribbon`,
  },
  {
    type: "flip-box",
    keys: { title_text_a: "inline", description_text_a: "rich", title_text_b: "inline", description_text_b: "rich", button_text: "inline" },
    source: `${PRO_DOCS}/flip-box-widget-pro: front and back titles and descriptions, button text`,
  },
  {
    type: "slides",
    keys: { "slides[].heading": "inline", "slides[].description": "rich", "slides[].button_text": "inline" },
    source: `${PRO_DOCS}/slides-widget-pro: each slide's heading, description and button text`,
  },
  {
    type: "testimonial-carousel",
    keys: { "slides[].content": "rich", "slides[].name": "inline", "slides[].title": "inline" },
    source: `${PRO_DOCS}/testimonial-carousel-widget-pro: each slide's content, name and title`,
  },
  {
    type: "animated-headline",
    keys: { before_text: "inline", highlighted_text: "inline", after_text: "inline" },
    source: `${PRO_DOCS}/animated-headline-widget-pro: the text before, highlighted and after`,
  },
  { type: "blockquote", keys: { blockquote_content: "rich" }, source: `${PRO_DOCS}/blockquote-widget-pro: the quote's content` },
  {
    type: "countdown",
    keys: { message_after_expire: "rich" },
    source: `${PRO_DOCS}/countdown-widget-pro: the message shown when the countdown ends`,
  },
];

const BY_TYPE: ReadonlyMap<string, HtmlSettingsRow> = new Map(HTML_SETTINGS.map((row) => [row.type, row]));

/** The HTML-capable keys of a widget type (none for a type the table does not list). */
export function htmlSettingKeys(type: string): Readonly<Record<string, HtmlKind>> {
  return BY_TYPE.get(type)?.keys ?? {};
}

/** One HTML-capable value found in a widget's settings. */
export interface HtmlSettingValue {
  /** `title`, or `tabs[2].tab_title` for a repeater item. */
  path: string;
  kind: HtmlKind;
  value: string;
}

/** `tabs[].tab_title` as the repeater and the item's key; `title` as a key of the settings themselves. */
function splitKey(key: string): { list: string | null; key: string } {
  const at = key.indexOf("[].");
  return at < 0 ? { list: null, key } : { list: key.slice(0, at), key: key.slice(at + 3) };
}

function itemsOf(settings: Settings, list: string): Settings[] {
  const items = settings[list];
  return Array.isArray(items) ? items.filter((i): i is Settings => !!i && typeof i === "object" && !Array.isArray(i)) : [];
}

/** Every HTML-capable string of a widget's stored settings, repeater items included. */
export function htmlSettingValues(type: string, settings: Settings): HtmlSettingValue[] {
  const out: HtmlSettingValue[] = [];
  for (const [path, kind] of Object.entries(htmlSettingKeys(type))) {
    const { list, key } = splitKey(path);
    if (list === null) {
      const value = settings[key];
      if (typeof value === "string") out.push({ path: key, kind, value });
      continue;
    }
    itemsOf(settings, list).forEach((item, i) => {
      const value = item[key];
      if (typeof value === "string") out.push({ path: `${list}[${i}].${key}`, kind, value });
    });
  }
  return out;
}

const FOR_RENDER: Record<HtmlKind, (html: string) => string> = { inline: sanitizeInlineHtml, rich: sanitizeHtml };
const FOR_STORAGE: Record<HtmlKind, (html: string) => string> = { inline: storableInlineHtml, rich: sanitizeHtml };

/**
 * The widget's settings with every HTML-capable value sanitized by its allow-list (a copy; settings
 * of a type with no HTML come back as they are). Other values are left to the widget, which prints them as text.
 * For `storage` (a save), inline HTML the allow-list leaves whole is kept as written and block
 * elements stay blocks; for `render`, what a widget prints.
 */
export function sanitizeWidgetHtml(type: string, settings: Settings, use: "render" | "storage" = "render"): Settings {
  const SANITIZERS = use === "render" ? FOR_RENDER : FOR_STORAGE;
  const keys = Object.entries(htmlSettingKeys(type));
  if (!keys.length) return settings;
  const out: Settings = { ...settings };
  const lists = new Map<string, Settings[]>();
  for (const [path, kind] of keys) {
    const { list, key } = splitKey(path);
    if (list === null) {
      const value = out[key];
      if (typeof value === "string") out[key] = SANITIZERS[kind](value);
      continue;
    }
    if (!Array.isArray(out[list])) continue;
    const items =
      lists.get(list) ??
      (out[list] as unknown[]).map((item) => (item && typeof item === "object" && !Array.isArray(item) ? { ...(item as Settings) } : item));
    lists.set(list, items as Settings[]);
    for (const item of items as unknown[]) {
      if (item && typeof item === "object" && typeof (item as Settings)[key] === "string") {
        (item as Settings)[key] = SANITIZERS[kind]((item as Settings)[key] as string);
      }
    }
  }
  for (const [list, items] of lists) out[list] = items;
  return out;
}
