/**
 * What changed between two versions of a page-builder document, in words an editor reads: the fields
 * (title, slug, status, type), the document's settings keys, and the elements added, removed or changed
 * (matched by their id anywhere in the tree). Pure: the revisions screen compares two kept versions, or a
 * kept version and the document as it is now.
 */

/** A document's content as revisions keep it (the fields this diff reads). */
export interface DiffableDocument {
  type?: string;
  title: string;
  slug: string;
  status: string;
  settings: Record<string, unknown>;
  elements: unknown[];
}

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export interface ElementChange {
  id: string;
  /** "widget heading", "container", … */
  label: string;
  /** Setting keys whose values differ (changed elements only). */
  keys: string[];
  /** True when the element moved under another parent or to another place among its siblings. */
  moved: boolean;
}

export interface DocumentDiff {
  fields: FieldChange[];
  settings: { added: string[]; removed: string[]; changed: string[] };
  elements: { added: ElementChange[]; removed: ElementChange[]; changed: ElementChange[] };
  /** True when nothing differs. */
  same: boolean;
}

interface FlatElement {
  id: string;
  label: string;
  settings: Record<string, unknown>;
  parent: string;
  index: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Stable JSON: object keys sorted, so equal settings compare equal whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Every element of a tree by id (the first one wins where an id repeats), with its parent and place. */
function flatten(elements: unknown[], parent = "", out = new Map<string, FlatElement>()): Map<string, FlatElement> {
  elements.forEach((el, index) => {
    if (!isRecord(el)) return;
    const id = typeof el.id === "string" ? el.id : `#${parent}/${index}`;
    const elType = typeof el.elType === "string" ? el.elType : "element";
    const label = typeof el.widgetType === "string" && el.widgetType ? `${elType} ${el.widgetType}` : elType;
    if (!out.has(id)) out.set(id, { id, label, settings: isRecord(el.settings) ? el.settings : {}, parent, index });
    if (Array.isArray(el.elements)) flatten(el.elements, id, out);
  });
  return out;
}

/** Keys added, removed and changed from one settings object to another, each list sorted. */
export function settingsDiff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const added = Object.keys(after).filter((k) => !(k in before));
  const removed = Object.keys(before).filter((k) => !(k in after));
  const changed = Object.keys(after).filter((k) => k in before && canonical(before[k]) !== canonical(after[k]));
  return { added: added.sort(), removed: removed.sort(), changed: changed.sort() };
}

/** What changed from `before` to `after`. */
export function diffDocuments(before: DiffableDocument, after: DiffableDocument): DocumentDiff {
  const fields: FieldChange[] = [];
  for (const field of ["title", "slug", "status", "type"] as const) {
    const from = String(before[field] ?? "");
    const to = String(after[field] ?? "");
    if (from !== to) fields.push({ field, from, to });
  }
  const settings = settingsDiff(isRecord(before.settings) ? before.settings : {}, isRecord(after.settings) ? after.settings : {});
  const was = flatten(Array.isArray(before.elements) ? before.elements : []);
  const now = flatten(Array.isArray(after.elements) ? after.elements : []);
  const plain = (e: FlatElement): ElementChange => ({ id: e.id, label: e.label, keys: [], moved: false });
  const added = [...now.values()].filter((e) => !was.has(e.id)).map(plain);
  const removed = [...was.values()].filter((e) => !now.has(e.id)).map(plain);
  const changed: ElementChange[] = [];
  for (const e of now.values()) {
    const old = was.get(e.id);
    if (!old) continue;
    const d = settingsDiff(old.settings, e.settings);
    const keys = [...d.added, ...d.removed, ...d.changed].sort();
    const moved = old.parent !== e.parent || old.index !== e.index;
    if (keys.length || moved || old.label !== e.label) changed.push({ id: e.id, label: e.label, keys, moved });
  }
  const same =
    !fields.length &&
    !settings.added.length &&
    !settings.removed.length &&
    !settings.changed.length &&
    !added.length &&
    !removed.length &&
    !changed.length;
  return { fields, settings, elements: { added, removed, changed }, same };
}
