/**
 * Store groups and user groups as the administrator manages them: a page of the list with search
 * (with how many stores or accounts each holds), create, rename. Audited, and the content version
 * bumped (targeting and the stores' pages name the groups).
 */
import { asc, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { storeGroups, userGroups } from "../db/schema";
import { recordChange, type Actor } from "./audit";
import type { ContentVersion } from "./content-version";
import { ApiError, notFound } from "../http/errors";
import type { AdminGroup } from "../../core/schemas/admin-stores";
import { likePattern, pageWindow, type PageRequest } from "./admin-lists";

export type GroupKind = "store_group" | "user_group";

export function createAdminGroupService(db: Db, version: ContentVersion, kind: GroupKind) {
  const table = kind === "store_group" ? storeGroups : userGroups;
  // Written out in full: inside a sub-select drizzle names a column without its table, which would be the inner one.
  const members =
    kind === "store_group"
      ? sql<number>`(select count(*)::int from stores s where s.store_group_ids @> array["store_groups"."id"])`
      : sql<number>`(select count(*)::int from users u where u.segment_ids @> array["user_groups"."id"])`;
  const label = kind === "store_group" ? "store group" : "user group";
  const find = async (id: number): Promise<AdminGroup | undefined> =>
    (
      await db
        .select({
          id: table.id,
          name: table.name,
          members: members.mapWith(Number),
        })
        .from(table)
        .where(eq(table.id, id))
    )[0];

  const service = {
    async list(req: PageRequest): Promise<{ items: AdminGroup[]; total: number }> {
      const pattern = likePattern(req.q);
      const where: SQL | undefined = pattern ? ilike(table.name, pattern) : undefined;
      const { limit, offset } = pageWindow(req);
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: table.id,
            name: table.name,
            members: members.mapWith(Number),
          })
          .from(table)
          .where(where)
          .orderBy(asc(table.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
    async get(id: number): Promise<AdminGroup> {
      const group = await find(id);
      if (!group) throw notFound(`No ${label} with id ${id}.`);
      return group;
    },
    /** Every group, by id, for the forms that pick groups. */
    async all(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
    },
    async create(input: { id?: number; name: string }, actor: Actor): Promise<AdminGroup> {
      const id = await db.transaction(async (tx) => {
        const newId =
          input.id ??
          (
            await tx
              .select({
                max: sql<number>`coalesce(max(${table.id}), 0)`.mapWith(Number),
              })
              .from(table)
          )[0]!.max + 1;
        const [row] = await tx.insert(table).values({ id: newId, name: input.name }).onConflictDoNothing().returning();
        if (!row) throw new ApiError(409, "group_exists", `A ${label} with id ${newId} already exists.`);
        await recordChange(tx, actor, {
          action: `${kind}.create`,
          targetType: kind,
          targetId: newId,
          before: null,
          after: row,
        });
        return newId;
      });
      await version.bump();
      return service.get(id);
    },
    async rename(id: number, name: string, actor: Actor): Promise<AdminGroup> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(table).where(eq(table.id, id));
        if (!before) throw notFound(`No ${label} with id ${id}.`);
        const [after] = await tx.update(table).set({ name }).where(eq(table.id, id)).returning();
        await recordChange(tx, actor, {
          action: `${kind}.update`,
          targetType: kind,
          targetId: id,
          before,
          after,
        });
      });
      await version.bump();
      return service.get(id);
    },
  };
  return service;
}

export type AdminGroupService = ReturnType<typeof createAdminGroupService>;
