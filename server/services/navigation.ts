import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { navigationTrees } from "../db/schema";
import { resolveTree, type NavigationTrees, type NavNodeInput } from "../../core/navigation";
import type { ContentVersion } from "./content-version";
import { versionedCache } from "./versioned-cache";
import { safeUrl } from "../../core/safe-url";

type StoredTrees = Record<"shop" | "recipe" | "account", NavNodeInput[]>;

/** Menu links are CMS data: an address that could run script (javascript:, data:, vbscript:...) becomes "#". */
function safeLinks(nodes: NavNodeInput[]): NavNodeInput[] {
  return nodes.map((n) => ({ ...n, url: n.url ? safeUrl(n.url) : n.url, children: safeLinks(n.children ?? []) }));
}

export function createNavigationService(db: Db, version: ContentVersion) {
  const cache = versionedCache<StoredTrees>(version);
  const stored = (storeId: number) =>
    cache.get(String(storeId), async () => {
      const rows = await db.select().from(navigationTrees).where(eq(navigationTrees.storeId, storeId));
      const trees: StoredTrees = { shop: [], recipe: [], account: [] };
      for (const row of rows) trees[row.menu] = safeLinks(row.tree);
      return trees;
    });
  return {
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
