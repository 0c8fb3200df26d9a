import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cacheCounts } from "../cache";
import { createCatalogAnswers, matchesEtag } from "./catalog-answers";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A list that counts its calls and answers `items` of a given size. */
function lister(size = 4000) {
  let calls = 0;
  const list =
    (until: number | null = null) =>
    async () => {
      calls++;
      return { value: { items: "x".repeat(size), call: calls }, until };
    };
  return { list, calls: () => calls };
}

describe("catalog answers", () => {
  it("writes each answer once: the JSON, its gzip form and an ETag, served again without listing", async () => {
    const answers = createCatalogAnswers({ version: () => 1 });
    const l = lister();
    const a = await answers.answer("k", l.list());
    const b = await answers.answer("k", l.list());
    expect(l.calls()).toBe(1);
    expect(b).toBe(a);
    expect(JSON.parse(a.body.toString())).toEqual({ items: "x".repeat(4000), call: 1 });
    expect(gunzipSync(a.gzip!).equals(a.body)).toBe(true);
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it("has no gzip form for a small answer, and simultaneous misses list once", async () => {
    const answers = createCatalogAnswers({ version: () => 1 });
    const l = lister(10);
    const [a, b] = await Promise.all([answers.answer("k", l.list()), answers.answer("k", l.list())]);
    expect(l.calls()).toBe(1);
    expect(a).toBe(b);
    expect(a.gzip).toBeNull();
  });

  it("lists again once the content version moves, or the list's next price change comes", async () => {
    let version = 1;
    const c = clock();
    const answers = createCatalogAnswers({ version: () => version, now: c.now });
    const l = lister();
    const first = await answers.answer("k", l.list(c.now() + 5000));
    c.advance(4999);
    expect(await answers.answer("k", l.list())).toBe(first);
    c.advance(1);
    const second = await answers.answer("k", l.list());
    expect(l.calls()).toBe(2);
    expect(second.etag).not.toBe(first.etag);
    version = 2;
    await answers.answer("k", l.list());
    expect(l.calls()).toBe(3);
  });

  it("holds its byte budget when filled past it, and /metrics counts it", async () => {
    const answers = createCatalogAnswers({ version: () => 1, maxBytes: 100_000 });
    const l = lister(8000);
    for (let i = 0; i < 100; i++) await answers.answer(`k${i}`, l.list());
    const counts = answers.counts();
    expect(counts.bytes).toBeLessThanOrEqual(100_000);
    expect(counts.entries).toBeLessThan(100);
    expect(counts.evictions).toBeGreaterThan(0);
    const shown = cacheCounts().find((x) => x.name === "catalog.answers");
    expect(shown?.bytes).toBeGreaterThanOrEqual(counts.bytes);
  });

  it("matches an If-None-Match by weak comparison, in a list, or *", () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"zzz", W/"abc"', etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('"abcd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
