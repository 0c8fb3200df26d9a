import type { MenuName } from "./navigation";

/** What the group rule needs of a store: its groups, and whether it is a catering or wine store. */
export interface StoreForMenus {
  id: number;
  storeGroupIds: readonly number[];
  /** Catering and wine stores point back to their grocery store. */
  subStore: boolean;
}

/** Whether a group's tree for `menu` reaches the store: the shop menu of a catering or wine store lists its own catalog's departments. */
export const groupTreeReaches = (store: StoreForMenus, menu: MenuName) => menu !== "shop" || !store.subStore;

/**
 * The group whose tree a store shows for a menu (decision 0032): of the store's groups that have a
 * tree for it, the lowest id; null when none has one (the store shows its own tree).
 */
export function groupShown(store: StoreForMenus, menu: MenuName, groupsWithTree: ReadonlySet<number>): number | null {
  if (!groupTreeReaches(store, menu)) return null;
  const ids = store.storeGroupIds.filter((g) => groupsWithTree.has(g));
  return ids.length ? Math.min(...ids) : null;
}
