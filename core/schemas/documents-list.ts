import { z } from "zod";
import { ADMIN_DOCUMENTS_MAX_PER_PAGE, ADMIN_DOCUMENTS_PER_PAGE } from "../limits/limits";
import { DOCUMENT_TYPES } from "../documents/document-types";
import { boundedIntParam } from "./posts";

const DOCUMENTS_MAX_PAGE = 100_000;

/** The documents admin list: filter by type and status, search title and slug, a page at a time. */
export const documentsQuery = z.object({
  type: z.enum(DOCUMENT_TYPES).optional().describe("Only documents of this type (page, popup, header, …)"),
  status: z.enum(["publish", "draft"]).optional(),
  q: z.string().max(100, "is too long").optional().describe("Words in the title or the slug"),
  page: boundedIntParam(DOCUMENTS_MAX_PAGE).optional().describe("Page number, from 1 (default 1)"),
  per_page: boundedIntParam(ADMIN_DOCUMENTS_MAX_PER_PAGE).optional().describe(`Documents per page (default ${ADMIN_DOCUMENTS_PER_PAGE})`),
});
export type DocumentsQuery = z.infer<typeof documentsQuery>;

export const documentListItem = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string().describe("Where visitors see it (pages) once published"),
  status: z.string(),
  updated_at: z.string().describe("ISO 8601"),
});
export type DocumentListItem = z.infer<typeof documentListItem>;

export const documentsPage = z.object({
  documents: z.array(documentListItem).describe("Newest change first"),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
