import type { ContentVersion } from "./content-version";

/**
 * A small in-process cache whose entries are valid for one content version: a bump empties it.
 * Values are promises so concurrent misses share one load; a failed load is not kept.
 */
export function versionedCache<V>(version: ContentVersion, maxEntries = 5000) {
  let at = version.current();
  const entries = new Map<string, Promise<V>>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (at !== version.current()) {
        entries.clear();
        at = version.current();
      }
      const hit = entries.get(key);
      if (hit) return hit;
      if (entries.size >= maxEntries) entries.clear();
      const p = load();
      entries.set(key, p);
      p.catch(() => {
        if (entries.get(key) === p) entries.delete(key);
      });
      return p;
    },
    clear: () => entries.clear(),
  };
}
