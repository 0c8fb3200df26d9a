import type { Hono } from "hono";
import type { Services } from "../services/container";
import type { AppEnv } from "./env";
import { notFound } from "./errors";
import { metricsAllowed } from "./metrics-access";

export interface OpsRouteOptions {
  services: Services;
  /** What `/metrics` prints (server/http/metrics.ts). */
  renderMetrics: () => string;
  /** METRICS_TOKEN: `/metrics` also answers a request elsewhere than loopback that carries it as a bearer token. */
  metricsToken?: string;
  /** True while the process renders its first pages to itself (server/http/warm-up.ts). */
  warming?: () => boolean;
}

/**
 * What an operator and a load balancer ask: `/healthz` (liveness), `/readyz` (readiness: warmed and
 * the database answers) and `/metrics` (loopback or the bearer token only).
 */
export function mountOpsRoutes(app: Hono<AppEnv>, opts: OpsRouteOptions): void {
  const { database } = opts.services;
  // Liveness: the process answers, and its embedded database (when it has one) is not dead. A flag the
  // database keeps, no query: PostgreSQL's reachability is /readyz's business.
  app.get("/healthz", (c) => {
    const state = database.state();
    return state === "up" ? c.json({ status: "ok" }) : c.json({ status: state, database: database.kind }, 503);
  });
  app.get("/readyz", async (c) => {
    if (opts.warming?.()) return c.json({ status: "warming", database: database.kind }, 503);
    if (database.state() !== "up") return c.json({ status: "unavailable", database: database.kind }, 503);
    try {
      await database.ping();
      return c.json({ status: "ready", database: database.kind });
    } catch {
      return c.json({ status: "unavailable", database: database.kind }, 503);
    }
  });
  // Operators only: anyone else is told there is nothing here, as for any unknown path.
  app.get("/metrics", (c) => {
    if (!metricsAllowed(c, opts.metricsToken)) throw notFound();
    return c.text(opts.renderMetrics(), 200, { "Content-Type": "text/plain; version=0.0.4", "Cache-Control": "no-store" });
  });
}
