import { ElementorImportError, isPlainObject } from "./errors";

/**
 * The three forms an Elementor export comes in, told apart by shape:
 * - a template file, as "Export Template" downloads it: `{ content, page_settings, version, title, type }`
 *   (older versions write the keys in another order; a kit's per-document file has `settings` in place
 *   of `page_settings`);
 * - a copy from the editor's clipboard: `{ type: "elementor", siteurl, elements }`;
 * - a bare element array, as Elementor keeps it in `_elementor_data`.
 */
export type ExportForm = "template" | "clipboard" | "elements";

export interface ExportParts {
  form: ExportForm;
  /** Where the element list is, as named in errors. */
  param: string;
  elements: unknown;
  title?: unknown;
  type?: unknown;
  pageSettings?: unknown;
  /** A theme template's display conditions, when the file carries them beside its content. */
  conditions?: unknown;
}

const EXPECTED =
  'must be an Elementor template file ({ content, page_settings, title, type }), a clipboard copy ({ type: "elementor", elements }) or an element array';

/** The parts of an export, or an error naming what is not an export. */
export function exportParts(raw: unknown): ExportParts {
  if (Array.isArray(raw)) return { form: "elements", param: "body", elements: raw };
  if (!isPlainObject(raw)) throw new ElementorImportError("body", EXPECTED);
  if ("content" in raw) {
    const pageSettings = "page_settings" in raw ? raw.page_settings : raw.settings;
    return {
      form: "template",
      param: "content",
      elements: raw.content,
      title: raw.title,
      type: raw.type,
      pageSettings,
      conditions: raw.conditions,
    };
  }
  if (raw.type === "elementor" && "elements" in raw) return { form: "clipboard", param: "elements", elements: raw.elements };
  throw new ElementorImportError("body", EXPECTED);
}

/** The element list of an export, when it has one (for the size checks made before anything else). */
export function exportElements(raw: unknown): { elements: unknown; param: string } {
  try {
    const { elements, param } = exportParts(raw);
    return { elements, param };
  } catch {
    return { elements: undefined, param: "body" };
  }
}
