/**
 * Preview as (decision 0030): a page address carries what to preview as in its query, read only for a
 * signed-in editor or administrator. Pure: the admin's form, the page's panel and the server agree.
 */
export const PREVIEW_PARAMS = {
  on: "aisle-preview",
  store: "preview_store",
  groups: "preview_groups",
  at: "preview_at",
} as const;

export interface PreviewSettings {
  /** The store to look as; null for a visitor who has chosen none. */
  storeId: number | null;
  userGroupIds: number[];
  at: Date;
}

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;
const MAX_GROUPS = 100;

function id(v: string): number | null {
  if (!ID.test(v)) return null;
  const n = Number(v);
  return n <= MAX_ID ? n : null;
}

/**
 * A date and time as the admin's form sends it (`2026-12-01T09:30`, read as UTC) or as ISO 8601 with
 * its zone; null when it is neither.
 */
export function parsePreviewDate(v: string): Date | null {
  const s = v.trim();
  const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(s) ? `${s}Z` : s;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(withZone)) return null;
  const d = new Date(withZone);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The preview a query asks for, or null when it asks for none or says it badly (then the page is the visitor's). */
export function readPreviewParams(search: URLSearchParams, now: Date): PreviewSettings | null {
  if (search.get(PREVIEW_PARAMS.on) !== "1") return null;
  const store = search.get(PREVIEW_PARAMS.store) ?? "";
  const storeId = store === "" ? null : id(store);
  if (store !== "" && storeId === null) return null;
  const groupsText = search.get(PREVIEW_PARAMS.groups) ?? "";
  const groups = groupsText === "" ? [] : groupsText.split(",").map((g) => id(g.trim()));
  if (groups.length > MAX_GROUPS || groups.some((g) => g === null)) return null;
  const atText = search.get(PREVIEW_PARAMS.at);
  const at = atText ? parsePreviewDate(atText) : now;
  if (!at) return null;
  return { storeId, userGroupIds: [...new Set(groups as number[])], at };
}

/** The address of a site path previewed with these settings (any query of the path is kept; an earlier preview's is replaced). */
export function previewHref(path: string, p: PreviewSettings): string {
  const url = new URL(path, "http://x");
  for (const name of Object.values(PREVIEW_PARAMS)) url.searchParams.delete(name);
  url.searchParams.set(PREVIEW_PARAMS.on, "1");
  if (p.storeId !== null) url.searchParams.set(PREVIEW_PARAMS.store, String(p.storeId));
  if (p.userGroupIds.length) url.searchParams.set(PREVIEW_PARAMS.groups, p.userGroupIds.join(","));
  url.searchParams.set(PREVIEW_PARAMS.at, p.at.toISOString());
  return url.pathname + url.search + url.hash;
}

/** The same address without the preview: what a visitor opens. */
export function withoutPreview(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, "http://x");
  for (const name of Object.values(PREVIEW_PARAMS)) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/**
 * A path typed in the admin's form: a path of this site (starts with one "/"), not the admin, not the
 * API; null otherwise.
 */
export function previewPath(v: string): string | null {
  const s = v.trim() || "/";
  if (!s.startsWith("/") || s.startsWith("//") || s.includes("\\") || s.length > 2000) return null;
  const url = new URL(s, "http://x");
  if (url.host !== "x" || /^\/(admin|api)(\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search;
}
