import { z } from "zod";
import { boundedIntParam } from "./posts";
import { isIsoDate } from "../cart/slot-plan";

/** The most audit entries one page holds, and the furthest page one may ask for. */
export const AUDIT_MAX_PER_PAGE = 100;
export const AUDIT_DEFAULT_PER_PAGE = 20;
const AUDIT_MAX_PAGE = 100_000;

const auditDay = z.string().max(10, "must be a date YYYY-MM-DD").refine(isIsoDate, "must be a date YYYY-MM-DD");
const auditName = z
  .string()
  .max(60, "must be at most 60 characters")
  .regex(/^[a-z0-9_.-]+$/, "must be lower-case letters, digits, dots, dashes or underscores");

/** What the log can be narrowed to: who, which action, which kind of target, and a range of days (UTC, both included). */
export const auditFilters = z.object({
  actor: z.string().trim().max(200, "must be at most 200 characters").optional().describe("Part of the actor's email"),
  action: auditName.optional().describe("An action, e.g. store.update"),
  entity: auditName.optional().describe("A target type, e.g. store, document"),
  from: auditDay.optional().describe("The first day, YYYY-MM-DD (UTC)"),
  to: auditDay.optional().describe("The last day, YYYY-MM-DD (UTC)"),
});
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditQuery = auditFilters.extend({
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
