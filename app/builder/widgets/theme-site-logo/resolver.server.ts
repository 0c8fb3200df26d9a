import type { SlotResolver } from "../../slots.server";
import { siteLogoHtml, siteLogoSettings } from "./theme-site-logo";

/** The site's logo for this request: the name as the site's settings hold it now. */
export const siteLogoSlot: SlotResolver = async (args, { context }) => {
  const { siteName } = await context.services.settings.get();
  return siteLogoHtml(siteLogoSettings.parse(args.settings ?? {}), siteName || "Home");
};
