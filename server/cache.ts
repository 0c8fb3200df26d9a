import { LRUCache } from "lru-cache";

/**
 * Every in-process cache of the server, one kind (decision 0050): a least-recently-used map from
 * `lru-cache` bounded by a byte budget (and an entry count), each with a name under which `/metrics`
 * shows its entries, bytes, hits, misses and evictions.
 *
 * - `get` / `set`: a value lives until its `until` (epoch ms, or the cache's `ttlMs`) and is never
 *   given out after; an entry over `maxEntryBytes` (a quarter of the budget unless told) is not kept.
 * - `version`: when the content version moves, the cache empties; with `staleIfError` its entries are
 *   kept as the last known values instead: a miss loads anew and, if the load fails (the database is
 *   down), the stale value is served rather than the error, so pages keep rendering.
 * - `load`: simultaneous misses of a key share one load; a `delete`/`clear` while it runs keeps its
 *   result out (it may have read the old value) and lets the next caller load afresh.
 */

export interface CacheCounts {
  name: string;
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

export interface CacheOptions<V> {
  /** Shown in `/metrics`; caches of one name (one per app in a process) are summed. */
  name: string;
  maxBytes: number;
  maxEntries?: number;
  /** Largest entry kept (default: a quarter of `maxBytes`). */
  maxEntryBytes?: number;
  /** Bytes a value holds (default: an estimate of its strings, numbers and objects). */
  sizeOf?: (value: V, key: string) => number;
  /** How long a value lives (default: until evicted or emptied). */
  ttlMs?: number;
  /** The content version: a change empties the cache (or makes its entries stale, with `staleIfError`). */
  version?: () => number;
  staleIfError?: boolean;
  now?: () => number;
}

/** What a loader may say of the value it returns: keep it until `until`, or not at all. */
export interface LoadControl {
  until?: number;
  keep?: boolean;
}

interface Slot<V> {
  value: V;
  size: number;
  until: number;
  version: number;
}

interface Counted {
  counts(): CacheCounts;
}

type Registry = Map<string, Set<WeakRef<Counted>>>;
const REGISTRY = Symbol.for("aisle.caches");
/** On globalThis: the server bundle of the app and the server's own modules register in one place. */
const registry: Registry = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map()) as Registry;

function register(name: string, cache: Counted) {
  let set = registry.get(name);
  if (!set) registry.set(name, (set = new Set()));
  set.add(new WeakRef(cache));
}

/** Every cache of the process, by name (live ones summed). */
export function cacheCounts(): CacheCounts[] {
  const out: CacheCounts[] = [];
  for (const [name, refs] of registry) {
    const sum: CacheCounts = { name, entries: 0, bytes: 0, maxBytes: 0, hits: 0, misses: 0, evictions: 0 };
    let live = 0;
    for (const ref of refs) {
      const c = ref.deref();
      if (!c) {
        refs.delete(ref);
        continue;
      }
      live++;
      const n = c.counts();
      sum.entries += n.entries;
      sum.bytes += n.bytes;
      sum.maxBytes += n.maxBytes;
      sum.hits += n.hits;
      sum.misses += n.misses;
      sum.evictions += n.evictions;
    }
    if (live === 0) registry.delete(name);
    else out.push(sum);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export function createCache<V>(opts: CacheOptions<V>) {
  const now = opts.now ?? Date.now;
  const sizeOf = opts.sizeOf ?? ((v: V, k: string) => estimateBytes(v) + k.length * 2);
  const counts = { hits: 0, misses: 0, evictions: 0 };
  const lru = new LRUCache<string, Slot<V>>({
    max: opts.maxEntries ?? 100_000,
    maxSize: opts.maxBytes,
    maxEntrySize: opts.maxEntryBytes ?? Math.max(1, Math.floor(opts.maxBytes / 4)),
    sizeCalculation: (slot) => Math.max(1, slot.size),
    dispose: (_slot, _key, reason) => {
      if (reason === "evict") counts.evictions++;
    },
  });
  /** Loads under way by key; each leaves when it settles. */
  const loading = new Map<string, { promise: Promise<V> }>();
  let generation = 0;
  let atVersion = opts.version?.() ?? 0;

  const sync = () => {
    if (!opts.version) return atVersion;
    const v = opts.version();
    if (v !== atVersion) {
      atVersion = v;
      if (!opts.staleIfError) clear();
    }
    return v;
  };
  const clear = () => {
    generation++;
    loading.clear();
    lru.clear();
  };
  const live = (slot: Slot<V> | undefined): boolean => slot !== undefined && slot.version === atVersion && slot.until > now();

  const set = (key: string, value: V, control: LoadControl = {}): boolean => {
    sync();
    const t = now();
    const until = Math.min(control.until ?? Infinity, opts.ttlMs === undefined ? Infinity : t + opts.ttlMs);
    if (control.keep === false || until <= t) return false;
    lru.set(key, { value, size: sizeOf(value, key), until, version: atVersion });
    return lru.peek(key)?.value === value;
  };

  const cache = {
    name: opts.name,
    /** The live value of `key`, now the most recently used (a hit), or undefined (a miss). */
    get(key: string): V | undefined {
      sync();
      const slot = lru.get(key);
      if (slot && live(slot)) {
        counts.hits++;
        return slot.value;
      }
      if (slot && slot.version === atVersion) lru.delete(key);
      counts.misses++;
      return undefined;
    },
    /** Whether `key` holds a live value (no hit or miss counted, its place kept). */
    has(key: string): boolean {
      sync();
      return live(lru.peek(key));
    },
    /** Keeps `value` (in place of any of `key`); whether it stayed within the budget. */
    set,
    /** Counts the bytes of `key`'s value again (a form added to it later), evicting past the budget. */
    resize(key: string): void {
      const slot = lru.peek(key);
      if (!slot) return;
      const size = sizeOf(slot.value, key);
      if (size === slot.size) return;
      lru.set(key, { ...slot, size }, { noDisposeOnSet: true, noUpdateTTL: true });
    },
    /** Whether `value` itself is still the live value of `key`. */
    holds(key: string, value: V): boolean {
      const slot = lru.peek(key);
      return live(slot) && slot!.value === value;
    },
    delete(key: string): void {
      generation++;
      loading.delete(key);
      lru.delete(key);
    },
    /** Forgets every value `matches` picks. */
    deleteWhere(matches: (value: V) => boolean): void {
      generation++;
      loading.clear();
      const picked: string[] = [];
      for (const [key, slot] of lru.entries()) if (matches(slot.value)) picked.push(key);
      for (const key of picked) lru.delete(key);
    },
    clear,
    /**
     * The value of `key`: from memory while live, else from `loader` (one load for simultaneous
     * misses). The loader may set `until` or `keep: false` on the control it is given.
     */
    load(key: string, loader: (control: LoadControl) => Promise<V>): Promise<V> {
      const hit = cache.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const running = loading.get(key);
      if (running) return running.promise;
      const started = generation;
      const control: LoadControl = {};
      const promise = loader(control).then(
        (value) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          if (generation === started) set(key, value, control);
          return value;
        },
        (err: unknown) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          const stale = opts.staleIfError ? lru.peek(key) : undefined;
          if (stale) return stale.value;
          throw err;
        },
      );
      loading.set(key, { promise });
      return promise;
    },
    get size(): number {
      return lru.size;
    },
    counts: (): CacheCounts => ({ name: opts.name, entries: lru.size, bytes: lru.calculatedSize, maxBytes: opts.maxBytes, ...counts }),
  };
  register(opts.name, cache);
  return cache;
}

export type Cache<V> = ReturnType<typeof createCache<V>>;

/**
 * Work under way by key, so simultaneous misses of one cache entry wait for the one render (the
 * whole-page cache and the shared signed-in render): `pending` is the flight a request may wait for,
 * `fly` runs the work as the flight of its key. The work may `land` early with its value (waiters
 * then go on while it finishes its own answer); when it ends without landing, waiters get `none`.
 * A flight leaves when its work ends, so it holds no more keys than requests are being answered.
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

/**
 * A rough count of the bytes a value holds in the heap: strings at two bytes a character, numbers at
 * eight, and a few words per object, array and property; buffers count their length. An array of
 * more than 64 items is counted from 16 of them, spread over it, and scaled (a catalog scope of 1,936
 * products in well under a millisecond); shared objects count once.
 */
export function estimateBytes(value: unknown): number {
  const seen = new Set<object>();
  const size = (v: unknown, depth: number): number => {
    if (typeof v === "string") return 16 + v.length * 2;
    if (typeof v === "number" || typeof v === "bigint") return 8;
    if (typeof v !== "object" || v === null) return 8;
    if (seen.has(v) || depth > 32) return 0;
    seen.add(v);
    if (ArrayBuffer.isView(v)) return 64 + v.byteLength;
    if (v instanceof Date) return 32;
    if (v instanceof Map || v instanceof Set) {
      let bytes = 64;
      for (const e of v instanceof Map ? v.entries() : v.values()) bytes += size(e, depth + 1);
      return bytes;
    }
    if (Array.isArray(v)) {
      let bytes = 32 + v.length * 8;
      if (v.length <= 64) {
        for (const e of v) bytes += size(e, depth + 1);
        return bytes;
      }
      let sampled = 0;
      for (let i = 0; i < 16; i++) sampled += size(v[Math.floor((i * v.length) / 16)], depth + 1);
      return bytes + Math.round((sampled / 16) * v.length);
    }
    let bytes = 32;
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      bytes += 16 + k.length + size((v as Record<string, unknown>)[k], depth + 1);
    }
    return bytes;
  };
  return size(value, 0);
}

/**
 * A cache of what the database holds for a content version (pages, menus, catalog scopes): emptied
 * for loads when the version moves, its last values served if a load fails.
 */
export function contentCache<V>(name: string, version: { current(): number }, budget: { maxBytes: number; maxEntries?: number }) {
  return createCache<V>({ name, version: () => version.current(), staleIfError: true, ...budget });
}
