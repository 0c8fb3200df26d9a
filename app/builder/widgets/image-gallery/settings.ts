import { z } from "zod";

const text = (max: number) => z.string().max(max).catch("");

/**
 * One image of `wp_gallery`: Elementor stores `{ id, url }`; the alt text, title and caption a
 * WordPress attachment has travel with it here (`alt`, `title`, `caption`), as do its pixel size.
 */
const galleryImage = z.object({
  url: z.string().max(2000),
  alt: text(500),
  title: text(500),
  caption: text(2000),
  width: z.number().int().positive().max(20000).optional().catch(undefined),
  height: z.number().int().positive().max(20000).optional().catch(undefined),
});

export type GalleryImage = z.infer<typeof galleryImage>;

export const THUMBNAIL_SIZES = ["thumbnail", "medium", "medium_large", "large", "full"] as const;

/** Stored settings of the basic gallery; every field falls back to its default, so any stored value parses. */
export const imageGallerySettings = z.object({
  /** The images; entries without an address are left out, at most 200. */
  wp_gallery: z
    .array(z.unknown())
    .transform((items) =>
      items
        .flatMap((i) => {
          const parsed = galleryImage.safeParse(i);
          return parsed.success && parsed.data.url.trim() ? [parsed.data] : [];
        })
        .slice(0, 200),
    )
    .catch([]),
  /** 1 to 10 (a number or a numeric string, as Elementor's select stores it); the devices' values are read by the styles. */
  gallery_columns: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\s*\d{1,2}\s*$/)
        .transform(Number),
    ])
    .pipe(z.number().min(1).max(10))
    .catch(4),
  gallery_link: z.enum(["file", "attachment", "none"]).catch("file"),
  open_lightbox: z.enum(["default", "yes", "no"]).catch("default"),
  gallery_rand: z.enum(["", "rand"]).catch(""),
  thumbnail_size: z.enum(THUMBNAIL_SIZES).catch("thumbnail"),
  gallery_display_caption: z.enum(["", "none"]).catch(""),
});

export type ImageGallerySettings = z.infer<typeof imageGallerySettings>;
