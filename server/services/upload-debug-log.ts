import { asc, count, lte } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { fileUploadDebugLog } from "../db/schema";
import { UPLOAD_LIMITS } from "../../core/limits/limits";
import { recordChange, type Actor } from "./audit";

export type DebugLogLevel = "info" | "warn" | "error";

/** The steps an upload goes through, as the log names them. */
export type DebugLogStep = "received" | "checked" | "refused" | "stored" | "recorded" | "failed" | "removed" | "served";

export interface DebugLogEntry {
  id: number;
  at: string;
  level: DebugLogLevel;
  step: string;
  message: string;
  context: Record<string, unknown>;
}

/**
 * The file-upload debug log: every step of every upload, kept in the database (so every instance
 * writes to one log) and bounded to the newest UPLOAD_LIMITS.debugLogEntries rows. Writing to it
 * never fails an upload: a write that fails is said in the server's log and forgotten.
 */
export function createUploadDebugLog(db: Db, logger: Logger, max: number = UPLOAD_LIMITS.debugLogEntries) {
  return {
    async write(level: DebugLogLevel, step: DebugLogStep, message: string, context: Record<string, unknown> = {}): Promise<void> {
      try {
        const [row] = await db
          .insert(fileUploadDebugLog)
          .values({ level, step, message, context })
          .returning({ id: fileUploadDebugLog.id });
        // Ids only grow: everything at or below the newest id minus the bound is past it.
        if (row && row.id > max) await db.delete(fileUploadDebugLog).where(lte(fileUploadDebugLog.id, row.id - max));
      } catch (err) {
        logger.warn({ err, step }, "the file-upload debug log could not be written");
      }
    },

    /** Every entry, oldest first. */
    async entries(): Promise<DebugLogEntry[]> {
      const rows = await db.select().from(fileUploadDebugLog).orderBy(asc(fileUploadDebugLog.id));
      return rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        level: r.level,
        step: r.step,
        message: r.message,
        context: r.context,
      }));
    },

    async size(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(fileUploadDebugLog);
      return row?.n ?? 0;
    },

    /** The download's `data`: the log as the JSON text saved as nf-file-uploads-debug-log.json. */
    async exportText(): Promise<string> {
      return JSON.stringify(
        {
          log: "nf-file-uploads",
          exported_at: new Date().toISOString(),
          entries: await this.entries(),
        },
        null,
        2,
      );
    },

    /** Empties the log, recorded in the audit log (how many entries went) in the same transaction. */
    async clear(actor: Actor): Promise<{ removed: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx.delete(fileUploadDebugLog).returning({ id: fileUploadDebugLog.id });
        await recordChange(tx, actor, {
          action: "file_uploads.debug_log.clear",
          targetType: "file_upload_debug_log",
          targetId: "nf-file-uploads",
          before: { entries: removed.length },
          after: { entries: 0 },
        });
        return { removed: removed.length };
      });
    },
  };
}

export type UploadDebugLog = ReturnType<typeof createUploadDebugLog>;
