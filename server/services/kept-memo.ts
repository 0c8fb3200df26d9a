export interface KeptMemoOptions {
  /** How long a loaded value is reused without asking the database (default 5 s). */
  ttlMs?: number;
  /** Values kept at most; the least recently used goes first (default 10,000). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Values read from the database kept for a few seconds per key (the session and cart-count caches):
 * - a value lives `ttlMs`, never past the `until` its load gives;
 * - a forget moves an epoch on: a load that started before one does not keep what it read (it may be
 *   the old value);
 * - least recently used first out past `maxEntries`.
 * Anything changed behind the server's back shows within `ttlMs`.
 */
export function createKeptMemo<V>(opts: KeptMemoOptions = {}) {
  const ttlMs = opts.ttlMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();
  let epoch = 0;

  return {
    /**
     * The value for `key`: from memory while fresh, else from `load`. A load's `keep: false` (or an
     * `until` already past) answers without keeping; null answers null and keeps nothing.
     */
    async lookup(key: string, load: () => Promise<{ value: V; until?: number; keep?: boolean } | null>): Promise<V | null> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) {
        // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      if (hit) entries.delete(key);
      const started = epoch;
      const loaded = await load();
      if (!loaded) return null;
      const until = Math.min(now() + ttlMs, loaded.until ?? Number.POSITIVE_INFINITY);
      if (started === epoch && loaded.keep !== false && until > now()) {
        entries.set(key, { value: loaded.value, until });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return loaded.value;
    },
    forget(key: string): void {
      epoch++;
      entries.delete(key);
    },
    /** Forgets every kept value `matches` picks. */
    forgetWhere(matches: (value: V) => boolean): void {
      epoch++;
      for (const [key, e] of entries) if (matches(e.value)) entries.delete(key);
    },
    clear(): void {
      epoch++;
      entries.clear();
    },
    size: () => entries.size,
  };
}
