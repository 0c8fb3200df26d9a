/**
 * Per-visitor persistence in Elementor's format (docs/design/builder-behaviour.md#visitor-counters,
 * docs/requirements.md#entities and #errors), so a visitor's popup counters read the same here as on
 * the site they came from: one JSON object under the key `elementor` in localStorage (sessionStorage
 * for session entries), each entry `blob[key] = value`, and an entry's expiry, when it has one, in
 * `blob.__expiration[key]` (epoch ms). Expired entries are removed when read. Storage that is missing,
 * refused, full or holds broken JSON is ignored: a read returns nothing and a write does nothing.
 */

/** The part of the Web Storage API used here (localStorage and sessionStorage have it). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where a storage comes from: a function, because merely reading `window.localStorage` throws in
 * some browsers (cookies blocked, sandboxed frames).
 */
export type StorageSource = () => StorageLike | null | undefined;

/** The key of the one JSON object all entries live in. */
export const STORAGE_KEY = "elementor";
/** The entry of that object holding each expiring key's expiry (epoch ms). */
export const EXPIRATION_KEY = "__expiration";

export interface ReadOptions {
  /** The sessionStorage object instead of the localStorage one. */
  session?: boolean;
}

export interface WriteOptions extends ReadOptions {
  /**
   * The entry expires this many seconds from now. Without it an entry keeps the expiry it already
   * had (so a counter whose window started with its first write keeps that window).
   */
  lifetimeInSeconds?: number;
}

export interface ExpiringStorage {
  /** The entry's value, or undefined (missing, expired, or storage unusable). */
  get(key: string, options?: ReadOptions): unknown;
  set(key: string, value: unknown, options?: WriteOptions): void;
  remove(key: string, options?: ReadOptions): void;
}

export interface ExpiringStorageDeps {
  local: StorageSource;
  session: StorageSource;
  /** The clock, epoch ms (Date.now in the browser). */
  now: () => number;
}

type Blob = Record<string, unknown>;
interface Opened {
  storage: StorageLike;
  blob: Blob;
  expiration: Record<string, unknown>;
}

const RESERVED = new Set([EXPIRATION_KEY, "__proto__"]);

function openStorage(source: StorageSource): StorageLike | null {
  try {
    return source() ?? null;
  } catch {
    return null;
  }
}

/** A copy without a prototype, so no stored key can reach Object.prototype. */
function plainCopy(value: unknown): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) out[k] = v;
  }
  return out;
}

/** The stored object, or null when the storage cannot be read. Broken JSON reads as empty. */
function open(source: StorageSource): Opened | null {
  const storage = openStorage(source);
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  const blob = plainCopy(parsed);
  const expiration = plainCopy(blob[EXPIRATION_KEY]);
  blob[EXPIRATION_KEY] = expiration;
  return { storage, blob, expiration };
}

/**
 * Removes every entry whose expiry has passed (an expiry that is not a number counts as passed).
 * An entry is still there at its expiry instant and gone one millisecond later. True if any went.
 */
function pruneExpired(opened: Opened, now: number): boolean {
  let changed = false;
  for (const [key, expiresAt] of Object.entries(opened.expiration)) {
    if (typeof expiresAt === "number" && Number.isFinite(expiresAt) && now <= expiresAt) continue;
    delete opened.blob[key];
    delete opened.expiration[key];
    changed = true;
  }
  return changed;
}

function save(opened: Opened): void {
  try {
    opened.storage.setItem(STORAGE_KEY, JSON.stringify(opened.blob));
  } catch {
    // Full or refused: the visitor keeps what was stored before.
  }
}

export function createExpiringStorage(deps: ExpiringStorageDeps): ExpiringStorage {
  const openFor = (options?: ReadOptions): Opened | null => {
    const opened = open(options?.session ? deps.session : deps.local);
    if (opened && pruneExpired(opened, deps.now())) save(opened);
    return opened;
  };

  return {
    get(key, options) {
      if (RESERVED.has(key)) return undefined;
      return openFor(options)?.blob[key];
    },
    set(key, value, options) {
      if (RESERVED.has(key)) return;
      const opened = openFor(options);
      if (!opened) return;
      opened.blob[key] = value;
      const lifetime = options?.lifetimeInSeconds;
      if (typeof lifetime === "number" && Number.isFinite(lifetime) && lifetime > 0) {
        opened.expiration[key] = deps.now() + lifetime * 1000;
      }
      save(opened);
    },
    remove(key, options) {
      if (RESERVED.has(key)) return;
      const opened = openFor(options);
      if (!opened || !(key in opened.blob || key in opened.expiration)) return;
      delete opened.blob[key];
      delete opened.expiration[key];
      save(opened);
    },
  };
}

/** A raw Web Storage whose failures are ignored (the per-session popup count lives outside the blob). */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createSafeStore(source: StorageSource): SafeStore {
  const attempt = <T>(run: (storage: StorageLike) => T, fallback: T): T => {
    const storage = openStorage(source);
    if (!storage) return fallback;
    try {
      return run(storage);
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}
