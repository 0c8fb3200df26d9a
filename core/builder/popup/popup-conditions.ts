/**
 * Display conditions, decided on the server (docs/design/documents.md,
 * docs/design/builder-behaviour.md#popup-advanced-rules): does a popup belong on the page being
 * rendered? Conditions are Elementor's: strings such as `include/general`,
 * `include/singular/page/<id>`, `exclude/singular/page/<id>`, `include/archive/recipe_category/<id or slug>`,
 * or the objects `{ type, name, sub_name, sub_id }` the theme builder exports. A popup is printed when
 * at least one include matches and no exclude does; without any include it is printed nowhere. A
 * condition this site cannot evaluate matches nothing.
 */

export interface Condition {
  type: "include" | "exclude";
  /** general, singular, archive */
  name: string;
  /** front_page, not_found404, a post type (page, recipe), in_<taxonomy>, by_author, a taxonomy, <post type>_archive, search, author, date */
  sub: string;
  /** The document, term or author id the sub-condition names; "" for all of them. */
  id: string;
}

export type ArchiveKind = "post_type" | "taxonomy" | "search" | "author" | "date";

/** The page being rendered, as the conditions see it. */
export interface RenderedPage {
  /** One document or entry, a listing, the not-found page, or another screen (shop, account). */
  kind: "singular" | "archive" | "not_found" | "other";
  /** singular: its post type (`page` for page-builder pages). */
  postType?: string;
  /** singular: the document's or entry's id. */
  id?: number | string;
  isFrontPage?: boolean;
  /** singular: its terms by taxonomy (`{ recipe_category: [3, 7] }`). */
  terms?: Readonly<Record<string, readonly (number | string)[]>>;
  /** singular: its author; author archive: the author listed. */
  authorId?: number | string;
  /** archive: what it lists. */
  archive?: {
    kind: ArchiveKind;
    postType?: string;
    taxonomy?: string;
    /** The term listed, by its slug (from the address) or its id. */
    termId?: number | string;
    /** The same term's other names (its id when termId is its slug): a condition naming any of them matches. */
    termIds?: readonly (number | string)[];
  };
}

const WORD = /^[a-z0-9_-]{1,64}$/;

/** An id as a comparable string: trimmed, lower-cased, digits without leading zeros. */
function normaliseId(id: unknown): string {
  const s = typeof id === "number" && Number.isFinite(id) ? String(id) : typeof id === "string" ? id.trim().toLowerCase() : "";
  return /^\d+$/.test(s) ? s.replace(/^0+(?=\d)/, "") : s;
}

/** A part of a condition: text (lower-cased), a number's digits, "" when missing; null when it is anything else. */
function conditionPart(p: unknown): string | null {
  if (typeof p === "string") return p.trim().toLowerCase();
  if (typeof p === "number") return Number.isFinite(p) ? String(p) : null;
  return p === undefined || p === null ? "" : null;
}

/** One condition in either stored form; null when it is neither. */
export function parseCondition(raw: unknown): Condition | null {
  let parts: unknown[];
  if (typeof raw === "string") parts = raw.trim().split("/");
  else if (raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
    const o = raw as Record<string, unknown>;
    parts = [o.type, o.name, o.sub_name, o.sub_id];
  } else return null;
  const cleaned = parts.map(conditionPart);
  if (cleaned.some((p) => p === null)) return null;
  const [type = "", name = "", sub = "", id = "", ...rest] = cleaned as string[];
  if (rest.some((p) => p !== "")) return null;
  if (type !== "include" && type !== "exclude") return null;
  if (!WORD.test(name) || (sub !== "" && !WORD.test(sub))) return null;
  return { type, name, sub, id: normaliseId(id) };
}

/** The conditions as stored (a list; anything else is none), the unreadable ones left out. */
export function readConditions(raw: unknown): Condition[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(parseCondition).filter((c): c is Condition => c !== null);
}

const sameId = (a: unknown, b: string) => b !== "" && normaliseId(a) === b;

function singularMatches(c: Condition, page: RenderedPage): boolean {
  if (c.sub === "") return page.kind === "singular" || page.kind === "not_found";
  if (c.sub === "not_found404") return page.kind === "not_found";
  if (page.kind !== "singular") return false;
  if (c.sub === "front_page") return page.isFrontPage === true;
  if (c.sub === "by_author") return sameId(page.authorId, c.id);
  if (c.sub.startsWith("in_")) {
    const terms = page.terms?.[c.sub.slice(3)] ?? [];
    return terms.some((term) => sameId(term, c.id));
  }
  if (c.sub === "child_of" || c.sub === "any_child_of") return false;
  if (page.postType !== c.sub) return false;
  return c.id === "" || sameId(page.id, c.id);
}

function archiveMatches(c: Condition, page: RenderedPage): boolean {
  const archive = page.archive;
  if (page.kind !== "archive" || !archive) return false;
  if (c.sub === "") return true;
  if (c.sub === "search" || c.sub === "date") return archive.kind === c.sub && c.id === "";
  if (c.sub === "author") return archive.kind === "author" && (c.id === "" || sameId(page.authorId, c.id));
  if (c.sub.endsWith("_archive"))
    return archive.kind === "post_type" && archive.postType === c.sub.slice(0, -"_archive".length) && c.id === "";
  if (c.sub.startsWith("child_of_") || c.sub.startsWith("any_child_of_")) return false;
  const term = (id: unknown) => sameId(id, c.id);
  return (
    archive.kind === "taxonomy" && archive.taxonomy === c.sub && (c.id === "" || term(archive.termId) || (archive.termIds ?? []).some(term))
  );
}

/** Whether one condition (whatever its type) matches the page. */
export function conditionMatches(c: Condition, page: RenderedPage): boolean {
  if (c.name === "general") return c.sub === "" && c.id === "";
  if (c.name === "singular") return singularMatches(c, page);
  if (c.name === "archive") return archiveMatches(c, page);
  return false;
}

/** At least one include matches and no exclude does. */
export function popupBelongsOn(conditions: unknown, page: RenderedPage): boolean {
  const list = readConditions(conditions);
  if (list.some((c) => c.type === "exclude" && conditionMatches(c, page))) return false;
  return list.some((c) => c.type === "include" && conditionMatches(c, page));
}
