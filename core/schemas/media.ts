import { z } from "zod";
import { MEDIA_LIMITS } from "../limits/limits";
import { ACCEPTED_IMAGES_TEXT } from "../media/image-type";
import { boundedIntParam } from "./posts";

/** The media library's list (docs/media.md): newest first, searched in title, alt text and file name. */
export const mediaQuery = z.object({
  q: z.string().max(MEDIA_LIMITS.search, "is too long").optional().describe("Words in the title, the alt text or the file name"),
  page: boundedIntParam(100_000).optional().describe("Page number, from 1 (default 1)"),
  per_page: boundedIntParam(MEDIA_LIMITS.maxPerPage).optional().describe(`Items per page (default ${MEDIA_LIMITS.defaultPerPage})`),
});
export type MediaQuery = z.infer<typeof mediaQuery>;

export const mediaItem = z.object({
  id: z.number().int(),
  url: z.string().describe("The original: /media/<hash>/full.<ext>, served with immutable caching"),
  srcset_widths: z.array(z.number().int()).describe("Widths of the WebP copies at /media/<hash>/<width>.webp"),
  media_type: z.string().describe("Sniffed from the content"),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  file_name: z.string().describe("As the uploader's device named it"),
  title: z.string(),
  alt: z.string(),
  source_url: z.string().describe("Where an imported image came from; empty for uploads"),
  uploaded_by: z.string(),
  created_at: z.string().describe("ISO 8601"),
});
export type MediaItemJson = z.infer<typeof mediaItem>;

export const mediaPage = z.object({
  items: z.array(mediaItem),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type MediaPageJson = z.infer<typeof mediaPage>;

export const mediaPatch = z
  .object({
    alt: z.string().max(MEDIA_LIMITS.alt, "is too long").optional(),
    title: z.string().max(MEDIA_LIMITS.title, "is too long").optional(),
  })
  .strict();

/** The upload form's file field. */
export const MEDIA_FILE_PARAM = "file";

export const mediaUploadForm = z.object({
  [MEDIA_FILE_PARAM]: z
    .array(z.string().describe("an image (binary)"))
    .describe(`One or more images (${ACCEPTED_IMAGES_TEXT}), checked by their content; SVG is kept sanitized`),
  alt: z.string().max(MEDIA_LIMITS.alt).optional().describe("Alt text for every image of this upload"),
});

export const mediaUploaded = z.object({
  items: z.array(mediaItem).describe("In the order sent; an image the library already held is its existing item"),
  created: z.number().int().describe("How many are new"),
});
