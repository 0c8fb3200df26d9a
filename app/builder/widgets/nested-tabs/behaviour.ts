import type { BehaviourStart } from "../../behaviours/contract";
import { startTabsIn } from "../tablist/tabs-behaviour";

const PARTS = {
  root: ".e-n-tabs",
  tablist: ".e-n-tabs-heading",
  content: ".e-n-tabs-content",
  tab: ".e-n-tab-title",
  collapse: ".e-collapse",
  panel: ":nth-child(even)",
  activeClass: "e-active",
};
const VERTICAL = new Set(["inline-start", "inline-end", "start", "end"]);

/** APG tabs on the nested tabs' markup, an accordion below its breakpoint (tablist/tabs-behaviour.ts). */
const start: BehaviourStart = (root, ctx) => startTabsIn(root, ctx, PARTS, () => VERTICAL.has(String(ctx.setting("tabs_direction"))));

export default start;
