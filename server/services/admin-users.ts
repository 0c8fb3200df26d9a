/**
 * Shoppers' and staff accounts as the administrator manages them: a page of the list with search and
 * a role filter, one account, its name, roles, user groups and store, and disabling (the account
 * cannot sign in and every session it has ends, in the same transaction) or enabling it again.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountDisablements, sessions, stores, userGroups, users } from "../db/schema";
import type { SessionCache } from "./session-cache";
import { recordChange, type Actor } from "./audit";
import { ApiError, notFound } from "../http/errors";
import type { AdminUser, UserPatch } from "../../core/schemas/admin-users";
import { likePattern, pageWindow, type PageRequest } from "./admin-lists";

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  roles: users.roles,
  segmentIds: users.segmentIds,
  storeId: users.storeId,
  createdAt: users.createdAt,
  disabledAt: accountDisablements.disabledAt,
};
type Row = {
  id: number;
  email: string;
  name: string;
  roles: string[];
  segmentIds: number[];
  storeId: number | null;
  createdAt: Date;
  disabledAt: Date | null;
};

const present = (r: Row): AdminUser => ({
  id: r.id,
  email: r.email,
  name: r.name,
  roles: r.roles,
  user_group_ids: r.segmentIds,
  store_id: r.storeId,
  created_at: r.createdAt.toISOString(),
  disabled: r.disabledAt !== null,
  disabled_at: r.disabledAt?.toISOString() ?? null,
});

const ownAccount = (message: string) => new ApiError(409, "own_account", message);

/**
 * `sessionCache`: the instance's session cache (server/services/session-cache.ts). Every change to an account
 * forgets its cached sessions on every instance, so a new role, group or a disablement holds at the next request.
 */
export function createAdminUserService(db: Db, sessionCache?: Pick<SessionCache, "forgetUser">) {
  const select = () => db.select(columns).from(users).leftJoin(accountDisablements, eq(accountDisablements.userId, users.id));

  const service = {
    async list(req: PageRequest & { role?: string }): Promise<{ items: AdminUser[]; total: number }> {
      const pattern = likePattern(req.q);
      const where: SQL | undefined = and(
        pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
        req.role ? sql`${req.role} = any(${users.roles})` : undefined,
      );
      const { limit, offset } = pageWindow(req);
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(asc(users.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(present), total: total?.n ?? 0 };
    },
    async get(id: number): Promise<AdminUser> {
      const [row] = await select().where(eq(users.id, id));
      if (!row) throw notFound(`No account with id ${id}.`);
      return present(row);
    },
    async update(id: number, patch: UserPatch, actor: Actor): Promise<AdminUser> {
      const before = await service.get(id);
      if (id === actor.id && patch.roles && !patch.roles.includes("administrator"))
        throw ownAccount("You cannot take the administrator role from your own account.");
      if (patch.user_group_ids?.length) {
        const found = await db.select({ id: userGroups.id }).from(userGroups).where(inArray(userGroups.id, patch.user_group_ids));
        const missing = patch.user_group_ids.filter((g) => !found.some((f) => f.id === g));
        if (missing.length)
          throw new ApiError(400, "invalid_param", `Invalid parameter: user_group_ids (names no user group: ${missing.join(", ")}).`, {
            params: {
              user_group_ids: `names no user group: ${missing.join(", ")}`,
            },
          });
      }
      if (patch.store_id) {
        const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, patch.store_id));
        if (!store)
          throw new ApiError(400, "invalid_param", `Invalid parameter: store_id (names no store: ${patch.store_id}).`, {
            params: { store_id: `names no store: ${patch.store_id}` },
          });
      }
      const set: Partial<typeof users.$inferInsert> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.roles !== undefined) set.roles = patch.roles;
      if (patch.user_group_ids !== undefined) set.segmentIds = patch.user_group_ids;
      if (patch.store_id !== undefined) set.storeId = patch.store_id;
      if (Object.keys(set).length === 0) return before;
      await db.transaction(async (tx) => {
        await tx.update(users).set(set).where(eq(users.id, id));
        const [after] = await tx
          .select(columns)
          .from(users)
          .leftJoin(accountDisablements, eq(accountDisablements.userId, users.id))
          .where(eq(users.id, id));
        await recordChange(tx, actor, {
          action: "user.update",
          targetType: "user",
          targetId: id,
          before,
          after: present(after!),
        });
      });
      await sessionCache?.forgetUser(id);
      return service.get(id);
    },
    /** Disables the account and ends its sessions; enabling lets it sign in again. Either is a no-op when already so. */
    async setDisabled(id: number, disabled: boolean, actor: Actor): Promise<AdminUser> {
      const before = await service.get(id);
      if (disabled && id === actor.id) throw ownAccount("You cannot disable your own account.");
      if (before.disabled === disabled) return before;
      await db.transaction(async (tx) => {
        if (disabled) {
          await tx.insert(accountDisablements).values({ userId: id, disabledByEmail: actor.email }).onConflictDoNothing();
          await tx.delete(sessions).where(eq(sessions.userId, id));
        } else {
          await tx.delete(accountDisablements).where(eq(accountDisablements.userId, id));
        }
        const [after] = await tx
          .select(columns)
          .from(users)
          .leftJoin(accountDisablements, eq(accountDisablements.userId, users.id))
          .where(eq(users.id, id));
        await recordChange(tx, actor, {
          action: disabled ? "user.disable" : "user.enable",
          targetType: "user",
          targetId: id,
          before,
          after: present(after!),
        });
      });
      await sessionCache?.forgetUser(id);
      return service.get(id);
    },
  };
  return service;
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
