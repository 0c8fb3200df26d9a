import { z } from "zod";
import { FIELD_LIMITS } from "../limits";

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
  })
  .partial()
  .strict();
