import { z } from "zod";
import { linkSetting } from "../link";
import { plainText, switcher } from "../setting-fields";

const text = (max: number) => z.string().max(max).catch("");

/** One image: Elementor stores `{ id, url }`; alt text, title, caption and pixel size travel with it when known. */
const galleryImage = z.object({
  url: z.string().max(2000),
  alt: text(500),
  title: text(500),
  caption: text(2000),
  width: z.number().int().positive().max(20000).optional().catch(undefined),
  height: z.number().int().positive().max(20000).optional().catch(undefined),
});

export type ProGalleryImage = z.infer<typeof galleryImage>;

/** At most this many images in all; the rest are left out. */
export const MAX_GALLERY_IMAGES = 300;

const images = z
  .array(z.unknown())
  .transform((items) =>
    items
      .flatMap((i) => {
        const parsed = galleryImage.safeParse(i);
        return parsed.success && parsed.data.url.trim() ? [parsed.data] : [];
      })
      .slice(0, MAX_GALLERY_IMAGES),
  )
  .catch([]);

/** One gallery of a multiple gallery: its title (the filter bar's button) and its images. */
const namedGallery = z.object({ gallery_title: plainText("New Gallery", 200), multiple_gallery: images });

/** Stored settings of Elementor Pro's gallery; every field falls back to its default, so any stored value parses. */
export const gallerySettings = z.object({
  gallery_type: z.enum(["single", "multiple"]).catch("single"),
  gallery: images,
  galleries: z
    .array(z.unknown())
    .transform((list) =>
      list.flatMap((g) => {
        const parsed = namedGallery.safeParse(g);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .catch([]),
  gallery_layout: z.enum(["grid", "justified", "masonry"]).catch("grid"),
  /** Each image links to its file (the lightbox), one custom address, or nothing. */
  link_to: z.enum(["file", "custom", "none"]).catch("file"),
  url: linkSetting,
  open_lightbox: z.enum(["default", "yes", "no"]).catch("default"),
  /** Grid: the images' shape. */
  aspect_ratio: z.enum(["1:1", "3:2", "4:3", "9:16", "16:9", "21:9"]).catch("3:2"),
  show_all_galleries: switcher(true),
  show_all_galleries_label: plainText("All", 100),
  /** What the overlay shows on hover: nothing, or the image's title / caption. */
  overlay_title: z.enum(["", "title", "caption", "alt", "description"]).catch(""),
});

export type GallerySettings = z.infer<typeof gallerySettings>;
