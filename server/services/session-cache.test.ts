import { describe, expect, it } from "vitest";
import { createSessionMemo, type CachedSession } from "./session-cache";

const user = (id: number, store_id: number | null = 1001) => ({
  id,
  email: `u${id}@aisle.test`,
  name: `User ${id}`,
  roles: ["shopper"],
  segment_ids: [101],
  store_id,
});
const session = (sessionId: string, userId: number, store_id: number | null = 1001): CachedSession => ({
  sessionId,
  user: user(userId, store_id),
});
const far = new Date(Date.UTC(2100, 0, 1));

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A loader that counts its calls and answers what `rows` holds for the id. */
function database(rows: Map<string, { session: CachedSession; expiresAt: Date }>) {
  let reads = 0;
  const load = (id: string) => async () => {
    reads++;
    return rows.get(id) ?? null;
  };
  return { load, reads: () => reads };
}

describe("session memo", () => {
  it("reads the database once per session within the TTL, and again after it", async () => {
    const c = clock();
    const memo = createSessionMemo({ ttlMs: 5000, now: c.now });
    const db = database(new Map([["a", { session: session("a", 1), expiresAt: far }]]));
    expect((await memo.lookup("a", db.load("a")))?.user.id).toBe(1);
    expect((await memo.lookup("a", db.load("a")))?.user.id).toBe(1);
    expect(db.reads()).toBe(1);
    c.advance(5001);
    await memo.lookup("a", db.load("a"));
    expect(db.reads()).toBe(2);
  });

  it("never answers one session's id with another's entry", async () => {
    const memo = createSessionMemo();
    const db = database(
      new Map([
        ["a", { session: session("a", 1), expiresAt: far }],
        ["b", { session: session("b", 2), expiresAt: far }],
      ]),
    );
    await memo.lookup("a", db.load("a"));
    expect((await memo.lookup("b", db.load("b")))?.user.id).toBe(2);
    expect((await memo.lookup("a", db.load("a")))?.user.id).toBe(1);
    expect(await memo.lookup("c", db.load("c"))).toBeNull();
    // A loader answering for another id is passed on once but never kept under this one.
    const wrong = async () => ({ session: session("b", 2), expiresAt: far });
    await memo.lookup("d", wrong);
    expect(await memo.lookup("d", db.load("d"))).toBeNull();
  });

  it("keeps no unknown token, so a session created later is found", async () => {
    const rows = new Map<string, { session: CachedSession; expiresAt: Date }>();
    const memo = createSessionMemo();
    const db = database(rows);
    expect(await memo.lookup("a", db.load("a"))).toBeNull();
    rows.set("a", { session: session("a", 1), expiresAt: far });
    expect((await memo.lookup("a", db.load("a")))?.user.id).toBe(1);
  });

  it("an entry ends with its session's expiry, before the TTL", async () => {
    const c = clock();
    const memo = createSessionMemo({ ttlMs: 60_000, now: c.now });
    const db = database(new Map([["a", { session: session("a", 1), expiresAt: new Date(c.now() + 1000) }]]));
    await memo.lookup("a", db.load("a"));
    c.advance(1001);
    await memo.lookup("a", db.load("a"));
    expect(db.reads()).toBe(2);
  });

  it("forgetting a session or a user reads the database again at once", async () => {
    const rows = new Map([
      ["a", { session: session("a", 1), expiresAt: far }],
      ["a2", { session: session("a2", 1), expiresAt: far }],
      ["b", { session: session("b", 2), expiresAt: far }],
    ]);
    const memo = createSessionMemo();
    const db = database(rows);
    for (const id of ["a", "a2", "b"]) await memo.lookup(id, db.load(id));
    rows.delete("a");
    memo.forgetSession("a");
    expect(await memo.lookup("a", db.load("a"))).toBeNull();
    rows.set("a2", { session: session("a2", 1, 1003), expiresAt: far });
    memo.forgetUser(1);
    expect((await memo.lookup("a2", db.load("a2")))?.user.store_id).toBe(1003);
    const before = db.reads();
    await memo.lookup("b", db.load("b"));
    expect(db.reads()).toBe(before);
  });

  it("a lookup that read the row before a forget does not keep it", async () => {
    const memo = createSessionMemo();
    let release!: () => void;
    const slow = () =>
      new Promise<{ session: CachedSession; expiresAt: Date }>((resolve) => {
        release = () => resolve({ session: session("a", 1), expiresAt: far });
      });
    const pending = memo.lookup("a", slow);
    memo.forgetSession("a");
    release();
    expect((await pending)?.user.id).toBe(1);
    expect(await memo.lookup("a", async () => null)).toBeNull();
  });

  it("evicts the least recently used beyond its size", async () => {
    const memo = createSessionMemo({ maxEntries: 2 });
    const rows = new Map(["a", "b", "c"].map((id, i) => [id, { session: session(id, i + 1), expiresAt: far }]));
    const db = database(rows);
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

  it("hands out frozen values, so no request changes what the next one gets", async () => {
    const memo = createSessionMemo();
    const db = database(new Map([["a", { session: session("a", 1), expiresAt: far }]]));
    const s = (await memo.lookup("a", db.load("a")))!;
    expect(Object.isFrozen(s.user)).toBe(true);
    expect(() => (s.user.roles as string[]).push("administrator")).toThrow();
    expect((await memo.lookup("a", db.load("a")))!.user.roles).toEqual(["shopper"]);
  });
});
