import { z } from "zod";
import { FIELD_LIMITS } from "../limits/limits";
import { boundedIntParam } from "./posts";
import { CONTENT_KINDS, type ContentKind } from "./content";
import { idListParam, idParam, slugParam } from "./params";

/** Targeted content items in the admin: banners, sliders, calls to action, personalized content, per-store home pages. */
export const CONTENT_ITEMS_MAX_PER_PAGE = 100;
export const CONTENT_ITEMS_DEFAULT_PER_PAGE = 20;
const MAX_PAGE = 100_000;
/** Ids one target list may hold. */
export const MAX_TARGET_IDS = 100;
/** The lowest and highest priority (higher wins among equally specific targets). */
export const PRIORITY_RANGE = { min: -1000, max: 1000 } as const;

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  "site-banner": "Site banner",
  slider: "Slider",
  cta: "Call to action",
  "personalized-content": "Personalized content",
  homepage: "Home page",
};

const ID_MAX = 2_147_483_647;
const positiveId = z
  .number({ error: "must be a positive integer" })
  .int("must be a positive integer")
  .min(1, "must be a positive integer")
  .max(ID_MAX, "is too large");
const idList = z.array(positiveId).max(MAX_TARGET_IDS, `has more than ${MAX_TARGET_IDS} ids`);

/** An ISO 8601 date and time with its zone (`2026-12-01T09:00:00Z`, `...+02:00`). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const isoDateTime = z
  .string()
  .max(40, "must be an ISO 8601 date and time with a time zone")
  .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date and time with a time zone");

const fields = {
  kind: z.enum(CONTENT_KINDS, { error: `must be one of ${CONTENT_KINDS.join(", ")}` }),
  slug: slugParam.describe("The content area (slot) the item fills, e.g. site-banner, home-slider, home-cta"),
  title: z.string({ error: "is required" }).trim().min(1, "is required").max(FIELD_LIMITS.title, "is too long"),
  status: z
    .enum(["publish", "draft"], { error: "must be publish or draft" })
    .describe("draft: never shown to visitors, only in Preview as"),
  store_ids: idList.describe("Stores targeted; empty targets every store"),
  store_group_ids: idList.describe("Store groups targeted; empty targets every group"),
  user_group_ids: idList.describe("User groups targeted; empty targets everyone"),
  starts_at: isoDateTime.nullable().describe("Start of the schedule; null: open"),
  ends_at: isoDateTime.nullable().describe("End of the schedule (exclusive); null: open"),
  display_starts_at: isoDateTime.nullable().describe("Start of the display dates; null: open"),
  display_ends_at: isoDateTime.nullable().describe("End of the display dates (exclusive); null: open"),
  priority: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(PRIORITY_RANGE.min, `must be at least ${PRIORITY_RANGE.min}`)
    .max(PRIORITY_RANGE.max, `must be at most ${PRIORITY_RANGE.max}`)
    .describe("Higher wins among equally specific targets"),
  html: z.string().max(FIELD_LIMITS.contentHtml, "is too long").describe("The item's HTML, sanitized when saved (every kind but homepage)"),
  document_id: positiveId.nullable().describe("A page-builder document (homepage items: the page whose content replaces the home body)"),
};

export type ContentItemFields = {
  [K in keyof typeof fields]: z.infer<(typeof fields)[K]>;
};

/** The rules between fields, as parameter name and message: schedules end after they start; homepage items are documents, others html. */
export function contentItemRuleErrors(v: ContentItemFields): Record<string, string> {
  const errors: Record<string, string> = {};
  const after = (end: string | null, start: string | null) => end === null || start === null || Date.parse(end) > Date.parse(start);
  if (!after(v.ends_at, v.starts_at)) errors["ends_at"] = "must be after starts_at";
  if (!after(v.display_ends_at, v.display_starts_at)) errors["display_ends_at"] = "must be after display_starts_at";
  if (v.kind === "homepage") {
    if (v.document_id === null) errors["document_id"] = "is required for a home page item (the page to show)";
    if (v.html.trim() !== "") errors["html"] = "must be empty for a home page item (it shows a page-builder document)";
  } else {
    if (v.html.trim() === "") errors["html"] = "is required";
    if (v.document_id !== null) errors["document_id"] = "must be empty: only home page items show a document";
  }
  return errors;
}

export const CONTENT_ITEM_DEFAULTS = {
  status: "publish",
  store_ids: [],
  store_group_ids: [],
  user_group_ids: [],
  starts_at: null,
  ends_at: null,
  display_starts_at: null,
  display_ends_at: null,
  priority: 10,
  html: "",
  document_id: null,
} as const satisfies Partial<ContentItemFields>;

/** POST: every field but kind, slug and title has a default. */
export const contentItemBody = z
  .object({
    ...fields,
    status: fields.status.default(CONTENT_ITEM_DEFAULTS.status),
    store_ids: fields.store_ids.default([]),
    store_group_ids: fields.store_group_ids.default([]),
    user_group_ids: fields.user_group_ids.default([]),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    display_starts_at: fields.display_starts_at.default(null),
    display_ends_at: fields.display_ends_at.default(null),
    priority: fields.priority.default(CONTENT_ITEM_DEFAULTS.priority),
    html: fields.html.default(""),
    document_id: fields.document_id.default(null),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(contentItemRuleErrors(v))) ctx.addIssue({ code: "custom", path: [path], message });
  });
export type ContentItemBody = z.infer<typeof contentItemBody>;

/** PUT: any subset; the item after the change must pass the same rules (the service checks them). */
export const contentItemPatch = z.object(fields).partial();
export type ContentItemPatch = z.infer<typeof contentItemPatch>;

export const contentItemResponse = z.object({
  id: z.number().int(),
  ...fields,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContentItemResponse = z.infer<typeof contentItemResponse>;

export const contentItemsQuery = z.object({
  kind: fields.kind.optional(),
  slug: slugParam.optional(),
  status: fields.status.optional(),
  q: z.string().max(FIELD_LIMITS.title, "is too long").optional().describe("Words in the title or the slot"),
  page: boundedIntParam(MAX_PAGE).optional().describe("Page number, from 1 (default 1)"),
  per_page: boundedIntParam(CONTENT_ITEMS_MAX_PER_PAGE).optional().describe(`Items per page (default ${CONTENT_ITEMS_DEFAULT_PER_PAGE})`),
});
export type ContentItemsQuery = z.infer<typeof contentItemsQuery>;

export const contentItemsPage = z.object({
  items: z.array(contentItemResponse).describe("Newest change first"),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** Preview as: a store (or none), the user groups held, and the date; every content area explained. */
export const previewQuery = z.object({
  store_id: idParam.optional(),
  user_group_ids: idListParam.optional(),
  at: isoDateTime.optional().describe("The date to look at (default now)"),
});
export type PreviewQuery = z.infer<typeof previewQuery>;

export const previewAreasResponse = z.object({
  audience: z.object({
    store_id: z.number().int().nullable(),
    store_group_ids: z.array(z.number().int()),
    user_group_ids: z.array(z.number().int()),
    at: z.string(),
  }),
  areas: z.array(
    z.object({
      kind: z.enum(CONTENT_KINDS),
      slug: z.string(),
      winner_id: z.number().int().nullable(),
      summary: z.string(),
      items: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          status: fields.status,
          outcome: z.enum(["shown", "outranked", "not-live", "not-matching", "draft"]),
          reason: z.string(),
        }),
      ),
    }),
  ),
});
export type PreviewAreas = z.infer<typeof previewAreasResponse>;
