import { z } from "zod";
import { ADMIN_LIST_LIMITS, MAX_GROUP_IDS, STORE_FIELD_LIMITS as L, STORE_IMPORT_LIMITS } from "../limits/limits";
import { boundedIntParam } from "./posts";
import { slugParam } from "./params";
import { SEARCH_TERM_MAX_LENGTH } from "../text/search-term";

const MAX_ID = 2_147_483_647;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
export const entityId = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be a positive whole number")
  .max(MAX_ID, "is too large");
const idList = z.array(entityId).max(MAX_GROUP_IDS, `must list at most ${MAX_GROUP_IDS} ids`);
const coordinate = (max: number) =>
  z
    .number({ error: "must be a number" })
    .min(-max, `must be between -${max} and ${max}`)
    .max(max, `must be between -${max} and ${max}`)
    .nullable();

/** Every field of a store an administrator edits (docs/requirements.md#entities), related stores included. */
export const storeFields = z.object({
  name: text(L.name).trim().min(1, "is required"),
  slug: slugParam,
  store_number: text(L.storeNumber),
  address_1: text(L.address),
  address_2: text(L.address),
  city: text(L.city),
  state: text(L.state),
  postal_code: text(L.postalCode),
  phone: text(L.phone),
  hours: text(L.hours),
  latitude: coordinate(90),
  longitude: coordinate(180),
  is_selectable: z.boolean({ error: "must be true or false" }),
  store_group_ids: idList,
  store_segment_ids: idList,
  related_catering_store_id: entityId.nullable(),
  related_wine_store_id: entityId.nullable(),
  related_shopping_id: entityId.nullable(),
});
export type StoreFields = z.infer<typeof storeFields>;

/** A new store: its id (the chain's own store id), name and slug; every other field may follow. */
export const storeCreateBody = storeFields.partial().extend({ id: entityId, name: storeFields.shape.name, slug: slugParam }).strict();
/** Any subset of a store's fields. */
export const storePatchBody = storeFields.partial().strict();

export const adminStore = storeFields.extend({
  id: z.number().int(),
  url: z.string(),
});
export type AdminStore = z.infer<typeof adminStore>;

export const adminListQuery = z.object({
  q: z.string().max(SEARCH_TERM_MAX_LENGTH, "is too long").optional().describe("Words to look for"),
  page: boundedIntParam(ADMIN_LIST_LIMITS.maxPage).optional().describe("Page number, from 1 (default 1)"),
  per_page: boundedIntParam(ADMIN_LIST_LIMITS.perPage).optional().describe(`Rows per page (default ${ADMIN_LIST_LIMITS.defaultPerPage})`),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
export const adminStorePage = pageOf(adminStore);

export const storeImportBody = z
  .object({
    csv: z
      .string()
      .max(STORE_IMPORT_LIMITS.maxBytes, `must be at most ${STORE_IMPORT_LIMITS.maxBytes} characters`)
      .describe("The CSV file's text, with a header row (the columns of the export)"),
  })
  .strict();

export const rowError = z.object({
  row: z.number().int().describe("The line of the file, the header being line 1"),
  column: z.string().describe("The column's name, or empty for the whole row"),
  reason: z.string(),
});
export type RowError = z.infer<typeof rowError>;

export const storeImportProgress = z.union([
  z.object({
    type: z.literal("progress"),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({
    type: z.literal("done"),
    created: z.number().int(),
    updated: z.number().int().describe("Stores whose fields changed"),
    unchanged: z.number().int().describe("Stores the file left as they were"),
  }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type StoreImportProgress = z.infer<typeof storeImportProgress>;

export const groupBody = z.object({ name: text(L.groupName).trim().min(1, "is required") }).strict();
export const groupCreateBody = groupBody
  .extend({
    id: entityId.optional().describe("The group's id; the next free one when left out"),
  })
  .strict();
export const adminGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.number().int().describe("Stores or accounts in the group"),
});
export type AdminGroup = z.infer<typeof adminGroup>;
export const adminGroupPage = pageOf(adminGroup);

export { pageOf };
