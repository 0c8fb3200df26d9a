import type { Database } from "../db/client";
import { listenChannel, notifyChannel } from "./pg-listen";

const CHANNEL = "aisle_own_pages";

/** Whose own pages: a signed-in shopper's (`u:<user id>`) or a visitor's with a cart (`t:<cart token hash>`), as cartOwnerKey makes it. */
export type OwnerChange = `u:${number}` | `t:${string}`;

/**
 * What changed: one owner's own data (a shopper's, or a cart visitor's cart), the slots' bookings and
 * holds, or anything (`*`).
 */
export type OwnPageChange = OwnerChange | "slots" | "*";

/** Whether `key` names one owner (a user id, or a cart token's SHA-256 hash in hex), as a NOTIFY payload or a cart-count key does. */
export const isOwnerChange = (key: string): key is OwnerChange => /^u:[1-9]\d*$/.test(key) || /^t:[0-9a-f]{64}$/.test(key);

export const isOwnPageChange = (s: string): s is OwnPageChange => s === "slots" || s === "*" || isOwnerChange(s);

/**
 * Tells the kept own pages of signed-in shoppers and of visitors with a cart (server/page-cache/own-pages.ts,
 * decisions 0078 and 0099) what changed: a shopper's cart, orders, addresses or profile (`u:<id>`, after
 * any write the shopper made), a cart visitor's cart (`t:<token hash>`, after any write they made),
 * the slots (an order placed, cancelled or moved, a slot held or released), or anything (a staff
 * member's write). On this instance at once and, on PostgreSQL, on every other (NOTIFY
 * `aisle_own_pages`); a lost LISTEN connection or a reopened embedded database counts as `*`.
 */
export async function createOwnPageChanges(database: Database) {
  const listeners = new Set<(change: OwnPageChange) => void>();
  const tell = (change: OwnPageChange) => {
    for (const fn of listeners) fn(change);
  };
  const stopListening = database.pool
    ? await listenChannel(
        database,
        CHANNEL,
        (payload) => {
          if (isOwnPageChange(payload)) tell(payload);
        },
        async () => tell("*"),
      )
    : async () => {};
  const stopRecovering = database.onRecovered(() => tell("*"));
  return {
    /** Calls `fn` on every change, here or on another instance; returns the unsubscribe. */
    subscribe(fn: (change: OwnPageChange) => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** Tells this instance at once; resolves once the other instances have been told. */
    async changed(change: OwnPageChange): Promise<void> {
      tell(change);
      await notifyChannel(database, CHANNEL, change);
    },
    close: async () => {
      listeners.clear();
      stopRecovering();
      await stopListening();
    },
  };
}

export type OwnPageChanges = Awaited<ReturnType<typeof createOwnPageChanges>>;

/**
 * `service` with `after` run once each named method has settled (resolved or failed: a rolled back
 * change told is only a page rendered again).
 */
export function tellAfter<S extends object>(service: S, methods: readonly (keyof S)[], after: () => Promise<void>): S {
  const wrapped = { ...service };
  for (const m of methods) {
    const fn = service[m];
    if (typeof fn !== "function") continue;
    (wrapped as Record<keyof S, unknown>)[m] = async (...args: unknown[]) => {
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>).apply(service, args);
      } finally {
        await after();
      }
    };
  }
  return wrapped;
}
