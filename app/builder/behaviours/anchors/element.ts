import { defineElementBehaviour } from "../../widget-types";
import { stickyEdge, stickySettings } from "../sticky/element";

/**
 * Anchor links (docs/requirements.md#screens-and-routes and #validation): with a top sticky element on
 * the page, a link to a simple id (and such a hash on load) scrolls its target clear of the stuck
 * elements. Without one the browser's own scrolling already shows the target, so a page ships this only
 * with a top sticky element; it starts once per page whatever the number of such elements.
 */
export const anchors = defineElementBehaviour({
  name: "anchors",
  applies: (settings, { elType }) => elType !== "column" && stickyEdge(settings) === "top",
  clientSettings: stickySettings,
});
