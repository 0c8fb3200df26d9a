import { z } from "zod";
import { defineWidget } from "../../widget-types";

export const COPYRIGHT_RESOLVER = "aisle-copyright";

/** The footer's legal line, © and the site's name as its settings hold it now (decision 0093). A per-request slot. */
export const aisleCopyright = defineWidget<object>({
  type: "aisle-copyright",
  title: "Copyright",
  settings: z.object({}),
  Component: () => null,
  slot: () => ({ resolver: COPYRIGHT_RESOLVER, args: {} }),
});
