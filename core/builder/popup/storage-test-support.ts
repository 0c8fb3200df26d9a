import { createExpiringStorage, createSafeStore, type StorageLike } from "./expiring-storage";
import type { CounterStores } from "./popup-counters";

/**
 * A Web Storage held in memory for unit tests, which can be made to fail the way browsers do: refuse
 * reads (blocked storage), refuse writes (quota full).
 */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failReads = false;
  failWrites = false;

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException("The operation is insecure.", "SecurityError");
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    if (this.failWrites) throw new DOMException("The operation is insecure.", "SecurityError");
    this.items.delete(key);
  }

  /** The parsed `elementor` object, for assertions on the stored format. */
  json(key = "elementor"): unknown {
    const raw = this.items.get(key);
    return raw === undefined ? undefined : JSON.parse(raw);
  }
}

/** A settable clock. */
export function fakeClock(start: number) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  };
}

/** When a fake browser's clock starts. */
export const BROWSER_START = Date.UTC(2025, 2, 10, 8, 0, 0);

/**
 * A browser's storage for the popup counters: localStorage survives everything, sessionStorage lasts
 * until `newSession()` (a new tab or a restart).
 */
export function fakeBrowser(start = BROWSER_START) {
  const local = new MemoryStorage();
  let session = new MemoryStorage();
  const clock = fakeClock(start);
  const stores: CounterStores = {
    storage: createExpiringStorage({ local: () => local, session: () => session, now: clock.now }),
    session: createSafeStore(() => session),
  };
  return {
    local,
    get session() {
      return session;
    },
    clock,
    stores,
    newSession() {
      session = new MemoryStorage();
    },
  };
}
