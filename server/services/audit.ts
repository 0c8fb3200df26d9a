import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { AuditFilters } from "#core/schemas/audit";
import { likePattern } from "./admin-lists";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { Tx } from "./rate-limit";

/** Who made a change: an account of the admin API, or the site itself (seed, start-up, maintenance: no account). */
export interface Actor {
  id: number | null;
  email: string;
}

/** Changes the site makes itself, outside any request. */
export const SYSTEM_ACTOR: Actor = { id: null, email: "system" };

/** One change: what was done to which target, and the target before and after (null where it did not exist). */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number | null; email: string };
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}

/** Records a change in the transaction that makes it, so a change and its entry stand or fall together. */
export async function recordChange(tx: Db | Tx, actor: Actor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** Several changes in one statement (an import), in the transaction that makes them. */
export async function recordChanges(tx: Db | Tx, actor: Actor, changes: readonly AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditLog).values(
    changes.map((change) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action: change.action,
      targetType: change.targetType,
      targetId: String(change.targetId),
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
}

export function createAuditService(db: Db) {
  return {
    /** The newest entries first, one page at a time, narrowed by `filters` (all of them at once). */
    async list(page: number, perPage: number, filters: AuditFilters = {}): Promise<{ entries: AuditEntry[]; total: number }> {
      const where = whereOf(filters);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return {
        total: total?.n ?? 0,
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: { id: r.actorId, email: r.actorEmail },
          action: r.action,
          target: { type: r.targetType, id: r.targetId },
          before: r.before ?? null,
          after: r.after ?? null,
        })),
      };
    },
    /** The actions and target types the log holds, for the filter form's choices. */
    async choices(): Promise<{ actions: string[]; entities: string[] }> {
      const [actions, entities] = await Promise.all([
        db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
        db.selectDistinct({ v: auditLog.targetType }).from(auditLog).orderBy(asc(auditLog.targetType)),
      ]);
      return { actions: actions.map((r) => r.v), entities: entities.map((r) => r.v) };
    },
  };
}

const DAY_MS = 86_400_000;

/** The SQL of the filters: the actor's email contains, the action and target type are, the day is within. */
function whereOf(f: AuditFilters): SQL | undefined {
  const pattern = f.actor ? likePattern(f.actor) : null;
  return and(
    pattern ? ilike(auditLog.actorEmail, pattern) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.entity ? eq(auditLog.targetType, f.entity) : undefined,
    f.from ? gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditLog.at, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

export type AuditService = ReturnType<typeof createAuditService>;
