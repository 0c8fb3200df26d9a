import type { ContentItemResponse } from "#core/schemas/content-items";
import { CONTENT_ITEM_DEFAULTS } from "#core/schemas/content-items";
import { parsePreviewDate } from "#core/content/preview-as";

/** The content item form as typed: text as sent, so a refused form comes back with everything in it. */
export interface ContentFormValues {
  kind: string;
  slug: string;
  title: string;
  status: string;
  store_ids: string[];
  store_group_ids: string[];
  user_group_ids: string[];
  starts_at: string;
  ends_at: string;
  display_starts_at: string;
  display_ends_at: string;
  priority: string;
  html: string;
  document_id: string;
}

export const DATE_FIELDS = ["starts_at", "ends_at", "display_starts_at", "display_ends_at"] as const;
const LIST_FIELDS = ["store_ids", "store_group_ids", "user_group_ids"] as const;

/** A new item's form: a site banner for everyone, published, priority 10. */
export const NEW_ITEM_VALUES: ContentFormValues = {
  kind: "site-banner",
  slug: "site-banner",
  title: "",
  status: CONTENT_ITEM_DEFAULTS.status,
  store_ids: [],
  store_group_ids: [],
  user_group_ids: [],
  starts_at: "",
  ends_at: "",
  display_starts_at: "",
  display_ends_at: "",
  priority: String(CONTENT_ITEM_DEFAULTS.priority),
  html: "",
  document_id: "",
};

/** `2026-12-01T09:30` (UTC), as a datetime-local field shows it. */
export const toFieldDate = (iso: string | null) => (iso ? iso.slice(0, 16) : "");

export function valuesOfItem(item: ContentItemResponse): ContentFormValues {
  return {
    kind: item.kind,
    slug: item.slug,
    title: item.title,
    status: item.status,
    store_ids: item.store_ids.map(String),
    store_group_ids: item.store_group_ids.map(String),
    user_group_ids: item.user_group_ids.map(String),
    starts_at: toFieldDate(item.starts_at),
    ends_at: toFieldDate(item.ends_at),
    display_starts_at: toFieldDate(item.display_starts_at),
    display_ends_at: toFieldDate(item.display_ends_at),
    priority: String(item.priority),
    html: item.html,
    document_id: item.document_id === null ? "" : String(item.document_id),
  };
}

export function valuesOfForm(form: URLSearchParams): ContentFormValues {
  const text = (name: string) => form.get(name) ?? "";
  return {
    kind: text("kind"),
    slug: text("slug"),
    title: text("title"),
    status: text("status"),
    store_ids: form.getAll("store_ids"),
    store_group_ids: form.getAll("store_group_ids"),
    user_group_ids: form.getAll("user_group_ids"),
    starts_at: text("starts_at"),
    ends_at: text("ends_at"),
    display_starts_at: text("display_starts_at"),
    display_ends_at: text("display_ends_at"),
    priority: text("priority"),
    html: text("html"),
    document_id: text("document_id"),
  };
}

/** A whole number as typed, else the text itself (the schema then names the field). */
const numberOf = (v: string) => (/^-?\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v);

/**
 * The API's body from the form: dates typed in UTC become ISO 8601 (empty is none), ids and the
 * priority numbers. Whatever cannot be read is passed on as typed, for the schema to refuse by name.
 */
export function bodyOfValues(v: ContentFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    kind: v.kind,
    slug: v.slug.trim(),
    title: v.title,
    status: v.status,
    priority: v.priority.trim() === "" ? CONTENT_ITEM_DEFAULTS.priority : numberOf(v.priority),
    html: v.kind === "homepage" ? "" : v.html,
    document_id: v.kind !== "homepage" || v.document_id === "" ? null : numberOf(v.document_id),
  };
  for (const name of LIST_FIELDS) body[name] = v[name].filter((s) => s !== "").map(numberOf);
  for (const name of DATE_FIELDS) {
    const typed = v[name].trim();
    body[name] = typed === "" ? null : (parsePreviewDate(typed)?.toISOString() ?? typed);
  }
  return body;
}
