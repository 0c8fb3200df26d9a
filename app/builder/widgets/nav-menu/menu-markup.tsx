import type { NavNode } from "#core/menus/navigation";
import type { NavMenuSettings } from "./settings";

/** `page` on the entry that is the current page itself, not on its selected ancestors. */
const currentPage = (node: NavNode) => (node.selected && !node.children.some((c) => c.selected) ? "page" : undefined);

function Item({ node, depth, baseId }: { node: NavNode; depth: number; baseId: string }) {
  const hasChildren = node.children.length > 0;
  const subId = `${baseId}-sub-${node.id}`;
  const classes = [
    "menu-item",
    `menu-item-${node.id}`,
    hasChildren ? "menu-item-has-children" : "",
    node.selected ? (currentPage(node) ? "current-menu-item" : "current-menu-ancestor") : "",
  ];
  const linkClass = [
    depth === 0 ? "elementor-item" : "elementor-sub-item",
    node.selected ? (depth === 0 ? "elementor-item-active" : "elementor-sub-item-active") : "",
  ];
  return (
    <li className={classes.filter(Boolean).join(" ")}>
      <a href={node.url || undefined} className={linkClass.filter(Boolean).join(" ")} aria-current={currentPage(node)}>
        {node.title}
      </a>
      {hasChildren ? (
        <>
          <button type="button" className="sub-arrow" aria-expanded="false" aria-controls={subId} aria-label={`${node.title} submenu`}>
            <span className="e-sub-indicator" aria-hidden="true" />
          </button>
          <ul id={subId} className="sub-menu elementor-nav-menu--dropdown">
            {node.children.map((child) => (
              <Item key={child.id} node={child} depth={depth + 1} baseId={baseId} />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

/**
 * Elementor Pro's Nav Menu markup over one of the site's menus (its classes, so a kit's CSS matches):
 * the navigation landmark with its list, and the toggle button that opens it below the widget's
 * breakpoint. One list serves every size (Elementor prints a second copy for the dropdown; one copy
 * keeps the page's links and landmarks single). Each entry with children has its own submenu
 * button (aria-expanded); CSS opens a submenu under the pointer or the keyboard focus until the
 * behaviour runs.
 */
export function NavMenuMarkup({ tree, settings, baseId }: { tree: readonly NavNode[]; settings: NavMenuSettings; baseId: string }) {
  const navId = `${baseId}-menu`;
  const layout = settings.layout === "dropdown" ? "vertical" : settings.layout;
  const navClass = [
    "elementor-nav-menu--main",
    "elementor-nav-menu__container",
    `elementor-nav-menu--layout-${layout}`,
    `e--pointer-${settings.pointer}`,
    settings.pointer === "none" ? "" : "e--animation-fade",
  ];
  return (
    <>
      {settings.toggle === "burger" || settings.layout === "dropdown" ? (
        <button type="button" className="elementor-menu-toggle" aria-expanded="false" aria-controls={navId}>
          <span className="elementor-menu-toggle__icon" aria-hidden="true" />
          <span className="visually-hidden">{settings.menu_name || "Menu"}</span>
        </button>
      ) : null}
      <nav id={navId} aria-label={settings.menu_name || "Menu"} className={navClass.filter(Boolean).join(" ")}>
        <ul className="elementor-nav-menu">
          {tree.map((node) => (
            <Item key={node.id} node={node} depth={0} baseId={baseId} />
          ))}
        </ul>
      </nav>
    </>
  );
}
