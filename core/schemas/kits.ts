import { z } from "zod";
import { EXPORT_SECTIONS } from "../kits/kit-export";

/** A kit's name, as Elementor writes it and as its file is named. */
export const KIT_NAME = /^[a-z0-9][a-z0-9-]*$/;

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
  conflicts: z
    .array(
      z.object({
        id: z.string().describe("The kit template's old id: the key of the answer in the run's `conflicts`"),
        title: z.string(),
        type: z.string(),
        conditions: z.array(z.string()).describe("The include conditions both claim"),
        existing: z.array(z.object({ id: z.number().int(), title: z.string() })),
      }),
    )
    .describe("Kit headers and footers whose conditions a published template of the site claims"),
});
export type KitImportReview = z.infer<typeof kitImportReview>;

/** The kinds of item a kit import reports on, in the order it imports them (Elementor's). */
export const KIT_ITEM_KINDS = ["settings", "template", "term", "page", "post", "menu"] as const;
export type KitItemKind = (typeof KIT_ITEM_KINDS)[number];

/**
 * What the run takes: the review's parts to import (`<section>/<part>` keys, as the review lists
 * them; without the list, what the review ticks), and the answer to each conflict by the kit
 * template's old id (the kit's wins when none is given).
 */
export const kitImportRunInput = z
  .object({
    include: z.array(z.string().max(120)).max(200).optional(),
    conflicts: z.record(z.string().max(40), z.enum(["kit", "mine"])).optional(),
  })
  .strict();
export type KitImportRunInput = z.infer<typeof kitImportRunInput>;

/** What the run made of each of the kit's items: a document (or the settings), or why not. */
export const kitImportRun = z.object({
  id: z.number().int(),
  status: z.literal("imported"),
  results: z.array(
    z.union([
      z.object({
        kind: z.enum(KIT_ITEM_KINDS),
        id: z.string(),
        title: z.string(),
        ok: z.literal(true),
        document_id: z.number().int().optional(),
        url: z.string().optional(),
        warnings: z.array(z.string()),
      }),
      z.object({ kind: z.enum(KIT_ITEM_KINDS), id: z.string(), title: z.string(), ok: z.literal(false), error: z.string() }),
    ]),
  ),
});
export type KitImportRun = z.infer<typeof kitImportRun>;

/** The form field the kit zip is sent in. */
export const KIT_UPLOAD_FIELD = "file";

/** The sections an export may hold, as the query's `sections` names them (comma-separated or repeated). */
const exportSectionList = z
  .string({ message: "must name at least one section" })
  .max(200, "must be at most 200 characters")
  .transform((list) => [
    ...new Set(
      list
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.enum(EXPORT_SECTIONS, { message: `must name sections of ${EXPORT_SECTIONS.join(", ")}` }))
      .min(1, "must name at least one section"),
  );

/** `GET /api/admin/v1/kits/export`: what the kit holds and what it is called (docs/kits.md). */
export const kitExportQuery = z.object({
  sections: exportSectionList.describe(`Comma-separated: ${EXPORT_SECTIONS.join(", ")}`),
  name: z
    .string()
    .trim()
    .max(80, "must be at most 80 characters")
    .regex(KIT_NAME, "must be lowercase letters, digits and -, starting with a letter or digit")
    .describe("The kit's name and its file's: <name>.zip"),
  title: z.string().trim().max(200, "must be at most 200 characters").default("").describe("The kit's title"),
  description: z.string().trim().max(2000, "must be at most 2000 characters").default("").describe("What the kit holds, in a sentence"),
});
export type KitExportQuery = z.infer<typeof kitExportQuery>;

/** One kit of the library (docs/kits.md): the starter kit shipped with Aisle, or one uploaded to this site. */
export const libraryKit = z.object({
  id: z.string().describe('"starter", or the uploaded kit\'s import id'),
  source: z.enum(["shipped", "uploaded"]),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  file_name: z.string(),
  created: z.string().describe("When it was uploaded (ISO 8601), or the kit's own date for the starter kit"),
  status: z.string().describe('The import\'s state ("pending", "imported", "undone"), or "shipped"'),
  counts: z.object({ pages: z.number().int(), templates: z.number().int() }),
  deletable: z.boolean().describe("Uploaded kits whose import has not run, or was undone"),
  apply_url: z.string().describe("Where Apply leads: the import screen with this kit"),
});
export type LibraryKit = z.infer<typeof libraryKit>;
/** The largest kit upload by default (AISLE_KIT_MAX_BYTES): kits carry their images, past the API's 1 MiB body limit. */
export const KIT_MAX_BYTES = 50 * 1024 * 1024;
