import type { SlotResolver } from "../../slots.server";
import { siteTitleHtml, siteTitleSettings } from "./theme-site-title";

/** The site's title for this request: the name as the site's settings hold it now. */
export const siteTitleSlot: SlotResolver = async (args, { context }) => {
  const { siteName } = await context.services.settings.get();
  return siteTitleHtml(siteTitleSettings.parse(args.settings ?? {}), siteName || "Home");
};
