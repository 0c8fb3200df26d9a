import { describe, expect, it } from "vitest";
import { cacheCounts, contentCache, createCache, estimateBytes } from "./cache";

const down = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
let names = 0;
const name = () => `test.cache-${++names}`;

describe("the server's caches", () => {
  it("evict the least recently used past the entry and byte budgets, never keep an entry over a quarter of the bytes, and count it all", () => {
    const cache = createCache<string>({ name: name(), maxEntries: 2, maxBytes: 100, sizeOf: (v) => v.length });
    cache.set("a", "x".repeat(10));
    cache.set("b", "x".repeat(10));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("c", "x".repeat(10));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.set("big", "x".repeat(26))).toBe(false);
    expect(cache.get("big")).toBeUndefined();
    expect(cache.counts()).toMatchObject({ entries: 2, bytes: 20, maxBytes: 100, hits: 1, misses: 2, evictions: 1 });
  });

  it("hold their byte budget however much is put in, and show in the process's counts", () => {
    const cacheName = name();
    const cache = createCache<Buffer>({ name: cacheName, maxBytes: 64 * 1024, sizeOf: (b) => b.length });
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, Buffer.alloc(1000 + (i % 7) * 100));
    const counts = cacheCounts().find((c) => c.name === cacheName)!;
    expect(counts.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(counts.entries).toBeGreaterThan(40);
    expect(counts.evictions).toBe(1000 - counts.entries);
  });

  it("count a value's bytes again when it grows, and know whether a value is still the one kept", () => {
    const cache = createCache<{ bytes: number }>({ name: name(), maxBytes: 400, sizeOf: (v) => v.bytes });
    const a = { bytes: 20 };
    const b = { bytes: 20 };
    cache.set("a", a);
    cache.set("b", b);
    b.bytes = 90;
    cache.resize("b");
    expect(cache.counts().bytes).toBe(110);
    a.bytes = 350;
    cache.resize("a"); // over a quarter of the budget: no longer kept
    expect(cache.holds("a", a)).toBe(false);
    expect(cache.holds("b", b)).toBe(true);
    cache.set("b", { bytes: 5 });
    expect(cache.holds("b", b)).toBe(false);
  });

  it("give out no value past its time, and empty when the content version moves", () => {
    let now = 0;
    let version = 1;
    const cache = createCache<string>({ name: name(), maxBytes: 1000, ttlMs: 100, version: () => version, now: () => now });
    cache.set("a", "a", { until: 50 });
    cache.set("b", "b");
    now = 50;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("b");
    now = 100;
    expect(cache.get("b")).toBeUndefined();
    cache.set("c", "c");
    version = 2;
    expect(cache.get("c")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("share one load between simultaneous misses, and keep out a load that a forget overtook", async () => {
    const cache = createCache<number>({ name: name(), maxBytes: 1000 });
    let loads = 0;
    let finish!: (n: number) => void;
    const slow = () => new Promise<number>((r) => ((finish = r), loads++));
    const both = Promise.all([cache.load("a", slow), cache.load("a", slow)]);
    finish(1);
    expect(await both).toEqual([1, 1]);
    expect(loads).toBe(1);
    expect(await cache.load("a", async () => 2)).toBe(1);

    const overtaken = cache.load("b", slow);
    cache.delete("b");
    const fresh = cache.load("b", async () => 3);
    finish(2);
    expect([await overtaken, await fresh]).toEqual([2, 3]);
    expect(await cache.load("b", async () => 4)).toBe(3);

    // A loader may keep its value until a time of its own, or not at all.
    expect(await cache.load("c", async (control) => ((control.keep = false), 5))).toBe(5);
    expect(cache.has("c")).toBe(false);
  });

  it("of content: a failed first load is an error and not kept; a failed reload serves the last value until the database is back", async () => {
    let version = 1;
    const cache = contentCache<string>(name(), { current: () => version }, { maxBytes: 10_000 });
    await expect(cache.load("a", down)).rejects.toThrow(/ECONNREFUSED/);
    expect(await cache.load("a", async () => "v1")).toBe("v1");
    version = 2;
    expect(await cache.load("a", down)).toBe("v1");
    expect(await cache.load("a", down)).toBe("v1");
    await expect(cache.load("other", down)).rejects.toThrow();
    expect(await cache.load("a", async () => "v2")).toBe("v2");
    expect(await cache.load("a", down)).toBe("v2");
  });

  it("estimate the bytes of loaded values from their parts", () => {
    const small = estimateBytes({ id: 1, name: "Milk" });
    const large = estimateBytes(Array.from({ length: 1000 }, (_, id) => ({ id, name: `Product ${id}`, tags: ["a", "b"] })));
    expect(small).toBeGreaterThan(40);
    expect(large).toBeGreaterThan(100 * small);
    expect(estimateBytes(Buffer.alloc(5000))).toBeGreaterThanOrEqual(5000);
  });
});
