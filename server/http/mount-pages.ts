import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./env";
import type { Services } from "../services/container";
import type { PageContext, PageHandler } from "../app";
import { MAX_BODY_BYTES } from "../../core/limits/limits";
import { SESSION_COOKIE } from "../services/auth";
import { loadSession } from "./session";
import { clientAddress } from "./client-address";
import { refuseForeignPageForms } from "./page-form-origin";
import { createPageCache, type PageCache, type PageCacheOptions } from "../page-cache/page-cache";
import { createSharedPages, type SharedPages } from "../page-cache/shared-pages";
import { createOwnPages, type OwnPages } from "../page-cache/own-pages";
import type { ViewerStandIns } from "../page-cache/shared-render";
import type { PageRendering } from "./page-rendering";

export interface PagesOptions {
  services: Services;
  pages: PageHandler;
  /** The prerendered parts' store and the cart owner, from the app's build. */
  rendering: PageRendering;
  /** Both cache tiers on (a server that renders pages, outside dev). */
  caching: boolean;
  pageCache: Partial<Pick<PageCacheOptions, "maxEntries" | "maxBytes" | "ttlMs" | "now">> | false | undefined;
  nextScheduleChange: (now: number) => Promise<number | null>;
}

/**
 * The storefront's pages behind the app's own routes: the whole-page cache for anonymous visitors,
 * the session, and the shared render of signed-in shoppers' pages (decision 0039) in front of React
 * Router. Gives both tiers (for the fast hits), null when caching is off.
 */
export function mountPages(
  app: Hono<AppEnv>,
  opts: PagesOptions,
): { cache: PageCache | null; shared: SharedPages | null; own: OwnPages | null } {
  const { services, pages, rendering, caching, nextScheduleChange } = opts;
  const tuning = opts.pageCache || {};
  // Page actions (form posts) read their whole body too: the same bound as the API's.
  const limitPageBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text("Payload Too Large", 413, { Connection: "close" }) });
  app.use("*", (c, next) =>
    c.req.header("content-length") === undefined && c.req.header("transfer-encoding") === undefined ? next() : limitPageBody(c, next),
  );
  const cache = caching
    ? createPageCache({ ...tuning, version: () => services.version.current(), sessionCookie: SESSION_COOKIE, nextScheduleChange })
    : null;
  if (cache) app.use("*", cache.middleware);
  app.use("*", refuseForeignPageForms(services.refusals));
  app.use("*", loadSession);
  const prerendered = rendering.createPrerenderedPartsStore();
  // A HEAD reaches here as a GET (server/http/head-requests.ts), so it carries exactly the GET's headers.
  const render = async (c: Context<AppEnv>, viewer: ViewerStandIns | null) => {
    const context: PageContext = {
      services,
      cspNonce: c.get("cspNonce"),
      auth: c.get("auth"),
      https: c.get("https"),
      clientAddress: clientAddress(c),
      render: viewer ? { partial: false, viewer } : { partial: false },
      builder: { dataRequest: c.req.path.endsWith(".data"), html: new Map() },
      prerendered,
    };
    const res = await pages(c.req.raw, context);
    return { res, shared: context.render.shared ?? null, own: context.render.own ?? null };
  };
  // Signed-in shoppers' own pages (cart, checkout, orders) and cart visitors' cart and checkout, kept
  // for each until they change (decisions 0078, 0099).
  const own = caching
    ? createOwnPages({
        version: () => services.version.current(),
        render: (c) => render(c, null),
        apiNonce: (sessionId) => services.nonces.create(sessionId),
        cartOwnerOf: rendering.cartOwnerOf,
        subscribe: services.ownPages.subscribe,
        ttlMs: tuning.ttlMs === undefined ? undefined : Math.min(tuning.ttlMs, 10_000),
        now: tuning.now,
      })
    : null;
  /** A render for the visitor as they are: an address whose page may be kept for its owner is learnt. */
  const renderFor = async (c: Context<AppEnv>) => {
    const r = await render(c, null);
    own?.learn(c, r.own);
    return r;
  };
  // Signed-in shoppers' pages rendered once and shared, with their own values put in (decision 0039).
  const shared = caching
    ? createSharedPages({
        version: () => services.version.current(),
        sessionCookie: SESSION_COOKIE,
        parts: prerendered,
        cartOwnerOf: rendering.cartOwnerOf,
        render: (c, viewer) => (viewer ? render(c, viewer) : renderFor(c)),
        nextScheduleChange,
        ttlMs: tuning.ttlMs,
        now: tuning.now,
        keptCartCount: (owner) => services.cart.peekItemCount(owner),
        visitorApiNonce: () => services.nonces.create(""),
      })
    : null;
  app.all("*", async (c) => (await own?.handle(c)) ?? (shared ? shared.handle(c) : (await render(c, null)).res));
  return { cache, shared, own };
}
