import { z } from "zod";
import { linkSetting } from "../link";
import { textSetting } from "../setting-fields";

const text = (max: number) => z.string().max(max).catch("");

/**
 * One image of the `carousel` gallery: Elementor stores `{ id, url }`; the alt text, title, caption
 * and description a WordPress attachment has travel with it here, as does its pixel size.
 */
const slideImage = z.object({
  url: z.string().max(2000),
  alt: text(500),
  title: text(500),
  caption: text(2000),
  description: text(2000),
  width: z.number().int().positive().max(20000).optional().catch(undefined),
  height: z.number().int().positive().max(20000).optional().catch(undefined),
});

export type SlideImage = z.infer<typeof slideImage>;

/** At most this many slides; the rest are left out. */
export const MAX_SLIDES = 100;

/**
 * Stored settings of the image carousel that its markup reads; every field falls back to its
 * default, so any stored value parses. The carousel's own settings (slides per device, autoplay,
 * navigation...) are read from the stored settings by core/builder/carousel/carousel-config.ts.
 */
export const imageCarouselSettings = z.object({
  /** The slides; entries without an address are left out. */
  carousel: z
    .array(z.unknown())
    .transform((items) =>
      items
        .flatMap((i) => {
          const parsed = slideImage.safeParse(i);
          return parsed.success && parsed.data.url.trim() ? [parsed.data] : [];
        })
        .slice(0, MAX_SLIDES),
    )
    .catch([]),
  carousel_name: textSetting("", 200),
  /** Each slide links to nothing, its own file (the lightbox) or one custom address. */
  link_to: z.enum(["none", "file", "custom"]).catch("none"),
  link: linkSetting,
  open_lightbox: z.enum(["default", "yes", "no"]).catch("default"),
  /** The text under each slide: none, or the image's title, caption or description. */
  caption_type: z.enum(["", "title", "caption", "description"]).catch(""),
  lazyload: z.enum(["yes", ""]).catch(""),
});

export type ImageCarouselSettings = z.infer<typeof imageCarouselSettings>;
