import { cssSize } from "#core/builder/css-values";
import type { SettingsView } from "#core/builder/responsive";
import { colour, mergeBlocks, textAlign, typography, type StyleBlocks } from "#core/builder/style-helpers";
import { accordionMode, itemCount, targetRules, type TabParts } from "../tablist/tab-styles";

const PARTS: TabParts = {
  root: " > .elementor-tabs",
  heading: ".elementor-tabs-wrapper",
  content: ".elementor-tabs-content-wrapper",
  collapse: ".elementor-tab-mobile-title",
};
const TABS = `${PARTS.root} > .elementor-tabs-wrapper > .elementor-tab-title`;
const COPIES = `${PARTS.root} > .elementor-tabs-content-wrapper > .elementor-tab-title`;
const CONTENT = `${PARTS.root} > .elementor-tabs-content-wrapper`;

/**
 * The older tabs' style settings (Elementor's names): the navigation width when vertical, border
 * width and colour, background colour (active tab and content), title colour, active colour,
 * typography and alignment, content colour and typography; an accordion on phones, as Elementor's is.
 */
export function tabsStyles(v: SettingsView): StyleBlocks {
  const border = cssSize(v.get("border_width"), ["px"], { min: 0, max: 100 });
  const borderColour = colour(v, "border_color", "border-color");
  const width = v.get("type") === "vertical" ? cssSize(v.get("navigation_width"), ["%", "px"], { min: 0, max: 2000 }) : undefined;
  const title = { ...colour(v, "tab_color"), ...typography(v, "tab_typography"), ...textAlign(v, "title_align") };
  return mergeBlocks(
    targetRules(PARTS, itemCount(v.get("tabs"), 2)),
    accordionMode(v, PARTS, "mobile"),
    { [`${PARTS.root} > .elementor-tabs-wrapper`]: width ? { width } : {} },
    { [TABS]: { ...title, ...(border ? { "border-width": border } : {}) } },
    { [COPIES]: { ...title, ...(border ? { "border-width": border } : {}), ...borderColour } },
    {
      [`${TABS}.elementor-active`]: {
        ...colour(v, "tab_active_color"),
        ...colour(v, "background_color", "background-color"),
        ...borderColour,
      },
    },
    { [`${COPIES}.elementor-active`]: colour(v, "tab_active_color") },
    { [CONTENT]: { ...colour(v, "background_color", "background-color"), ...borderColour, ...(border ? { "border-width": border } : {}) } },
    {
      [`${CONTENT} > .elementor-tab-content`]: {
        ...colour(v, "content_color"),
        ...typography(v, "content_typography"),
        ...borderColour,
        ...(border ? { "border-width": border } : {}),
      },
    },
  );
}
