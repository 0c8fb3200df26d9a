/**
 * Work under way by key, so simultaneous misses of one cache entry wait for the one render (the
 * whole-page cache and the shared signed-in render): `pending` is the flight a request may wait for,
 * `fly` runs the work as the flight of its key. The work may `land` early with its value (waiters
 * then go on while it finishes its own answer); when it ends without landing, waiters get `none`.
 */
export function createFlights<T>(none: T) {
  const under = new Map<string, Promise<T>>();
  return {
    pending: (key: string): Promise<T> | undefined => under.get(key),
    async fly<R>(key: string, work: (land: (value: T) => void) => Promise<R>): Promise<R> {
      let land: (value: T) => void = () => {};
      const mine = new Promise<T>((resolve) => (land = resolve));
      under.set(key, mine);
      try {
        return await work(land);
      } finally {
        land(none);
        if (under.get(key) === mine) under.delete(key);
      }
    },
  };
}
