import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import type { Services } from "./services/container";
import type { AppEnv } from "./http/env";
import { errorBody, notFound } from "./http/errors";
import { mountOpsRoutes } from "./http/ops-routes";
import { apiBodyLimits } from "./http/body-limits";
import { answerError } from "./http/app-errors";
import { securityHeaders } from "./http/security-headers";
import { publicRequestUrl } from "./http/public-url";
import { loadSession, requireApiNonce } from "./http/session";
import { createMetrics } from "./http/metrics";
import { OpenApiRegistry } from "./http/openapi";
import { mountContentRoutes } from "./api/shop/content";
import { mountStoreRoutes } from "./api/shop/stores";
import { mountAuthRoutes } from "./api/auth/routes";
import { mountDocumentRoutes } from "./api/admin/documents";
import { mountAuditLogRoutes } from "./api/admin/audit-log";
import { mountEventRoutes } from "./api/admin/events";
import { mountKitImportRoutes } from "./api/admin/kit-imports";
import { mountKitLibraryRoutes } from "./api/admin/kit-library";
import { mountContentItemRoutes } from "./api/admin/content-items";
import { mountMenuRoutes } from "./api/admin/menus";
import { mountTemplateRoutes } from "./api/admin/templates";
import { mountBinRoutes } from "./api/admin/bin";
import { mountPeopleAdminRoutes } from "./api/admin/people";
import { mountAdminPostRoutes } from "./api/admin/posts";
import { createPageCache, type PageCacheOptions } from "./page-cache/page-cache";
import { scheduleBoundaries } from "./page-cache/schedule-boundaries";
import { compressResponses } from "./page-cache/compress";
import { SESSION_COOKIE } from "./services/auth";
import { mountContactRoutes } from "./api/forms/contact";
import { mountSubmissionRoutes } from "./api/forms/submissions";
import { mountDebugLogRoutes } from "./api/forms/debug-log";
import { mountPostRoutes, POSTS_PATH } from "./api/content/posts";
import { mountBuilderRoutes } from "./api/builder/refresh-loop";
import { mountCatalogRoutes } from "./api/shop/catalog";
import { mountShopperListRoutes } from "./api/shop/shopper-lists";
import { mountWeeklyAdRoutes } from "./api/shop/weekly-ad";
import { mountCartRoutes } from "./api/shop/cart";
import { cartTokenOf } from "./api/shop/cart-identity";
import { hashCartToken } from "./services/cart";
import type { OwnPageChange } from "./services/own-page-changes";
import { mountOrderRoutes } from "./api/shop/orders";
import { mountMediaRoutes } from "./api/admin/media";
import { mountMediaFiles } from "./http/media-files";
import { requireJsonBody } from "./http/json-body";
import { allowedMethods } from "./http/allowed-methods";
import { headWithoutBody } from "./http/head-requests";
import { createFastHits, type FastHits } from "./page-cache/fast-hits";
import type { SharedPages } from "./page-cache/shared-pages";
import type { PageCache } from "./page-cache/page-cache";
import type { PrerenderedPartsStore } from "../app/prerendered-parts.server";
import type { PageRendering } from "./http/page-rendering";
import { mountPages } from "./http/mount-pages";
import { clientFiles, mountClientFiles } from "./http/client-files";
import { createClientFileStore } from "./http/client-file-store";
import type { OwnRenderInfo, SharedRenderInfo, ViewerStandIns } from "./page-cache/shared-render";

/** The storefront's React Router hand-off: a fetch handler given the request and its load context. */
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

export type PageContext = {
  services: Services;
  cspNonce: string;
  auth: AppEnv["Variables"]["auth"];
  https: boolean;
  /** The visitor's address (server/http/client-address.ts): keys rate limits. */
  clientAddress: string;
  /**
   * Set while rendering: `partial` when a content call failed and its area was left empty (not kept in
   * caches). `viewer`: a shared render of a signed-in page (server/page-cache/shared-pages.ts) with stand-ins
   * for the visitor's name and nonce; the entry then says in `shared` whether the page may be shared.
   * `shownProducts`: the products whose favourite mark the page shows (app/shop/favorites-shown.server.ts);
   * `showsLists`: the page offers the shopper's shopping lists.
   */
  render: {
    partial: boolean;
    viewer?: ViewerStandIns;
    shared?: SharedRenderInfo;
    shownProducts?: Set<number>;
    showsLists?: boolean;
    /** A shopper's own page (decision 0078): the values made for this answer alone, and whether it shows slots. */
    fresh?: string[];
    showsSlots?: boolean;
    own?: OwnRenderInfo;
  };
  /** The header's and footer's parts kept as HTML (app/prerendered-parts.server.ts), shared with the signed-in pages' cache. */
  prerendered?: PrerenderedPartsStore;
  /**
   * Page-builder HTML for the server render (decision 0011): on a document request loaders put each
   * document's HTML here by key instead of into loader data, so the page holds it once; a client-side
   * navigation (`.data`) carries it in loader data instead.
   */
  builder: { dataRequest: boolean; html: Map<string, string> };
};

export interface AppOptions {
  services: Services;
  dev?: boolean;
  trustProxy?: boolean;
  /** With trustProxy: how many proxies append to X-Forwarded-For (TRUST_PROXY_HOPS, default 1). */
  trustProxyHops?: number;
  /** METRICS_TOKEN: when set, `/metrics` also answers a request elsewhere than loopback that carries it as a bearer token. */
  metricsToken?: string;
  /** True while the process renders its first pages to itself (server/http/warm-up.ts): /readyz answers 503 "warming". */
  warming?: () => boolean;
  /** Built client assets (build/client); absent in dev, where Vite serves them. */
  clientDir?: string;
  pages?: PageHandler;
  /** What the server needs from the app's rendering (the app build's entry hands it over); needed with `pages`. */
  rendering?: PageRendering;
  /**
   * The whole-page HTML cache for anonymous visitors, and the same for the public content endpoints
   * (server/page-cache/page-cache.ts): on by default when pages are served outside dev; `false` turns both
   * off, an object tunes the page cache's bounds, and the TTL and clock of both tiers.
   */
  pageCache?: false | Partial<Pick<PageCacheOptions, "maxEntries" | "maxBytes" | "ttlMs" | "now">>;
}

/** Public GET endpoints whose anonymous answers depend only on content and the query. */
const PUBLIC_CACHED_API = ["/api/shop/v1/content/*", "/api/shop/v1/navigation", "/api/shop/v1/stores", POSTS_PATH];

export function createApp(opts: AppOptions) {
  const { services } = opts;
  const log = services.logger;
  const metrics = createMetrics(services.database);
  const app = new Hono<AppEnv>();

  app.use(publicRequestUrl(opts.trustProxy ?? false));
  app.use(async (c, next) => {
    c.set("requestId", c.req.header("x-request-id")?.slice(0, 64) || randomUUID());
    c.set("services", services);
    c.set("trustProxy", opts.trustProxy ?? false);
    c.set("proxyHops", opts.trustProxyHops ?? 1);
    await next();
  });
  app.use(metrics.middleware);
  // Inside it, a HEAD is a GET until its body is dropped: every layer below sets the GET's headers.
  app.use(headWithoutBody);
  app.use(securityHeaders({ dev: opts.dev ?? false }));
  app.use(compressResponses({ threshold: 1024, immutablePrefix: opts.clientDir ? "/assets/" : undefined }));
  // A signed-in visitor's write (an API call or a page's form) forgets their kept own pages; a staff
  // member's, every shopper's (decision 0078); a visitor's with a cart cookie, their cart's (decision
  // 0099). Told before the answer leaves, as the cart count is.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    try {
      await next();
    } finally {
      const user = (c.get("auth") as AppEnv["Variables"]["auth"] | undefined)?.user;
      const token = user ? null : cartTokenOf(c);
      let change: OwnPageChange | null = null;
      if (user) change = user.roles.every((r) => r === "shopper") ? `u:${user.id}` : "*";
      else if (token) change = `t:${hashCartToken(token)}`;
      if (change) await services.ownPages.changed(change).catch(() => {});
    }
  });

  mountOpsRoutes(app, { services, renderMetrics: metrics.render, metricsToken: opts.metricsToken, warming: opts.warming });

  const schedule = scheduleBoundaries(services.database.db, () => services.version.current());
  const registry = new OpenApiRegistry();
  const api = new Hono<AppEnv>();
  // Scoped to /api/*: the sub-app is mounted at "/", so unscoped middleware would run for pages too
  // (page actions carry their nonce in the form, and their POSTs were refused as invalid_nonce).
  api.use("/api/*", apiBodyLimits(services));
  api.use("/api/*", requireJsonBody);
  // The caches are on in a server that renders pages, outside dev; an API-only app (the API tests,
  // whose content clock moves under the service) keeps them off.
  const caching = !opts.dev && opts.pageCache !== false && Boolean(opts.pages);
  let answersCache: PageCache | null = null;
  let pagesCache: PageCache | null = null;
  let sharedPages: SharedPages | null = null;
  if (caching) {
    // The public content a page shows, also asked for by the browser after a store switch and by the
    // app: kept per content version like pages (anonymous callers only; GET; 200 JSON).
    const answers = createPageCache({
      kind: "json",
      maxEntries: 2000,
      maxBytes: 20 * 1024 * 1024,
      version: () => services.version.current(),
      sessionCookie: SESSION_COOKIE,
      nextScheduleChange: schedule,
    });
    answersCache = answers;
    for (const path of PUBLIC_CACHED_API) api.use(path, answers.middleware);
  }
  api.use("/api/*", loadSession);
  api.use("/api/*", requireApiNonce);
  api.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  const router = { app: api, registry };
  mountContentRoutes(router);
  mountStoreRoutes(router);
  mountAuthRoutes(router);
  mountDocumentRoutes(router);
  mountAuditLogRoutes(router);
  mountEventRoutes(router);
  mountKitImportRoutes(router);
  mountKitLibraryRoutes(router);
  mountContentItemRoutes(router);
  mountMenuRoutes(router);
  mountTemplateRoutes(router);
  mountBinRoutes(router);
  mountPeopleAdminRoutes(router);
  mountAdminPostRoutes(router);
  mountContactRoutes(router);
  mountSubmissionRoutes(router);
  mountDebugLogRoutes(router);
  mountPostRoutes(router);
  mountBuilderRoutes(router, opts.rendering);
  mountCatalogRoutes(router);
  mountShopperListRoutes(router);
  mountWeeklyAdRoutes(router);
  mountCartRoutes(router);
  mountOrderRoutes(router);
  mountMediaRoutes(router);
  api.get("/api/openapi.json", (c) => c.json(registry.document()));
  api.all("/api/*", () => {
    throw notFound("No route matches this address and method.");
  });
  app.route("/", api);

  // The files the build holds (none in dev, where Vite serves them): read-only addresses. Pages and
  // files take only their own methods (an API-only app has neither: everything else is its 404).
  const files = opts.clientDir ? clientFiles(opts.clientDir) : new Set<string>();
  if (opts.pages || opts.clientDir)
    app.use(
      "*",
      allowedMethods((path) => path.startsWith("/assets/") || path.startsWith("/media/") || files.has(path)),
    );

  // The media library's files (docs/media.md), before the pages: GET and HEAD only.
  mountMediaFiles(app);
  const fileStore = opts.clientDir ? createClientFileStore({ root: opts.clientDir, files }) : null;
  if (opts.clientDir && fileStore) mountClientFiles(app, opts.clientDir, files, fileStore);

  if (opts.pages) {
    if (!opts.rendering) throw new Error("pages need the app build's rendering (AppOptions.rendering)");
    ({ cache: pagesCache, shared: sharedPages } = mountPages(app, {
      services,
      pages: opts.pages,
      rendering: opts.rendering,
      caching,
      pageCache: opts.pageCache,
      nextScheduleChange: schedule,
    }));
  }

  app.onError(answerError(log));
  app.notFound((c) => c.json(errorBody(notFound()), 404));

  /** Cache hits answered from node's request before the app (server/http/listener.ts uses it). */
  const fastHits: FastHits | null =
    pagesCache || answersCache
      ? createFastHits({
          pages: pagesCache,
          shared: sharedPages,
          answers: answersCache,
          sessionCookie: SESSION_COOKIE,
          isFile: (path) => files.has(path) || path.startsWith("/assets/"),
          files: fileStore,
          dev: opts.dev ?? false,
          trustProxy: opts.trustProxy ?? false,
          record: metrics.record,
        })
      : null;
  return Object.assign(app, { fastHits });
}

export type AisleApp = ReturnType<typeof createApp>;
