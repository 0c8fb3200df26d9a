import { describe, expect, it } from "vitest";
import { boundedPromiseCache } from "./bounded-promise-cache";

const settle = () => new Promise((r) => setImmediate(r));

describe("boundedPromiseCache", () => {
  it("drops only the oldest values it needs to, keeping the total under the limit", async () => {
    const cache = boundedPromiseCache<Buffer>(10, (b) => b.length);
    cache.set("a", Promise.resolve(Buffer.alloc(4)));
    cache.set("b", Promise.resolve(Buffer.alloc(4)));
    await settle();
    cache.set("c", Promise.resolve(Buffer.alloc(4)));
    await settle();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
  });

  it("does not count or drop a value still pending, and forgets one that failed", async () => {
    const cache = boundedPromiseCache<Buffer>(5, (b) => b.length);
    let finish!: (b: Buffer) => void;
    cache.set("slow", new Promise<Buffer>((r) => (finish = r)));
    cache.set("big", Promise.resolve(Buffer.alloc(4)));
    cache.set("failed", Promise.reject(new Error("no")));
    await settle();
    expect(cache.get("slow")).toBeDefined();
    expect(cache.get("failed")).toBeUndefined();
    expect(cache.bytes).toBe(4);
    finish(Buffer.alloc(3));
    await settle();
    // 7 bytes > 5: the oldest resolved ("slow", set first) goes, "big" stays.
    expect(cache.get("slow")).toBeUndefined();
    expect(cache.get("big")).toBeDefined();
    expect(cache.bytes).toBe(4);
  });
});
