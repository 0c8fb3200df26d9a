/** What the store needs of an entry: its key, the bytes it holds and when it stops being served. */
export interface StoredEntry {
  key: string;
  bytes: number;
  expires: number;
  /**
   * From when one request renders the entry anew while every other is still answered from it, so a
   * busy page never expires under its visitors (null: it ends at a scheduled content change, which a
   * render before it cannot show).
   */
  refreshAt?: number | null;
  /** Whether a request has taken the refresh (once per entry). */
  refreshing?: boolean;
}

/** How long before its TTL runs out a busy entry is rendered anew: at most this, at most a fifth of the TTL. */
export const REFRESH_AHEAD_MS = 10_000;

/**
 * When an entry made at `t` stops being served and when it is due for its refresh: after the TTL, or at
 * the next scheduled content change when that comes first (no refresh then: the page changes at it).
 */
export function lifetime(t: number, ttlMs: number, nextChange: number | null): { expires: number; refreshAt: number | null } {
  if (nextChange !== null && nextChange < t + ttlMs) return { expires: nextChange, refreshAt: null };
  return { expires: t + ttlMs, refreshAt: t + ttlMs - Math.min(REFRESH_AHEAD_MS, ttlMs / 5) };
}

export interface EntryStoreOptions {
  maxEntries: number;
  maxBytes: number;
  /** The content version the store starts at: any other version empties it (syncVersion). */
  version: number;
  now: () => number;
}

/**
 * The least-recently-used store behind the whole-page cache (0015) and the shared signed-in render
 * (0039): bounded by entries and by bytes, an entry past `expires` is never given out, an entry over a
 * quarter of the byte budget is never kept, and a new content version empties it.
 */
export function createEntryStore<E extends StoredEntry>(opts: EntryStoreOptions) {
  const entries = new Map<string, E>();
  let bytes = 0;
  let atVersion = opts.version;
  let stores = 0;
  let evictions = 0;

  /** The most recently used entry: a hit on it again need not move it (the common case under load on one address). */
  let newest: E | null = null;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
    if (e === newest) newest = null;
  };
  const evictOverBudget = () => {
    while (entries.size > 0 && (entries.size > opts.maxEntries || bytes > opts.maxBytes)) {
      drop(entries.keys().next().value as string);
      evictions++;
    }
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
    newest = null;
  };

  return {
    clear,
    /** Empties the store when the content version moved; true when it did. */
    syncVersion(v: number): boolean {
      if (v === atVersion) return false;
      clear();
      atVersion = v;
      return true;
    },
    /** The live entry for `key`, now the most recently used; an expired one is dropped. */
    lookup(key: string): E | null {
      const e = entries.get(key);
      if (!e) return null;
      if (e.expires <= opts.now()) {
        drop(key);
        return null;
      }
      // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
      if (e !== newest) {
        entries.delete(key);
        entries.set(key, e);
        newest = e;
      }
      return e;
    },
    /** Keeps `e` (in place of any entry of its key), evicting the least recently used past the budgets; whether it stayed. */
    insert(e: E): boolean {
      if (e.bytes > opts.maxBytes / 4) return false;
      drop(e.key);
      entries.set(e.key, e);
      newest = e;
      bytes += e.bytes;
      stores++;
      evictOverBudget();
      return entries.get(e.key) === e;
    },
    /** Whether `e` is due for its refresh ahead of expiry and no request has taken it yet. */
    refreshDue: (e: E): boolean => e.refreshAt != null && !e.refreshing && e.refreshAt <= opts.now(),
    /** Takes the refresh of `e` for the calling request: true for one request per entry. */
    claimRefresh(e: E): boolean {
      if (e.refreshAt == null || e.refreshing || e.refreshAt > opts.now()) return false;
      e.refreshing = true;
      return true;
    },
    /** Whether `e` itself is still the entry kept for its key. */
    holds: (e: E): boolean => entries.get(e.key) === e,
    /** Counts `extra` more bytes for a kept entry (a form added later), evicting past the budgets. */
    grow(e: E, extra: number): void {
      e.bytes += extra;
      bytes += extra;
      evictOverBudget();
    },
    stats: () => ({ entries: entries.size, bytes, stores, evictions }),
  };
}
