import type { SlotResolver } from "../../slots.server";
import { siteLogoHtml, siteLogoSettings } from "./theme-site-logo";

/** The site's logo for this request: the widget's own picture, else the site's logo (a kit's), named by the site's name as the settings hold them now. */
export const siteLogoSlot: SlotResolver = async (args, { context }) => {
  const { siteName, site_logo: logo } = await context.services.settings.get();
  const settings = siteLogoSettings.parse(args.settings ?? {});
  const image = settings.image.url || !logo ? settings.image : { url: logo.url, alt: "", width: logo.width, height: logo.height };
  return siteLogoHtml({ ...settings, image }, siteName || "Home");
};
