import { describe, expect, it } from "vitest";
import { claimRefresh, lifetime, MAX_REFRESHING, refreshDue, refreshesRunning, type StoredEntry } from "./entry-lifetime";

const entry = (key: string, t: number): StoredEntry => ({ key, bytes: 1, ...lifetime(t, 60_000, null) });

describe("an entry's refresh ahead of its expiry", () => {
  it("is taken by one request per entry, in its last seconds", () => {
    const e = entry("a", 0);
    expect(refreshDue(e, 49_000)).toBe(false);
    expect(claimRefresh(e, 49_000)).toBeNull();
    const release = claimRefresh(e, 50_000);
    expect(release).not.toBeNull();
    expect(claimRefresh(e, 51_000)).toBeNull();
    release!();
    expect(claimRefresh(e, 52_000)).toBeNull();
  });

  it("runs for a few entries at once, however many come due together, and the others wait their turn", () => {
    const before = refreshesRunning();
    const due = Array.from({ length: MAX_REFRESHING + 3 }, (_, i) => entry(`due-${i}`, 0));
    const taken = due.map((e) => claimRefresh(e, 55_000));
    expect(taken.filter((r) => r !== null)).toHaveLength(MAX_REFRESHING - before);
    const waiting = due.filter((_, i) => taken[i] === null);
    // Not due for now: answered as they are (a fast hit too), and taken once a refresh is over.
    expect(waiting.every((e) => !refreshDue(e, 55_000))).toBe(true);
    taken[0]!();
    taken[0]!();
    expect(refreshesRunning()).toBe(MAX_REFRESHING - 1);
    const next = claimRefresh(waiting[0]!, 56_000);
    expect(next).not.toBeNull();
    for (const release of [...taken, next]) release?.();
    expect(refreshesRunning()).toBe(before);
  });

  it("never comes for an entry that ends at a scheduled change", () => {
    const e: StoredEntry = { key: "s", bytes: 1, ...lifetime(0, 60_000, 30_000) };
    expect(e.expires).toBe(30_000);
    expect(claimRefresh(e, 29_000)).toBeNull();
  });
});
