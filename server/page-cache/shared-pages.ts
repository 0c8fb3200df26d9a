import { createCache, createFlights } from "../cache";
import { claimRefresh, lifetime } from "./entry-lifetime";
import type { Context } from "hono";
import type { AppEnv } from "../http/env";
import { CART_COOKIE } from "../../core/frame/page-cookies";
import { crc32 } from "node:zlib";
import { acceptsGzip } from "../http/accept-encoding";
import { crc32ShiftOp, deflatePieces } from "./gzip-splice";
import { hasCookie, keyCookies, userAgentClass } from "./page-cache-key";
import { PAGE_CACHE_HEADER } from "./page-cache";
import type { SharedRenderInfo, ViewerStandIns } from "./shared-render";
import type { PrerenderedPartsStore } from "../../app/prerendered-parts.server";
import { cutTemplate, fillTemplate, gzipFilled, joinFilled, standIn, type Hole, type SharedEntry, type Viewer } from "./shared-template";
import type { PageRendering } from "../http/page-rendering";
import { searchTerm } from "../../core/text/search-term";
import { favoritesAmong } from "../../core/catalog/favorites-among";

/**
 * The second tier of the page cache (decision 0039): pages of signed-in shoppers (and of visitors
 * with a cart) rendered once and shared by every visitor whose page differs only in a few values,
 * which are put in per answer ("holes").
 *
 * Key: what the anonymous cache keys on (content version, address, page cookies, browser class) and
 * what else makes two visitors' pages differ: the store on their profile, their user groups (targeted
 * content), their roles (popups), whether they are signed in, their cart count, and, on pages that
 * show products, their favourites among those products (decision 0041).
 *
 * Holes: the visitor's name and REST nonce (the render gets stand-ins: private-use characters around
 * a random token, which HTML and JSON escaping leave as they are), the CSP nonce, and the header's
 * top row, which is the kept part of decision 0035 for the visitor's own name and count. The name is
 * allowed only in React Router's data script, where it is a JSON string inside a JS string inside
 * HTML; the nonce (base64url) reads the same in any context. A stand-in found anywhere else, or in a
 * form this file does not know, means the page is not shared.
 *
 * Only routes that opt in (a `handle` with `sharedRender`) are shared, never a staff member's pages,
 * a non-GET, a page with Set-Cookie, a non-200 or a partial page. The site search's term is written
 * into the header row's search field (shared-template.ts). Anything this cannot answer exactly is
 * rendered for the visitor as before.
 *
 * Simultaneous misses of one key wait for one render (`createFlights`, server/cache.ts); in the last seconds of an entry's
 * TTL one request renders it anew (`SHARED-REFRESH`) while the others are still answered from it.
 */

/**
 * The full key: the products a page shows with a favourite mark, and the shopper's favourites among
 * them (what the page's loaders put in its data, decision 0041). Shoppers who favour the same of
 * those products share the page, whatever else they favour.
 */
export function keyWithFavorites(base: string, shown: readonly number[], favoriteIds: readonly number[]): string {
  if (shown.length === 0) return `${base}\nshown -`;
  return `${base}\nshown ${shown.join(",")}\nfavorites ${favoritesAmong(favoriteIds, shown).join(",")}`;
}

export interface SharedPagesOptions {
  version: () => number;
  sessionCookie: string;
  parts: PrerenderedPartsStore;
  /** Whose cart the page shows (the app build's, server/http/page-rendering.ts): its count is filled in. */
  cartOwnerOf: PageRendering["cartOwnerOf"];
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
  // Each emptied when the content version moves.
  const store = createCache<SharedEntry>({
    name: "shared-pages",
    maxEntries,
    maxBytes,
    sizeOf: (e) => e.bytes,
    version: opts.version,
    now,
  });
  /** Paths whose page was not shareable at this content version (for a TTL: a partial page may be shareable later): rendered for the visitor at once. */
  const notShared = createCache<true>({
    name: "shared-pages.not-shared",
    maxEntries: 5000,
    maxBytes: 1024 * 1024,
    ttlMs,
    version: opts.version,
    now,
  });
  const stats = { hits: 0, misses: 0, refreshes: 0, renders: 0, stores: 0 };
  /** Renders under way, by key: simultaneous misses of one key wait for the one render. */
  const flights = createFlights<void>(undefined);
  /** By key without favourites: the products the page showed with a favourite mark (decision 0041). */
  const shownProducts = createCache<number[]>({
    name: "shared-pages.shown-products",
    maxEntries: 5000,
    maxBytes: 4 * 1024 * 1024,
    version: opts.version,
    now,
  });
  const lookup = (key: string): SharedEntry | null => store.get(key) ?? null;
  const insert = (e: SharedEntry): boolean => {
    stats.stores++;
    return store.set(e.key, e, { until: e.expires });
  };

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

  /** The request's address when it may be answered from a shared render at all, else null. */
  const candidate = (c: Context<AppEnv>): URL | null => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return null;
    if (c.req.header("content-length") !== undefined || c.req.header("transfer-encoding") !== undefined) return null;
    const cookie = c.req.header("cookie");
    if (!hasCookie(cookie, opts.sessionCookie) && !hasCookie(cookie, CART_COOKIE)) return null;
    const auth = c.get("auth");
    if (auth.unavailable) return null;
    if (auth.user && !auth.user.roles.every((r) => SHARED_ROLES.has(r))) return null;
    const url = new URL(c.req.url);
    if (url.pathname.endsWith(".data") || /\.[^/]*$/.test(url.pathname)) return null;
    return notShared.has(url.pathname) ? null : url;
  };

  const handle = async (c: Context<AppEnv>): Promise<Response> => {
    const url = candidate(c);
    if (!url) return (await opts.render(c, null)).res;
    const services = c.get("services");
    const auth = c.get("auth");
    const user = auth.user;
    const cookie = c.req.header("cookie");
    const version = opts.version();
    const cartCount = await services.cart.itemCount(opts.cartOwnerOf(cookie, user));
    const typed = url.searchParams.get("s");
    const viewer: Viewer = {
      user,
      apiNonce: services.nonces.create(auth.session?.sessionId ?? ""),
      cartCount,
      cspNonce: c.get("cspNonce"),
      searchTerm: typed === null ? "" : searchTerm(typed),
    };
    const hash = c.req.url.indexOf("#");
    const base = [
      version,
      hash === -1 ? c.req.url : c.req.url.slice(0, hash),
      keyCookies(cookie),
      userAgentClass(c.req.header("user-agent")),
      user
        ? `user ${[...user.roles].sort().join(",")} store ${user.store_id ?? "-"} groups ${[...user.segment_ids].sort((a, b) => a - b).join(",")}`
        : "visitor",
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

    // Simultaneous misses of one key wait for one render (a page not rendered yet at all: of its base).
    const flight = shown === undefined ? `learn\n${base}` : keyWithFavorites(base, shown, favoriteIds);
    let hit = shown === undefined ? null : lookup(flight);
    // A busy entry near its end is rendered anew by one request while the others are still answered from it.
    const refresh = hit !== null && claimRefresh(hit, now());
    if (refresh) hit = null;
    else if (!hit) {
      const pending = flights.pending(flight);
      if (pending) {
        await pending;
        const learnt = shownProducts.get(base);
        hit = learnt === undefined ? null : lookup(keyWithFavorites(base, learnt, favoriteIds));
        if (!hit) {
          stats.renders++;
          return (await opts.render(c, null)).res;
        }
      }
    }
    if (hit) {
      const filled = fillTemplate(hit, viewer, opts.parts);
      if (filled) {
        stats.hits++;
        return answer(c, hit, filled, "SHARED-HIT");
      }
      stats.renders++;
      return (await opts.render(c, null)).res;
    }

    if (refresh) stats.refreshes++;
    else stats.misses++;
    return flights.fly(flight, () => renderShared(c, { url, base, version, viewer, favoriteIds, refresh }));
  };

  /** Renders the page with stand-ins, keeps it when it can be shared, and answers the visitor. */
  const renderShared = async (
    c: Context<AppEnv>,
    r: { url: URL; base: string; version: number; viewer: Viewer; favoriteIds: readonly number[]; refresh: boolean },
  ): Promise<Response> => {
    const { url, base, version, viewer, favoriteIds } = r;
    const { res, shared } = await opts.render(c, { name: name.value, apiNonce: nonce.value, cartCount: viewer.cartCount, favoriteIds });
    const type = res.headers.get("content-type") ?? "";
    const path = url.pathname;
    const keep =
      shared &&
      res.status === 200 &&
      type.startsWith("text/html") &&
      !res.headers.has("set-cookie") &&
      !res.headers.has("content-encoding") &&
      !/\bno-store\b/i.test(res.headers.get("cache-control") ?? "");
    const html = keep ? await res.text() : null;
    const cut = html
      ? cutTemplate({
          html,
          cspNonce: viewer.cspNonce,
          name: name.value,
          apiNonce: nonce.value,
          tokens: [name.token, nonce.token],
          realApiNonce: viewer.apiNonce,
        })
      : null;
    if (!cut || !shared) {
      // Not shareable: remembered for this content version, and rendered for the visitor.
      notShared.set(path, true);
      stats.renders++;
      return (await opts.render(c, null)).res;
    }
    shownProducts.set(base, shared.products);
    const key = keyWithFavorites(base, shared.products, favoriteIds);
    const headers: [string, string][] = [];
    res.headers.forEach((v, k) => {
      if (!PER_RESPONSE.has(k)) headers.push([k, v]);
    });
    const pieces = cut.pieces.map((p) => Buffer.from(p));
    const deflated = deflatePieces(pieces);
    const t = now();
    const next = opts.nextScheduleChange ? await opts.nextScheduleChange(t).catch(() => t) : null;
    const { expires, refreshAt } = lifetime(t, ttlMs, next);
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
      refreshAt,
    };
    if (opts.version() === version) insert(entry);
    const filled = fillTemplate(entry, viewer, opts.parts);
    if (filled) return answer(c, entry, filled, r.refresh ? "SHARED-REFRESH" : "SHARED-MISS");
    // The visitor's header row is not kept yet: their page is rendered (which keeps it for the next).
    stats.renders++;
    return (await opts.render(c, null)).res;
  };

  return {
    handle,
    stats: () => {
      const { entries, bytes, evictions } = store.counts();
      return { entries, bytes, evictions, ...stats };
    },
  };
}

export type SharedPages = ReturnType<typeof createSharedPages>;
