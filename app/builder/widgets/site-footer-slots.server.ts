import { requestStore } from "#app/storefront/stores/request-store.server";
import type { SlotResolver } from "../slots.server";
import { FOOTER_MENUS_RESOLVER } from "./aisle-footer-menus/aisle-footer-menus";
import { STORE_HOURS_RESOLVER } from "./aisle-store-hours/aisle-store-hours";
import { APP_LINKS_RESOLVER } from "./aisle-app-links/aisle-app-links";
import { COPYRIGHT_RESOLVER } from "./aisle-copyright/aisle-copyright";
import { appLinksHtml, copyrightHtml, footerMenusHtml, storeHoursHtml } from "./site-footer-parts";

/**
 * The footer widgets' parts for this request (decision 0093): the site's settings as they are now and
 * the visitor's store (cookie, profile or the preview's), which the page cache's key already holds.
 */

const storeHours: SlotResolver = async (_args, { request, context }) => storeHoursHtml((await requestStore(request, context)).store);

export const SITE_FOOTER_SLOTS: Record<string, SlotResolver> = {
  [FOOTER_MENUS_RESOLVER]: async (args, on) => {
    const [{ drinkCalculator }, hours] = await Promise.all([on.context.services.settings.get(), storeHours(args, on)]);
    return footerMenusHtml(!!drinkCalculator, hours);
  },
  [STORE_HOURS_RESOLVER]: storeHours,
  [APP_LINKS_RESOLVER]: async (_args, { context }) => {
    const { iosLink, androidLink } = await context.services.settings.get();
    return appLinksHtml(iosLink, androidLink);
  },
  [COPYRIGHT_RESOLVER]: async (_args, { context }) => copyrightHtml((await context.services.settings.get()).siteName || "Home"),
};
