import { z } from "zod";
import { htmlSetting, numberSetting } from "../setting-fields";

/** Stored settings of the star rating (Elementor's names); every field falls back to its default, so any stored value parses. */
export const starRatingSettings = z.object({
  /** Out of 5 or out of 10. */
  rating_scale: z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.enum(["5", "10"]))
    .catch("5"),
  rating: numberSetting(5, { min: 0, max: 10 }),
  /** Font Awesome's star or the Unicode one; both are drawn with the same glyph here. */
  star_style: z.enum(["star_fontawesome", "star_unicode"]).catch("star_fontawesome"),
  /** Unmarked stars filled in a lighter colour, or outlined. */
  unmarked_star_style: z.enum(["solid", "outline"]).catch("solid"),
  /** Sanitized HTML (core/builder/html-settings.ts). */
  title: htmlSetting(""),
});

export type StarRatingSettings = z.infer<typeof starRatingSettings>;
