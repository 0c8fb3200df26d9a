import type { Database } from "../db/client";
import { listenChannel, notifyChannel } from "./pg-listen";
import { createKeptMemo, type KeptMemoOptions } from "./kept-memo";

/**
 * A kept memo (server/services/kept-memo) whose forgets reach every instance: on PostgreSQL a forget
 * is sent on `channel` (NOTIFY) and every instance listening forgets the key too; a lost LISTEN
 * connection forgets everything when it comes back. An embedded database that was reopened may have
 * lost a write made just before it died, so that forgets everything as well. The cart counts and the
 * shoppers' favourites are kept this way.
 */
export async function createNotifiedMemo<V>(database: Database, channel: string, opts: KeptMemoOptions = {}) {
  const memo = createKeptMemo<V>(opts);
  const stopListening = database.pool ? await listenChannel(database, channel, (key) => memo.forget(key), async () => memo.clear()) : async () => {};
  const stopRecovering = database.onRecovered(() => memo.clear());
  return {
    /** The value for `key`: from memory while fresh, else from `load`. */
    lookup: async (key: string, load: () => Promise<V>): Promise<V> => (await memo.lookup(key, async () => ({ value: await load() }))) as V,
    size: memo.size,
    clear: memo.clear,
    /** Forgets `key` here at once; resolves once the other instances have been told. */
    async forget(key: string): Promise<void> {
      memo.forget(key);
      await notifyChannel(database, channel, key);
    },
    close: async () => {
      stopRecovering();
      await stopListening();
    },
  };
}

export type NotifiedMemo<V> = Awaited<ReturnType<typeof createNotifiedMemo<V>>>;
