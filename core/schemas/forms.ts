import { z } from "zod";
import { boundedIntParam } from "./posts";
import { SEARCH_TERM_MAX_LENGTH } from "../text/search-term";
import { SUBMISSIONS_MAX_PER_PAGE } from "../limits/limits";

/** The forms admin's REST contract: submissions, their files, and the file-upload debug log. */
export const SUBMISSIONS_DEFAULT_PER_PAGE = 20;
export const SUBMISSIONS_MAX_PAGE = 100_000;

/** The name the debug log's download is saved under (docs/requirements.md#calls). */
export const DEBUG_LOG_FILE_NAME = "nf-file-uploads-debug-log.json";
/** How long the saved download's object URL is kept before it is released (docs/requirements.md#calls: 15 s). */
export const DEBUG_LOG_URL_LIFETIME_MS = 15_000;

export const submissionsQuery = z.object({
  page: boundedIntParam(SUBMISSIONS_MAX_PAGE).optional().describe("Page number, from 1 (default 1)"),
  per_page: boundedIntParam(SUBMISSIONS_MAX_PER_PAGE).optional().describe(`Submissions per page (default ${SUBMISSIONS_DEFAULT_PER_PAGE})`),
  q: z.string().max(SEARCH_TERM_MAX_LENGTH, "is too long").optional().describe("Text the name, email or message contains"),
});

export const exportQuery = submissionsQuery.pick({ q: true });

export const submissionFile = z.object({
  id: z.number().int(),
  name: z.string().describe("The file's name as sent (for display; the stored copy has a generated name)"),
  media_type: z.string().describe("The type its content showed"),
  bytes: z.number().int(),
});

export const submission = z.object({
  id: z.number().int(),
  created_at: z.string().describe("When it was received, ISO 8601"),
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.string(),
  files: z.array(submissionFile),
});

export const submissionsPage = z.object({
  items: z.array(submission).describe("Newest first"),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const debugLogDownload = z.object({
  data: z.string().describe(`The log as JSON text, saved by the browser as ${DEBUG_LOG_FILE_NAME}`),
});
export const successResponse = z.object({ success: z.literal(true) });
