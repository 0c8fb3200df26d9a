import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { navigationGroupTrees, navigationTrees, storeGroups, stores } from "../db/schema";
import type { MenuName, NavNodeInput } from "../../core/menus/navigation";
import type { MenuResponse } from "../../core/schemas/menus";
import { groupShown, groupTreeReaches, type StoreForMenus } from "../../core/menus/group-rule";
import type { ContentVersion } from "./content-version";
import { recordChange, SYSTEM_ACTOR, type Actor } from "./audit";
import { notFound } from "../http/errors";

/**
 * The menus editor's service (decision 0032): a store group's tree per menu, read with what
 * the editor should know (where it starts from before its first save, which stores show another group's
 * tree), saved whole with its audit entry in one transaction, then the content version moves so every
 * store of the group shows it at once.
 */
export function createMenuService(db: Db, version: ContentVersion) {
  const groupOf = async (groupId: number) => {
    const [group] = await db.select().from(storeGroups).where(eq(storeGroups.id, groupId));
    if (!group) throw notFound(`No store group with id ${groupId}.`);
    return group;
  };

  const membersOf = async (groupId: number): Promise<StoreForMenus[]> => {
    const rows = await db
      .select({ id: stores.id, storeGroupIds: stores.storeGroupIds, other: stores.otherAttributes })
      .from(stores)
      .where(sql`${groupId} = any(${stores.storeGroupIds})`)
      .orderBy(stores.id);
    return rows.map((r) => ({ id: r.id, storeGroupIds: r.storeGroupIds, subStore: typeof r.other.related_shopping_id === "number" }));
  };

  const read = async (groupId: number, menu: MenuName): Promise<MenuResponse> => {
    await groupOf(groupId);
    const members = await membersOf(groupId);
    const covered = members.filter((s) => groupTreeReaches(s, menu));
    const otherGroups = [...new Set(covered.flatMap((s) => s.storeGroupIds))];
    const groupRows = otherGroups.length
      ? await db
          .select({
            storeGroupId: navigationGroupTrees.storeGroupId,
            tree: navigationGroupTrees.tree,
            updatedAt: navigationGroupTrees.updatedAt,
          })
          .from(navigationGroupTrees)
          .where(and(eq(navigationGroupTrees.menu, menu), inArray(navigationGroupTrees.storeGroupId, otherGroups)))
      : [];
    const withTree = new Set([...groupRows.map((r) => r.storeGroupId), groupId]);
    const elsewhere = covered
      .map((s) => ({ store_id: s.id, store_group_id: groupShown(s, menu, withTree)! }))
      .filter((s) => s.store_group_id !== groupId);
    const own = groupRows.find((r) => r.storeGroupId === groupId);
    const base = {
      store_group_id: groupId,
      menu,
      stores_shown_elsewhere: elsewhere,
      stores_not_covered: members.filter((s) => !groupTreeReaches(s, menu)).map((s) => s.id),
    };
    if (own) return { ...base, source: "group", tree: own.tree, updated_at: own.updatedAt.toISOString() };
    // Before its first save the group starts from the tree its first store shows today.
    const first = covered[0];
    const [start] = first
      ? await db
          .select({ tree: navigationTrees.tree })
          .from(navigationTrees)
          .where(and(eq(navigationTrees.storeId, first.id), eq(navigationTrees.menu, menu)))
      : [];
    return start
      ? { ...base, source: "store", tree: start.tree, updated_at: null }
      : { ...base, source: "empty", tree: [], updated_at: null };
  };

  return {
    read,
    /** The groups an editor picks from. */
    async groups() {
      return db.select().from(storeGroups).orderBy(storeGroups.id);
    },
    async save(groupId: number, menu: MenuName, tree: NavNodeInput[], actor: Actor = SYSTEM_ACTOR): Promise<MenuResponse> {
      await groupOf(groupId);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ tree: navigationGroupTrees.tree })
          .from(navigationGroupTrees)
          .where(and(eq(navigationGroupTrees.storeGroupId, groupId), eq(navigationGroupTrees.menu, menu)))
          .for("update");
        await tx
          .insert(navigationGroupTrees)
          .values({ storeGroupId: groupId, menu, tree })
          .onConflictDoUpdate({
            target: [navigationGroupTrees.storeGroupId, navigationGroupTrees.menu],
            set: { tree, updatedAt: new Date() },
          });
        await recordChange(tx, actor, {
          action: "navigation.update",
          targetType: "navigation_group_tree",
          targetId: `${groupId}/${menu}`,
          before: before ? { store_group_id: groupId, menu, tree: before.tree } : null,
          after: { store_group_id: groupId, menu, tree },
        });
      });
      await version.bump();
      return read(groupId, menu);
    },
    /**
     * Stops a group's own tree for a menu: its stores show what they showed before its first save (their
     * own menu, or another group's). Audited with the tree it held; 404 when the group saved none.
     */
    async remove(groupId: number, menu: MenuName, actor: Actor = SYSTEM_ACTOR): Promise<MenuResponse> {
      const group = await groupOf(groupId);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(navigationGroupTrees)
          .where(and(eq(navigationGroupTrees.storeGroupId, groupId), eq(navigationGroupTrees.menu, menu)))
          .returning({ tree: navigationGroupTrees.tree });
        if (!gone) throw notFound(`Store group ${groupId} (${group.name}) has no ${menu} menu of its own to remove.`);
        await recordChange(tx, actor, {
          action: "navigation.delete",
          targetType: "navigation_group_tree",
          targetId: `${groupId}/${menu}`,
          before: { store_group_id: groupId, menu, tree: gone.tree },
          after: null,
        });
      });
      await version.bump();
      return read(groupId, menu);
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
