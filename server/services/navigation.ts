import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { navigationGroupTrees, navigationTrees, siteMenus, stores } from "../db/schema";
import { resolveTree, type MenuName, type NavigationTrees, type NavNodeInput } from "../../core/menus/navigation";
import { groupShown } from "../../core/menus/group-rule";
import type { NamedMenu } from "../../core/menus/menu-binding";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { safeUrl } from "../../core/text/safe-url";

type StoredTrees = Record<MenuName, NavNodeInput[]>;

const MENUS: readonly MenuName[] = ["shop", "recipe", "account"];

/** Menu links are CMS data: an address that could run script (javascript:, data:, vbscript:...) becomes "#". */
function safeLinks(nodes: NavNodeInput[]): NavNodeInput[] {
  return nodes.map((n) => ({ ...n, url: n.url ? safeUrl(n.url) : n.url, children: safeLinks(n.children ?? []) }));
}

export function createNavigationService(db: Db, version: ContentVersion) {
  const cache = contentCache<StoredTrees>("navigation", version, { maxBytes: 8 * 1024 * 1024 });
  const stored = (storeId: number) =>
    cache.load(String(storeId), async () => {
      const [store] = await db
        .select({ storeGroupIds: stores.storeGroupIds, other: stores.otherAttributes })
        .from(stores)
        .where(eq(stores.id, storeId));
      const rows = await db.select().from(navigationTrees).where(eq(navigationTrees.storeId, storeId));
      const trees: StoredTrees = { shop: [], recipe: [], account: [] };
      for (const row of rows) trees[row.menu] = safeLinks(row.tree);
      if (!store || store.storeGroupIds.length === 0) return trees;
      // A tree saved for one of the store's groups wins over the store's own (decision 0032).
      const groupRows = await db.select().from(navigationGroupTrees).where(inArray(navigationGroupTrees.storeGroupId, store.storeGroupIds));
      const facts = { id: storeId, storeGroupIds: store.storeGroupIds, subStore: typeof store.other.related_shopping_id === "number" };
      for (const menu of MENUS) {
        const withTree = new Set(groupRows.filter((r) => r.menu === menu).map((r) => r.storeGroupId));
        const shown = groupShown(facts, menu, withTree);
        const row = groupRows.find((r) => r.menu === menu && r.storeGroupId === shown);
        if (row) trees[menu] = safeLinks(row.tree);
      }
      return trees;
    });
  const keptCache = contentCache<Array<Omit<NamedMenu, "tree"> & { tree: NavNodeInput[] }>>("site-menus", version, {
    maxBytes: 2 * 1024 * 1024,
  });
  const kept = () =>
    keptCache.load("all", async () => {
      const rows = await db.select().from(siteMenus).orderBy(siteMenus.id);
      return rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, tree: safeLinks(r.tree) }));
    });
  return {
    /** The menus kept beside the stores' trees (a kit's menus, decision 0086), the current entry marked. */
    async keptMenus(storeId: number | null, currentPath: string | null = null): Promise<NamedMenu[]> {
      return (await kept()).map((m) => ({ ...m, tree: resolveTree(m.tree, storeId, currentPath) }));
    },
    /** The shop, recipe and account trees for a store, with its id in store-bearing links. */
    async trees(storeId: number | null, currentPath: string | null = null): Promise<NavigationTrees> {
      if (storeId === null) return { shop: [], recipe: [], account: [] };
      const t = await stored(storeId);
      return {
        shop: resolveTree(t.shop, storeId, currentPath),
        recipe: resolveTree(t.recipe, storeId, currentPath),
        account: resolveTree(t.account, storeId, currentPath),
      };
    },
  };
}

export type NavigationService = ReturnType<typeof createNavigationService>;
