import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { htmlSettingValues } from "#core/builder/html-settings";
import type { ElementNode } from "#core/documents/document-types";
import { normaliseElementorExport } from "#core/elementor-import";
import { htmlToText } from "#core/text/html-text";
import { sanitizeElements } from "#server/services/documents";
import { renderDocument } from "./render-document.server";
import { WIDGETS } from "./registry.server";
import { fillSlots, resolveSlots, type SlotContext, type SlotResolver } from "./slots.server";
import { COUNTDOWN_RESOLVER } from "./widgets/countdown/countdown";
import { countdownSlot } from "./widgets/countdown/resolver.server";

/**
 * What an imported Elementor export shows (docs/design/documents.md#settings-that-carry-html): every
 * export the import tests use and every template and page of the Crumbella kit is imported, saved and
 * rendered as a visitor gets it; the text of each setting that carries HTML (tags stripped) must be in
 * the page's visible text, and no tag may show as text.
 */

const ROOT = join(import.meta.dirname, "../../server/test/fixtures");
const KIT = join(ROOT, "kits/crumbella");
const jsonIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => join(dir, f));
const FILES = [...jsonIn(join(ROOT, "elementor")), ...jsonIn(join(KIT, "templates")), ...jsonIn(join(KIT, "content/page"))];

/**
 * Widget types these files use that the runtime does not render yet: each is being built, and its
 * author removes its line here (the test then checks its text too).
 */
const NOT_YET_RENDERED = new Set(["e-heading", "html", "off-canvas"]);

/**
 * Shortcodes, WordPress's widgets and other plugins' widgets: kept by the import, rendered as nothing
 * (docs/design/documents.md#import-as-they-are).
 */
const OTHER_PLUGINS = new Set(["jet-listing-grid", "shortcode", "ucaddon_price_table", "wp-widget-calendar", "wp-widget-categories"]);

/**
 * Per-request parts that need nothing but their own arguments, filled as a visitor gets them; the
 * others (menus, forms, post fields) read the store and are covered by their own tests.
 */
const SELF_CONTAINED_SLOTS: Record<string, SlotResolver> = { [COUNTDOWN_RESOLVER]: countdownSlot };

/** Every widget of the tree; with `shown`, only those the runtime renders (not inside one it does not, an off-canvas). */
function widgets(elements: readonly ElementNode[], shown = false): ElementNode[] {
  return elements.flatMap((el) => {
    const isWidget = el.elType === "widget";
    if (shown && isWidget && !WIDGETS.has(String(el.widgetType ?? ""))) return [];
    return [...(isWidget ? [el] : []), ...widgets(Array.isArray(el.elements) ? el.elements : [], shown)];
  });
}

/** Text compared without its whitespace: where tags were, the page and the setting may break lines differently. */
const squeezed = (text: string) => text.replace(/\s+/g, "");

const LITERAL_TAG = /<\/?(?:p|span|br|strong|b|em|i|u|a|div|h[1-6]|ul|ol|li|img|script|style|svg)\b|&lt;|&gt;|&nbsp;|&amp;/i;

async function imported(file: string) {
  const { document } = normaliseElementorExport(JSON.parse(readFileSync(file, "utf8")));
  const elements = sanitizeElements(document.elements);
  const rendered = renderDocument({ id: 1, elements }, { editMode: false, breakpoints: DEFAULT_BREAKPOINTS });
  const values = await resolveSlots(rendered.slots, { editMode: false } as SlotContext, SELF_CONTAINED_SLOTS);
  return { elements, text: htmlToText(fillSlots(rendered.parts, values)) };
}

describe("imported exports show the text of their HTML settings", () => {
  it("covers the kit's templates and page and the import fixtures", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(16);
  });

  it.each(FILES.map((f) => [f.slice(ROOT.length + 1), f]))("%s", async (_, file) => {
    const { elements, text } = await imported(file);
    const page = squeezed(text);
    const missing: string[] = [];
    for (const el of widgets(elements, true)) {
      const type = String(el.widgetType ?? "");
      for (const found of htmlSettingValues(type, el.settings)) {
        const expected = squeezed(htmlToText(found.value));
        if (expected && !page.includes(expected)) missing.push(`${type} ${el.id} ${found.path}: ${htmlToText(found.value)}`);
      }
    }
    expect(missing).toEqual([]);
    expect(text).not.toMatch(LITERAL_TAG);
  });

  it("names every widget type the files use as rendered, not yet rendered, or another plugin's", () => {
    const unknown = new Set<string>();
    const listedButRendered = new Set<string>();
    for (const file of FILES) {
      for (const el of widgets(normaliseElementorExport(JSON.parse(readFileSync(file, "utf8"))).document.elements)) {
        const type = String(el.widgetType ?? "");
        if (!type) continue;
        if (WIDGETS.has(type) && NOT_YET_RENDERED.has(type)) listedButRendered.add(type);
        if (!WIDGETS.has(type) && !NOT_YET_RENDERED.has(type) && !OTHER_PLUGINS.has(type)) unknown.add(type);
      }
    }
    expect({ unknown: [...unknown], listedButRendered: [...listedButRendered] }).toEqual({ unknown: [], listedButRendered: [] });
  });

  it("shows the inline HTML of a heading's and toggles' titles, not their tags", async () => {
    const { text } = await imported(join(ROOT, "elementor/section-farm-day-plan.json"));
    expect(text).toContain("Harvest Lane farm day: the plan");
    expect(text).toContain("DAY 1 - Orchard walk and cider pressing");
    expect(text).toContain("DAY 2 - Dairy & cheese cave");
  });
});
