import { describe, expect, it } from "vitest";
import { createCartCountMemo } from "./cart-count-cache";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A loader that counts its calls and answers what `counts` holds for the key. */
function database(counts: Map<string, number>) {
  let reads = 0;
  const load = (key: string) => async () => {
    reads++;
    return counts.get(key) ?? 0;
  };
  return { load, reads: () => reads };
}

describe("cart count memo", () => {
  it("counts once per owner within the TTL, and again after it", async () => {
    const c = clock();
    const memo = createCartCountMemo({ ttlMs: 5000, now: c.now });
    const db = database(new Map([["u:1", 3]]));
    expect(await memo.lookup("u:1", db.load("u:1"))).toBe(3);
    expect(await memo.lookup("u:1", db.load("u:1"))).toBe(3);
    expect(db.reads()).toBe(1);
    c.advance(5001);
    await memo.lookup("u:1", db.load("u:1"));
    expect(db.reads()).toBe(2);
  });

  it("keeps each owner's count apart", async () => {
    const memo = createCartCountMemo();
    const db = database(
      new Map([
        ["u:1", 3],
        ["u:2", 7],
        ["t:abc", 1],
      ]),
    );
    expect(await memo.lookup("u:1", db.load("u:1"))).toBe(3);
    expect(await memo.lookup("u:2", db.load("u:2"))).toBe(7);
    expect(await memo.lookup("t:abc", db.load("t:abc"))).toBe(1);
    expect(await memo.lookup("u:1", db.load("u:1"))).toBe(3);
    expect(db.reads()).toBe(3);
  });

  it("reads again once the owner's count is forgotten, and leaves the others kept", async () => {
    const memo = createCartCountMemo();
    const counts = new Map([
      ["u:1", 3],
      ["u:2", 7],
    ]);
    const db = database(counts);
    await memo.lookup("u:1", db.load("u:1"));
    await memo.lookup("u:2", db.load("u:2"));
    counts.set("u:1", 4);
    memo.forget("u:1");
    expect(await memo.lookup("u:1", db.load("u:1"))).toBe(4);
    expect(await memo.lookup("u:2", db.load("u:2"))).toBe(7);
    expect(db.reads()).toBe(3);
  });

  it("does not keep a count read while the cart changed", async () => {
    const memo = createCartCountMemo();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = memo.lookup("u:1", async () => {
      await gate;
      return 3; // read before the change below committed
    });
    memo.forget("u:1");
    release();
    expect(await slow).toBe(3);
    // The next page asks the database, which has the new count.
    expect(await memo.lookup("u:1", async () => 4)).toBe(4);
  });

  it("holds at most maxEntries, the least recently used going first", async () => {
    const memo = createCartCountMemo({ maxEntries: 2 });
    const db = database(
      new Map([
        ["a", 1],
        ["b", 2],
        ["c", 3],
      ]),
    );
    await memo.lookup("a", db.load("a"));
    await memo.lookup("b", db.load("b"));
    await memo.lookup("a", db.load("a"));
    await memo.lookup("c", db.load("c"));
    expect(memo.size()).toBe(2);
    const before = db.reads();
    await memo.lookup("a", db.load("a"));
    expect(db.reads()).toBe(before);
    await memo.lookup("b", db.load("b"));
    expect(db.reads()).toBe(before + 1);
  });
});
