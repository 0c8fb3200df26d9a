import type { ContentVersion } from "./content-version";

/**
 * A small in-process cache whose entries are valid for one content version: a bump empties it.
 * Values are promises so concurrent misses share one load; a failed load is not kept.
 *
 * The last value each key loaded is remembered across versions: when a load fails (the database is
 * down) and the key has loaded before, that value is served instead of the error, so pages keep
 * rendering from what the process last knew. A fallback is never kept as the current version's
 * entry, so the next call tries the database again and recovers by itself once it is back.
 */
export function versionedCache<V>(version: ContentVersion, maxEntries = 5000) {
  let at = version.current();
  const entries = new Map<string, Promise<V>>();
  const lastGood = new Map<string, V>();
  const remember = (key: string, value: V) => {
    if (!lastGood.has(key) && lastGood.size >= maxEntries) lastGood.clear();
    lastGood.set(key, value);
  };
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (at !== version.current()) {
        entries.clear();
        at = version.current();
      }
      const hit = entries.get(key);
      if (hit) return hit;
      if (entries.size >= maxEntries) entries.clear();
      const p: Promise<V> = load().then(
        (value) => {
          remember(key, value);
          return value;
        },
        (err: unknown) => {
          if (entries.get(key) === p) entries.delete(key);
          if (lastGood.has(key)) return lastGood.get(key)!;
          throw err;
        },
      );
      entries.set(key, p);
      return p;
    },
    clear: () => entries.clear(),
  };
}
