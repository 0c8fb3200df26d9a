import { z } from "zod";
import { defineWidget } from "../../widget-types";

export const FOOTER_MENUS_RESOLVER = "aisle-footer-menus";

/**
 * The site footer's navigation (decision 0093): Shopping, Store services (the drink planner when the
 * site offers it), Stores and hours with the visitor's store, Help and contact. A per-request slot:
 * the site's settings and the store are read for each request, never kept in the cached document.
 */
export const aisleFooterMenus = defineWidget<object>({
  type: "aisle-footer-menus",
  title: "Footer Menus",
  settings: z.object({}),
  Component: () => null,
  slot: () => ({ resolver: FOOTER_MENUS_RESOLVER, args: {} }),
});
