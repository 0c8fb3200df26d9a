/**
 * Helpers for browser and process tests that run their own server processes (tests/e2e/xss,
 * faults, instances): start `server/main.ts` with its own port, data and database, wait until it is
 * ready, stop it; and whether a PostgreSQL server is reachable for a fresh database per test.
 * The production build comes from AISLE_BUILD_DIR (default "build"), as `npm run test:e2e` made it.
 */
import pg from "pg";
import { startServer, type RunningServer } from "../../scripts/lib/server-process";

export type SpawnedServer = RunningServer;

/** Polls `check` until it returns a value other than undefined, or throws at the deadline. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ""}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Starts the production server (NODE_ENV=production) on `port` (default a free one) and resolves once /readyz answers 200. */
export function spawnServer(opts: { env?: Record<string, string>; readyTimeoutMs?: number; port?: number } = {}): Promise<SpawnedServer> {
  return startServer({
    readyTimeoutMs: opts.readyTimeoutMs,
    port: opts.port,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      AISLE_BUILD_DIR: process.env.AISLE_BUILD_DIR ?? "build",
      DATABASE_URL: "",
      TRUST_PROXY: "false",
      // One process unless a test asks for workers (with DATABASE_URL): the machine is shared.
      WEB_CONCURRENCY: "1",
      ...opts.env,
    },
  });
}

/** The PostgreSQL server the tests may use: TEST_DATABASE_URL, else the machine's local one. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Null when PostgreSQL answers at POSTGRES_URL; otherwise why not (for a visible skip). */
export async function postgresUnavailable(): Promise<string | null> {
  const c = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await c.connect();
    await c.query("select 1");
    return null;
  } catch (err) {
    return `no PostgreSQL reachable at ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")} (${(err as Error).message}); set TEST_DATABASE_URL`;
  } finally {
    await c.end().catch(() => {});
  }
}
