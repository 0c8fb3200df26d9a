import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import type { NavigationTrees } from "#core/menus/navigation";
import { menuTreeFor, type NamedMenu } from "#core/menus/menu-binding";
import type { SlotResolver } from "../../slots.server";
import { requestStore } from "#app/storefront/stores/request-store.server";
import { idBase } from "../html-id";
import { navMenuSettings } from "./settings";
import { NavMenuMarkup } from "./menu-markup";

export interface RequestMenus {
  trees: NavigationTrees;
  kept: NamedMenu[];
}

/** One read of the store's menus per request, however many menu widgets a page holds (a header and a footer). */
const treesByRequest = new WeakMap<Request, Promise<RequestMenus>>();

/**
 * The visitor's store's menus and the site's kept menus (a kit's) for this page: the navigation
 * service fills store ids and marks the current entry.
 */
export function requestMenus(request: Request, context: AppLoadContext): Promise<RequestMenus> {
  let menus = treesByRequest.get(request);
  if (!menus) {
    const path = new URL(request.url).pathname;
    menus = requestStore(request, context).then(async ({ store }) => {
      const storeId = store?.id ?? null;
      const [trees, kept] = await Promise.all([
        context.services.navigation.trees(storeId, path),
        context.services.navigation.keptMenus(storeId, path),
      ]);
      return { trees, kept };
    });
    treesByRequest.set(request, menus);
  }
  return menus;
}

/**
 * A nav menu for this request: the kept menu (a kit's) or the store's menu its `menu` setting names,
 * else the store's main navigation, as the site header shows it (core/menus/menu-binding.ts). A store with no such menu (or no store chosen) shows nothing; the
 * editor sees a note instead.
 */
export const navMenuSlot: SlotResolver = async (args, { request, context, editMode }) => {
  const widgetId = typeof args.widgetId === "string" ? args.widgetId : "";
  const settings = navMenuSettings.parse(args.settings ?? {});
  const { trees, kept } = await requestMenus(request, context);
  const tree = menuTreeFor(trees, settings.menu, kept);
  if (!tree.length) return editMode ? `<p class="widget-placeholder">No menu to show for this store.</p>` : "";
  return renderToStaticMarkup(<NavMenuMarkup tree={tree} settings={settings} baseId={`nav-${idBase({ id: widgetId })}`} />);
};
