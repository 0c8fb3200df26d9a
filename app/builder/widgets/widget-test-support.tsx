import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { documentCss } from "#core/builder/document-css";
import { sanitizeWidgetHtml } from "#core/builder/html-settings";
import { unnestLinks } from "#core/text/unnest-links";
import { parseWidgetSettings, type WidgetDefinition } from "../widget-types";

/** A widget's markup from stored settings, as the renderer produces it (without the wrapper). */
export function renderWidget<S>(def: WidgetDefinition<S>, stored: unknown, childHtml: string[] = []): string {
  const html =
    stored && typeof stored === "object" && !Array.isArray(stored)
      ? sanitizeWidgetHtml(def.type, stored as Record<string, unknown>)
      : stored;
  const settings = parseWidgetSettings(def, html);
  return unnestLinks(
    renderToStaticMarkup(
      <def.Component
        settings={settings}
        element={{ id: "w1", elType: "widget", widgetType: def.type, settings: {}, elements: [] }}
        editMode={false}
        childHtml={childHtml}
      />,
    ),
  );
}

/** The CSS a document holding only this widget (id `w1`, document 1) gets with the default breakpoints. */
export function widgetCss<S>(def: WidgetDefinition<S>, stored: Record<string, unknown>): string {
  return documentCss(1, [{ id: "w1", elType: "widget", widgetType: def.type, settings: stored, elements: [] }], DEFAULT_BREAKPOINTS, {
    widgetStyles: () => def.styles,
  });
}

/** Markup with each inline icon folded to its class name, `[e-fas-star]`, so tests read the markup around it. */
export function foldIcons(html: string): string {
  return html.replace(/<svg class="e-font-icon-svg ([\w-]+)"[^>]*aria-hidden="true">.*?<\/svg>/g, "[$1]");
}
