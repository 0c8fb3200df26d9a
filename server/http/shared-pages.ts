import { createEntryStore } from "./entry-store";
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "./env";
import type { PublicUser } from "../../core/schemas/auth";
import { CART_COOKIE } from "../../core/page-cookies";
import { crc32, constants as zlibConstants, deflateRawSync } from "node:zlib";
import { acceptsGzip, crc32Combine, crc32ShiftOp, deflatePieces, FINAL_BLOCK, GZIP_HEADER, hasCookie, keyCookies, PAGE_CACHE_HEADER, storedBlock, userAgentClass } from "./page-cache";
import type { SharedRenderInfo, ViewerStandIns } from "./shared-render";
import type { PrerenderedPartsStore } from "../../app/prerendered-parts.server";
import { innerHtmlOf } from "../../app/prerendered-parts.server";
import { HEADER_TOP_PART, headerTopInputs } from "../../app/storefront/header-top-part";
import { cartOwnerOf } from "../../app/cart/cart-owner.server";
import { searchTerm } from "../../core/search-term";

/**
 * The second tier of the page cache (decision 0039): pages of signed-in shoppers (and of visitors
 * with a cart) rendered once and shared by every visitor whose page differs only in a few values,
 * which are put in per answer ("holes").
 *
 * Key: what the anonymous cache keys on (content version, address, page cookies, browser class) and
 * what else makes two visitors' pages differ: the store on their profile, their user groups (targeted
 * content), their roles (popups), whether they are signed in, and their cart count.
 *
 * Holes: the visitor's name and REST nonce (the render gets stand-ins: private-use characters around
 * a random token, which HTML and JSON escaping leave as they are), the CSP nonce, and the header's
 * top row, which is the kept part of decision 0035 for the visitor's own name and count. The name is
 * allowed only in React Router's data script, where it is a JSON string inside a JS string inside
 * HTML; the nonce (base64url) reads the same in any context. A stand-in found anywhere else, or in a
 * form this file does not know, means the page is not shared.
 *
 * Only routes that opt in (a `handle` with `sharedRender`) are shared, never a staff member's pages,
 * a non-GET, a page with Set-Cookie, a non-200, a partial page or one with a search term. Anything
 * this cannot answer exactly is rendered for the visitor as before.
 */

export type Hole = "csp" | "nonce" | "name" | "header";

export interface SharedEntry {
  key: string;
  status: number;
  headers: [string, string][];
  /** The page's HTML between the holes (one piece more than holes). */
  pieces: Buffer[];
  /** Each piece deflated on its own (byte-aligned, not final), with its CRC-32 and CRC shift operator: a gzip answer is spliced, not compressed. */
  deflated: Buffer[];
  crcs: number[];
  ops: number[];
  holes: Hole[];
  /** Every string in the page's router data: a name equal to one of them would be encoded as a reference to it. */
  strings: Set<string>;
  chrome: SharedRenderInfo;
  bytes: number;
  expires: number;
}

/** A stand-in: unique per process, unchanged by HTML and JSON escaping, and never in content. */
function standIn(): { value: string; token: string } {
  const token = `aisle${randomBytes(12).toString("hex")}`;
  return { value: `\uE000${token}\uE001`, token };
}

const ESCAPE_IN_SCRIPT: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * A string as it stands inside React Router's data script: a JSON string (turbo-stream), itself in a
 * JS string literal (JSON), with `&`, `<`, `>`, U+2028 and U+2029 escaped as React Router does.
 */
export function inDataScript(value: string): string {
  const once = JSON.stringify(value).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  return twice.replace(/[&><\u2028\u2029]/g, (c) => ESCAPE_IN_SCRIPT[c]!);
}

const DATA_CALL = "streamController.enqueue(";
const SAFE_NONCE = /^[A-Za-z0-9_-]+$/;

/** The string literals of React Router's data script(s): where each stands in the page, and the text it holds. */
function dataScripts(html: string): { start: number; end: number; text: string }[] | null {
  const found: { start: number; end: number; text: string }[] = [];
  for (let at = html.indexOf(DATA_CALL); at !== -1; at = html.indexOf(DATA_CALL, at + 1)) {
    const start = at + DATA_CALL.length;
    if (html[start] !== '"') return null;
    let i = start + 1;
    while (i < html.length && html[i] !== '"') i += html[i] === "\\" ? 2 : 1;
    if (i >= html.length) return null;
    try {
      found.push({ start, end: i + 1, text: JSON.parse(html.slice(start, i + 1)) as string });
    } catch {
      return null;
    }
  }
  return found;
}

/** Every string in turbo-stream text (each line is JSON, some after a `P<n>:` prefix). */
function stringsOf(texts: readonly string[]): Set<string> | null {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === "string") out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        out.add(k);
        walk(x);
      }
    }
  };
  for (const text of texts) {
    for (const line of text.split("\n")) {
      if (!line) continue;
      try {
        walk(JSON.parse(line.replace(/^[A-Z]\d+:/, "")));
      } catch {
        return null;
      }
    }
  }
  return out;
}

export interface CutInput {
  html: string;
  cspNonce: string;
  name: string;
  apiNonce: string;
  tokens: readonly string[];
  /** The visitor's real REST nonce: never kept in a shared page. */
  realApiNonce: string;
}

/** The page cut at its holes, or null when a stand-in is somewhere this cannot fill exactly. */
export function cutTemplate(input: CutInput): { pieces: string[]; holes: Hole[]; strings: Set<string> } | null {
  const { html } = input;
  const open = html.indexOf(HEADER_TOP_PART.openTag);
  const inner = innerHtmlOf(html, HEADER_TOP_PART.openTag);
  if (open === -1 || inner === null) return null;
  const headerStart = html.indexOf(">", open) + 1;
  const headerEnd = headerStart + inner.length;
  const scripts = dataScripts(html);
  if (!scripts || scripts.length === 0) return null;
  const strings = stringsOf(scripts.map((s) => s.text));
  if (!strings) return null;
  const inScript = (at: number) => scripts.some((s) => at > s.start && at < s.end);

  const cuts: { at: number; length: number; hole: Hole }[] = [{ at: headerStart, length: headerEnd - headerStart, hole: "header" }];
  const find = (needle: string, hole: Hole): boolean => {
    for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length)) {
      if (at >= headerStart && at < headerEnd) continue;
      if (hole === "name" && !inScript(at)) return false;
      cuts.push({ at, length: needle.length, hole });
    }
    return true;
  };
  if (!input.cspNonce || !find(input.cspNonce, "csp") || !find(input.apiNonce, "nonce") || !find(input.name, "name")) return null;
  cuts.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut.at < from) return null;
    pieces.push(html.slice(from, cut.at));
    holes.push(cut.hole);
    from = cut.at + cut.length;
  }
  pieces.push(html.slice(from));
  // A stand-in changed by some escaping, or the visitor's own nonce, left in what would be shared.
  const secrets = [...input.tokens, input.realApiNonce].filter(Boolean);
  if (pieces.some((p) => secrets.some((s) => p.includes(s)))) return null;
  return { pieces, holes, strings };
}

export interface Viewer {
  user: PublicUser | null;
  apiNonce: string;
  cartCount: number;
  cspNonce: string;
  /** The site search's term (`?s=`, as the page shows it), "" for none: the header's search field holds it. */
  searchTerm: string;
}

/** Text as React writes it in an attribute value. */
export function reactAttributeText(value: string): string {
  return value.replace(/["&'<>]/g, (c) => ({ '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c]!);
}

const EMPTY_SEARCH_FIELD = 'name="s" value=""';

/** The kept header row (rendered without a term) with the site search's term in its search field; null when the field is not found exactly once. */
export function withSearchTerm(row: string, term: string): string | null {
  if (!term) return row;
  const at = row.indexOf(EMPTY_SEARCH_FIELD);
  if (at === -1 || row.includes(EMPTY_SEARCH_FIELD, at + 1)) return null;
  return `${row.slice(0, at)}name="s" value="${reactAttributeText(term)}"${row.slice(at + EMPTY_SEARCH_FIELD.length)}`;
}

/** The page for one visitor, or null when this entry cannot answer them exactly (then their page is rendered). */
export function fillTemplate(e: SharedEntry, v: Viewer, parts: PrerenderedPartsStore): { fills: Record<Hole, Buffer>; header: string } | null {
  const name = v.user ? v.user.name : null;
  if (name !== null && e.strings.has(name)) return null;
  if (!SAFE_NONCE.test(v.apiNonce)) return null;
  const kept = parts.peek(HEADER_TOP_PART, headerTopInputs(e.chrome.siteName, e.chrome.store, name === null ? null : name || "", v.cartCount));
  const header = kept === undefined ? null : withSearchTerm(kept, v.searchTerm);
  if (header === null) return null;
  const fills: Record<Hole, Buffer> = {
    csp: Buffer.from(v.cspNonce),
    nonce: Buffer.from(v.apiNonce),
    name: Buffer.from(name === null ? "" : inDataScript(name)),
    header: Buffer.from(header),
  };
  if (name === null && e.holes.includes("name")) return null;
  return { fills, header };
}

/** The page for one visitor, as plain HTML. */
export function joinFilled(e: SharedEntry, fills: Record<Hole, Buffer>): Buffer {
  const out: Buffer[] = [];
  e.pieces.forEach((p, i) => {
    if (i > 0) out.push(fills[e.holes[i - 1]!]);
    out.push(p);
  });
  return Buffer.concat(out);
}

/** A kept header row deflated once (it is most of a hole's bytes), by its HTML. */
const deflatedRows = new Map<string, { d: Buffer; crc: number; op: number }>();
function deflatedRow(html: string, bytes: Buffer) {
  let row = deflatedRows.get(html);
  if (!row) {
    if (deflatedRows.size >= 2000) deflatedRows.clear();
    row = { d: deflateRawSync(bytes, { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH }), crc: crc32(bytes), op: crc32ShiftOp(bytes.length) };
    deflatedRows.set(html, row);
  }
  return row;
}

/** The page for one visitor as a gzip member: the entry's deflated pieces, the holes as stored blocks (the header row deflated once). */
export function gzipFilled(e: SharedEntry, fills: Record<Hole, Buffer>, header: string): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  e.pieces.forEach((p, i) => {
    if (i > 0) {
      const hole = e.holes[i - 1]!;
      const bytes = fills[hole];
      if (hole === "header") {
        const row = deflatedRow(header, bytes);
        parts.push(row.d);
        crc = crc32Combine(crc, row.crc, row.op);
      } else {
        for (let at = 0; at < bytes.length; at += 65535) parts.push(storedBlock(bytes.subarray(at, at + 65535)));
        crc = crc32Combine(crc, crc32(bytes), crc32ShiftOp(bytes.length));
      }
      size += bytes.length;
    }
    if (p.length > 0) parts.push(e.deflated[i]!);
    crc = crc32Combine(crc, e.crcs[i]!, e.ops[i]!);
    size += p.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * The full key: the products a page shows with a favourite mark, and the shopper's favourites among
 * them (what the page's loaders put in its data, decision 0041). Shoppers who favour the same of
 * those products share the page, whatever else they favour.
 */
export function keyWithFavorites(base: string, shown: readonly number[], favoriteIds: readonly number[]): string {
  if (shown.length === 0) return `${base}\nshown -`;
  const on = new Set(shown);
  const marked = favoriteIds.filter((id) => on.has(id)).sort((a, b) => a - b);
  return `${base}\nshown ${shown.join(",")}\nfavorites ${marked.join(",")}`;
}

export interface SharedPagesOptions {
  version: () => number;
  sessionCookie: string;
  parts: PrerenderedPartsStore;
  /** Renders the page: with stand-ins for a shared render, or for the visitor as they are. */
  render: (c: Context<AppEnv>, viewer: ViewerStandIns | null) => Promise<{ res: Response; shared: SharedRenderInfo | null }>;
  nextScheduleChange?: (now: number) => Promise<number | null>;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Headers made per answer rather than kept with an entry. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "set-cookie", "x-aisle-cache"]);

/** Roles whose pages are never shared (Preview as, edit mode, the admin's links). */
const SHARED_ROLES = new Set(["shopper"]);

export function createSharedPages(opts: SharedPagesOptions) {
  const maxEntries = opts.maxEntries ?? 2000;
  const maxBytes = opts.maxBytes ?? 48 * 1024 * 1024;
  const ttlMs = opts.ttlMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const name = standIn();
  const nonce = standIn();
  const store = createEntryStore<SharedEntry>({ maxEntries, maxBytes, version: opts.version(), now });
  /** Paths whose page was not shareable at this content version (for a TTL: a partial page may be shareable later): rendered for the visitor at once. */
  const notShared = new Map<string, number>();
  const stats = { hits: 0, misses: 0, renders: 0 };
  /** By key without favourites: the products the page showed with a favourite mark (decision 0041). */
  const shownProducts = new Map<string, number[]>();
  const syncVersion = (v: number) => {
    if (store.syncVersion(v)) {
      notShared.clear();
      shownProducts.clear();
    }
  };
  const { lookup, insert } = store;

  const answer = (c: Context<AppEnv>, e: SharedEntry, filled: { fills: Record<Hole, Buffer>; header: string }, state: string) => {
    const headers = new Headers(e.headers);
    headers.set(PAGE_CACHE_HEADER, state);
    // gzip spliced from the entry's deflated pieces; anything else is left to the compress middleware.
    const gzip = c.req.method === "GET" && acceptsGzip(c.req.header("accept-encoding"));
    const body = gzip ? gzipFilled(e, filled.fills, filled.header) : joinFilled(e, filled.fills);
    if (gzip) {
      const vary = headers.get("vary");
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      headers.set("Content-Encoding", "gzip");
      headers.set("Content-Length", String(body.length));
    }
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: e.status, headers });
  };

  /** Whether this request may be answered from a shared render at all. */
  const candidate = (c: Context<AppEnv>): boolean => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    if (c.req.header("content-length") !== undefined || c.req.header("transfer-encoding") !== undefined) return false;
    const cookie = c.req.header("cookie");
    if (!hasCookie(cookie, opts.sessionCookie) && !hasCookie(cookie, CART_COOKIE)) return false;
    const auth = c.get("auth");
    if (auth.unavailable) return false;
    if (auth.user && !auth.user.roles.every((r) => SHARED_ROLES.has(r))) return false;
    const url = new URL(c.req.url);
    if (url.pathname.endsWith(".data") || /\.[^/]*$/.test(url.pathname)) return false;
    const until = notShared.get(url.pathname);
    if (until === undefined) return true;
    if (until > now()) return false;
    notShared.delete(url.pathname);
    return true;
  };

  const handle = async (c: Context<AppEnv>): Promise<Response> => {
    if (!candidate(c)) return (await opts.render(c, null)).res;
    const services = c.get("services");
    const auth = c.get("auth");
    const user = auth.user;
    const cookie = c.req.header("cookie");
    const version = opts.version();
    syncVersion(version);
    const cartCount = await services.cart.itemCount(cartOwnerOf(cookie, user));
    const typed = new URL(c.req.url).searchParams.get("s");
    const viewer: Viewer = { user, apiNonce: services.nonces.create(auth.session?.sessionId ?? ""), cartCount, cspNonce: c.get("cspNonce"), searchTerm: typed === null ? "" : searchTerm(typed) };
    const hash = c.req.url.indexOf("#");
    const base = [
      version,
      hash === -1 ? c.req.url : c.req.url.slice(0, hash),
      keyCookies(cookie),
      userAgentClass(c.req.header("user-agent")),
      user ? `user ${[...user.roles].sort().join(",")} store ${user.store_id ?? "-"} groups ${[...user.segment_ids].sort((a, b) => a - b).join(",")}` : "visitor",
      `cart ${cartCount}`,
    ].join("\n");
    // The products whose favourite mark this page showed when it was last rendered: the shopper's
    // favourites among them are part of the key (decision 0041). Unknown yet: rendered to learn them.
    const shown = shownProducts.get(base);
    let favoriteIds: readonly number[] = [];
    if (user && (shown === undefined || shown.length > 0)) {
      try {
        favoriteIds = await services.shopperLists.favoriteIds(user.id);
      } catch {
        stats.renders++;
        return (await opts.render(c, null)).res;
      }
    }

    const hit = shown === undefined ? undefined : lookup(keyWithFavorites(base, shown, favoriteIds));
    if (hit) {
      const filled = fillTemplate(hit, viewer, opts.parts);
      if (filled) {
        stats.hits++;
        return answer(c, hit, filled, "SHARED-HIT");
      }
      stats.renders++;
      return (await opts.render(c, null)).res;
    }

    stats.misses++;
    const { res, shared } = await opts.render(c, { name: name.value, apiNonce: nonce.value, cartCount, favoriteIds });
    const type = res.headers.get("content-type") ?? "";
    const path = new URL(c.req.url).pathname;
    const keep = shared && res.status === 200 && type.startsWith("text/html") && !res.headers.has("set-cookie") && !res.headers.has("content-encoding") && !/\bno-store\b/i.test(res.headers.get("cache-control") ?? "");
    const html = keep ? await res.text() : null;
    const cut = html ? cutTemplate({ html, cspNonce: viewer.cspNonce, name: name.value, apiNonce: nonce.value, tokens: [name.token, nonce.token], realApiNonce: viewer.apiNonce }) : null;
    if (!cut || !shared) {
      // Not shareable: remembered for this content version, and rendered for the visitor.
      if (notShared.size >= 5000) notShared.clear();
      notShared.set(path, now() + ttlMs);
      stats.renders++;
      return (await opts.render(c, null)).res;
    }
    if (shownProducts.size >= 5000) shownProducts.clear();
    shownProducts.set(base, shared.products);
    const key = keyWithFavorites(base, shared.products, favoriteIds);
    const headers: [string, string][] = [];
    res.headers.forEach((v, k) => {
      if (!PER_RESPONSE.has(k)) headers.push([k, v]);
    });
    const pieces = cut.pieces.map((p) => Buffer.from(p));
    const deflated = deflatePieces(pieces);
    const t = now();
    let expires = t + ttlMs;
    const next = opts.nextScheduleChange ? await opts.nextScheduleChange(t).catch(() => t) : null;
    if (next !== null && next < expires) expires = next;
    const stringBytes = [...cut.strings].reduce((a, s) => a + s.length * 2 + 48, 0);
    const entry: SharedEntry = {
      key,
      status: 200,
      headers,
      pieces,
      deflated,
      crcs: pieces.map((p) => crc32(p)),
      ops: pieces.map((p) => crc32ShiftOp(p.length)),
      holes: cut.holes,
      strings: cut.strings,
      chrome: shared,
      bytes: key.length + pieces.reduce((a, p) => a + p.length, 0) + deflated.reduce((a, p) => a + p.length, 0) + stringBytes + 512,
      expires,
    };
    if (opts.version() === version) insert(entry);
    const filled = fillTemplate(entry, viewer, opts.parts);
    if (filled) return answer(c, entry, filled, "SHARED-MISS");
    // The visitor's header row is not kept yet: their page is rendered (which keeps it for the next).
    stats.renders++;
    return (await opts.render(c, null)).res;
  };

  return { handle, stats: () => ({ ...store.stats(), ...stats }) };
}

export type SharedPages = ReturnType<typeof createSharedPages>;
