/**
 * Store groups and user groups as the administrator manages them: a page of the list with search
 * (with how many stores or accounts each holds), create, rename. Audited, and the content version
 * bumped (targeting and the stores' pages name the groups).
 */
import { asc, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { circulars, contentItems, storeGroups, userGroups, users } from "../db/schema";
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
    /**
     * Deletes a group (decision 0034). A store group some store is in is refused (409 group_in_use):
     * prices are set per store group, so its stores would lose theirs; move them first. A user group
     * some accounts hold is deleted only when `confirmedMembers` repeats how many hold it now (the
     * second confirmation); it is taken off those accounts. Either way it is taken off the content
     * items and circulars that target it, in the same transaction, and audited.
     */
    async remove(id: number, actor: Actor, confirmedMembers?: number): Promise<{ id: number; name: string; members: number }> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: table.id, name: table.name, members: members.mapWith(Number) })
          .from(table)
          .where(eq(table.id, id));
        if (!row) throw notFound(`No ${label} with id ${id}.`);
        if (row.members > 0 && kind === "store_group") {
          throw new ApiError(
            409,
            "group_in_use",
            `The store group “${row.name}” has ${row.members} store${row.members === 1 ? "" : "s"}, whose prices are set by it: move them to another group first. Nothing was deleted.`,
            { members: row.members },
          );
        }
        if (row.members > 0 && confirmedMembers !== row.members) {
          throw new ApiError(
            409,
            "group_in_use",
            `The user group “${row.name}” is held by ${row.members} account${row.members === 1 ? "" : "s"}: confirm that it is taken off them to delete it. Nothing was deleted.`,
            { members: row.members },
          );
        }
        if (kind === "user_group") {
          await tx
            .update(users)
            .set({ segmentIds: sql`array_remove(${users.segmentIds}, ${id})` })
            .where(sql`${users.segmentIds} @> array[${id}]::int[]`);
          await tx
            .update(contentItems)
            .set({ userGroupIds: sql`array_remove(${contentItems.userGroupIds}, ${id})` })
            .where(sql`${contentItems.userGroupIds} @> array[${id}]::int[]`);
        } else {
          await tx
            .update(contentItems)
            .set({ storeGroupIds: sql`array_remove(${contentItems.storeGroupIds}, ${id})` })
            .where(sql`${contentItems.storeGroupIds} @> array[${id}]::int[]`);
          await tx
            .update(circulars)
            .set({ storeGroupIds: sql`array_remove(${circulars.storeGroupIds}, ${id})` })
            .where(sql`${circulars.storeGroupIds} @> array[${id}]::int[]`);
        }
        await tx.delete(table).where(eq(table.id, id));
        await recordChange(tx, actor, { action: `${kind}.delete`, targetType: kind, targetId: id, before: row, after: null });
        return row;
      });
      await version.bump();
      return removed;
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
