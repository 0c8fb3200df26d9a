import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import type { NavigationTrees } from "#core/menus/navigation";
import { menuTreeFor } from "#core/menus/menu-binding";
import type { SlotResolver } from "../../slots.server";
import { requestStore } from "#app/storefront/stores/request-store.server";
import { idBase } from "../html-id";
import { navMenuSettings } from "./settings";
import { NavMenuMarkup } from "./menu-markup";

/** One read of the store's menus per request, however many menu widgets a page holds (a header and a footer). */
const treesByRequest = new WeakMap<Request, Promise<NavigationTrees>>();

/** The visitor's store's menus for this page (the navigation service fills store ids and marks the current entry). */
export function requestMenus(request: Request, context: AppLoadContext): Promise<NavigationTrees> {
  let trees = treesByRequest.get(request);
  if (!trees) {
    trees = requestStore(request, context).then(({ store }) =>
      context.services.navigation.trees(store?.id ?? null, new URL(request.url).pathname),
    );
    treesByRequest.set(request, trees);
  }
  return trees;
}

/**
 * A nav menu for this request: the site menu its `menu` setting names, for the visitor's store, as
 * the site header shows it. A store with no such menu (or no store chosen) shows nothing; the
 * editor sees a note instead.
 */
export const navMenuSlot: SlotResolver = async (args, { request, context, editMode }) => {
  const widgetId = typeof args.widgetId === "string" ? args.widgetId : "";
  const settings = navMenuSettings.parse(args.settings ?? {});
  const tree = menuTreeFor(await requestMenus(request, context), settings.menu);
  if (!tree.length) return editMode ? `<p class="widget-placeholder">No menu to show for this store.</p>` : "";
  return renderToStaticMarkup(<NavMenuMarkup tree={tree} settings={settings} baseId={`nav-${idBase({ id: widgetId })}`} />);
};
