import type { DocumentType, ElementNode, Settings } from "../documents/document-types";
import { documentTypeFor } from "./document-type";
import { normaliseElements } from "./elements";
import { ElementorImportError, isPlainObject } from "./errors";
import { exportParts, type ExportParts } from "./export-form";
import { ImportNotes } from "./notes";
import { isPhpEmptyArray, restoreEmptyObjects } from "./php-arrays";
import { followRenamedIds, type RenamedIds } from "./references";
import { slugify } from "./slug";
import { conditionStrings } from "../templates/theme-conditions";

export { ElementorImportError } from "./errors";
export { exportElements } from "./export-form";
export { ImportNotes } from "./notes";
export { slugify, uniqueSlug } from "./slug";

/** The title of an export that has none. */
export const DEFAULT_TITLE = "Imported page";
const DEFAULT_SLUG = "imported-page";
/** Document titles are at most this long (core/schemas/documents.ts). */
export const MAX_TITLE_LENGTH = 200;

export interface ImportedDocument {
  type: DocumentType;
  title: string;
  settings: Settings;
  elements: ElementNode[];
}

export interface NormalisedExport {
  document: ImportedDocument;
  /** The slug the title suggests (not yet made unique). */
  slug: string;
  /** What was changed; `notes.messages()` gives the warnings. */
  notes: ImportNotes;
}

export interface NormaliseOptions {
  /** The document type to use whatever the export says. */
  type?: DocumentType;
  /** Proposes fresh element ids (random by default). */
  nextId?: () => string;
}

function readTitle(raw: unknown, notes: ImportNotes): string {
  if (raw !== undefined && raw !== null && typeof raw !== "string") throw new ElementorImportError("title", "must be text");
  const title = (raw ?? "").trim();
  if (!title) {
    notes.say(`The export has no title: the page is called "${DEFAULT_TITLE}".`);
    return DEFAULT_TITLE;
  }
  if (title.length > MAX_TITLE_LENGTH) {
    notes.say(`The title was cut to its first ${MAX_TITLE_LENGTH} characters.`);
    return title.slice(0, MAX_TITLE_LENGTH).trim();
  }
  return title;
}

function readType(parts: ExportParts, override: DocumentType | undefined, notes: ImportNotes): DocumentType {
  if (parts.form !== "template") return override ?? "page";
  if (parts.type !== undefined && parts.type !== null && typeof parts.type !== "string")
    throw new ElementorImportError("type", "must be text");
  if (override) return override;
  const { type, note } = documentTypeFor(parts.type ?? undefined);
  if (note) notes.say(note);
  return type;
}

function readPageSettings(raw: unknown, ids: RenamedIds, notes: ImportNotes): Settings {
  if (raw === undefined || raw === null) return {};
  if (isPhpEmptyArray(raw)) {
    notes.note("php-empty-object", "page_settings");
    return {};
  }
  if (!isPlainObject(raw)) throw new ElementorImportError("page_settings", "must be an object of settings");
  return followRenamedIds(restoreEmptyObjects(raw, "page_settings", notes), "page_settings", ids, notes);
}

/**
 * A theme template's display conditions (docs/design/website-templates.md), from the file's own `conditions`
 * (the strings, or the objects a kit's manifest writes) else its settings', kept as Elementor's strings.
 */
function withConditions(settings: Settings, fileConditions: unknown, notes: ImportNotes): Settings {
  const raw = fileConditions ?? settings["conditions"];
  if (raw === undefined || raw === null) return settings;
  const conditions = conditionStrings(raw);
  const given = Array.isArray(raw) ? raw.length : 1;
  if (conditions.length < given) notes.say(`${given - conditions.length} display condition(s) could not be read and were left out.`);
  return { ...settings, conditions };
}

/**
 * An Elementor export (template file, clipboard copy or element array) as an Aisle document, with
 * nothing a visitor would see lost, and what was changed noted (decision 0012). Throws
 * ElementorImportError naming the part that is not an export.
 */
export function normaliseElementorExport(raw: unknown, options: NormaliseOptions = {}): NormalisedExport {
  const notes = new ImportNotes();
  const parts = exportParts(raw);
  const title = readTitle(parts.title, notes);
  const type = readType(parts, options.type, notes);
  const { elements, ids } = normaliseElements(parts.elements, parts.param, notes, options.nextId);
  const settings = withConditions(readPageSettings(parts.pageSettings, ids, notes), parts.conditions, notes);
  return { document: { type, title, settings, elements }, slug: slugify(title) || DEFAULT_SLUG, notes };
}
