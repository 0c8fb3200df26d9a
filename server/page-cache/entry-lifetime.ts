/** What the page caches need of an entry: its key, the bytes it holds and when it stops being served. */
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

/**
 * Refreshes ahead of expiry that may run at once in the process, both page caches together. Entries
 * made together (the first minutes after a start, or after the content changed) come due together;
 * one render each at once took the event loop from every other request. Beyond this, a due entry is
 * answered as it is, and taken by a later request of its remaining refresh time.
 */
export const MAX_REFRESHING = 2;
let refreshing = 0;

/** Whether `e` is due for its refresh ahead of expiry, no request has taken it yet, and a refresh may start now. */
export const refreshDue = (e: StoredEntry, now: number): boolean =>
  e.refreshAt != null && !e.refreshing && e.refreshAt <= now && refreshing < MAX_REFRESHING;

/**
 * Takes the refresh of `e` for the calling request (once per entry): the function to call once its
 * render is over, kept or not; null when it is not this request's to take.
 */
export function claimRefresh(e: StoredEntry, now: number): (() => void) | null {
  if (!refreshDue(e, now)) return null;
  e.refreshing = true;
  refreshing++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    refreshing--;
  };
}

/** How many refreshes are under way (for the tests). */
export const refreshesRunning = (): number => refreshing;
