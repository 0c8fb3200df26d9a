import { defineWidget } from "../../widget-types";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { linkAttributes } from "../link";
import { idBase } from "../html-id";
import { FOLDED } from "../nav-menu/nav-menu";
import { foldsOn } from "../nav-menu/fold";
import { megaMenuSettings } from "./settings";
import { MegaMenuBar, type MegaMenuItem } from "./mega-menu-bar";

/** The slot resolver's name (slots.server.ts), for a mega menu bound to a site menu. */
export const MEGA_MENU_RESOLVER = "mega-menu";

/**
 * Elementor Pro's Mega Menu: a bar of items, each with a link and, when `item_dropdown_content` is
 * on, a dropdown holding the child container at its index (a nested widget: the containers arrive
 * rendered in `childHtml`). Elementor's `e-n-menu` classes, with the nav menu's structure classes so
 * the nav menu's behaviour (keyboard, hover intent, Escape, the toggle below the breakpoint) runs it
 * unchanged (decision 0071). With a `menu` setting naming one of the site's menus (a kit's, decision
 * 0086) its items are that menu's entries, each dropping down its children, per request.
 */
export const megaMenu = defineWidget({
  type: "mega-menu",
  title: "Mega Menu",
  settings: megaMenuSettings,
  Component: ({ settings, element, childHtml }) => {
    if (!settings.menu_items.length) return null;
    const items: MegaMenuItem[] = settings.menu_items.map((item, i) => {
      const content = item.item_dropdown_content ? childHtml[i] : undefined;
      return {
        key: item._id || String(i),
        title: item.item_title,
        link: item.item_link.url ? linkAttributes(item.item_link) : null,
        content: content ? { html: content } : null,
      };
    });
    return <MegaMenuBar settings={settings} base={`mega-${idBase(element)}`} items={items} />;
  },
  // A mega menu naming one of the site's menus shows that menu's entries for the request (resolver.server.tsx).
  slot: (settings, element) =>
    settings.menu.trim() ? { resolver: MEGA_MENU_RESOLVER, args: { widgetId: element?.id ?? "", settings } } : null,
  classes: (s) => [`e-n-menu-layout-${s.item_layout}`, `elementor-nav-menu--dropdown-${s.breakpoint_selector}`],
  behaviour: "nav-menu",
  clientSettings: (s) => ({ layout: s.item_layout === "dropdown" ? "dropdown" : "horizontal", dropdown: s.breakpoint_selector }),
  styles: (v) => {
    const s = megaMenuSettings.parse(v.stored);
    return mergeBlocks(
      { " .e-n-menu-title-container": { ...colour(v, "menu_item_title_color_normal"), ...typography(v, "menu_item_typography") } },
      { " .e-n-menu-content": colour(v, "content_background_color", "background-color") },
      foldsOn({ layout: s.item_layout === "dropdown" ? "dropdown" : "horizontal", dropdown: s.breakpoint_selector }, v.device)
        ? FOLDED
        : {},
    );
  },
});
