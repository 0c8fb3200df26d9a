import { renderToStaticMarkup } from "react-dom/server";
import type { NavNode } from "#core/menus/navigation";
import { menuTreeFor } from "#core/menus/menu-binding";
import type { SlotResolver } from "../../slots.server";
import { requestMenus } from "../nav-menu/resolver.server";
import { idBase } from "../html-id";
import { megaMenuSettings } from "./settings";
import { MegaMenuBar, type MegaMenuItem } from "./mega-menu-bar";

/** `page` on the entry that is the current page itself. */
const current = (node: NavNode) => (node.selected && !node.children.some((c) => c.selected) ? ("page" as const) : undefined);

/** An entry's children as the panel's list of links, nested as the menu nests them. */
function Links({ nodes }: { nodes: readonly NavNode[] }) {
  return (
    <ul className="e-n-menu-links">
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={node.url || undefined} className="elementor-sub-item" aria-current={current(node)}>
            {node.title}
          </a>
          {node.children.length ? <Links nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A mega menu bound to one of the site's menus: the kept menu (a kit's) or the store's menu its
 * `menu` setting names, else the store's main navigation; each top entry is an item of the bar, its
 * children the panel it drops down (decision 0086).
 */
export const megaMenuSlot: SlotResolver = async (args, { request, context, editMode }) => {
  const widgetId = typeof args.widgetId === "string" ? args.widgetId : "";
  const settings = megaMenuSettings.parse(args.settings ?? {});
  const { trees, kept } = await requestMenus(request, context);
  const tree = menuTreeFor(trees, settings.menu, kept);
  if (!tree.length) return editMode ? `<p class="widget-placeholder">No menu to show for this store.</p>` : "";
  const items: MegaMenuItem[] = tree.map((node) => ({
    key: String(node.id),
    title: node.title,
    link: node.url ? { href: node.url, "aria-current": current(node) } : null,
    content: node.children.length ? { list: <Links nodes={node.children} /> } : null,
  }));
  return renderToStaticMarkup(<MegaMenuBar settings={settings} base={`mega-${idBase({ id: widgetId })}`} items={items} />);
};
