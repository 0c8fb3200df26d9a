/** The in-process caches as `/metrics` counts them (server/cache.ts), read back after the mixed load. */
import type { CacheCounts } from "../../server/cache";

/** One cache's figures as the server counts them, read back from `/metrics`. */
export type CacheFigures = CacheCounts;

/** The per-cache gauges and counters of `/metrics` (aisle_cache_*), by cache name. */
export function parseCacheFigures(text: string): CacheFigures[] {
  const byName = new Map<string, CacheFigures>();
  const fields: Record<string, keyof Omit<CacheFigures, "name">> = {
    entries: "entries",
    bytes: "bytes",
    max_bytes: "maxBytes",
    hits_total: "hits",
    misses_total: "misses",
    evictions_total: "evictions",
  };
  for (const m of text.matchAll(
    /^aisle_cache_(entries|bytes|max_bytes|hits_total|misses_total|evictions_total)\{cache="([^"]+)"\} (\d+(?:\.\d+)?)$/gm,
  )) {
    const name = m[2]!;
    const row = byName.get(name) ?? { name, entries: 0, bytes: 0, maxBytes: 0, hits: 0, misses: 0, evictions: 0 };
    row[fields[m[1]!]!] = Number(m[3]);
    byName.set(name, row);
  }
  return [...byName.values()].sort((a, b) => b.bytes - a.bytes);
}

export async function cacheFigures(url: string): Promise<CacheFigures[]> {
  try {
    return parseCacheFigures(await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(2000) })).text());
  } catch {
    return [];
  }
}
