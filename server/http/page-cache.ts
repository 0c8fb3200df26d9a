import { createEntryStore } from "./entry-store";
import { brotliCompressSync, crc32, constants as zlibConstants, deflateRawSync, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import type { Db } from "../db/client";
import { circulars, contentItems } from "../db/schema";
import { CART_COOKIE, PAGE_COOKIES } from "../../core/page-cookies";
import { appPlatform, type AppPlatform } from "../../core/app-banner";
import { prepareBrotli, uncompressedMetaBlockHeader, type BrotliPieces } from "./brotli-nonce";
import { buildTemplate, fillTemplate, templateBytes, type NonceTemplate } from "./nonce-template";

/**
 * A whole-page HTML cache for anonymous visitors (no session cookie, and no cart cookie: the header
 * shows the cart's count).
 *
 * Key: content version, method (HEAD shares the GET's entry), origin, path + query, the cookies a page may read (PAGE_COOKIES:
 * `store_id` above all; other cookies a visitor carries do not split the cache) and a User-Agent class
 * (iOS / Android / other: the app banner depends on it). Only 200 `text/html` answers without Set-Cookie are kept, in an LRU bounded
 * by entries and bytes. An entry lives until the content version moves (every write bumps it, other
 * instances hear of it by NOTIFY), its TTL passes, or the next scheduled content change (a banner's
 * start or end) comes, whichever is first.
 *
 * The CSP nonce differs on every response: an entry holds the HTML cut at each occurrence of the nonce
 * it was rendered with, and every hit is joined with the request's own fresh nonce. The gzip form is
 * kept too, as separately deflated pieces with the nonce spliced in as a stored block, so a hit costs a
 * CRC and a copy, not a compression; and a brotli form (server/http/brotli-nonce.ts), prepared after
 * the entry is stored, with the nonce in an uncompressed meta-block. Each form is laid out once as one
 * buffer with slots for the nonce (server/http/nonce-template.ts): a hit writes the nonce and the CRC
 * into a pooled copy, it does not join pieces.
 *
 * A hit is answered before the framework sees the request (server/http/fast-hits.ts, from the node
 * listener): `peek` finds the entry, its form for the encoding is filled with the fresh nonce, and the
 * entry's headers are kept as one prepared list.
 */

export type UserAgentClass = AppPlatform | "other";

/** The browser as far as a page can tell it apart: the app banner's platform (core/app-banner), else "other". */
export function userAgentClass(ua: string | undefined): UserAgentClass {
  return appPlatform(ua ?? "") ?? "other";
}

const KEYED_COOKIES: ReadonlySet<string> = new Set(PAGE_COOKIES);

/**
 * The cookies a page may read (PAGE_COOKIES), as `name=value`, trimmed and ordered by name (a stable
 * sort: two cookies of one name keep the order the browser sent, which decides the one read). Any
 * other cookie (analytics, consent, ...) cannot change a page, so it does not take part in the key.
 */
export function keyCookies(header: string | undefined): string {
  if (!header) return "";
  const name = (p: string) => {
    const eq = p.indexOf("=");
    return (eq === -1 ? p : p.slice(0, eq)).trim();
  };
  return header
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && KEYED_COOKIES.has(name(p)))
    .sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0))
    .join("; ");
}

export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if ((eq === -1 ? part : part.slice(0, eq)).trim() === name) return true;
  }
  return false;
}

export interface KeyParts {
  version: number;
  method: string;
  /** The full request URL (as the server normalised it); its origin, path and query all take part. */
  url: string;
  cookie: string | undefined;
  userAgent: string | undefined;
}

const withoutFragment = (url: string) => {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
};

export function pageCacheKey(p: KeyParts): string {
  return `${p.version}\n${p.method.toUpperCase()}\n${withoutFragment(p.url)}\n${memoKeyCookies(p.cookie)}\n${memoUserAgentClass(p.userAgent)}`;
}

/** The User-Agent class of a request that names no browser (the key part every public API answer has). */
const NO_BROWSER = userAgentClass(undefined);

/**
 * The key of a public API answer (`kind: "json"`): only the version and the full URL decide it, so it is
 * pageCacheKey of a GET without cookies or browser, without reading either on every request.
 */
export function answerCacheKey(version: number, url: string): string {
  return `${version}\nGET\n${withoutFragment(url)}\n\n${NO_BROWSER}`;
}

/**
 * The last few hundred answers of a pure function of one header: most requests repeat a handful of
 * Cookie, User-Agent and Accept-Encoding values, so a hit does not split and sort them again.
 */
export function memoized<T>(fn: (header: string | undefined) => T, max = 512): (header: string | undefined) => T {
  const seen = new Map<string, T>();
  return (header) => {
    if (header === undefined || header.length > 4096) return fn(header);
    let v = seen.get(header);
    if (v === undefined) {
      v = fn(header);
      if (seen.size >= max) seen.clear();
      seen.set(header, v);
    }
    return v;
  };
}

const memoKeyCookies = memoized(keyCookies);
const memoUserAgentClass = memoized(userAgentClass);

/** The HTML cut at every occurrence of `nonce` (one piece more than occurrences). */
export function splitOnNonce(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  if (needle.length === 0) return [html];
  const pieces: Buffer[] = [];
  let from = 0;
  for (;;) {
    const at = html.indexOf(needle, from);
    if (at === -1) break;
    pieces.push(html.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(html.subarray(from));
  return pieces.map(exactCopy);
}

/**
 * A copy in memory of its own, exactly as long as the data: a small Buffer.from() copy shares (and
 * keeps alive) an 8 KiB pool slab, and zlib's output can be a slice of a larger chunk, so entries kept
 * for long would hold several times the bytes the cache counts against maxBytes.
 */
function exactCopy(b: Buffer): Buffer {
  const out = Buffer.allocUnsafeSlow(b.length);
  b.copy(out);
  return out;
}

export function joinWithNonce(pieces: readonly Buffer[], nonce: string): Buffer {
  if (pieces.length === 1) return pieces[0]!;
  const n = Buffer.from(nonce);
  const parts: Buffer[] = [];
  pieces.forEach((p, i) => {
    if (i > 0) parts.push(n);
    parts.push(p);
  });
  return Buffer.concat(parts);
}

// ---- gzip with a spliced-in nonce ----

export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** An empty final block (fixed Huffman, end-of-block only). */
export const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Each piece deflated on its own (no back-references across pieces), ending byte-aligned and not final. */
export function deflatePieces(pieces: readonly Buffer[]): Buffer[] {
  return pieces.map((p) => (p.length === 0 ? Buffer.alloc(0) : exactCopy(deflateRawSync(p, { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH }))));
}

/** A non-final stored deflate block holding `data` (at most 65535 bytes). */
export function storedBlock(data: Buffer): Buffer {
  const len = data.length;
  const head = Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]);
  return Buffer.concat([head, data]);
}

// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine_op): a hit computes the
// CRC of the nonce alone, not of the whole page.
const CRC_POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC-32 polynomial, bit-reflected as zlib does it. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N = (() => {
  const t = new Uint32Array(32);
  let p = 0x40000000; // x^1
  t[0] = p;
  for (let n = 1; n < 32; n++) t[n] = p = multModP(p, p);
  return t;
})();

/** The operator that shifts a CRC past `length` bytes: x^(8 * length) modulo the polynomial. */
export function crc32ShiftOp(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  let n = length;
  while (n > 0) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p >>> 0;
}

/** crc32(A + B) from crc32(A), crc32(B) and the shift operator for B's length. */
export function crc32Combine(crcA: number, crcB: number, shiftOpB: number): number {
  return (multModP(shiftOpB, crcA) ^ crcB) >>> 0;
}

/** What a gzip answer needs of each piece besides its deflated bytes. */
export interface PieceSums {
  crcs: number[];
  ops: number[];
  size: number;
  /** For nonces of one length, worked out on first use: see nonceCrcFor. */
  linear?: LinearCrc;
}

/**
 * CRC-32 is affine over GF(2): for pages of one length, crc(page) = crc(page with zero bytes for each
 * nonce) xor the linear CRC of the nonce bytes alone at their places. Each place shifts the nonce's
 * linear CRC by the bytes after it, and shifting is multiplication, so the sum over every place is one
 * multiplication by the sum of their shift operators: a hit costs the CRC of the nonce and one
 * multiplication, however many times the nonce occurs.
 */
interface LinearCrc {
  nonceLength: number;
  /** crc32 of the pieces joined with `nonceLength` zero bytes. */
  base: number;
  /** XOR of the shift operators for the bytes after each place of the nonce. */
  opSum: number;
  /** crc32 of `nonceLength` zero bytes (the constant part of the nonce's own CRC). */
  zeroCrc: number;
}

function linearFor(pieces: readonly Buffer[], sums: PieceSums, nonceLength: number): LinearCrc {
  if (sums.linear?.nonceLength === nonceLength) return sums.linear;
  const zeros = Buffer.alloc(nonceLength);
  let opSum = 0;
  let after = 0;
  for (let i = pieces.length - 1; i >= 1; i--) {
    after += pieces[i]!.length;
    opSum ^= crc32ShiftOp(after);
    after += nonceLength;
  }
  const joined = Buffer.concat(pieces.flatMap((p, i) => (i > 0 ? [zeros, p] : [p])));
  sums.linear = { nonceLength, base: crc32(joined), opSum: opSum >>> 0, zeroCrc: crc32(zeros) };
  return sums.linear;
}

/** crc32 of the pieces joined with `nonce`. */
export function nonceCrcFor(pieces: readonly Buffer[], sums: PieceSums, nonce: Buffer): number {
  if (pieces.length === 1) return sums.crcs[0]!;
  const lin = linearFor(pieces, sums, nonce.length);
  return (lin.base ^ multModP(lin.opSum, (crc32(nonce) ^ lin.zeroCrc) >>> 0)) >>> 0;
}

export function pieceSums(pieces: readonly Buffer[]): PieceSums {
  return { crcs: pieces.map((p) => crc32(p)), ops: pieces.map((p) => crc32ShiftOp(p.length)), size: pieces.reduce((a, p) => a + p.length, 0) };
}

/** A complete gzip member for the pieces joined with `nonce`. */
export function gzipWithNonce(pieces: readonly Buffer[], deflated: readonly Buffer[], nonce: string, sums: PieceSums = pieceSums(pieces)): Buffer {
  const n = Buffer.from(nonce);
  const block = storedBlock(n);
  const parts: Buffer[] = [GZIP_HEADER];
  pieces.forEach((_, i) => {
    if (i > 0) parts.push(block);
    parts.push(deflated[i]!);
  });
  const crc = nonceCrcFor(pieces, sums, n);
  const size = sums.size + n.length * (pieces.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** The stored-block header before a nonce of `length` bytes (at most 65535). */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

/** The gzip form of the pieces as a template: the nonce's stored blocks and the trailer's CRC are its slots. */
export function gzipTemplate(pieces: readonly Buffer[], nonceLength: number, sums: PieceSums = pieceSums(pieces)): NonceTemplate {
  const deflated = deflatePieces(pieces);
  const multi = pieces.length > 1;
  const trailer = Buffer.alloc(8);
  // One piece: the CRC is the page's own; several: worked out per nonce (nonceCrcFor, from a string).
  trailer.writeUInt32LE(multi ? 0 : sums.crcs[0]! >>> 0, 0);
  trailer.writeUInt32LE((sums.size + nonceLength * (pieces.length - 1)) >>> 0, 4);
  const lin = multi ? linearFor(pieces, sums, nonceLength) : null;
  const crcOf = lin ? (nonce: string) => (lin.base ^ multModP(lin.opSum, (crc32(nonce) ^ lin.zeroCrc) >>> 0)) >>> 0 : null;
  return buildTemplate(deflated, nonceLength, {
    head: GZIP_HEADER,
    beforeSlot: storedBlockHeader(nonceLength),
    tail: Buffer.concat([FINAL_BLOCK, trailer]),
    crcAtTail: multi ? FINAL_BLOCK.length : -1,
    crcOf,
  });
}

/** The brotli form (prepared chunks) as a template: the nonce's uncompressed meta-blocks are its slots. */
export function brotliTemplate(br: BrotliPieces): NonceTemplate {
  return buildTemplate(br.chunks, br.nonceLength, { beforeSlot: uncompressedMetaBlockHeader(br.nonceLength) });
}

/** Whether the client takes `encoding` (q > 0, named or by `*`); `gzip` also answers to `x-gzip`. */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((s) => s.trim()).find((s) => s.startsWith("q="));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding || (encoding === "gzip" && name === "x-gzip")) return ok;
    if (name === "*") star = ok;
  }
  return star;
}

export const acceptsGzip = (header: string | undefined) => acceptsEncoding(header, "gzip");

// ---- the cache ----

export interface Entry {
  key: string;
  status: number;
  headers: [string, string][];
  /** `Vary` of this entry's answers. */
  vary: string;
  /** The page cut at each nonce (views of the plain form's template). */
  pieces: Buffer[];
  sums: PieceSums;
  /**
   * Each encoding's body with slots for the nonce (server/http/nonce-template.ts). The brotli form is
   * prepared after the entry is stored (null until then, or when it could not be prepared).
   */
  forms: { identity: NonceTemplate; gzip: NonceTemplate; br: NonceTemplate | null };
  bytes: number;
  expires: number;
  /**
   * A hit's status line headers, one list per encoding (and with HSTS or not), flat as node's writeHead
   * takes them, built on the first fast hit of each (server/http/fast-hits.ts).
   */
  heads?: Partial<Record<string, PreparedHead>>;
}

/** The headers of a hit in one encoding, prepared once: only the CSP (its nonce) is written per answer. */
export interface PreparedHead {
  /** Names and values, flat; `headers[csp]` is the CSP's value, rewritten before every writeHead. */
  headers: string[];
  csp: number;
  /** The body's length these headers announce (the form's). */
  length: number;
}

export type Encoding = "br" | "gzip" | "identity";

const takes = memoized((accept) => ({ br: acceptsEncoding(accept, "br"), gzip: acceptsGzip(accept) }), 128);

/** The encoding an entry's answer takes for this Accept-Encoding: brotli, then gzip, else none. */
export function encodingFor(e: Entry, accept: string | undefined): Encoding {
  if (e.sums.size < GZIP_THRESHOLD || !accept) return "identity";
  const t = takes(accept);
  if (e.forms.br && t.br) return "br";
  return t.gzip ? "gzip" : "identity";
}

/** The entry's form for `encoding` (brotli only once prepared: encodingFor chooses it only then). */
export function formFor(e: Entry, encoding: Encoding): NonceTemplate {
  return (encoding === "br" ? e.forms.br : encoding === "gzip" ? e.forms.gzip : null) ?? e.forms.identity;
}

/**
 * The body of an entry's answer with `nonce` in place, in `encoding`: a copy of its own, or (`pooled`)
 * one the caller gives back with releaseTemplate once it is written.
 */
export function encodeEntry(e: Entry, nonce: string, encoding: Encoding, pooled = false): Buffer {
  const body = fillTemplate(formFor(e, encoding), nonce, pooled);
  if (body) return body;
  // A nonce of another length than the page was cut for: compressed on the spot (never the case with
  // freshNonce, whose nonces all have one length).
  const plain = joinWithNonce(e.pieces, nonce);
  if (encoding === "br") return brotliCompressSync(plain);
  return encoding === "gzip" ? gzipSync(plain) : plain;
}

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
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  bypasses: number;
  stores: number;
  evictions: number;
}

export const PAGE_CACHE_HEADER = "X-Aisle-Cache";
/** Smaller answers go uncompressed, as the compress middleware does. */
const GZIP_THRESHOLD = 1024;

/** Headers recomputed on every answer rather than kept with an entry. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "set-cookie", "x-aisle-cache", "vary"]);

export function createPageCache(opts: PageCacheOptions) {
  const maxEntries = opts.maxEntries ?? 1000;
  const maxBytes = opts.maxBytes ?? 50 * 1024 * 1024;
  const ttlMs = opts.ttlMs ?? 60_000;
  const html = (opts.kind ?? "html") === "html";
  const now = opts.now ?? Date.now;
  const store = createEntryStore<Entry>({ maxEntries, maxBytes, version: opts.version(), now });
  const { lookup, insert, clear, syncVersion } = store;
  const inflight = new Map<string, Promise<Entry | null>>();
  const stats = { hits: 0, misses: 0, bypasses: 0 };

  const respond = (e: Entry, nonce: string, method: string, accept: string | undefined, state: "HIT" | "MISS"): Response => {
    const headers = new Headers(e.headers);
    headers.set("Vary", e.vary);
    headers.set(PAGE_CACHE_HEADER, state);
    const encoding = encodingFor(e, accept);
    const body = encodeEntry(e, nonce, encoding);
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(method === "HEAD" ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: e.status, headers });
  };

  /** Turns a fresh page response into an entry, or null when it must not be kept. */
  const capture = async (res: Response, key: string, nonce: string, version: number): Promise<{ entry: Entry | null; body: Buffer | null }> => {
    const type = res.headers.get("content-type") ?? "";
    const cacheControl = res.headers.get("cache-control") ?? "";
    const keep = html ? type.startsWith("text/html") && !/\bno-store\b/i.test(cacheControl) : type.startsWith("application/json");
    if (res.status !== 200 || !keep || res.headers.has("set-cookie") || res.headers.has("content-encoding")) return { entry: null, body: null };
    const body = Buffer.from(await res.arrayBuffer());
    if (opts.version() !== version) return { entry: null, body };
    const nonceLength = Buffer.byteLength(nonce);
    const split = html ? splitOnNonce(body, nonce) : [body];
    const identity = buildTemplate(split, nonceLength);
    // The pieces as views of the plain form, which holds them already.
    const pieces = split.map((p, i) => {
      const from = i === 0 ? 0 : identity.slots[i - 1]! + nonceLength;
      return identity.bytes.subarray(from, from + p.length);
    });
    const sums = pieceSums(pieces);
    const gzip = gzipTemplate(pieces, nonceLength, sums);
    const headers: [string, string][] = [];
    res.headers.forEach((v, k) => {
      if (!PER_RESPONSE.has(k)) headers.push([k, v]);
    });
    const t = now();
    let expires = t + ttlMs;
    const next = opts.nextScheduleChange ? await opts.nextScheduleChange(t).catch(() => t) : null;
    if (next !== null && next < expires) expires = next;
    const size = key.length + templateBytes(identity) + templateBytes(gzip) + 256;
    // Pages also depend on the browser (the key holds its class); API answers do not.
    const vary = /^text\/html/i.test(type) ? "Cookie, User-Agent, Accept-Encoding" : "Cookie, Accept-Encoding";
    return { entry: { key, status: res.status, headers, vary, pieces, sums, forms: { identity, gzip, br: null }, bytes: size, expires }, body };
  };

  /** The brotli form, prepared off the request's path; kept only if the entry is still the one cached. */
  const addBrotli = (e: Entry, nonceLength: number) => {
    if (e.sums.size < GZIP_THRESHOLD) return;
    void prepareBrotli(e.pieces, nonceLength).then(
      (br) => {
        if (!br || !store.holds(e)) return;
        const form = brotliTemplate(br);
        e.forms.br = form;
        store.grow(e, templateBytes(form));
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
      // The signed-in pages' cache (server/http/shared-pages.ts) says what it did itself.
      if (!c.res.headers.has(PAGE_CACHE_HEADER)) c.res.headers.set(PAGE_CACHE_HEADER, "BYPASS");
      return;
    }
    const version = opts.version();
    syncVersion(version);
    // Pages read their cookies and the browser; the JSON answers read only the query (anonymous callers).
    // A HEAD is the GET without its body (the app renders it as a GET): it shares the GET's entry, so
    // a HEAD of a cached page is a hit with the GET's headers, and a HEAD that misses fills the entry.
    const key = html ? pageCacheKey({ version, method: "GET", url: c.req.url, cookie, userAgent: c.req.header("user-agent") }) : answerCacheKey(version, c.req.url);
    const nonce = c.get("cspNonce");
    const accept = c.req.header("accept-encoding");

    let hit = lookup(key);
    if (!hit) {
      const pending = inflight.get(key);
      if (pending) hit = await pending;
    }
    if (hit) {
      stats.hits++;
      return respond(hit, nonce, method, accept, "HIT");
    }

    stats.misses++;
    let settle: (e: Entry | null) => void = () => {};
    const mine = new Promise<Entry | null>((resolve) => (settle = resolve));
    inflight.set(key, mine);
    try {
      await next();
      const { entry, body } = await capture(c.res, key, nonce, version);
      settle(entry);
      if (entry) {
        if (opts.version() === version && insert(entry)) addBrotli(entry, Buffer.byteLength(nonce));
        c.res = undefined;
        c.res = respond(entry, nonce, method, accept, "MISS");
      } else if (body) {
        // The body was read but the content moved on meanwhile: send it as it is, uncached.
        const headers = new Headers(c.res.headers);
        c.res = undefined;
        c.res = new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: 200, headers });
      }
    } finally {
      settle(null);
      if (inflight.get(key) === mine) inflight.delete(key);
    }
  };

  /**
   * The live entry for a request, counted as a hit, or null (a miss, left to the middleware). `url` is
   * the request's full URL exactly as the app sees it; the caller has checked there is no session cookie.
   */
  const peek = (url: string, cookie: string | undefined, userAgent: string | undefined): Entry | null => {
    const version = opts.version();
    syncVersion(version);
    const key = html ? pageCacheKey({ version, method: "GET", url, cookie, userAgent }) : answerCacheKey(version, url);
    const hit = lookup(key);
    if (hit) stats.hits++;
    return hit;
  };

  return {
    middleware,
    peek,
    clear,
    stats: (): PageCacheStats => ({ ...store.stats(), ...stats }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The instants at which scheduled content (targeted content items, circulars) starts or stops showing,
 * read once per content version: a cached page must not outlive the banner it shows.
 */
export function scheduleBoundaries(db: Db, version: () => number) {
  let loaded: { version: number; times: Promise<number[]> } | null = null;
  const load = async (): Promise<number[]> => {
    const [items, ads] = await Promise.all([
      db
        .select({ a: contentItems.startsAt, b: contentItems.endsAt, c: contentItems.displayStartsAt, d: contentItems.displayEndsAt })
        .from(contentItems),
      db.select({ a: circulars.startDate, b: circulars.endDate, c: circulars.displayStartDate, d: circulars.displayEndDate }).from(circulars),
    ]);
    const times = new Set<number>();
    for (const r of [...items, ...ads]) {
      for (const d of [r.a, r.b, r.c, r.d]) {
        const t = d ? d.getTime() : NaN;
        if (Number.isFinite(t)) times.add(t);
      }
    }
    return [...times].sort((x, y) => x - y);
  };
  return async (now: number): Promise<number | null> => {
    const v = version();
    if (!loaded || loaded.version !== v) {
      const times = load();
      loaded = { version: v, times };
      times.catch(() => {
        if (loaded?.times === times) loaded = null;
      });
    }
    const times = await loaded.times;
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid]! <= now) lo = mid + 1;
      else hi = mid;
    }
    return lo < times.length ? times[lo]! : null;
  };
}
