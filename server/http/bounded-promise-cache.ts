/**
 * Promised values by key, kept until the total size of the ones that have resolved passes `limit`;
 * then the oldest resolved ones go first. A pending value counts once it resolves; a rejected one is
 * forgotten, so the next caller tries again.
 */
export function boundedPromiseCache<V>(limit: number, sizeOf: (value: V) => number) {
  const entries = new Map<string, { promise: Promise<V>; size?: number }>();
  let bytes = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= limit) return;
      if (entry.size === undefined) continue;
      entries.delete(key);
      bytes -= entry.size;
    }
  };

  return {
    get(key: string): Promise<V> | undefined {
      return entries.get(key)?.promise;
    },
    set(key: string, promise: Promise<V>): void {
      const entry: { promise: Promise<V>; size?: number } = { promise };
      entries.set(key, entry);
      promise.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.size = sizeOf(value);
          bytes += entry.size;
          evict();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
    },
    /** Bytes held by resolved values. */
    get bytes(): number {
      return bytes;
    },
    get size(): number {
      return entries.size;
    },
  };
}
