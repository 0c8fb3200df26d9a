import type { DocumentType, ElementNode, Settings } from "../documents/document-types";

/**
 * A template as the Elementor template file its Export Template writes (docs/design/website-templates.md):
 * `{ version, title, type, content, page_settings }` in that order, the settings as PHP writes an empty
 * object (`[]`) when there are none. A display condition travels in `page_settings.conditions`, which
 * today's import reads back. Aisle's own names for Elementor's types go back to Elementor's.
 */

/** The version Elementor's template library writes into every file (its database format, 0.4). */
export const TEMPLATE_FILE_VERSION = "0.4";

/** Aisle's document types that Elementor names otherwise. */
const ELEMENTOR_TYPE: Partial<Record<DocumentType, string>> = { "page-template": "page" };

export interface TemplateFile {
  version: string;
  title: string;
  type: string;
  content: ElementNode[];
  page_settings: Settings | [];
}

export function templateFile(doc: { type: DocumentType; title: string; settings: Settings; elements: ElementNode[] }): TemplateFile {
  const settings = { ...doc.settings };
  if (Array.isArray(settings["conditions"]) && settings["conditions"].length === 0) delete settings["conditions"];
  return {
    version: TEMPLATE_FILE_VERSION,
    title: doc.title,
    type: ELEMENTOR_TYPE[doc.type] ?? doc.type,
    content: doc.elements,
    page_settings: Object.keys(settings).length ? settings : [],
  };
}

/** The file's name as Elementor gives it: `elementor-<id>-<yyyy-mm-dd>.json`. */
export function templateFileName(id: number, at: Date): string {
  return `elementor-${id}-${at.toISOString().slice(0, 10)}.json`;
}
