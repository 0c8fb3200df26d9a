import { sql } from "drizzle-orm";
import type { KitMenu, KitMenuItem } from "#core/kits/kit-menus";
import type { NavNodeInput } from "#core/menus/navigation";
import type { Db } from "#server/db/client";
import { siteMenus } from "#server/db/schema";
import type { ContentVersion } from "../content-version";

/** A kit menu's entries as a stored tree: ids 1, 2, 3... in reading order, unique within the tree. */
function numbered(items: KitMenuItem[], next = { id: 1 }): NavNodeInput[] {
  return items.map((item) => ({ id: next.id++, title: item.title, url: item.url, children: numbered(item.children, next) }));
}

/**
 * Stores a kit's menus (core/kits/kit-menus.ts) as the site's menus, in one transaction (decision
 * 0086). A menu whose slug the site already has is replaced, so importing a kit again changes its menus
 * in place and the widgets that name them keep showing them. Answers each menu's new id by its old
 * WordPress term id and by its slug. The content version moves when given (the caches of pages that
 * show a menu then change).
 */
export async function importKitMenus(db: Db, menus: readonly KitMenu[], version?: ContentVersion): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  if (menus.length === 0) return ids;
  await db.transaction(async (tx) => {
    for (const menu of menus) {
      const tree = numbered(menu.items);
      const [row] = await tx
        .insert(siteMenus)
        .values({ slug: menu.slug, title: menu.title, tree })
        .onConflictDoUpdate({ target: siteMenus.slug, set: { title: menu.title, tree, updatedAt: sql`now()` } })
        .returning({ id: siteMenus.id });
      ids[menu.slug] = row!.id;
      if (menu.oldId) ids[menu.oldId] = row!.id;
    }
  });
  await version?.bump();
  return ids;
}
