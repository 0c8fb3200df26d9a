import type { Database } from "../db/client";
import { listenChannel, notifyChannel } from "./pg-listen";

export interface CartCountCacheOptions {
  /** How long a counted cart is reused without asking the database (default 5 s). */
  ttlMs?: number;
  /** Counts kept at most; the least recently used goes first (default 10,000). */
  maxEntries?: number;
  now?: () => number;
}

const CHANNEL = "aisle_carts";

/**
 * Every page a signed-in shopper (or a visitor with a cart) opens shows the cart's item count in the
 * header: one or two queries per page, after the session cache the only ones a signed-in home page
 * ran (near half of its CPU time on PGlite). This keeps each owner's count for a few seconds, keyed on the
 * owner (`u:<user id>` or `t:<token hash>`: a visitor only ever finds their own):
 * - every change the cart service makes forgets the owner's count once it is committed, on this
 *   instance at once and, through NOTIFY on PostgreSQL, on every other; a lost LISTEN connection
 *   forgets everything when it comes back;
 * - a count that started before a forget is not kept (it may be the old one).
 * Anything changed in the database behind the server's back shows within `ttlMs`.
 */
export function createCartCountMemo(opts: CartCountCacheOptions = {}) {
  const ttlMs = opts.ttlMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { count: number; until: number }>();
  /** Moves on at every forget: a count read across one is not kept. */
  let epoch = 0;

  return {
    /** The count for `key`: from memory while fresh, else from `load`. */
    async lookup(key: string, load: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) {
        // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
        entries.delete(key);
        entries.set(key, hit);
        return hit.count;
      }
      if (hit) entries.delete(key);
      const started = epoch;
      const count = await load();
      if (started === epoch) {
        entries.set(key, { count, until: now() + ttlMs });
        if (entries.size > maxEntries)
          entries.delete(entries.keys().next().value!);
      }
      return count;
    },
    forget(key: string): void {
      epoch++;
      entries.delete(key);
    },
    clear(): void {
      epoch++;
      entries.clear();
    },
    size: () => entries.size,
  };
}

/**
 * The cart-count memo of one instance, told of changes on the others through NOTIFY (the owner's key)
 * when on PostgreSQL. `forget` resolves once the other instances have been told.
 */
export async function createCartCountCache(
  database: Database,
  opts: CartCountCacheOptions = {},
) {
  const memo = createCartCountMemo(opts);
  const stopListening = database.pool
    ? await listenChannel(
        database,
        CHANNEL,
        (key) => memo.forget(key),
        async () => memo.clear(),
      )
    : async () => {};
  // An embedded database that was reopened may have lost a write made just before it died.
  const stopRecovering = database.onRecovered(() => memo.clear());
  return {
    lookup: memo.lookup,
    size: memo.size,
    clear: memo.clear,
    async forget(key: string): Promise<void> {
      memo.forget(key);
      await notifyChannel(database, CHANNEL, key);
    },
    close: async () => {
      stopRecovering();
      await stopListening();
    },
  };
}

export type CartCountCache = Awaited<ReturnType<typeof createCartCountCache>>;
