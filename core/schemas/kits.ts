import { z } from "zod";

/** One line of a kit's import review (core/kits/review.ts). */
const reviewItem = z.object({
  key: z.string(),
  title: z.string(),
  count: z.number().int(),
  enabled: z.boolean().describe("Ticked by default: the parent section's default, or the kit's template doc types (docs/kits.md)"),
  items: z
    .array(z.object({ id: z.string(), title: z.string() }))
    .optional()
    .describe("What the part holds, by the kit's old ids"),
  missing: z.boolean().optional().describe("Plugins only: Aisle does without it"),
});

export const kitImportReview = z.object({
  id: z.number().int().describe("The pending import"),
  status: z.literal("pending"),
  created: z.string(),
  kit: z.object({
    name: z.string(),
    title: z.string(),
    description: z.string(),
    author: z.string(),
    version: z.string(),
    elementor_version: z.string(),
    created: z.string(),
  }),
  sections: z.array(reviewItem.extend({ description: z.string(), children: z.array(reviewItem) })),
  missing_plugins: z.array(z.string()).describe("Plugins the kit was made with that Aisle does without"),
});
export type KitImportReview = z.infer<typeof kitImportReview>;

/** What the import run made of each of the kit's pages: a document, or why not. */
export const kitImportRun = z.object({
  id: z.number().int(),
  status: z.literal("imported"),
  results: z.array(
    z.union([
      z.object({
        id: z.string(),
        title: z.string(),
        ok: z.literal(true),
        document_id: z.number().int(),
        url: z.string(),
        warnings: z.array(z.string()),
      }),
      z.object({ id: z.string(), title: z.string(), ok: z.literal(false), error: z.string() }),
    ]),
  ),
});
export type KitImportRun = z.infer<typeof kitImportRun>;

/** The largest kit zip the upload takes (the API's body limit). */
export const KIT_UPLOAD_FIELD = "file";
