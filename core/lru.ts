/**
 * A least-recently-used map bounded by entry count and by the total size of its values (as
 * `sizeOf` measures them): a hit moves the entry to the back, and the oldest entries go first once
 * either bound is passed. A value larger than the whole size bound is not kept.
 */
export function lruCache<V>(opts: { maxEntries: number; maxSize: number; sizeOf: (value: V) => number }) {
  const entries = new Map<string, { value: V; size: number }>();
  let total = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    total -= e.size;
  };
  return {
    get(key: string): V | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      entries.delete(key);
      entries.set(key, e);
      return e.value;
    },
    set(key: string, value: V): void {
      drop(key);
      const size = opts.sizeOf(value);
      if (size > opts.maxSize) return;
      entries.set(key, { value, size });
      total += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= opts.maxEntries && total <= opts.maxSize) break;
        drop(oldest);
      }
    },
    get size(): number {
      return entries.size;
    },
    get totalSize(): number {
      return total;
    },
  };
}
