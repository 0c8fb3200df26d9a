import { z } from "zod";

/** A kept version of a document, in a list. */
export const revisionSummary = z.object({
  id: z.number().int(),
  replaced_at: z.string().describe("When an update replaced this version, ISO 8601"),
  replaced_by: z.object({ id: z.number().int().nullable(), email: z.string() }).describe("Who made that update"),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
});

/** A document's content as revisions and the audit log keep it. */
export const documentSnapshotSchema = z.object({
  type: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
  format_version: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  elements: z.array(z.unknown()),
});

export const revisionList = z.object({ revisions: z.array(revisionSummary).describe("Newest first") });

export const revisionComparison = z.object({
  revision: revisionSummary.extend({ document: documentSnapshotSchema }),
  current: documentSnapshotSchema.describe("The document as it is now"),
});
