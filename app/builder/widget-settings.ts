import type { z } from "zod";
import type { ElementNode } from "../../core/document-types";
import { headingSettings } from "./widgets/heading/settings";
import { textEditorSettings } from "./widgets/text-editor/settings";
import { imageSettings } from "./widgets/image/settings";
import { buttonSettings } from "./widgets/button/settings";

/** The settings schema of every widget type the renderer knows, by Elementor widgetType. */
export const WIDGET_SETTINGS: Record<string, z.ZodType> = {
  heading: headingSettings,
  "text-editor": textEditorSettings,
  image: imageSettings,
  button: buttonSettings,
};

/**
 * The elements with each known widget's settings parsed: a field of the wrong type or missing falls
 * back to its default, so the renderer (on the server and in the browser) gets exactly the shape
 * each widget expects. Runs on the server before a document is rendered; containers and unknown
 * widgets keep their settings as stored.
 */
export function renderableElements(elements: ElementNode[]): ElementNode[] {
  return elements.map((el) => {
    const schema = el.elType === "widget" && el.widgetType ? WIDGET_SETTINGS[el.widgetType] : undefined;
    const settings = schema ? parsedSettings(schema, el.settings) : el.settings;
    return { ...el, settings, elements: renderableElements(el.elements ?? []) };
  });
}

function parsedSettings(schema: z.ZodType, stored: unknown): Record<string, unknown> {
  const parsed = schema.safeParse(stored ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as Record<string, unknown>;
}

/** A document ready for the renderer. */
export function renderableDocument<D extends { elements: ElementNode[] }>(document: D): D {
  return { ...document, elements: renderableElements(document.elements) };
}
