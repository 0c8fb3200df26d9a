import type { ElementNode, ElType, Settings } from "../documents/document-types";
import { at, ElementorImportError, isPlainObject } from "./errors";
import { freshIds, isElementId } from "./ids";
import { shown, type ImportNotes } from "./notes";
import { isPhpEmptyArray, restoreEmptyObjects } from "./php-arrays";
import { followRenamedIds, RenamedIds } from "./references";
import { RENDERED_WIDGET_TYPES } from "../builder/rendered-widget-types";

const EL_TYPES: ReadonlySet<string> = new Set<ElType>(["container", "section", "column", "widget"]);

/** Widget type names Aisle stores (core/schemas/documents.ts). */
const WIDGET_TYPE = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

/**
 * Data the editor keeps on an element for itself, which changes nothing a visitor sees: whether a
 * section or container sits inside another (the tree already says so), whether the editor lets it
 * be moved, the panel's state, and (in clipboard copies) the source site's rendered HTML, which is
 * rendered afresh here.
 */
const EDITOR_ONLY: ReadonlySet<string> = new Set(["isInner", "isLocked", "editSettings", "defaultEditSettings", "default", "htmlCache"]);

const OWN_KEYS: ReadonlySet<string> = new Set(["id", "elType", "widgetType", "settings", "elements"]);

/** Where element data with no place in Aisle's format is kept, inside the element's settings. */
export const ELEMENTOR_DATA_KEY = "__elementor__";

/** How deep elements may nest before the walk refuses them (the API's size checks are stricter). */
export const MAX_IMPORT_NESTING = 100;

/** An element as read in the first pass: its checked parts, the fresh id still to be decided. */
interface Draft {
  path: string;
  rawId: unknown;
  /** The id kept, or null when a fresh one is needed. */
  id: string | null;
  elType: ElType;
  widgetType?: string;
  settings: Settings;
  extra: Settings;
  children: Draft[];
}

function readList(value: unknown, path: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ElementorImportError(path, "must be a list of elements");
  return value;
}

function readSettings(value: unknown, path: string, notes: ImportNotes): Settings {
  if (value === undefined || value === null) {
    notes.note("settings-missing");
    return {};
  }
  if (isPhpEmptyArray(value)) {
    notes.note("php-empty-object", "settings");
    return {};
  }
  if (!isPlainObject(value)) throw new ElementorImportError(path, "must be an object of settings");
  return restoreEmptyObjects(value, path, notes);
}

/** The element's kind, its widget type, and what of them has to be kept aside. */
function readKind(
  raw: Record<string, unknown>,
  path: string,
  extra: Settings,
  notes: ImportNotes,
): { elType: ElType; widgetType?: string } {
  const { elType, widgetType } = raw;
  if (elType === undefined) throw new ElementorImportError(at(path, "elType"), "is required");
  if (typeof elType !== "string") throw new ElementorImportError(at(path, "elType"), "must be text");
  if (widgetType !== undefined && widgetType !== null && typeof widgetType !== "string")
    throw new ElementorImportError(at(path, "widgetType"), "must be text");
  const hasWidgetType = typeof widgetType === "string" && widgetType !== "";
  let kind = elType as ElType;
  if (!EL_TYPES.has(elType)) {
    // A future or third-party element (an atomic e-div-block, say): kept as a container so what it
    // holds still shows, or as a widget when it names one.
    notes.note("el-type-unknown", shown(elType));
    extra.elType = elType;
    kind = hasWidgetType ? "widget" : "container";
  }
  if (kind !== "widget") {
    if (widgetType !== undefined) {
      extra.widgetType = widgetType;
      notes.note("element-data-kept", "widgetType");
    }
    return { elType: kind };
  }
  if (!hasWidgetType) {
    notes.note("widget-type-missing");
    return { elType: kind };
  }
  if (!WIDGET_TYPE.test(widgetType)) {
    notes.note("widget-type-invalid", shown(widgetType));
    extra.widgetType = widgetType;
    return { elType: kind };
  }
  if (!RENDERED_WIDGET_TYPES.has(widgetType)) notes.note("widget-type-unrendered", widgetType);
  return { elType: kind, widgetType };
}

function readElement(raw: unknown, path: string, depth: number, notes: ImportNotes): Draft {
  if (depth > MAX_IMPORT_NESTING) throw new ElementorImportError(path, `is nested more than ${MAX_IMPORT_NESTING} levels deep`);
  if (!isPlainObject(raw)) throw new ElementorImportError(path, "must be an element object ({ id, elType, settings, elements })");
  const kind: Settings = {};
  const { elType, widgetType } = readKind(raw, path, kind, notes);
  const settings = readSettings(raw.settings, at(path, "settings"), notes);
  const other = Object.entries(raw).filter(([key]) => {
    if (OWN_KEYS.has(key)) return false;
    notes.note(EDITOR_ONLY.has(key) ? "editor-data-dropped" : "element-data-kept", key);
    return !EDITOR_ONLY.has(key);
  });
  const extra = { ...kind, ...Object.fromEntries(other) };
  const children = readList(raw.elements, at(path, "elements")).map((child, i) =>
    readElement(child, at(at(path, "elements"), i), depth + 1, notes),
  );
  return {
    path,
    rawId: raw.id,
    id: null,
    elType,
    widgetType,
    settings,
    extra: restoreEmptyObjects(extra, at(path, ELEMENTOR_DATA_KEY), notes),
    children,
  };
}

function* walk(drafts: Draft[]): Generator<Draft> {
  for (const d of drafts) {
    yield d;
    yield* walk(d.children);
  }
}

/**
 * Decides every element's id: a valid id seen first keeps it; a missing, invalid or repeated one
 * gets a fresh id. Returns old id -> new id for the renamed ones that others may point at (an id
 * first seen on an element that had to be renamed; a repeated valid id keeps pointing at the
 * element that kept it).
 */
function assignIds(drafts: Draft[], notes: ImportNotes, nextId?: () => string): Map<string, string> {
  const kept = new Set<string>();
  const all = [...walk(drafts)];
  for (const d of all) {
    if (isElementId(d.rawId) && !kept.has(d.rawId)) {
      kept.add(d.rawId);
      d.id = d.rawId;
    }
  }
  const fresh = freshIds(new Set(kept), nextId);
  const renamed = new Map<string, string>();
  for (const d of all) {
    if (d.id !== null) continue;
    d.id = fresh();
    const { rawId } = d;
    if (rawId === undefined || rawId === null || rawId === "") {
      notes.note("id-missing");
    } else if (isElementId(rawId)) {
      notes.note("id-duplicate", shown(rawId));
    } else {
      notes.note("id-invalid", shown(rawId));
      const old = typeof rawId === "string" || typeof rawId === "number" ? String(rawId) : null;
      if (old !== null && !kept.has(old) && !renamed.has(old)) renamed.set(old, d.id);
    }
  }
  return renamed;
}

function finish(d: Draft, ids: RenamedIds, notes: ImportNotes): ElementNode {
  const settings = followRenamedIds(d.settings, at(d.path, "settings"), ids, notes);
  if (Object.keys(d.extra).length) {
    const own = settings[ELEMENTOR_DATA_KEY];
    settings[ELEMENTOR_DATA_KEY] = isPlainObject(own) ? { ...own, ...d.extra } : d.extra;
  }
  return {
    id: d.id!,
    elType: d.elType,
    ...(d.widgetType ? { widgetType: d.widgetType } : {}),
    settings,
    elements: d.children.map((c) => finish(c, ids, notes)),
  };
}

export interface NormalisedElements {
  elements: ElementNode[];
  /** The ids that were renamed, to follow in the document's own settings too. */
  ids: RenamedIds;
}

/**
 * An exported element list in Aisle's format: every element checked, ids made valid and unique with
 * what pointed at them following, PHP's `[]` settings turned back into objects, editor-only data left
 * out, unknown kinds kept. `param` names the list in errors.
 */
export function normaliseElements(raw: unknown, param: string, notes: ImportNotes, nextId?: () => string): NormalisedElements {
  if (!Array.isArray(raw)) throw new ElementorImportError(param, "must be a list of elements");
  const drafts = raw.map((el, i) => readElement(el, at(param, i), 1, notes));
  const ids = new RenamedIds(assignIds(drafts, notes, nextId));
  return { elements: drafts.map((d) => finish(d, ids, notes)), ids };
}
