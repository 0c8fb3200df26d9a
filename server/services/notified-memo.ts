import type { Database } from "../db/client";
import { listenChannel, notifyChannel } from "./pg-listen";
import { createCache } from "../cache";

/** Values read from the database kept a few seconds per key (sessions, cart counts, favourites). */
export interface ShortLivedOptions {
  /** How long a loaded value is reused without asking the database (default 5 s). */
  ttlMs?: number;
  /** Values kept at most; the least recently used goes first (default 10,000). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * A cache (server/cache.ts) of values read from the database, each kept `ttlMs` at most, so anything
 * changed behind the server's back shows within that time; a forget while a load runs keeps that
 * load's value out (it may be the old one).
 */
export function createShortLived<V>(name: string, opts: ShortLivedOptions = {}) {
  return createCache<V>({
    name,
    maxBytes: 4 * 1024 * 1024,
    maxEntries: opts.maxEntries ?? 10_000,
    ttlMs: opts.ttlMs ?? 5_000,
    now: opts.now,
  });
}

/**
 * A short-lived cache whose forgets reach every instance: on PostgreSQL a forget is sent on `channel`
 * (NOTIFY) and every instance listening forgets the key too; a lost LISTEN connection forgets
 * everything when it comes back. An embedded database that was reopened may have lost a write made
 * just before it died, so that forgets everything as well. The cart counts and the shoppers'
 * favourites are kept this way.
 */
export async function createNotifiedMemo<V>(database: Database, channel: string, name: string, opts: ShortLivedOptions = {}) {
  const memo = createShortLived<V>(name, opts);
  const stopListening = database.pool
    ? await listenChannel(
        database,
        channel,
        (key) => memo.delete(key),
        async () => memo.clear(),
      )
    : async () => {};
  const stopRecovering = database.onRecovered(() => memo.clear());
  return {
    /** The value for `key`: from memory while fresh, else from `load`. */
    lookup: (key: string, load: () => Promise<V>): Promise<V> => memo.load(key, load),
    /** The value for `key` while it is fresh in memory, else undefined (nothing is loaded). */
    peek: (key: string): V | undefined => memo.get(key),
    size: (): number => memo.size,
    clear: memo.clear,
    /** Forgets `key` here at once; resolves once the other instances have been told. */
    async forget(key: string): Promise<void> {
      memo.delete(key);
      await notifyChannel(database, channel, key);
    },
    close: async () => {
      stopRecovering();
      await stopListening();
    },
  };
}

export type NotifiedMemo<V> = Awaited<ReturnType<typeof createNotifiedMemo<V>>>;
