import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { randomUUID } from "node:crypto";
import type { Services } from "./services/container";
import type { AppEnv } from "./http/env";
import { ApiError, errorBody, notFound } from "./http/errors";
import { isHttps, securityHeaders } from "./http/security-headers";
import { loadSession, requireApiNonce } from "./http/session";
import { createMetrics } from "./http/metrics";
import { OpenApiRegistry } from "./http/openapi";
import { mountContentRoutes } from "./api/shop/content";
import { mountStoreRoutes } from "./api/shop/stores";
import { mountAuthRoutes } from "./api/auth/routes";
import { mountDocumentRoutes } from "./api/admin/documents";

/** The storefront's React Router hand-off: a fetch handler given the request and its load context. */
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

export type PageContext = {
  services: Services;
  cspNonce: string;
  auth: AppEnv["Variables"]["auth"];
  https: boolean;
};

export interface AppOptions {
  services: Services;
  dev?: boolean;
  trustProxy?: boolean;
  /** Built client assets (build/client); absent in dev, where Vite serves them. */
  clientDir?: string;
  pages?: PageHandler;
}

export const API_BODY_LIMIT = 1024 * 1024;

export function createApp(opts: AppOptions) {
  const { services } = opts;
  const log = services.logger;
  const metrics = createMetrics();
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("requestId", c.req.header("x-request-id")?.slice(0, 64) || randomUUID());
    c.set("services", services);
    c.set("trustProxy", opts.trustProxy ?? false);
    c.set("https", isHttps(c.req.url, c.req.header("x-forwarded-proto"), opts.trustProxy ?? false));
    await next();
  });
  app.use(metrics.middleware);
  app.use(securityHeaders({ dev: opts.dev ?? false, trustProxy: opts.trustProxy ?? false }));
  app.use(compress({ threshold: 1024 }));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: "ready", database: services.database.kind });
    } catch {
      return c.json({ status: "unavailable", database: services.database.kind }, 503);
    }
  });
  app.get("/metrics", (c) => c.text(metrics.render(), 200, { "Content-Type": "text/plain; version=0.0.4" }));

  const registry = new OpenApiRegistry();
  const api = new Hono<AppEnv>();
  api.use(
    bodyLimit({
      maxSize: API_BODY_LIMIT,
      // The rest of the body is never read, so the connection cannot be reused: say so, or a
      // keep-alive client sends its next request down a socket the server is about to drop.
      onError: (c) =>
        c.json(errorBody(new ApiError(413, "payload_too_large", `The request body is larger than ${API_BODY_LIMIT} bytes.`)), 413, { Connection: "close" }),
    }),
  );
  api.use(loadSession);
  api.use(requireApiNonce);
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  const router = { app: api, registry };
  mountContentRoutes(router);
  mountStoreRoutes(router);
  mountAuthRoutes(router);
  mountDocumentRoutes(router);
  api.get("/api/openapi.json", (c) => c.json(registry.document()));
  api.all("/api/*", () => {
    throw notFound("No route matches this address and method.");
  });
  app.route("/", api);

  if (opts.clientDir) {
    const root = opts.clientDir;
    app.use(
      "/assets/*",
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
      serveStatic({ root }),
    );
    app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  }

  if (opts.pages) {
    const pages = opts.pages;
    app.use("*", loadSession);
    app.all("*", (c) => pages(c.req.raw, { services, cspNonce: c.get("cspNonce"), auth: c.get("auth"), https: c.get("https") }));
  }

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err), err.status as 400);
    log.error({ err, requestId: c.get("requestId"), path: c.req.path }, "request failed");
    const body = errorBody(new ApiError(500, "internal_error", "Something went wrong on our side. Please try again."));
    if (c.req.path.startsWith("/api/")) return c.json(body, 500);
    return c.html("<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>", 500);
  });
  app.notFound((c) => c.json(errorBody(notFound()), 404));

  return app;
}
