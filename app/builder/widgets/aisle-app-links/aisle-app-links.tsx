import { z } from "zod";
import { defineWidget } from "../../widget-types";

export const APP_LINKS_RESOLVER = "aisle-app-links";

/** The App Store and Google Play links the site's settings hold (decision 0093); nothing without any. A per-request slot. */
export const aisleAppLinks = defineWidget<object>({
  type: "aisle-app-links",
  title: "App Links",
  settings: z.object({}),
  Component: () => null,
  slot: () => ({ resolver: APP_LINKS_RESOLVER, args: {} }),
});
