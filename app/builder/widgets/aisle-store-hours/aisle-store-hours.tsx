import { z } from "zod";
import { defineWidget } from "../../widget-types";

export const STORE_HOURS_RESOLVER = "aisle-store-hours";

/**
 * The visitor's store with its hours and phone, linked to its page; without a store, the footer's
 * note that hours vary by store (decision 0093). A per-request slot over the request's store.
 */
export const aisleStoreHours = defineWidget<object>({
  type: "aisle-store-hours",
  title: "Store Hours",
  settings: z.object({}),
  Component: () => null,
  slot: () => ({ resolver: STORE_HOURS_RESOLVER, args: {} }),
});
