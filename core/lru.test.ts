import { describe, expect, it } from "vitest";
import { lruCache } from "./lru";

describe("lruCache", () => {
  const make = (maxEntries = 3, maxSize = 100) => lruCache<string>({ maxEntries, maxSize, sizeOf: (v) => v.length });

  it("keeps values and counts their size", () => {
    const c = make();
    c.set("a", "xx");
    c.set("b", "yyy");
    expect(c.get("a")).toBe("xx");
    expect(c.get("missing")).toBeUndefined();
    expect([c.size, c.totalSize]).toEqual([2, 5]);
  });

  it("drops the least recently used entry past the entry bound", () => {
    const c = make(2);
    c.set("a", "1");
    c.set("b", "2");
    c.get("a");
    c.set("c", "3");
    expect([c.get("a"), c.get("b"), c.get("c")]).toEqual(["1", undefined, "3"]);
  });

  it("drops the oldest entries past the size bound, and never keeps a value larger than the bound", () => {
    const c = make(10, 10);
    c.set("a", "aaaa");
    c.set("b", "bbbb");
    c.set("c", "cccc");
    expect([c.get("a"), c.get("b"), c.get("c"), c.totalSize]).toEqual([undefined, "bbbb", "cccc", 8]);
    c.set("huge", "x".repeat(11));
    expect([c.get("huge"), c.size]).toEqual([undefined, 2]);
  });

  it("replaces a key's value and its size", () => {
    const c = make();
    c.set("a", "aaaa");
    c.set("a", "b");
    expect([c.get("a"), c.size, c.totalSize]).toEqual(["b", 1, 1]);
  });
});
