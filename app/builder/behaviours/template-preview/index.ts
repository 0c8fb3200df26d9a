import type { BehaviourStart } from "../contract";
import { centredScrollTop } from "#core/builder/template-preview";

/**
 * Template preview (docs/requirements.md#screens-and-routes, decision 0013): the page was opened with
 * `?theme_template_id=<this document>` (the server names this behaviour on the document's element
 * only then), so the document is scrolled to the centre of the screen, or to its top when it is
 * taller than the screen. A page the visitor has already scrolled is left where it is.
 */
const start: BehaviourStart = (root) => {
  if (window.scrollY !== 0 || window.scrollX !== 0) return;
  const top = centredScrollTop({
    rect: root.getBoundingClientRect(),
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  });
  window.scrollTo({ top, behavior: "instant" });
};

export default start;
