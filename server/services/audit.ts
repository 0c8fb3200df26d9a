import { count, desc } from "drizzle-orm";
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
    /** The newest entries first, one page at a time. */
    async list(page: number, perPage: number): Promise<{ entries: AuditEntry[]; total: number }> {
      const rows = await db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(auditLog);
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
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
