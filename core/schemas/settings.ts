import { z } from "zod";
import { FIELD_LIMITS } from "../limits/limits";
import { primaryColorProblem } from "../theme/palette";
import { FIRST_BREAKPOINT_MIN_WIDTH, MAX_BREAKPOINT, normaliseBreakpoints } from "../builder/breakpoints";
import { globalColor, globalColors, globalFont, globalFonts } from "../builder/global-variables";
import { normaliseThemeStyle } from "../builder/theme-style";
import { normaliseSiteLogo } from "../builder/site-logo";

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
    breakpoints: z
      .object({
        mobile: breakpoint,
        mobile_extra: breakpoint,
        tablet: breakpoint,
        tablet_extra: breakpoint,
        laptop: breakpoint,
        widescreen: breakpoint,
      })
      .strict(),
    /** The kit's global image lightbox (core/builder/lightbox/lightbox-rules.ts). */
    globalImageLightbox: z.boolean(),
    /** The kit's global colours and fonts, each list whole (core/builder/global-variables.ts): named as the REST contract names them. */
    global_colors: globalColors,
    global_fonts: globalFonts,
    /** The kit's theme style (core/builder/theme-style.ts): values that are not valid CSS of their kind are left out. */
    theme_style: z.unknown().transform(normaliseThemeStyle),
    /** The site's logo (core/builder/site-logo.ts): an address on the site, else none. */
    site_logo: z.unknown().transform(normaliseSiteLogo),
  })
  .partial()
  .strict();

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const httpsUrl = (v: string) => {
  if (v === "") return true;
  try {
    const u = new URL(v);
    return u.protocol === "https:" && u.hostname !== "" && !u.username && !u.password && !/\s/.test(v);
  } catch {
    return false;
  }
};

/**
 * A change to the site settings through the admin (administrator only): every field it names must be
 * one the storefront can use as is. Colours are CSS hex colours dark enough for white text, links https addresses, and the
 * breakpoints must already be in order (core/builder/breakpoints.ts switches off a breakpoint that is
 * not, so one that would be switched off is refused instead of silently changed).
 */
export const adminSettingsPatch = siteSettingsPatch
  // The theme style and the logo come with a kit (docs/kits.md); the settings screen does not edit them.
  .omit({ theme_style: true, site_logo: true })
  .extend({
    siteName: z.string().trim().min(1, "is required").max(FIELD_LIMITS.siteName, "is too long"),
    primaryColor: z
      .string()
      .trim()
      .max(FIELD_LIMITS.color, "is too long")
      .refine((v) => v === "" || hexColor.test(v), "must be a CSS hex colour (#1f6f43) or empty")
      // White text on it and links in it must meet WCAG AA (core/theme/palette.ts).
      .superRefine((v, ctx) => {
        const problem = hexColor.test(v) ? primaryColorProblem(v) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    iosLink: z.string().trim().max(FIELD_LIMITS.url, "is too long").refine(httpsUrl, "must be an https address or empty"),
    androidLink: z.string().trim().max(FIELD_LIMITS.url, "is too long").refine(httpsUrl, "must be an https address or empty"),
  })
  .partial()
  .strict()
  .superRefine((p, ctx) => {
    if (!p.breakpoints) return;
    const normal = normaliseBreakpoints(p.breakpoints);
    for (const [name, bp] of Object.entries(p.breakpoints)) {
      if (bp.active && !normal[name as keyof typeof normal].active) {
        ctx.addIssue({
          code: "custom",
          path: ["breakpoints", name],
          message: "must be wider than the active breakpoint below it (and widescreen wider than every one below desktop)",
        });
      }
    }
  });
export type AdminSettingsPatch = z.infer<typeof adminSettingsPatch>;

const breakpointOut = z.object({ value: z.number().int(), active: z.boolean() });
export const adminSettings = z.object({
  siteName: z.string(),
  primaryColor: z.string(),
  iosLink: z.string(),
  androidLink: z.string(),
  groupTargeting: z.boolean(),
  stackableBanner: z.boolean(),
  dynamicHomepage: z.boolean(),
  drinkCalculator: z.boolean(),
  offCanvasSide: z.enum(["left", "right"]),
  breakpoints: z.object({
    mobile: breakpointOut,
    mobile_extra: breakpointOut,
    tablet: breakpointOut,
    tablet_extra: breakpointOut,
    laptop: breakpointOut,
    widescreen: breakpointOut,
  }),
  globalImageLightbox: z.boolean(),
  global_colors: z.array(globalColor),
  global_fonts: z.array(globalFont),
  theme_style: z
    .record(z.string(), z.record(z.string(), z.string()))
    .describe("The kit's theme style: body, links and headings, each with family, weight, size, line_height and color as CSS values"),
  site_logo: z
    .object({ url: z.string(), width: z.number().int().optional(), height: z.number().int().optional() })
    .nullable()
    .describe("The site's logo from the media library, which the Site Logo widget shows when it has no picture of its own"),
});
