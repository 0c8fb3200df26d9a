import type { Database } from "../db/client";
import type { PublicUser } from "../../core/schemas/auth";
import { listenChannel, notifyChannel } from "./pg-listen";
import { createCache } from "../cache";
import type { ShortLivedOptions } from "./notified-memo";

/** What a session lookup found: the session's id (the token's hash) and its user. */
export interface CachedSession {
  sessionId: string;
  user: PublicUser;
}

export type SessionCacheOptions = ShortLivedOptions;

const CHANNEL = "aisle_sessions";

/**
 * Signed-in pages looked their session up in the database on every request (a fifth of a signed-in
 * page's time on PGlite). This keeps each found session for a few seconds (server/cache.ts),
 * keyed on the session id (the SHA-256 of the visitor's own token: one visitor's cookie never finds
 * another's entry):
 * - an entry lives `ttlMs`, never past the session's own expiry; an unknown token is never kept;
 * - signing out, a login that replaces a session, and a change to the user's row (the store kept on
 *   the profile) forget the entries at once on this instance and, through NOTIFY on PostgreSQL, on
 *   every other one; a lost LISTEN connection forgets everything when it comes back;
 * - a lookup that started before a forget does not store what it read (it may be the old row);
 * - entries are frozen, so no request can change what the next one is given.
 */
export function createSessionMemo(opts: SessionCacheOptions = {}) {
  const memo = createCache<CachedSession | null>({
    name: "sessions",
    maxBytes: 8 * 1024 * 1024,
    maxEntries: opts.maxEntries ?? 10_000,
    ttlMs: opts.ttlMs ?? 5_000,
    now: opts.now,
  });
  return {
    /** The session for `sessionId`: from memory while fresh, else from `load` (null: no such session). */
    lookup: (sessionId: string, load: () => Promise<{ session: CachedSession; expiresAt: Date } | null>): Promise<CachedSession | null> =>
      memo.load(sessionId, async (control) => {
        const found = await load();
        if (!found) {
          control.keep = false;
          return null;
        }
        control.until = found.expiresAt.getTime();
        control.keep = found.session.sessionId === sessionId;
        return freeze(found.session);
      }),
    forgetSession: (sessionId: string): void => memo.delete(sessionId),
    forgetUser: (userId: number): void => memo.deleteWhere((s) => s?.user.id === userId),
    clear: memo.clear,
    size: (): number => memo.size,
  };
}

/**
 * The session memo of one instance, told of forgets on the others through NOTIFY (`s:<session id>`,
 * `u:<user id>`) when on PostgreSQL. `forget*` resolve once the other instances have been told.
 */
export async function createSessionCache(database: Database, opts: SessionCacheOptions = {}) {
  const memo = createSessionMemo(opts);
  const onPayload = (payload: string) => {
    const id = payload.slice(2);
    if (payload.startsWith("s:")) memo.forgetSession(id);
    else if (payload.startsWith("u:") && Number.isInteger(Number(id))) memo.forgetUser(Number(id));
    else memo.clear();
  };
  const stopListening = database.pool ? await listenChannel(database, CHANNEL, onPayload, async () => memo.clear()) : async () => {};
  return {
    lookup: memo.lookup,
    size: memo.size,
    clear: memo.clear,
    async forgetSession(sessionId: string): Promise<void> {
      memo.forgetSession(sessionId);
      await notifyChannel(database, CHANNEL, `s:${sessionId}`);
    },
    async forgetUser(userId: number): Promise<void> {
      memo.forgetUser(userId);
      await notifyChannel(database, CHANNEL, `u:${userId}`);
    },
    close: stopListening,
  };
}

export type SessionCache = Awaited<ReturnType<typeof createSessionCache>>;

function freeze(s: CachedSession): CachedSession {
  const user = Object.freeze({
    ...s.user,
    roles: Object.freeze([...s.user.roles]),
    segment_ids: Object.freeze([...s.user.segment_ids]),
  }) as PublicUser;
  return Object.freeze({ sessionId: s.sessionId, user });
}
