import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentVersion } from "../db/schema";
import { listenChannel, notifyChannel } from "./pg-listen";

const CHANNEL = "aisle_content";

/**
 * The content version every cache keys on. A write bumps it in the database; on PostgreSQL a NOTIFY
 * tells every other instance, which re-reads it, so an edit shows everywhere within a second.
 */
export interface ContentVersion {
  current(): number;
  bump(): Promise<number>;
  refresh(): Promise<number>;
  onChange(fn: (version: number) => void): () => void;
  close(): Promise<void>;
}

export async function createContentVersion(database: Database): Promise<ContentVersion> {
  const { db } = database;
  let value = 0;
  const listeners = new Set<(v: number) => void>();
  const set = (v: number) => {
    if (v === value) return;
    value = v;
    for (const fn of listeners) fn(v);
  };
  const refresh = async () => {
    const rows = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
    if (rows[0]) set(rows[0].version);
    else {
      await db.insert(contentVersion).values({ id: 1, version: 1 }).onConflictDoNothing();
      set(1);
    }
    return value;
  };
  await refresh();

  const bump = async () => {
    const rows = await db
      .update(contentVersion)
      .set({ version: sql`${contentVersion.version} + 1` })
      .where(eq(contentVersion.id, 1))
      .returning({ version: contentVersion.version });
    const next = rows[0]?.version ?? value + 1;
    set(next);
    await notifyChannel(database, CHANNEL, String(next));
    return next;
  };

  let stopListening = async () => {};
  if (database.pool) {
    stopListening = await listenChannel(
      database,
      CHANNEL,
      (payload) => {
        const v = Number(payload);
        if (Number.isFinite(v)) set(Math.max(v, value));
      },
      refresh,
    );
  }
  // The embedded database is in-process (no NOTIFY to wait for), but a write may have committed just
  // before it died, without its bump: after a reopen, move the version on so no cache keeps old content.
  const stopRecovering = database.onRecovered(() => void bump().catch(() => {}));

  return {
    current: () => value,
    refresh,
    bump,
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close: async () => {
      stopRecovering();
      await stopListening();
    },
  };
}
