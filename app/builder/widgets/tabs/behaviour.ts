import type { BehaviourStart } from "../../behaviours/contract";
import { startTabsIn } from "../tablist/tabs-behaviour";

const PARTS = {
  root: ".elementor-tabs",
  tablist: ".elementor-tabs-wrapper",
  content: ".elementor-tabs-content-wrapper",
  tab: ".elementor-tab-title",
  collapse: ".elementor-tab-mobile-title",
  panel: ".elementor-tab-content",
  activeClass: "elementor-active",
};

/** APG tabs on Elementor's older tabs markup, an accordion on phones (tablist/tabs-behaviour.ts). */
const start: BehaviourStart = (root, ctx) => startTabsIn(root, ctx, PARTS, () => ctx.settings.vertical === true);

export default start;
