import { describe, expect, it } from "vitest";
import { createEntryStore } from "./entry-store";

const entry = (key: string, bytes: number, expires = Number.POSITIVE_INFINITY) => ({ key, bytes, expires });

describe("the entry store of the page caches", () => {
  it("evicts the least recently used past the entry and byte budgets, and never keeps an entry over a quarter of the bytes", () => {
    const store = createEntryStore({ maxEntries: 2, maxBytes: 100, version: 1, now: () => 0 });
    store.insert(entry("a", 10));
    store.insert(entry("b", 10));
    expect(store.lookup("a")).not.toBeNull(); // a is now the most recent
    store.insert(entry("c", 10));
    expect(store.lookup("b")).toBeNull();
    expect(store.stats()).toMatchObject({ entries: 2, bytes: 20, stores: 3, evictions: 1 });
    expect(store.insert(entry("big", 26))).toBe(false);
    expect(store.lookup("big")).toBeNull();
  });

  it("keeps the least-recently-used order when the newest entry is hit again and again", () => {
    const store = createEntryStore({ maxEntries: 3, maxBytes: 1000, version: 1, now: () => 0 });
    for (const k of ["a", "b", "c"]) store.insert(entry(k, 10));
    for (let i = 0; i < 5; i++) expect(store.lookup("c")).not.toBeNull();
    expect(store.lookup("a")).not.toBeNull(); // order b, c, a
    for (let i = 0; i < 5; i++) expect(store.lookup("a")).not.toBeNull();
    store.insert(entry("d", 10)); // evicts b
    expect(store.lookup("b")).toBeNull();
    expect(store.lookup("c")).not.toBeNull(); // order a, d, c
    store.insert(entry("e", 10)); // evicts a
    expect(store.lookup("a")).toBeNull();
    expect(["c", "d", "e"].map((k) => store.lookup(k) !== null)).toEqual([true, true, true]);
    // The newest dropped by a new version: the next entry of its key is moved as any other.
    store.syncVersion(2);
    for (const k of ["x", "y"]) store.insert(entry(k, 10));
    expect(store.lookup("x")).not.toBeNull();
    store.insert(entry("z", 10));
    store.insert(entry("w", 10)); // evicts y, the least recently used
    expect(store.lookup("y")).toBeNull();
    expect(store.lookup("x")).not.toBeNull();
  });

  it("grows a kept entry within the byte budget, and knows whether an entry is still the one kept", () => {
    const store = createEntryStore({ maxEntries: 10, maxBytes: 100, version: 1, now: () => 0 });
    const a = entry("a", 20);
    const b = entry("b", 20);
    store.insert(a);
    store.insert(b);
    store.grow(b, 70);
    expect(store.holds(a)).toBe(false);
    expect(store.holds(b)).toBe(true);
    expect(store.stats()).toMatchObject({ entries: 1, bytes: 90 });
    store.insert(entry("b", 5));
    expect(store.holds(b)).toBe(false);
  });

  it("gives out no expired entry, and empties when the content version moves", () => {
    let now = 0;
    const store = createEntryStore({ maxEntries: 10, maxBytes: 100, version: 1, now: () => now });
    store.insert(entry("a", 10, 50));
    store.insert(entry("b", 10));
    now = 50;
    expect(store.lookup("a")).toBeNull();
    expect(store.stats().bytes).toBe(10);
    expect(store.syncVersion(1)).toBe(false);
    expect(store.syncVersion(2)).toBe(true);
    expect(store.lookup("b")).toBeNull();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
