import { data, type AppLoadContext } from "react-router";
import type { MenuName } from "#core/menus/navigation";
import { isApiError } from "#core/web/api-errors";

/** A group's menu for its screen, with the group names the page says; 404 for a group that does not exist. */
export async function loadMenu(context: AppLoadContext, groupId: number, menu: MenuName) {
  const menus = context.services.menus;
  try {
    const [view, groups] = await Promise.all([menus.read(groupId, menu), menus.groups()]);
    const names = new Map(groups.map((g) => [g.id, g.name]));
    return {
      view,
      groupName: names.get(groupId) ?? String(groupId),
      elsewhere: view.stores_shown_elsewhere.map((s) => ({
        storeId: s.store_id,
        group: names.get(s.store_group_id) ?? String(s.store_group_id),
      })),
    };
  } catch (err) {
    if (isApiError(err) && err.status === 404) throw data("No such store group.", { status: 404 });
    throw err;
  }
}
