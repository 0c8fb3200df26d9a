import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "../http/env";
import { createCache, createFlights } from "../cache";
import { keyCookies, userAgentClass } from "./page-cache-key";
import { PAGE_CACHE_HEADER } from "./page-cache";
import type { OwnerChange, OwnPageChange } from "../services/own-page-changes";
import type { OwnRenderInfo } from "./shared-render";
import type { PageRendering } from "../http/page-rendering";
import { ownPageOwner } from "../../core/cart/own-page-owner";

/**
 * Signed-in shoppers' own pages (the cart, checkout, their orders: decision 0078), and the cart and
 * checkout of visitors with a cart cookie and no session (decision 0099), kept per owner for a few
 * seconds and answered again until anything they show changes. What such a page shows is the owner's
 * alone (their cart lines, orders, addresses), so it is never shared: the key starts with the owner
 * (`u:<user id>`, or `t:<cart token hash>` for a cart visitor) and holds their REST nonce (their
 * session, or the visitor nonce) and the whole signed-in user as the session gives it, besides what
 * the anonymous cache keys on (content version, address, page cookies, browser class).
 *
 * Forgotten (server/services/own-page-changes.ts), here and on every other instance:
 * - an owner's pages on any write of theirs (a cart change through the cart service, an order
 *   placed, any non-GET request they make: addresses, profile, cancel, a cart visitor's cart forms);
 * - every page that shows slots when a slot is booked, freed, held or released by anyone;
 * - everything on a staff member's write, a lost LISTEN connection, a reopened database, and when the
 *   content version moves.
 * A render that overlaps a change of what it shows is not kept. An entry lives `ttlMs` at most (what
 * moves with the clock alone, a hold that runs out, shows within it).
 *
 * Per answer: the CSP nonce and the page's fresh values (checkout's Idempotency-Key) are written anew
 * into the kept HTML, at the places they were found in the render. A page whose route does not opt in
 * (`handle.ownRender`), a staff member, a non-GET, `.data`, a non-200, Set-Cookie, `no-store` or an
 * error or action answer is rendered as before.
 */

export interface OwnEntry {
  key: string;
  owner: OwnerChange;
  /** Whether the page shows slots (forgotten on every slot change). */
  slots: boolean;
  status: number;
  headers: [string, string][];
  /** The page as rendered, and where its per-answer values sit. */
  body: Buffer;
  holes: { at: number; length: number; fresh: boolean }[];
  bytes: number;
}

export interface OwnPagesOptions {
  version: () => number;
  /** Renders the page for the shopper; `own` is what the page said of itself (null: not to be kept). */
  render: (c: Context<AppEnv>) => Promise<{ res: Response; own: OwnRenderInfo | null }>;
  /** The REST nonce of a session ("": of a visitor without one). */
  apiNonce: (sessionId: string) => string;
  /** Whose cart a visitor without a session has (the app build's, server/http/page-rendering.ts). */
  cartOwnerOf: PageRendering["cartOwnerOf"];
  subscribe: (fn: (change: OwnPageChange) => void) => () => void;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Headers made per answer rather than kept with an entry. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "set-cookie",
  "x-aisle-cache",
  "content-security-policy",
]);

/** Each place `token` occurs in `body`. */
function placesOf(body: Buffer, token: string): number[] {
  const out: number[] = [];
  if (!token) return out;
  for (let i = body.indexOf(token); i !== -1; i = body.indexOf(token, i + token.length)) out.push(i);
  return out;
}

export function createOwnPages(opts: OwnPagesOptions) {
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? 10_000;
  const store = createCache<OwnEntry>({
    name: "own-pages",
    maxEntries: opts.maxEntries ?? 2000,
    maxBytes: opts.maxBytes ?? 24 * 1024 * 1024,
    sizeOf: (e) => e.bytes,
    ttlMs,
    version: opts.version,
    now,
  });
  /** Addresses whose page said it may be kept (learnt from a render; others never ask). */
  const ownPaths = createCache<true>({ name: "own-pages.paths", maxEntries: 1000, maxBytes: 256 * 1024, version: opts.version, now });
  const flights = createFlights<void>(undefined);
  /** Renders under way, each with what it may show: a change meanwhile marks it stale. */
  const running = new Set<{ owner: OwnerChange; stale: boolean; slotsMoved: boolean }>();
  const stats = { hits: 0, misses: 0, stores: 0 };

  opts.subscribe((change) => {
    if (change === "*") {
      store.clear();
      for (const r of running) r.stale = true;
    } else if (change === "slots") {
      store.deleteWhere((e) => e.slots);
      for (const r of running) r.slotsMoved = true;
    } else {
      store.deleteWhere((e) => e.owner === change);
      for (const r of running) if (r.owner === change) r.stale = true;
    }
  });

  const answer = (e: OwnEntry, cspNonce: string): Response | null => {
    const nonceLength = Buffer.byteLength(cspNonce);
    const fresh = randomUUID();
    const body = Buffer.from(e.body);
    for (const h of e.holes) {
      if (!h.fresh && h.length !== nonceLength) return null;
      body.write(h.fresh ? fresh : cspNonce, h.at, "utf8");
    }
    const headers = new Headers(e.headers);
    headers.set(PAGE_CACHE_HEADER, "OWN-HIT");
    headers.set("Content-Length", String(body.length));
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: e.status, headers });
  };

  /** The request's key when its page may be answered from or kept in this tier, else null. */
  const keyOf = (c: Context<AppEnv>): { key: string; owner: OwnerChange; path: string } | null => {
    if (c.req.method !== "GET") return null;
    if (c.req.header("content-length") !== undefined || c.req.header("transfer-encoding") !== undefined) return null;
    const cookie = c.req.header("cookie");
    const owner = ownPageOwner(c.get("auth"), cookie, opts.cartOwnerOf);
    if (!owner) return null;
    const url = new URL(c.req.url);
    if (url.pathname.endsWith(".data") || /\.[^/]*$/.test(url.pathname)) return null;
    const hash = c.req.url.indexOf("#");
    const key = [
      owner.key,
      opts.version(),
      hash === -1 ? c.req.url : c.req.url.slice(0, hash),
      keyCookies(cookie),
      userAgentClass(c.req.header("user-agent")),
      opts.apiNonce(owner.sessionId),
      owner.who,
    ].join("\n");
    return { key, owner: owner.key, path: url.pathname };
  };

  /**
   * The owner's page from this tier: kept, or rendered and kept; null when the request is not a
   * signed-in shopper's or cart visitor's GET of an address known to hold an own page (the other
   * tiers answer it).
   */
  const handle = async (c: Context<AppEnv>): Promise<Response | null> => {
    const k = keyOf(c);
    if (!k || !ownPaths.has(k.path)) return null;
    let hit = store.get(k.key);
    if (!hit) {
      const pending = flights.pending(k.key);
      if (pending) {
        await pending;
        hit = store.get(k.key);
      }
    }
    const res = hit ? answer(hit, c.get("cspNonce")) : null;
    if (res) {
      stats.hits++;
      return res;
    }
    stats.misses++;
    return flights.fly(k.key, () => renderOwn(c, k));
  };

  /** After a render elsewhere: a page that said it may be kept makes its address one this tier answers. */
  const learn = (c: Context<AppEnv>, own: OwnRenderInfo | null) => {
    if (!own) return;
    const k = keyOf(c);
    if (k) ownPaths.set(k.path, true);
  };

  const renderOwn = async (c: Context<AppEnv>, k: { key: string; owner: OwnerChange; path: string }): Promise<Response> => {
    const version = opts.version();
    const watch = { owner: k.owner, stale: false, slotsMoved: false };
    running.add(watch);
    try {
      const { res, own } = await opts.render(c);
      const type = res.headers.get("content-type") ?? "";
      const keep =
        own &&
        res.status === 200 &&
        type.startsWith("text/html") &&
        !res.headers.has("set-cookie") &&
        !res.headers.has("content-encoding") &&
        !/\bno-store\b/i.test(res.headers.get("cache-control") ?? "");
      if (!keep) return res;
      const body = Buffer.from(await res.arrayBuffer());
      const headers: [string, string][] = [];
      res.headers.forEach((v, name) => {
        if (!PER_RESPONSE.has(name)) headers.push([name, v]);
      });
      const entry = cut(k, body, c.get("cspNonce"), own, headers);
      const changed = watch.stale || (own.slots && watch.slotsMoved);
      if (entry && !changed && opts.version() === version) {
        stats.stores++;
        store.set(k.key, entry);
      }
      const out = new Headers(res.headers);
      out.set(PAGE_CACHE_HEADER, "OWN-MISS");
      return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: res.status, headers: out });
    } finally {
      running.delete(watch);
    }
  };

  /** The entry of a rendered page: its HTML and where the CSP nonce and the fresh values sit; null when one cannot be found exactly. */
  const cut = (
    k: { key: string; owner: OwnerChange },
    body: Buffer,
    cspNonce: string,
    own: OwnRenderInfo,
    headers: [string, string][],
  ): OwnEntry | null => {
    const holes: OwnEntry["holes"] = [];
    const length = Buffer.byteLength(cspNonce);
    for (const at of placesOf(body, cspNonce)) holes.push({ at, length, fresh: false });
    for (const value of own.fresh) {
      // Only one fresh value per length (a UUID): it is written at each of its places.
      if (value.length !== 36 || own.fresh.length > 1) return null;
      for (const at of placesOf(body, value)) holes.push({ at, length: 36, fresh: true });
    }
    if (holes.length === 0) return null;
    holes.sort((a, b) => a.at - b.at);
    for (let i = 1; i < holes.length; i++) if (holes[i]!.at < holes[i - 1]!.at + holes[i - 1]!.length) return null;
    return {
      key: k.key,
      owner: k.owner,
      slots: own.slots,
      status: 200,
      headers,
      body,
      holes,
      bytes: body.length + k.key.length * 2 + holes.length * 48 + 512,
    };
  };

  return {
    handle,
    learn,
    stats: () => ({ ...store.counts(), ...stats }),
  };
}

export type OwnPages = ReturnType<typeof createOwnPages>;
