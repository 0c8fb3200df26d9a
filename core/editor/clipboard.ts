import type { ElementNode } from "#core/documents/document-types";
import { documentViolation } from "#core/schemas/documents";
import { ElementorImportError, ImportNotes } from "#core/elementor-import";
import { exportParts } from "#core/elementor-import/export-form";
import { normaliseElements } from "#core/elementor-import/elements";
import { freshIds } from "#core/elementor-import/ids";

/**
 * Copy and paste in Elementor's clipboard format (docs/design/ui-contract.md): the system clipboard carries
 * `{ "type": "elementor", "siteurl": ..., "elements": [...] }`, as Elementor's editor writes it for a
 * paste into another site, and Elementor's own storage (localStorage `elementor`, key `clipboard`)
 * the element list. A paste takes that, the older bare element list, or Elementor's storage, through
 * the import's normalisation and limits (core/elementor-import), with every element given a fresh id.
 */

/** Elementor's localStorage item, and the key of the copied elements inside it. */
export const ELEMENTOR_STORAGE_ITEM = "elementor";
export const ELEMENTOR_CLIPBOARD_KEY = "clipboard";

/** A paste larger than this is refused before it is read. */
export const MAX_PASTE_CHARS = 2_000_000;

/** The system clipboard's text for a copy of `elements` from the site at `siteurl`. */
export function clipboardText(elements: readonly ElementNode[], siteurl: string): string {
  return JSON.stringify({ type: "elementor", siteurl, elements });
}

/** Elementor's localStorage item with the copy in it (what else it holds is kept). */
export function storageWithCopy(stored: string | null, elements: readonly ElementNode[]): string {
  let current: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) current = parsed as Record<string, unknown>;
  } catch {
    // Not Elementor's: replaced.
  }
  return JSON.stringify({ ...current, [ELEMENTOR_CLIPBOARD_KEY]: elements });
}

/** The copied elements in Elementor's localStorage item, as a paste reads them (null when there are none). */
export function storedCopy(stored: string | null): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(stored ?? "null");
    const list = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>)[ELEMENTOR_CLIPBOARD_KEY] : null;
    return Array.isArray(list) && list.length ? list : null;
  } catch {
    return null;
  }
}

export type PasteResult = { ok: true; elements: ElementNode[]; notes: string[] } | { ok: false; message: string };

/** Every element's id replaced by a fresh one; a setting naming an old id (a filter's grid) names the new one. */
function withFreshIds(elements: ElementNode[], next: () => string): ElementNode[] {
  const renamed = new Map<string, string>();
  const rename = (el: ElementNode): ElementNode => {
    const id = next();
    renamed.set(el.id, id);
    return { ...el, id, elements: el.elements.map(rename) };
  };
  const follow = (value: unknown): unknown =>
    typeof value === "string"
      ? (renamed.get(value) ?? value)
      : Array.isArray(value)
        ? value.map(follow)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, follow(v)]))
          : value;
  const settingsFollow = (el: ElementNode): ElementNode => ({
    ...el,
    settings: follow(el.settings) as ElementNode["settings"],
    elements: el.elements.map(settingsFollow),
  });
  return elements.map(rename).map(settingsFollow);
}

/**
 * What a paste adds: the clipboard's elements (a parsed clipboard object, a bare list, or its text)
 * normalised as an import normalises them, every id fresh (none in `taken`), and, when they go at the
 * top level (`topLevel`), each widget wrapped in a container of its own. Anything else is refused with
 * the reason.
 */
export function readPaste(
  input: string | unknown,
  opts: { taken: ReadonlySet<string>; topLevel: boolean; nextId?: () => string },
): PasteResult {
  let raw: unknown = input;
  if (typeof input === "string") {
    if (input.length > MAX_PASTE_CHARS) return { ok: false, message: "The clipboard holds more than a paste can take (2 MB)." };
    try {
      raw = JSON.parse(input);
    } catch {
      return { ok: false, message: "The clipboard holds no elements: copy elements in this editor or in Elementor first." };
    }
  }
  const notes = new ImportNotes();
  try {
    const parts = exportParts(raw);
    if (parts.form === "template") return { ok: false, message: "That is a template file: import it from the documents list instead." };
    const { elements } = normaliseElements(parts.elements, parts.param, notes);
    if (!elements.length) return { ok: false, message: "The clipboard's element list is empty." };
    const next = freshIds(new Set(opts.taken), opts.nextId);
    const fresh = withFreshIds(elements, next);
    const placed = opts.topLevel
      ? fresh.map((el) => (el.elType === "widget" ? { id: next(), elType: "container" as const, settings: {}, elements: [el] } : el))
      : fresh;
    const violation = documentViolation({ elements: placed });
    if (violation) return { ok: false, message: `Nothing was pasted: the elements ${violation.violation.reason}.` };
    return { ok: true, elements: placed, notes: notes.messages() };
  } catch (err) {
    if (err instanceof ElementorImportError)
      return { ok: false, message: `Nothing was pasted: the clipboard's ${err.param} ${err.reason}.` };
    throw err;
  }
}
