import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/env";
import { CART_COOKIE } from "../../core/frame/page-cookies";
import { prepareBrotli } from "./brotli-nonce";
import { createCompressionPool, type CompressionPool } from "./compression-pool";
import { createCache, createFlights } from "../cache";
import { claimRefresh, lifetime, refreshDue } from "./entry-lifetime";
import { brotliTemplate, gzipTemplate, pieceSums, splitOnNonce } from "./gzip-splice";
import { buildTemplate, templateBytes, type NonceTemplate } from "./nonce-template";
import { answerCacheKey, hasCookie, pageCacheKey } from "./page-cache-key";
import { acceptedBy, encodeEntry, encodingFor, GZIP_THRESHOLD, type Entry } from "./page-entry";

/**
 * A whole-page HTML cache for anonymous visitors (no session cookie, and no cart cookie: the header
 * shows the cart's count).
 *
 * Key: content version, method (HEAD shares the GET's entry), origin, path + query, the cookies a page may read (PAGE_COOKIES:
 * `store_id` above all; other cookies a visitor carries do not split the cache) and a User-Agent class
 * (iOS / Android / other: the app banner depends on it). Only 200 `text/html` answers without Set-Cookie are kept, in an LRU bounded
 * by entries and bytes. An entry lives until the content version moves (every write bumps it, other
 * instances hear of it by NOTIFY), its TTL passes, or the next scheduled content change (a banner's
 * start or end) comes, whichever is first. In the last few seconds of its TTL (entry-lifetime.ts
 * `lifetime`), the first request to it renders the page anew (`X-Aisle-Cache: REFRESH`) while the
 * others are still answered from it: a busy page is never rendered with all its visitors waiting.
 *
 * The CSP nonce differs on every response: an entry holds the HTML cut at each occurrence of the nonce
 * it was rendered with, and every hit is joined with the request's own fresh nonce. The gzip form is
 * kept too, as separately deflated pieces with the nonce spliced in as a stored block, so a hit costs a
 * CRC and a copy, not a compression; and a brotli form (server/page-cache/brotli-nonce.ts) with the nonce in
 * an uncompressed meta-block. A form is made only when a visitor first asks for it (decision 0051):
 * gzip on the spot, brotli off the request's path in a bounded pool (compression-pool.ts) and only for
 * a page asked a second time, the answers going out in gzip until it is ready. Each form is laid out once as one
 * buffer with slots for the nonce (server/page-cache/nonce-template.ts): a hit writes the nonce and the CRC
 * into a pooled copy, it does not join pieces.
 *
 * A hit is answered before the framework sees the request (server/page-cache/fast-hits.ts, from the node
 * listener): `peek` finds the entry, its form for the encoding is filled with the fresh nonce, and the
 * entry's headers are kept as one prepared list.
 */

export interface PageCacheOptions {
  /** The current content version (services.version.current). */
  version: () => number;
  /** The session cookie's name: requests that carry it are never cached. */
  sessionCookie: string;
  maxEntries?: number;
  maxBytes?: number;
  /** Upper bound on an entry's life, for whatever else in a page depends on the clock. */
  ttlMs?: number;
  /** The next instant (epoch ms) after `now` at which scheduled content changes, or null. */
  nextScheduleChange?: (now: number) => Promise<number | null>;
  now?: () => number;
  /**
   * What is kept: `html` (default) is a page, whose `Cache-Control: no-store` keeps it out and whose
   * nonce is swapped on every hit; `json` is a public API answer (its `no-store` is meant for browsers,
   * the server may keep it; it carries no nonce).
   */
  kind?: "html" | "json";
  /** Where brotli forms are prepared (default: one of its own, one at a time, 32 waiting at most). */
  compression?: CompressionPool;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  bypasses: number;
  /** Renders of a live entry ahead of its expiry (one request each). */
  refreshes: number;
  stores: number;
  evictions: number;
}

export const PAGE_CACHE_HEADER = "X-Aisle-Cache";

/** Headers recomputed on every answer rather than kept with an entry. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "set-cookie", "x-aisle-cache", "vary"]);

export function createPageCache(opts: PageCacheOptions) {
  const maxEntries = opts.maxEntries ?? 1000;
  const maxBytes = opts.maxBytes ?? 50 * 1024 * 1024;
  const ttlMs = opts.ttlMs ?? 60_000;
  const html = (opts.kind ?? "html") === "html";
  const now = opts.now ?? Date.now;
  // Emptied when the content version moves; an entry over a quarter of the budget is never kept.
  const store = createCache<Entry>({
    name: html ? "pages" : "answers",
    maxEntries,
    maxBytes,
    sizeOf: (e) => e.bytes,
    version: opts.version,
    now,
  });
  const lookup = (key: string): Entry | null => store.get(key) ?? null;
  const insert = (e: Entry): boolean => {
    stats.stores++;
    return store.set(e.key, e, { until: e.expires });
  };
  const flights = createFlights<Entry | null>(null);
  const stats = { hits: 0, misses: 0, bypasses: 0, refreshes: 0, stores: 0 };
  const pool = opts.compression ?? createCompressionPool({ name: html ? "pages" : "answers" });

  const respond = (e: Entry, nonce: string, method: string, accept: string | undefined, state: "HIT" | "MISS" | "REFRESH"): Response => {
    const headers = new Headers(e.headers);
    headers.set("Vary", e.vary);
    headers.set(PAGE_CACHE_HEADER, state);
    const encoding = encodingFor(e, accept);
    const body = encodeEntry(e, nonce, encoding);
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(method === "HEAD" ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      status: e.status,
      headers,
    });
  };

  /** Turns a fresh page response into an entry, or null when it must not be kept. */
  const capture = async (
    res: Response,
    key: string,
    nonce: string,
    version: number,
  ): Promise<{ entry: Entry | null; body: Buffer | null }> => {
    const type = res.headers.get("content-type") ?? "";
    const cacheControl = res.headers.get("cache-control") ?? "";
    const keep = html ? type.startsWith("text/html") && !/\bno-store\b/i.test(cacheControl) : type.startsWith("application/json");
    if (res.status !== 200 || !keep || res.headers.has("set-cookie") || res.headers.has("content-encoding"))
      return { entry: null, body: null };
    const body = Buffer.from(await res.arrayBuffer());
    if (opts.version() !== version) return { entry: null, body };
    const nonceLength = Buffer.byteLength(nonce);
    const split = html ? splitOnNonce(body, nonce) : [body];
    // The plain form answers the few clients that take no compression, so it keeps no copies between
    // answers: an entry costs its plain bytes once, not three times (the compressed forms keep theirs).
    const identity = buildTemplate(split, nonceLength, { pooled: false });
    // The pieces as views of the plain form, which holds them already.
    const pieces = split.map((p, i) => {
      const from = i === 0 ? 0 : identity.slots[i - 1]! + nonceLength;
      return identity.bytes.subarray(from, from + p.length);
    });
    const sums = pieceSums(pieces);
    const headers: [string, string][] = [];
    res.headers.forEach((v, k) => {
      if (!PER_RESPONSE.has(k)) headers.push([k, v]);
    });
    const t = now();
    const next = opts.nextScheduleChange ? await opts.nextScheduleChange(t).catch(() => t) : null;
    const { expires, refreshAt } = lifetime(t, ttlMs, next);
    const size = key.length + templateBytes(identity) + 256;
    // Pages also depend on the browser (the key holds its class); API answers do not.
    const vary = /^text\/html/i.test(type) ? "Cookie, User-Agent, Accept-Encoding" : "Cookie, Accept-Encoding";
    return {
      entry: {
        key,
        status: res.status,
        headers,
        vary,
        pieces,
        sums,
        forms: { identity, gzip: null, br: null },
        bytes: size,
        expires,
        refreshAt,
      },
      body,
    };
  };

  /** Counts the bytes of a form added to `e`, if it is still the entry kept for its key. */
  const grow = (e: Entry, form: NonceTemplate) => {
    e.bytes += templateBytes(form);
    if (store.holds(e.key, e)) store.resize(e.key);
  };

  /**
   * Makes the compressed forms this Accept-Encoding asks for and `e` lacks: gzip now (a deflate of
   * the pieces, about a millisecond for a 100 KB page), brotli in the pool, once per entry and only
   * from its second answer on (refused when the pool is full: a later request asks again). A page
   * asked once, such as a search for a term nobody asks again, never costs a brotli form, which takes
   * several times gzip's CPU. Until brotli is ready, gzip goes out.
   */
  const formsFor = (e: Entry, accept: string | undefined) => {
    const first = !e.answered;
    e.answered = true;
    if (!accept || e.sums.size < GZIP_THRESHOLD) return;
    const nonceLength = e.forms.identity.nonceLength;
    const t = acceptedBy(accept);
    if ((t.gzip || t.br) && !e.forms.gzip) {
      e.forms.gzip = gzipTemplate(e.pieces, nonceLength, e.sums);
      grow(e, e.forms.gzip);
    }
    if (first || !t.br || e.forms.br || e.brotliAsked) return;
    e.brotliAsked = true;
    const job = pool.run(async () => (store.holds(e.key, e) ? prepareBrotli(e.pieces, nonceLength) : null));
    if (!job) {
      e.brotliAsked = false;
      return;
    }
    job.then(
      (br) => {
        if (!br) return;
        e.forms.br = brotliTemplate(br);
        grow(e, e.forms.br);
      },
      () => {},
    );
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const cookie = c.req.header("cookie");
    if (hasCookie(cookie, opts.sessionCookie) || hasCookie(cookie, CART_COOKIE)) {
      stats.bypasses++;
      await next();
      // The signed-in pages' cache (server/page-cache/shared-pages.ts) says what it did itself.
      if (!c.res.headers.has(PAGE_CACHE_HEADER)) c.res.headers.set(PAGE_CACHE_HEADER, "BYPASS");
      return;
    }
    const version = opts.version();
    // Pages read their cookies and the browser; the JSON answers read only the query (anonymous callers).
    // A HEAD is the GET without its body (the app renders it as a GET): it shares the GET's entry, so
    // a HEAD of a cached page is a hit with the GET's headers, and a HEAD that misses fills the entry.
    const key = html
      ? pageCacheKey({ version, method: "GET", url: c.req.url, cookie, userAgent: c.req.header("user-agent") })
      : answerCacheKey(version, c.req.url);
    const nonce = c.get("cspNonce");
    const accept = c.req.header("accept-encoding");

    let hit = lookup(key);
    // A busy entry near its end is rendered anew by this one request while every other is still
    // answered from it, so its visitors never all wait for a render when it expires.
    const refreshed = hit !== null ? claimRefresh(hit, now()) : null;
    const refresh = refreshed !== null;
    if (refresh) hit = null;
    else if (!hit) {
      const pending = flights.pending(key);
      if (pending) hit = await pending;
    }
    if (hit) {
      stats.hits++;
      formsFor(hit, accept);
      return respond(hit, nonce, method, accept, "HIT");
    }

    if (refresh) stats.refreshes++;
    else stats.misses++;
    try {
      await flights.fly(key, async (land) => {
        await next();
        const { entry, body } = await capture(c.res, key, nonce, version);
        land(entry);
        if (entry) {
          if (opts.version() === version) insert(entry);
          // After it is kept: the brotli form is prepared only for an entry still kept.
          formsFor(entry, accept);
          c.res = undefined;
          c.res = respond(entry, nonce, method, accept, refresh ? "REFRESH" : "MISS");
        } else if (body) {
          // The body was read but the content moved on meanwhile: send it as it is, uncached.
          const headers = new Headers(c.res.headers);
          c.res = undefined;
          c.res = new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: 200, headers });
        }
      });
    } finally {
      refreshed?.();
    }
  };

  /**
   * The live entry for a request, counted as a hit, or null (a miss, left to the middleware). `url` is
   * the request's full URL exactly as the app sees it; the caller has checked there is no session cookie.
   */
  const peek = (url: string, cookie: string | undefined, userAgent: string | undefined, accept?: string): Entry | null => {
    const version = opts.version();
    const key = html ? pageCacheKey({ version, method: "GET", url, cookie, userAgent }) : answerCacheKey(version, url);
    const hit = lookup(key);
    // Due for its refresh: left to the middleware, where one request takes it.
    if (!hit || refreshDue(hit, now())) return null;
    stats.hits++;
    formsFor(hit, accept);
    return hit;
  };

  return {
    middleware,
    peek,
    clear: store.clear,
    compression: pool.counts,
    stats: (): PageCacheStats => {
      const { entries, bytes, evictions } = store.counts();
      return { entries, bytes, evictions, ...stats };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
