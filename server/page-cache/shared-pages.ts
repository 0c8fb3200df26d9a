import { createCache, createFlights } from "../cache";
import { claimRefresh, refreshDue } from "./entry-lifetime";
import type { Context } from "hono";
import type { AppEnv } from "../http/env";
import { CART_COOKIE } from "../../core/frame/page-cookies";
import { hasCookie, memoized } from "./page-cache-key";
import type { SharedRenderInfo, ShopperListRef, ViewerStandIns } from "./shared-render";
import type { PrerenderedPartsStore } from "../../app/prerendered-parts.server";
import { fillTemplate, type SharedEntry, type Viewer, type VisitorForm } from "./shared-template";
import { visitorGzipTemplate } from "./shared-gzip";
import { baseKey, keyWithFavorites, keyWithLists } from "./shared-pages-key";
import { answerFilled, createSharedFill } from "./shared-pages-fill";
import { templateBytes } from "./nonce-template";
import type { CartOwner } from "../services/cart";
import type { PageRendering } from "../http/page-rendering";
import { searchTerm } from "../../core/text/search-term";

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
 *
 * This file answers from the entries (a hit, and a cart visitor's page before the app); a miss is
 * rendered, cut and kept by shared-pages-fill.ts, and the keys are shared-pages-key.ts's.
 */

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
  /**
   * For answers before the app (`peekVisitor`): a cart's item count while it is kept in memory
   * (undefined: not kept, the app reads it), and the REST nonce of a visitor without a session.
   */
  keptCartCount?: (owner: CartOwner) => number | undefined;
  visitorApiNonce?: () => string;
}

/** Roles whose pages are never shared (Preview as, edit mode, the admin's links). */
const SHARED_ROLES = new Set(["shopper"]);

export function createSharedPages(opts: SharedPagesOptions) {
  const maxEntries = opts.maxEntries ?? 2000;
  const maxBytes = opts.maxBytes ?? 48 * 1024 * 1024;
  const ttlMs = opts.ttlMs ?? 60_000;
  const now = opts.now ?? Date.now;
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
  /** By key without favourites: the page offers the shopper's shopping lists, so they are read before the lookup and are part of the key. */
  const listPages = createCache<true>({
    name: "shared-pages.list-pages",
    maxEntries: 5000,
    maxBytes: 1024 * 1024,
    version: opts.version,
    now,
  });
  /** A visitor's cart by their Cookie header (its token hashed once while the header is among the recent ones). */
  const visitorCartOwner = memoized((cookie) => opts.cartOwnerOf(cookie, null));
  const lookup = (key: string): SharedEntry | null => store.get(key) ?? null;
  const insert = (e: SharedEntry): boolean => {
    stats.stores++;
    return store.set(e.key, e, { until: e.expires });
  };

  const { renderShared } = createSharedFill(opts, { insert, notShared, shownProducts, listPages, stats, ttlMs, now });

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

  /**
   * A visitor with a cart but no session, answered before the app (server/page-cache/fast-hits.ts): the
   * gzip page of a live entry made for visitors with the same cart count, filled with this visitor's
   * header row, nonces and search term; null for anything else (the app answers it as before).
   */
  const peekVisitor = (
    href: string,
    path: string,
    cookie: string | undefined,
    userAgent: string | undefined,
    cspNonce: string,
  ): { entry: SharedEntry; visitor: VisitorForm } | null => {
    if (!opts.keptCartCount || !opts.visitorApiNonce || notShared.has(path)) return null;
    const owner = visitorCartOwner(cookie);
    const cartCount = owner ? opts.keptCartCount(owner) : undefined;
    if (cartCount === undefined) return null;
    const base = baseKey(opts.version(), href, cookie, userAgent, null, cartCount);
    const shown = shownProducts.get(base);
    if (shown === undefined) return null;
    const hit = lookup(keyWithFavorites(base, shown, []));
    // Due for its refresh: left to the app, where one request takes it.
    if (!hit || refreshDue(hit, now())) return null;
    const q = href.indexOf("?");
    const typed = q === -1 ? null : new URLSearchParams(href.slice(q)).get("s");
    const viewer: Viewer = {
      user: null,
      apiNonce: opts.visitorApiNonce(),
      cartCount,
      cspNonce,
      searchTerm: typed === null ? "" : searchTerm(typed),
    };
    // Made at the entry's first such answer, and anew when the REST nonce turns. The header row in it
    // is the kept part for the entry's store and site and the key's cart count and search term, which
    // holds what React renders for those inputs however often it is kept anew.
    let visitor = hit.visitor;
    if (!visitor || visitor.apiNonce !== viewer.apiNonce) {
      const filled = fillTemplate(hit, viewer, opts.parts);
      if (!filled) return null;
      const form = visitorGzipTemplate(hit, filled.fills, filled.header);
      if (visitor) hit.bytes -= templateBytes(visitor.form);
      visitor = { apiNonce: viewer.apiNonce, form, heads: {} };
      hit.visitor = visitor;
      hit.bytes += templateBytes(form);
      store.resize(hit.key);
      if (!store.holds(hit.key, hit)) return null;
    }
    stats.hits++;
    return { entry: hit, visitor };
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
    const base = baseKey(version, c.req.url, cookie, c.req.header("user-agent"), user, cartCount);
    // The products whose favourite mark this page showed when it was last rendered: the shopper's
    // favourites among them are part of the key (decision 0041). Unknown yet: rendered to learn them.
    const shown = shownProducts.get(base);
    let favoriteIds: readonly number[] = [];
    // A page known to offer the shopper's lists: they are read now and are part of the key.
    let lists: ShopperListRef[] | undefined;
    if (user && (shown === undefined || shown.length > 0 || listPages.has(base))) {
      try {
        if (shown === undefined || shown.length > 0) favoriteIds = await services.shopperLists.favoriteIds(user.id);
        if (listPages.has(base)) lists = await services.shopperLists.listNames(user.id);
      } catch {
        stats.renders++;
        return (await opts.render(c, null)).res;
      }
    }

    // Simultaneous misses of one key wait for one render (a page not rendered yet at all: of its base).
    const flight = shown === undefined ? `learn\n${base}` : keyWithLists(keyWithFavorites(base, shown, favoriteIds), lists);
    let hit = shown === undefined ? null : lookup(flight);
    // A busy entry near its end is rendered anew by one request while the others are still answered from it.
    const refreshed = hit !== null ? claimRefresh(hit, now()) : null;
    const refresh = refreshed !== null;
    if (refresh) hit = null;
    else if (!hit) {
      const pending = flights.pending(flight);
      if (pending) {
        await pending;
        const learnt = shownProducts.get(base);
        hit = learnt === undefined ? null : lookup(keyWithLists(keyWithFavorites(base, learnt, favoriteIds), lists));
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
        return answerFilled(c, hit, filled, "SHARED-HIT");
      }
      stats.renders++;
      return (await opts.render(c, null)).res;
    }

    if (refresh) stats.refreshes++;
    else stats.misses++;
    try {
      return await flights.fly(flight, () => renderShared(c, { url, base, version, viewer, favoriteIds, lists, refresh }));
    } finally {
      refreshed?.();
    }
  };

  return {
    handle,
    peekVisitor,
    stats: () => {
      const { entries, bytes, evictions } = store.counts();
      return { entries, bytes, evictions, ...stats };
    },
  };
}

export type SharedPages = ReturnType<typeof createSharedPages>;
