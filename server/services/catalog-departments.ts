import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { departments } from "../db/schema";
import { departmentUrl, type DepartmentNode } from "../../core/catalog/types";
import type { ShopKind } from "../../core/catalog/shops";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { MIB } from "./catalog-budget";

/** A shop's departments as a tree, and by slug and id. */
export interface DepartmentIndex {
  roots: DepartmentNode[];
  bySlug: Map<string, DepartmentNode>;
  byId: Map<number, DepartmentNode>;
}

/** The shop's department index, read once per content version. */
export function createDepartmentIndex(db: Db, version: ContentVersion, shop: ShopKind): () => Promise<DepartmentIndex> {
  const cache = contentCache<DepartmentIndex>("catalog.departments", version, { maxBytes: 4 * MIB, maxEntries: 1 });
  return () =>
    cache.load("all", async () => {
      const rows = await db
        .select()
        .from(departments)
        .where(eq(departments.shop, shop))
        .orderBy(asc(departments.position), asc(departments.name));
      const byId = new Map<number, DepartmentNode>();
      for (const r of rows)
        byId.set(r.id, { id: r.id, slug: r.slug, name: r.name, parentId: r.parentId, url: departmentUrl(r.slug, shop), children: [] });
      const roots: DepartmentNode[] = [];
      for (const node of byId.values()) {
        const parent = node.parentId === null ? undefined : byId.get(node.parentId);
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return { roots, byId, bySlug: new Map([...byId.values()].map((d) => [d.slug, d])) };
    });
}
