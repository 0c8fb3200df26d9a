import type { Context } from "hono";
import { crc32 } from "node:zlib";
import type { Cache } from "../cache";
import { acceptsGzip } from "../http/accept-encoding";
import type { AppEnv } from "../http/env";
import { lifetime } from "./entry-lifetime";
import { crc32ShiftOp, deflatePieces } from "./gzip-splice";
import { PAGE_CACHE_HEADER } from "./page-cache";
import type { SharedPagesOptions } from "./shared-pages";
import { keyWithFavorites, keyWithLists } from "./shared-pages-key";
import { gzipFilled } from "./shared-gzip";
import type { ShopperListRef } from "./shared-render";
import { cutTemplate, fillTemplate, joinFilled, standIn, type Hole, type SharedEntry, type Viewer } from "./shared-template";

/**
 * The fill half of the shared pages (server/page-cache/shared-pages.ts, decision 0039): a miss is
 * rendered with stand-ins for the visitor, cut at its holes and kept when it can be shared, and the
 * visitor is answered from it; a page that cannot be shared is remembered as such and rendered for
 * the visitor as they are. The answer of an entry filled for one visitor is made here for hits too.
 */

/** Headers made per answer rather than kept with an entry. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "set-cookie", "x-aisle-cache"]);

/**
 * The answer of an entry filled for one visitor, with the cache's word for it (`state`): gzip spliced
 * from the entry's deflated pieces; anything else is left to the compress middleware.
 */
export function answerFilled(c: Context<AppEnv>, e: SharedEntry, filled: { fills: Record<Hole, Buffer>; header: string }, state: string) {
  const headers = new Headers(e.headers);
  headers.set(PAGE_CACHE_HEADER, state);
  const gzip = c.req.method === "GET" && acceptsGzip(c.req.header("accept-encoding"));
  const body = gzip ? gzipFilled(e, filled.fills, filled.header) : joinFilled(e, filled.fills);
  if (gzip) {
    const vary = headers.get("vary");
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(body.length));
  }
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: e.status, headers });
}

/** A miss to render: the address, the key without favourites, the content version it was asked at, the visitor, and what was read of them for the key. */
export interface SharedMiss {
  url: URL;
  base: string;
  version: number;
  viewer: Viewer;
  favoriteIds: readonly number[];
  lists: ShopperListRef[] | undefined;
  /** Rendered anew ahead of the entry's end (`SHARED-REFRESH`) rather than missing (`SHARED-MISS`). */
  refresh: boolean;
}

/** What the fill half writes of the lookup half's: the entries, what it learnt of a page, and the counts. */
export interface SharedFillState {
  /** Keeps an entry (counted as a store); false when it was not kept. */
  insert: (e: SharedEntry) => boolean;
  /** Paths whose page was not shareable at this content version. */
  notShared: Cache<true>;
  /** By key without favourites: the products the page showed with a favourite mark (decision 0041). */
  shownProducts: Cache<number[]>;
  /** By key without favourites: the page offers the shopper's shopping lists. */
  listPages: Cache<true>;
  stats: { renders: number };
  ttlMs: number;
  now: () => number;
}

export function createSharedFill(
  opts: Pick<SharedPagesOptions, "version" | "parts" | "render" | "nextScheduleChange">,
  tier: SharedFillState,
) {
  const name = standIn();
  const nonce = standIn();

  /** Renders the page with stand-ins, keeps it when it can be shared, and answers the visitor. */
  const renderShared = async (c: Context<AppEnv>, r: SharedMiss): Promise<Response> => {
    const { url, base, version, viewer, favoriteIds, lists } = r;
    const standIns = { name: name.value, apiNonce: nonce.value, cartCount: viewer.cartCount, favoriteIds, lists };
    const { res, shared } = await opts.render(c, standIns);
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
      tier.notShared.set(path, true);
      tier.stats.renders++;
      return (await opts.render(c, null)).res;
    }
    tier.shownProducts.set(base, shared.products);
    if (shared.lists && lists === undefined) {
      // The page offers the shopper's lists, which were not read for its key: from now on they are;
      // this page is not kept, and the visitor gets their own render.
      if (viewer.user) tier.listPages.set(base, true);
      tier.stats.renders++;
      return (await opts.render(c, null)).res;
    }
    const key = keyWithLists(keyWithFavorites(base, shared.products, favoriteIds), lists);
    const headers: [string, string][] = [];
    res.headers.forEach((v, k) => {
      if (!PER_RESPONSE.has(k)) headers.push([k, v]);
    });
    const pieces = cut.pieces.map((p) => Buffer.from(p));
    const deflated = deflatePieces(pieces);
    const t = tier.now();
    const next = opts.nextScheduleChange ? await opts.nextScheduleChange(t).catch(() => t) : null;
    const { expires, refreshAt } = lifetime(t, tier.ttlMs, next);
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
    if (opts.version() === version) tier.insert(entry);
    const filled = fillTemplate(entry, viewer, opts.parts);
    if (filled) return answerFilled(c, entry, filled, r.refresh ? "SHARED-REFRESH" : "SHARED-MISS");
    // The visitor's header row is not kept yet: their page is rendered (which keeps it for the next).
    tier.stats.renders++;
    return (await opts.render(c, null)).res;
  };

  return { renderShared };
}
