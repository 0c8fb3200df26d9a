import { z } from "zod";
import { boundedIntParam } from "./posts";

/** The most audit entries one page holds, and the furthest page one may ask for. */
export const AUDIT_MAX_PER_PAGE = 100;
export const AUDIT_DEFAULT_PER_PAGE = 20;
const AUDIT_MAX_PAGE = 100_000;

export const auditQuery = z.object({
  page: boundedIntParam(AUDIT_MAX_PAGE).optional().describe("Page number, from 1 (default 1)"),
  per_page: boundedIntParam(AUDIT_MAX_PER_PAGE).optional().describe(`Entries per page (default ${AUDIT_DEFAULT_PER_PAGE})`),
});

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe("When, ISO 8601"),
  actor: z
    .object({ id: z.number().int().nullable(), email: z.string() })
    .describe("Who: the account (null once deleted, or for the site itself) and its email then"),
  action: z.string().describe("What, e.g. document.create, document.update, document.delete, document.restore"),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown().describe("The target before the change; null when it did not exist"),
  after: z.unknown().describe("The target after the change; null when it no longer exists"),
});

export const auditPage = z.object({
  entries: z.array(auditEntry).describe("Newest first"),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
