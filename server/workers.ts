import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

export interface WorkerPlan {
  /** Processes that serve requests: 1 means this process serves them itself, no cluster. */
  workers: number;
  /** Why fewer than asked for, for the log. */
  reason: string | null;
}

/**
 * How many worker processes to run: WEB_CONCURRENCY (default: one per core) on PostgreSQL; one on
 * PGlite, which keeps one process per data directory (the others could not open it).
 */
export function planWorkers(opts: {
  databaseUrl: string | undefined;
  webConcurrency: number | undefined;
  cores: number;
  dev: boolean;
}): WorkerPlan {
  const wanted = opts.webConcurrency ?? Math.max(1, opts.cores);
  if (opts.dev) return { workers: 1, reason: wanted > 1 ? "the dev server runs in one process" : null };
  if (!opts.databaseUrl) {
    return {
      workers: 1,
      reason:
        wanted > 1
          ? `the embedded database (PGlite) allows one process per data directory; set DATABASE_URL (PostgreSQL) to run ${wanted} workers`
          : null,
    };
  }
  return { workers: wanted, reason: null };
}

/** Messages a worker sends its primary. */
export const WORKER_READY = "aisle:ready";

/**
 * The primary: starts `count` workers (the first alone, so migrations and the demo seed on an empty
 * database run once before the others start), starts a new one when one dies, and on SIGHUP replaces
 * them one at a time (a new worker answers before the old one is asked to finish its requests and
 * stop), so the port keeps answering through a restart. SIGTERM / SIGINT stop every worker and exit.
 */
export function runPrimary(count: number, log: Pick<Logger, "info" | "warn" | "error">): void {
  let stopping = false;
  let restarting = false;
  let started = false;
  let restartWanted = false;
  const retiring = new Set<Worker>();

  const start = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      const onMessage = (msg: unknown) => {
        if (msg !== WORKER_READY) return;
        worker.off("message", onMessage);
        worker.off("exit", onEarlyExit);
        resolve(worker);
      };
      const onEarlyExit = (code: number | null, signal: string | null) =>
        reject(new Error(`worker ${worker.process.pid} exited (${signal ?? code}) before it was ready`));
      worker.on("message", onMessage);
      worker.once("exit", onEarlyExit);
    });

  const retire = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      retiring.add(worker);
      worker.once("exit", () => resolve());
      worker.process.kill("SIGTERM");
    });

  cluster.on("exit", (worker, code, signal) => {
    if (retiring.delete(worker) || stopping || restarting) return;
    log.warn({ pid: worker.process.pid, code, signal }, "a worker exited; starting another");
    setTimeout(() => {
      if (!stopping) start().catch((err: unknown) => log.error({ err }, "could not start a worker"));
    }, 1000).unref();
  });

  const startAll = async () => {
    await start();
    await Promise.all(Array.from({ length: count - 1 }, () => start()));
    started = true;
    log.info({ workers: count }, `${count} workers answering`);
    if (restartWanted) void rollingRestart();
  };

  const rollingRestart = async (): Promise<void> => {
    // Asked for while the workers are still starting: done once they all answer.
    if (!started) {
      restartWanted = true;
      return;
    }
    if (restarting || stopping) return;
    restarting = true;
    log.info({ workers: count }, "rolling restart: replacing the workers one at a time");
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || retiring.has(old)) continue;
        await start();
        await retire(old);
      }
      log.info({ workers: count }, "rolling restart done");
    } catch (err) {
      log.error({ err }, "rolling restart failed; the workers still running keep answering");
    } finally {
      restarting = false;
    }
  };

  const stopAll = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down the workers");
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? retire(w) : Promise.resolve())));
    process.exit(0);
  };

  process.on("SIGHUP", () => void rollingRestart());
  process.on("SIGINT", () => void stopAll("SIGINT"));
  process.on("SIGTERM", () => void stopAll("SIGTERM"));
  startAll().catch((err: unknown) => {
    log.error({ err }, "the workers could not start");
    void stopAll("startup failure").then(() => process.exit(1));
  });
}
