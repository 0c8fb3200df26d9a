import type { Database } from "../db/client";
import { listenChannel, notifyChannel } from "./pg-listen";

const CHANNEL = "aisle_own_pages";

/** What changed: one shopper's own data (`u:<user id>`), the slots' bookings and holds, or anything (`*`). */
export type OwnPageChange = `u:${number}` | "slots" | "*";

const isChange = (s: string): s is OwnPageChange => s === "slots" || s === "*" || /^u:[1-9]\d*$/.test(s);

/**
 * Tells the kept pages of signed-in shoppers (server/page-cache/own-pages.ts, decision 0078) what
 * changed: a shopper's cart, orders, addresses or profile (`u:<id>`, after any write the shopper made),
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
          if (isChange(payload)) tell(payload);
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
