import { defineWidget } from "../../widget-types";
import type { StyleBlocks } from "#core/builder/style-helpers";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { cssSize } from "#core/builder/css-values";
import { navMenuSettings } from "./settings";
import { foldsOn } from "./fold";

/** The slot resolver's name (slots.server.ts). */
export const NAV_MENU_RESOLVER = "nav-menu";

/** Below the breakpoint: the toggle shows and the list opens under it as a column (CSS in nav-menu.css keeps it open with no script). */
export const FOLDED: StyleBlocks = {
  " .elementor-menu-toggle": { display: "inline-flex" },
  " .elementor-nav-menu--main": { display: "none" },
  " .elementor-nav-menu--main.elementor-nav-menu--open": { display: "block" },
  " .elementor-nav-menu--main > .elementor-nav-menu": { "flex-direction": "column" },
};

/**
 * Elementor Pro's Nav Menu bound to one of the site's menus (core/menus/menu-binding.ts). The tree
 * depends on the visitor's store and the page (its current entry), so the markup is a per-request
 * slot (menu-markup.tsx, filled by resolver.server.tsx); the behaviour adds the keyboard, the
 * submenu buttons and the toggle, as in the site header (docs/design/ui-contract.md).
 */
export const navMenu = defineWidget({
  type: "nav-menu",
  title: "Nav Menu",
  settings: navMenuSettings,
  Component: () => null,
  slot: (settings, element) => ({ resolver: NAV_MENU_RESOLVER, args: { widgetId: element?.id ?? "", settings } }),
  classes: (s) => [
    `elementor-nav-menu--dropdown-${s.layout === "dropdown" ? "all" : s.dropdown}`,
    ...(s.align_items ? [`elementor-nav-menu__align-${s.align_items}`] : []),
    `elementor-nav-menu__text-align-${s.text_align}`,
    ...(s.toggle === "burger" || s.layout === "dropdown" ? ["elementor-nav-menu--toggle", "elementor-nav-menu--burger"] : []),
    ...(s.full_width ? ["elementor-nav-menu--stretch"] : []),
  ],
  behaviour: "nav-menu",
  clientSettings: (s) => ({ layout: s.layout, dropdown: s.dropdown }),
  styles: (v) => {
    const settings = navMenuSettings.parse(v.stored);
    const gap = cssSize(v.get("menu_space_between"), ["px", "em", "rem"], { min: 0 });
    const padX = cssSize(v.get("padding_horizontal_menu_item"), ["px", "em", "rem"], { min: 0 });
    const padY = cssSize(v.get("padding_vertical_menu_item"), ["px", "em", "rem"], { min: 0 });
    const item: Record<string, string> = { ...colour(v, "color_menu_item"), ...typography(v, "menu_typography") };
    if (padX) Object.assign(item, { "padding-inline": padX });
    if (padY) Object.assign(item, { "padding-block": padY });
    return mergeBlocks(
      { " .elementor-nav-menu--main .elementor-item": item },
      { " .elementor-nav-menu--main .elementor-item:hover": colour(v, "color_menu_item_hover") },
      { " .elementor-nav-menu--main .elementor-item-active": colour(v, "color_menu_item_active") },
      { " .elementor-nav-menu--main .elementor-nav-menu": gap ? { gap } : {} },
      { " .elementor-nav-menu--dropdown a": colour(v, "color_dropdown_item") },
      { " .elementor-nav-menu--dropdown": colour(v, "background_color_dropdown_item", "background-color") },
      foldsOn(settings, v.device) ? FOLDED : {},
    );
  },
});
