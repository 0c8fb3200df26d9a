import { z } from "zod";
import { FIELD_LIMITS } from "../limits";
import { FIRST_BREAKPOINT_MIN_WIDTH, MAX_BREAKPOINT } from "../builder/breakpoints";

const breakpoint = z.object({ value: z.number().int().min(FIRST_BREAKPOINT_MIN_WIDTH).max(MAX_BREAKPOINT), active: z.boolean() }).strict();

/**
 * A change to the site-wide settings: the fields it names, each within its limit. The settings
 * service checks every write against it, whoever makes it.
 */
export const siteSettingsPatch = z
  .object({
    siteName: z.string().max(FIELD_LIMITS.siteName, "is too long"),
    primaryColor: z.string().max(FIELD_LIMITS.color, "is too long"),
    iosLink: z.string().max(FIELD_LIMITS.url, "is too long"),
    androidLink: z.string().max(FIELD_LIMITS.url, "is too long"),
    groupTargeting: z.boolean(),
    stackableBanner: z.boolean(),
    dynamicHomepage: z.boolean(),
    drinkCalculator: z.boolean(),
    offCanvasSide: z.enum(["left", "right"]),
    /** The site kit's page-builder breakpoints (core/builder/breakpoints.ts): every one named. */
    breakpoints: z.object({ mobile: breakpoint, mobile_extra: breakpoint, tablet: breakpoint, tablet_extra: breakpoint, laptop: breakpoint, widescreen: breakpoint }).strict(),
    /** The kit's global image lightbox (core/lightbox-rules.ts). */
    globalImageLightbox: z.boolean(),
  })
  .partial()
  .strict();
