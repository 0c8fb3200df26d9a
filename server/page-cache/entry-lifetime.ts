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

/** Whether `e` is due for its refresh ahead of expiry and no request has taken it yet. */
export const refreshDue = (e: StoredEntry, now: number): boolean => e.refreshAt != null && !e.refreshing && e.refreshAt <= now;

/** Takes the refresh of `e` for the calling request: true for one request per entry. */
export function claimRefresh(e: StoredEntry, now: number): boolean {
  if (!refreshDue(e, now)) return false;
  e.refreshing = true;
  return true;
}
