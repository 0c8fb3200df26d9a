import { brotliDecompressSync, crc32, gunzipSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../http/env";
import { acceptsGzip } from "../http/accept-encoding";
import { answerCacheKey, hasCookie, keyCookies, pageCacheKey, userAgentClass } from "./page-cache-key";
import {
  crc32Combine,
  crc32ShiftOp,
  deflatePieces,
  gzipWithNonce,
  nonceCrcFor,
  pieceSums,
  joinWithNonce,
  splitOnNonce,
} from "./gzip-splice";
import { createPageCache } from "./page-cache";
import { createCompressionPool, type CompressionPool } from "./compression-pool";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";

const nonce = () => randomBytes(16).toString("base64");

describe("page cache key", () => {
  const base = { version: 7, method: "GET", url: "http://shop.test/?a=1", cookie: "store_id=1001", userAgent: DESKTOP };

  it("keeps only the cookies a page may read, trimmed and ordered by name, so their order does not matter", () => {
    expect(keyCookies(" snackbarClosed=true;store_id=1001 ;  _ga=GA1.2.3 ; siteBannerDismissed=ab12")).toBe(
      "siteBannerDismissed=ab12; snackbarClosed=true; store_id=1001",
    );
    expect(keyCookies(undefined)).toBe("");
    expect(keyCookies("_ga=1; consent=all")).toBe("");
    // Two cookies of one name keep the order sent: the first is the one a page reads.
    expect(keyCookies("store_id=1003; a=1; store_id=1001")).toBe("store_id=1003; store_id=1001");
    expect(pageCacheKey({ ...base, cookie: "store_id=1001; snackbarClosed=true" })).toBe(
      pageCacheKey({ ...base, cookie: "snackbarClosed=true;store_id=1001" }),
    );
  });

  it("is the same whatever other cookies (analytics, consent) a visitor carries", () => {
    expect(pageCacheKey({ ...base, cookie: "_ga=GA1.2.111; store_id=1001; _fbp=fb.1.2" })).toBe(pageCacheKey(base));
    expect(pageCacheKey({ ...base, cookie: "store_id=1001; theme=dark" })).toBe(pageCacheKey(base));
  });

  it("changes with every part that can change the page", () => {
    const k = pageCacheKey(base);
    expect(pageCacheKey({ ...base, version: 8 })).not.toBe(k);
    expect(pageCacheKey({ ...base, method: "HEAD" })).not.toBe(k);
    expect(pageCacheKey({ ...base, url: "http://shop.test/?a=2" })).not.toBe(k);
    expect(pageCacheKey({ ...base, url: "http://shop.test/other?a=1" })).not.toBe(k);
    expect(pageCacheKey({ ...base, url: "https://shop.test/?a=1" })).not.toBe(k);
    expect(pageCacheKey({ ...base, url: "http://evil.test/?a=1" })).not.toBe(k);
    expect(pageCacheKey({ ...base, cookie: "store_id=1003" })).not.toBe(k);
    expect(pageCacheKey({ ...base, cookie: "store_id=1001; siteBannerDismissed=1" })).not.toBe(k);
    expect(pageCacheKey({ ...base, cookie: "store_id=1001; snackbarClosed=true" })).not.toBe(k);
    expect(pageCacheKey({ ...base, cookie: undefined })).not.toBe(k);
    expect(pageCacheKey({ ...base, userAgent: IPHONE })).not.toBe(k);
    expect(pageCacheKey({ ...base, userAgent: ANDROID })).not.toBe(pageCacheKey({ ...base, userAgent: IPHONE }));
  });

  it("groups user agents into iOS, Android and the rest", () => {
    expect(userAgentClass(IPHONE)).toBe("ios");
    expect(userAgentClass("Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)")).toBe("ios");
    expect(userAgentClass(ANDROID)).toBe("android");
    expect(userAgentClass(DESKTOP)).toBe("other");
    expect(userAgentClass(undefined)).toBe("other");
    // two desktop browsers share entries
    expect(pageCacheKey({ ...base, userAgent: "Mozilla/5.0 (Windows NT 10.0) Firefox/130.0" })).toBe(pageCacheKey(base));
  });

  it("keys a public API answer as a GET of its URL without cookies or browser, so the middleware and the fast hits agree", () => {
    for (const url of [
      "http://shop.test/api/shop/v1/navigation?store_id=1001",
      "http://shop.test/api/x?a=1#frag",
      "https://other.test:8443/api/y",
    ]) {
      expect(answerCacheKey(7, url)).toBe(pageCacheKey({ version: 7, method: "GET", url, cookie: undefined, userAgent: undefined }));
    }
    expect(answerCacheKey(7, "http://shop.test/api/x?a=1#frag")).toBe(answerCacheKey(7, "http://shop.test/api/x?a=1"));
    expect(answerCacheKey(8, "http://shop.test/api/x")).not.toBe(answerCacheKey(7, "http://shop.test/api/x"));
    expect(answerCacheKey(7, "http://shop.test/api/x?store_id=1003")).not.toBe(answerCacheKey(7, "http://shop.test/api/x?store_id=1001"));
  });

  it("finds the session cookie by name only", () => {
    expect(hasCookie("a=1; aisle_session=xyz", "aisle_session")).toBe(true);
    expect(hasCookie("aisle_session=", "aisle_session")).toBe(true);
    expect(hasCookie("x_aisle_session=1; aisle_session_old=2", "aisle_session")).toBe(false);
    expect(hasCookie(undefined, "aisle_session")).toBe(false);
  });

  it("reads Accept-Encoding like a server should", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("*;q=0.1, gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("nonce handling", () => {
  it("cuts the HTML at every occurrence of the nonce and joins it with another", () => {
    const n1 = nonce();
    const n2 = nonce();
    const html = Buffer.from(`<script nonce="${n1}">a()</script><p>x</p><script nonce="${n1}" src="/b.js"></script>`);
    const pieces = splitOnNonce(html, n1);
    expect(pieces).toHaveLength(3);
    const out = joinWithNonce(pieces, n2).toString();
    expect(out).not.toContain(n1);
    expect(out).toBe(html.toString().replaceAll(n1, n2));
    expect(joinWithNonce(splitOnNonce(Buffer.from("no scripts"), n1), n2).toString()).toBe("no scripts");
  });

  it("combines CRC-32s of parts into the CRC of the whole, as zlib's crc32_combine", () => {
    for (const [a, b] of [
      ["", ""],
      ["a", ""],
      ["", "b"],
      ["hello ", "world"],
      [randomBytes(1).toString("latin1"), randomBytes(100_003).toString("latin1")],
      [randomBytes(65_536).toString("latin1"), randomBytes(3).toString("latin1")],
    ]) {
      const A = Buffer.from(a!, "latin1");
      const B = Buffer.from(b!, "latin1");
      expect(crc32Combine(crc32(A), crc32(B), crc32ShiftOp(B.length))).toBe(crc32(Buffer.concat([A, B])));
    }
  });

  it("works out the CRC of a page with any nonce from its pieces once, the same as the CRC of the whole", () => {
    const n1 = nonce();
    const text = `<head><script nonce="${n1}">1</script><link nonce="${n1}"></head>${"<p>peach</p>".repeat(500)}<script nonce="${n1}"></script>${n1}`;
    const pieces = splitOnNonce(Buffer.from(text), n1);
    const sums = pieceSums(pieces);
    for (let i = 0; i < 5; i++) {
      const n2 = nonce();
      expect(nonceCrcFor(pieces, sums, Buffer.from(n2))).toBe(crc32(Buffer.from(text.replaceAll(n1, n2))));
    }
    const single = [Buffer.from("no nonce")];
    expect(nonceCrcFor(single, pieceSums(single), Buffer.from(n1))).toBe(crc32(single[0]!));
  });

  it("builds a valid gzip stream with the fresh nonce spliced in", () => {
    const n1 = nonce();
    const cases = [
      `<!doctype html><html><head><script nonce="${n1}">1</script></head><body>${"<div>fresh berries</div>".repeat(2000)}<script nonce="${n1}">2</script></body></html>`,
      `${n1}starts and ends with it${n1}`,
      `${n1}${n1}`,
      "no nonce at all",
      "",
      randomBytes(70_000).toString("latin1") + n1 + "tail",
    ];
    for (const text of cases) {
      const html = Buffer.from(text);
      const pieces = splitOnNonce(html, n1);
      const deflated = deflatePieces(pieces);
      for (let i = 0; i < 3; i++) {
        const n2 = nonce();
        const gz = gzipWithNonce(pieces, deflated, n2);
        expect(gunzipSync(gz).equals(Buffer.from(text.replaceAll(n1, n2)))).toBe(true);
      }
    }
  });
});

/** A Hono app with the cache in front of a stub renderer that prints the request's nonce. */
function stubApp(
  opts: {
    version?: () => number;
    now?: () => number;
    ttlMs?: number;
    maxEntries?: number;
    maxBytes?: number;
    next?: number | null;
    compression?: CompressionPool;
  } = {},
) {
  let renders = 0;
  const cache = createPageCache({
    version: opts.version ?? (() => 1),
    sessionCookie: "aisle_session",
    now: opts.now,
    ttlMs: opts.ttlMs,
    maxEntries: opts.maxEntries,
    maxBytes: opts.maxBytes,
    nextScheduleChange: async () => opts.next ?? null,
    compression: opts.compression,
  });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("cspNonce", nonce());
    await next();
  });
  app.use("*", cache.middleware);
  app.get("*", (c) => {
    renders++;
    const n = c.get("cspNonce");
    const path = c.req.path;
    if (path === "/sets-cookie") return c.html(`<p>${n}</p>`, 200, { "Set-Cookie": "store_id=1; Path=/" });
    if (path === "/missing") return c.html(`<p>${n}</p>`, 404);
    if (path === "/json") return c.json({ n });
    if (path === "/no-store") return c.html(`<p>${n}</p>`, 200, { "Cache-Control": "no-store" });
    const big = path.startsWith("/big") ? "x".repeat(4000) : "";
    return c.html(
      `<!doctype html><script nonce="${n}">boot()</script><p>render ${renders} ${path} ${c.req.header("cookie") ?? ""}</p>${big}`,
      200,
      {
        "Cache-Control": "private, no-cache",
      },
    );
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { res, text: await res.text(), state: res.headers.get("X-Aisle-Cache") };
  };
  return { app, cache, get, renders: () => renders };
}

const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe("page cache compression", () => {
  it("makes a compressed form only when a visitor asks for it, and brotli off the request's path", async () => {
    const pool = createCompressionPool();
    const s = stubApp({ compression: pool });
    await s.get("/big");
    const plain = await s.app.request("/big");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainBytes = s.cache.stats().bytes;
    const gzip = await s.app.request("/big", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("render 1 /big");
    expect(s.cache.stats().bytes).toBeGreaterThan(plainBytes);
    // Nobody asked for brotli yet: none was made.
    expect(pool.counts().started).toBe(0);
    // A page asked once gets no brotli form, even when asked for in brotli (a one-off search page is
    // not worth brotli's CPU); asked again, it gets it, once prepared.
    const once = await s.get("/big-first", { "accept-encoding": "br, gzip" });
    expect(once.res.headers.get("content-encoding")).toBe("gzip");
    expect(pool.counts().started).toBe(0);
    await expect
      .poll(async () => (await s.app.request("/big-first", { headers: { "accept-encoding": "br" } })).headers.get("content-encoding"))
      .toBe("br");
    expect(pool.counts().started).toBe(1);
    const first = await s.app.request("/big", { headers: { "accept-encoding": "br, gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    await expect
      .poll(async () => (await s.app.request("/big", { headers: { "accept-encoding": "br, gzip" } })).headers.get("content-encoding"))
      .toBe("br");
    const br = await s.app.request("/big", { headers: { "accept-encoding": "br" } });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("render 1 /big");
    expect(pool.counts().started).toBe(2);
    expect(s.renders()).toBe(2);
  });

  it("prepares brotli one page at a time with a bounded queue, however many new pages are asked for at once", async () => {
    const pool = createCompressionPool({ concurrency: 1, maxQueued: 4 });
    const s = stubApp({ compression: pool });
    const paths = Array.from({ length: 40 }, (_, i) => `/big-${i}`);
    // Each page kept, then asked again by many visitors at once: brotli is prepared from the second ask.
    await Promise.all(paths.map((p) => s.app.request(p, { headers: { "accept-encoding": "gzip" } })));
    expect(pool.counts().started).toBe(0);
    const answers = await Promise.all(paths.map((p) => s.app.request(p, { headers: { "accept-encoding": "br, gzip" } })));
    expect(answers.every((r) => r.status === 200 && r.headers.get("content-encoding") === "gzip")).toBe(true);
    const counts = pool.counts();
    expect(counts.peakRunning).toBe(1);
    expect(counts.peakQueued).toBeLessThanOrEqual(4);
    expect(counts.refused).toBeGreaterThan(0);
    // A page refused while the pool was full gets its brotli form when asked again later.
    await expect.poll(() => pool.counts().running + pool.counts().queued).toBe(0);
    const last = paths.at(-1)!;
    await expect
      .poll(async () => (await s.app.request(last, { headers: { "accept-encoding": "br" } })).headers.get("content-encoding"))
      .toBe("br");
  });
});

describe("page cache middleware", () => {
  it("serves the second anonymous request from the cache with its own nonce", async () => {
    const s = stubApp();
    const a = await s.get("/", { cookie: "store_id=1001" });
    const b = await s.get("/", { cookie: "store_id=1001" });
    expect(a.state).toBe("MISS");
    expect(b.state).toBe("HIT");
    expect(s.renders()).toBe(1);
    expect(nonceIn(a.text)).not.toBe(nonceIn(b.text));
    expect(b.text.replace(nonceIn(b.text)!, "N")).toBe(a.text.replace(nonceIn(a.text)!, "N"));
    expect(b.res.headers.get("cache-control")).toBe("private, no-cache");
    expect(b.res.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("answers gzip from the cache when asked for it", async () => {
    const s = stubApp();
    await s.get("/big", { "accept-encoding": "gzip" });
    const res = await s.app.request("/big", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain("render 1 /big");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    // small pages go as they are
    await s.get("/", { "accept-encoding": "gzip" });
    const small = await s.app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("x-aisle-cache")).toBe("HIT");
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("keeps cookies, user-agent classes and queries apart", async () => {
    const s = stubApp();
    await s.get("/", { cookie: "store_id=1001" });
    expect((await s.get("/", { cookie: "store_id=1003" })).state).toBe("MISS");
    expect((await s.get("/", { cookie: "store_id=1001", "user-agent": IPHONE })).state).toBe("MISS");
    expect((await s.get("/?s=milk", { cookie: "store_id=1001" })).state).toBe("MISS");
    expect((await s.get("/", { cookie: "store_id=1001" })).state).toBe("HIT");
  });

  it("answers a HEAD from the GET's entry: the same headers, no body, and a miss fills the entry", async () => {
    const s = stubApp();
    const head = (path: string) => s.app.request(path, { method: "HEAD", headers: { cookie: "store_id=1001" } });

    const missed = await head("/big");
    expect(missed.headers.get("x-aisle-cache")).toBe("MISS");
    expect(await missed.text()).toBe("");
    const get = await s.get("/big", { cookie: "store_id=1001" });
    expect(get.state).toBe("HIT");
    expect(s.renders()).toBe(1);

    const hit = await head("/big");
    expect(hit.headers.get("x-aisle-cache")).toBe("HIT");
    expect(await hit.text()).toBe("");
    for (const name of ["content-type", "cache-control", "vary", "content-length"])
      expect(hit.headers.get(name), name).toBe(get.res.headers.get(name));
    expect(Number(hit.headers.get("content-length"))).toBe(Buffer.byteLength(get.text));
    expect(s.renders()).toBe(1);
  });

  it("never caches a request with a session cookie", async () => {
    const s = stubApp();
    const a = await s.get("/", { cookie: "aisle_session=abc; store_id=1001" });
    const b = await s.get("/", { cookie: "aisle_session=abc; store_id=1001" });
    expect([a.state, b.state]).toEqual(["BYPASS", "BYPASS"]);
    expect(s.renders()).toBe(2);
  });

  it("keeps only 200 HTML answers without Set-Cookie or no-store", async () => {
    const s = stubApp();
    for (const path of ["/sets-cookie", "/missing", "/json", "/no-store"]) {
      await s.get(path);
      await s.get(path);
    }
    expect(s.renders()).toBe(8);
    expect(s.cache.stats().entries).toBe(0);
  });

  it("forgets everything when the content version moves", async () => {
    let v = 1;
    const s = stubApp({ version: () => v });
    await s.get("/");
    expect((await s.get("/")).state).toBe("HIT");
    v = 2;
    const after = await s.get("/");
    expect(after.state).toBe("MISS");
    expect(after.text).toContain("render 2");
  });

  it("expires entries after the TTL and at the next scheduled content change", async () => {
    let t = 1_000_000;
    const s = stubApp({ now: () => t, ttlMs: 60_000 });
    await s.get("/");
    t += 49_000;
    expect((await s.get("/")).state).toBe("HIT");
    t += 12_000;
    expect((await s.get("/")).state).toBe("MISS");

    let t2 = 5_000;
    const scheduled = stubApp({ now: () => t2, ttlMs: 60_000, next: 6_000 });
    await scheduled.get("/");
    t2 = 5_999;
    expect((await scheduled.get("/")).state).toBe("HIT");
    t2 = 6_000;
    expect((await scheduled.get("/")).state).toBe("MISS");
  });

  it("renders a busy page anew ahead of its expiry with one request while the others are answered from the entry", async () => {
    let t = 1_000_000;
    const s = stubApp({ now: () => t, ttlMs: 60_000 });
    await s.get("/");
    t += 49_999;
    expect((await s.get("/")).state).toBe("HIT");
    expect(s.renders()).toBe(1);

    // Ten seconds before the end: the first request renders, the ones meanwhile are hits of the old entry.
    t += 1;
    const [refresher, ...others] = await Promise.all(Array.from({ length: 6 }, () => s.get("/")));
    expect(refresher!.state).toBe("REFRESH");
    expect(refresher!.text).toContain("render 2 /");
    expect(others.map((r) => r.state)).toEqual(Array(5).fill("HIT"));
    expect(others.every((r) => r.text.includes("render 1 /"))).toBe(true);
    expect(s.renders()).toBe(2);
    expect(s.cache.stats().refreshes).toBe(1);

    // The old entry's end passes: the refreshed one answers, with no render and nobody waiting.
    t += 15_000;
    const after = await s.get("/");
    expect(after.state).toBe("HIT");
    expect(after.text).toContain("render 2 /");
    expect(s.renders()).toBe(2);
    // A fast hit (peek) leaves a due entry to the middleware, where one request takes its refresh.
    expect(s.cache.peek("http://localhost/", undefined, undefined)?.refreshAt).toBe(1_100_000);
    t = 1_100_000;
    expect(s.cache.peek("http://localhost/", undefined, undefined)).toBeNull();
    expect((await s.get("/")).state).toBe("REFRESH");
  });

  it("does not render ahead an entry that ends at a scheduled content change", async () => {
    let t = 5_000;
    const s = stubApp({ now: () => t, ttlMs: 60_000, next: 30_000 });
    await s.get("/");
    t = 29_999;
    expect((await s.get("/")).state).toBe("HIT");
    expect(s.renders()).toBe(1);
  });

  it("is bounded in entries and bytes, dropping the least recently used", async () => {
    const s = stubApp({ maxEntries: 3 });
    for (const p of ["/a", "/b", "/c"]) await s.get(p);
    await s.get("/a"); // a is now the most recent
    await s.get("/d"); // evicts b
    expect(s.cache.stats().entries).toBe(3);
    expect((await s.get("/a")).state).toBe("HIT");
    expect((await s.get("/b")).state).toBe("MISS");

    const small = stubApp({ maxBytes: 40_000 });
    for (let i = 0; i < 20; i++) await small.get(`/big?i=${i}`);
    expect(small.cache.stats().bytes).toBeLessThanOrEqual(40_000);
    expect(small.cache.stats().entries).toBeLessThan(20);
  });

  it("renders once for concurrent misses of the same page", async () => {
    const s = stubApp();
    const all = await Promise.all(Array.from({ length: 10 }, () => s.get("/together")));
    expect(s.renders()).toBe(1);
    const nonces = new Set(all.map((r) => nonceIn(r.text)));
    expect(nonces.size).toBe(10);
  });
});
