import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { existsSync } from "node:fs";
import { pino } from "pino";
import { parseConfig } from "./config";
import { openDatabase } from "./db/client";
import { compileWebAssemblyOptimised } from "./db/wasm-compile";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";
import { sessionSecret } from "./secret";
import { bootstrapData } from "./bootstrap";
import { createServices } from "./services/container";
import { createApp, type PageHandler } from "./app";
import type { PageRendering } from "./http/page-rendering";
import { answerClientErrors, appListener } from "./http/listener";
import { planWorkers, runPrimary, WORKER_READY } from "./workers";
import { warmUp } from "./http/warm-up";

/** How long a worker that is asked to stop keeps answering (each answer closing its connection). */
const DRAIN_MS = 1000;

/** Where the storefront's pages come from: the compiled bundle's React Router build, or Vite in development. */
export interface PageSource {
  dev: boolean;
  /** Called once the process knows it serves (not in a cluster's primary). */
  open(): Promise<{
    pages: PageHandler;
    rendering: PageRendering;
    /** The client build's files (none in development: Vite answers them). */
    clientDir?: string;
    middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    close?: () => Promise<void>;
  }>;
}

/**
 * config -> database -> app -> listen; closes the database on SIGINT/SIGTERM. With PostgreSQL and more
 * than one worker wanted (WEB_CONCURRENCY, default one per core) this process is the primary of a
 * node:cluster instead (server/workers.ts), and each worker runs all of this. Started by the compiled
 * bundle's entry (server/production.ts) or, in development, by server/main.ts.
 */
export function startServer(source: PageSource): void {
  run(source).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

async function run(source: PageSource) {
  const dev = source.dev;
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig();
  const log = pino({ level: config.LOG_LEVEL, base: { service: "aisle" } });
  const dataDir = resolve(config.DATA_DIR);

  const plan = planWorkers({
    databaseUrl: config.DATABASE_URL,
    webConcurrency: config.WEB_CONCURRENCY,
    cores: availableParallelism(),
    dev,
  });
  if (cluster.isPrimary) {
    if (plan.workers > 1) {
      log.info(
        { workers: plan.workers, pid: process.pid },
        `starting ${plan.workers} workers (WEB_CONCURRENCY); SIGHUP restarts them one at a time`,
      );
      runPrimary(plan.workers, log);
      return;
    }
    if (plan.reason) log.info({ workers: 1 }, `one process: ${plan.reason}`);
  }

  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    compileWebAssemblyOptimised();
    try {
      releaseLock = lockDataDir(dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }

  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : {
          dataDir: resolve(dataDir, "pglite"),
          logger: log,
          // The embedded database died and would not reopen: nothing this process can still do, so say it
          // once and exit for a supervisor (systemd, a container runtime) to start the server afresh.
          onGiveUp: (err) => {
            log.fatal({ err }, "the embedded database failed and could not be reopened; exiting so the server can be restarted");
            releaseLock();
            process.exit(1);
          },
        },
  );
  await bootstrapData(database, config, log);
  const services = await createServices(database, {
    sessionSecret: sessionSecret(config.SESSION_SECRET, dataDir),
    logger: log,
    uploadsDir: resolve(dataDir, "uploads"),
    media: {
      maxFileBytes: config.AISLE_MEDIA_MAX_FILE_BYTES,
      maxFiles: config.AISLE_MEDIA_MAX_FILES,
      maxItems: config.AISLE_MEDIA_MAX_ITEMS,
      allowLoopbackFetch: config.AISLE_IMPORT_FETCH_ALLOW_LOOPBACK,
    },
    eventsKeepDays: config.AISLE_EVENTS_KEEP_DAYS,
    kitMaxBytes: config.AISLE_KIT_MAX_BYTES,
  });
  if (config.AISLE_IMPORT_FETCH_ALLOW_LOOPBACK)
    log.warn(
      "AISLE_IMPORT_FETCH_ALLOW_LOOPBACK is set: imports may fetch images from this machine's own addresses (for tests only, never in production)",
    );
  // What every page needs, loaded once now: should the database go away later, pages still have the
  // stores and settings to render from (services serve the last value loaded while a reload fails).
  const [stores] = await Promise.all([services.stores.list(), services.settings.get()]);

  const opened = await source.open();
  const { pages, rendering } = opened;
  const viteMiddleware = opened.middleware ?? null;
  const closeVite = opened.close ?? (async () => {});

  // Development compiles on demand and reloads code: nothing to warm there.
  let warming = !dev;
  const app = createApp({
    services,
    dev,
    trustProxy: config.TRUST_PROXY,
    trustProxyHops: config.TRUST_PROXY_HOPS,
    metricsToken: config.METRICS_TOKEN,
    pageCache: config.AISLE_PAGE_CACHE ? undefined : false,
    warming: () => warming,
    clientDir: opened.clientDir,
    pages,
    rendering,
  });
  const listener = appListener(app, log);
  let draining = false;
  const server = createServer((req, res) => {
    // While a worker hands over to its replacement, every answer closes its connection: the client's
    // next request opens a new one (to another worker) instead of racing the close of an idle one.
    if (draining) res.shouldKeepAlive = false;
    if (viteMiddleware) viteMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : config.PORT;
    log.info({ port, database: database.kind, dev, pid: process.pid }, `Aisle is listening on http://localhost:${port}`);
    const ready = () => {
      warming = false;
      if (cluster.isWorker) process.send?.(WORKER_READY);
    };
    if (!warming) return ready();
    const first = stores.find((s) => s.is_selectable) ?? stores[0];
    warmUp({ handler: listener, storeId: first?.id }).then(
      (w) => {
        log.info({ ...w, pid: process.pid }, `warmed ${w.pages} pages in ${w.ms} ms`);
        ready();
      },
      (err: unknown) => {
        log.warn({ err }, "warm-up failed");
        ready();
      },
    );
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    if (cluster.isWorker) {
      draining = true;
      await new Promise((r) => setTimeout(r, DRAIN_MS));
    }
    server.close();
    server.closeIdleConnections();
    await closeVite();
    await services.version.close();
    await services.sessions.close();
    await services.cartCounts.close();
    await services.favoritesKept.close();
    await database.close();
    releaseLock();
    clearTimeout(force);
    process.exit(0);
  };
  // One process (PGlite, or WEB_CONCURRENCY=1): there is no other worker to hand over to, so a SIGHUP
  // meant for a rolling restart is logged instead of ending the process.
  if (cluster.isPrimary)
    process.on("SIGHUP", () =>
      log.warn("SIGHUP ignored: one process, no workers to restart one at a time (restart it from its supervisor)"),
    );
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
