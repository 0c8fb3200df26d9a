import { z } from "zod";

/** A deleted document or content item waiting in the bin (decision 0034). */
export const binEntry = z.object({
  id: z.number().int(),
  kind: z.enum(["document", "content_item"]),
  target_id: z.number().int().describe("The id it had, and has again after undo"),
  title: z.string(),
  binned_at: z.string().describe("ISO 8601"),
  binned_by: z.string().describe("The email of who deleted it"),
  expires_at: z.string().describe("ISO 8601: undo is possible until then"),
});

export const binList = z.object({ items: z.array(binEntry).describe("Newest deletion first") });
export const binQuery = z.object({ kind: z.enum(["document", "content_item"]).optional() });
