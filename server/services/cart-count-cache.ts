import type { Database } from "../db/client";
import { createNotifiedMemo, createShortLived, type ShortLivedOptions } from "./notified-memo";

export type CartCountCacheOptions = ShortLivedOptions;

const CHANNEL = "aisle_carts";

/**
 * Every page a signed-in shopper (or a visitor with a cart) opens shows the cart's item count in the
 * header: one or two queries per page, after the session cache the only ones a signed-in home page
 * ran (near half of its CPU time on PGlite). This keeps each owner's count for a few seconds
 * (server/cache.ts), keyed on the owner (`u:<user id>` or `t:<token hash>`: a visitor only
 * ever finds their own):
 * - every change the cart service makes forgets the owner's count once it is committed, on this
 *   instance at once and, through NOTIFY on PostgreSQL, on every other; a lost LISTEN connection
 *   forgets everything when it comes back;
 * - a count that started before a forget is not kept (it may be the old one).
 */
export function createCartCountMemo(opts: CartCountCacheOptions = {}) {
  const memo = createShortLived<number>("cart-counts", opts);
  return {
    /** The count for `key`: from memory while fresh, else from `load`. */
    lookup: (key: string, load: () => Promise<number>): Promise<number> => memo.load(key, load),
    /** The count for `key` while it is fresh in memory, else undefined. */
    peek: (key: string): number | undefined => memo.get(key),
    forget: memo.delete,
    clear: memo.clear,
    size: (): number => memo.size,
  };
}

/**
 * The cart-count memo of one instance, told of changes on the others through NOTIFY (the owner's key)
 * when on PostgreSQL. `forget` resolves once the other instances have been told.
 */
export const createCartCountCache = (database: Database, opts: CartCountCacheOptions = {}) =>
  createNotifiedMemo<number>(database, CHANNEL, "cart-counts", opts);

export type CartCountCache = Awaited<ReturnType<typeof createCartCountCache>>;
