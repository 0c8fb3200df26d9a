import type { z } from "zod";
import { controlsOfSchema } from "./schema-controls";
import { WIDGET_CATALOG, type SettingField, type WidgetEntry } from "./widget-catalog";
import { WIDGET_GROUPS, widgetGroup } from "./widget-groups";

/** A widget of the runtime's registry, as the editor needs it (app/builder/registry.server.ts). */
export interface RuntimeWidget {
  type: string;
  title: string;
  settings: z.ZodType;
}

/** Settings that name an element in the Structure tree, in the order they are tried. */
const LABEL_KEYS = ["title", "text", "editor", "caption", "title_text", "heading", "label", "name"];

/**
 * Panel names for widgets whose runtime title another widget shares: Elementor's nested Tabs and
 * Accordion beside the older ones, and the store's own call to action beside Elementor's.
 */
const PANEL_TITLES: Readonly<Record<string, string>> = {
  "nested-tabs": "Nested Tabs",
  "nested-accordion": "Nested Accordion",
  "aisle-cta": "Store Call to Action",
};

/** Every entry named once: a title already taken gets its widget type after it. */
function distinctTitles(entries: WidgetEntry[]): WidgetEntry[] {
  const seen = new Set<string>();
  return entries.map((e) => {
    const title = seen.has(e.title.toLowerCase()) ? `${e.title} (${e.widgetType ?? e.elType})` : e.title;
    seen.add(title.toLowerCase());
    return title === e.title ? e : { ...e, title };
  });
}

const fieldId = (f: SettingField) => `${f.key}.${f.sub ?? ""}`;

/**
 * Every widget the Widgets panel offers: the container, then each widget the runtime renders, in
 * Elementor's groups. A widget with hand-made controls (core/editor/widget-catalog.ts) keeps them and
 * gets generated controls for the rest of its schema; the others get controls generated from their
 * schema alone (core/editor/schema-controls.ts).
 */
export function editorWidgets(runtime: readonly RuntimeWidget[], catalog: readonly WidgetEntry[] = WIDGET_CATALOG): WidgetEntry[] {
  const out: WidgetEntry[] = catalog.filter((c) => c.elType !== "widget").map((c) => ({ ...c, group: c.group ?? "Layout" }));
  for (const w of runtime) {
    const made = catalog.find((c) => c.elType === "widget" && c.widgetType === w.type);
    const generated = controlsOfSchema(w.settings);
    const taken = new Set([...(made?.content ?? []), ...(made?.style ?? [])].map(fieldId));
    const content = [...(made?.content ?? []), ...generated.filter((f) => !taken.has(fieldId(f)))];
    out.push({
      title: made?.title ?? PANEL_TITLES[w.type] ?? w.title,
      elType: "widget",
      widgetType: w.type,
      defaults: made?.defaults ?? {},
      content,
      ...(made?.style ? { style: made.style } : {}),
      ...(made?.labelKey
        ? { labelKey: made.labelKey }
        : (() => {
            const key = LABEL_KEYS.find((k) => content.some((f) => f.key === k && !f.sub && (f.kind === "text" || f.kind === "textarea")));
            return key ? { labelKey: key } : {};
          })()),
      group: made?.group ?? widgetGroup(w.type),
    });
  }
  const rank = (e: WidgetEntry) => WIDGET_GROUPS.indexOf(e.group ?? "General");
  return distinctTitles(
    out
      .map((e, i) => ({ e, i }))
      .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
      .map(({ e }) => e),
  );
}

/** A widget entry's key, unique in the panel: `elType/widgetType` (a drag of its tile names it). */
export const widgetKey = (entry: Pick<WidgetEntry, "elType" | "widgetType">) => `${entry.elType}/${entry.widgetType ?? ""}`;
