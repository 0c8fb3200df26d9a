import type { ReactNode } from "react";
import type { MegaMenuSettings } from "./settings";

/** One item of the bar: its title, its link (null: text), and what drops down (a container's HTML or a list). */
export interface MegaMenuItem {
  key: string;
  title: string;
  link: Record<string, unknown> | null;
  content: { html: string } | { list: ReactNode } | null;
}

/**
 * The mega menu's bar (Elementor Pro's `e-n-menu` classes with the nav menu's structure classes its
 * behaviour reads): the toggle for small screens, then each item with its submenu button and panel.
 */
export function MegaMenuBar({ settings, base, items }: { settings: MegaMenuSettings; base: string; items: readonly MegaMenuItem[] }) {
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
          {items.map((item, i) => {
            const contentId = `${base}-content-${i + 1}`;
            const title = <span className="e-n-menu-title-text">{item.title}</span>;
            return (
              <li key={item.key} className={`menu-item e-n-menu-item${item.content ? " menu-item-has-children" : ""}`}>
                {item.link ? (
                  <a className="elementor-item e-n-menu-title-container" {...item.link}>
                    {title}
                  </a>
                ) : (
                  <span className="elementor-item e-n-menu-title-container">{title}</span>
                )}
                {item.content ? (
                  <>
                    <button
                      type="button"
                      className="sub-arrow e-n-menu-dropdown-icon"
                      aria-expanded="false"
                      aria-controls={contentId}
                      aria-label={`${item.title} submenu`}
                    >
                      <span className="e-sub-indicator" aria-hidden="true" />
                    </button>
                    {"html" in item.content ? (
                      <div id={contentId} className="sub-menu e-n-menu-content" dangerouslySetInnerHTML={{ __html: item.content.html }} />
                    ) : (
                      <div id={contentId} className="sub-menu e-n-menu-content">
                        {item.content.list}
                      </div>
                    )}
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
