import { defineWidget } from "../../widget-types";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { linkAttributes } from "../link";
import { idBase } from "../html-id";
import { FOLDED } from "../nav-menu/nav-menu";
import { foldsOn } from "../nav-menu/fold";
import { megaMenuSettings } from "./settings";

/**
 * Elementor Pro's Mega Menu: a bar of items, each with a link and, when `item_dropdown_content` is
 * on, a dropdown holding the child container at its index (a nested widget: the containers arrive
 * rendered in `childHtml`). Elementor's `e-n-menu` classes, with the nav menu's structure classes so
 * the nav menu's behaviour (keyboard, hover intent, Escape, the toggle below the breakpoint) runs it
 * unchanged (decision 0071).
 */
export const megaMenu = defineWidget({
  type: "mega-menu",
  title: "Mega Menu",
  settings: megaMenuSettings,
  Component: ({ settings, element, childHtml }) => {
    if (!settings.menu_items.length) return null;
    const base = `mega-${idBase(element)}`;
    const navId = `${base}-menu`;
    const layout = settings.item_layout === "dropdown" ? "vertical" : "horizontal";
    return (
      <>
        <button type="button" className="elementor-menu-toggle e-n-menu-toggle" aria-expanded="false" aria-controls={navId}>
          <span className="elementor-menu-toggle__icon" aria-hidden="true" />
          <span className="visually-hidden">{settings.menu_name || "Menu"}</span>
        </button>
        <nav
          id={navId}
          aria-label={settings.menu_name || "Menu"}
          className={`e-n-menu elementor-nav-menu--main elementor-nav-menu--layout-${layout}`}
        >
          <ul className="elementor-nav-menu e-n-menu-heading">
            {settings.menu_items.map((item, i) => {
              const content = item.item_dropdown_content ? childHtml[i] : undefined;
              const contentId = `${base}-content-${i + 1}`;
              const link = item.item_link.url ? linkAttributes(item.item_link) : null;
              return (
                <li key={item._id || i} className={`menu-item e-n-menu-item${content ? " menu-item-has-children" : ""}`}>
                  {link ? (
                    <a className="elementor-item e-n-menu-title-container" {...link}>
                      <span className="e-n-menu-title-text">{item.item_title}</span>
                    </a>
                  ) : (
                    <span className="elementor-item e-n-menu-title-container">
                      <span className="e-n-menu-title-text">{item.item_title}</span>
                    </span>
                  )}
                  {content ? (
                    <>
                      <button
                        type="button"
                        className="sub-arrow e-n-menu-dropdown-icon"
                        aria-expanded="false"
                        aria-controls={contentId}
                        aria-label={`${item.item_title} submenu`}
                      >
                        <span className="e-sub-indicator" aria-hidden="true" />
                      </button>
                      <div id={contentId} className="sub-menu e-n-menu-content" dangerouslySetInnerHTML={{ __html: content }} />
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
      </>
    );
  },
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
