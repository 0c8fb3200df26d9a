/**
 * Helpers for browser and process tests that run their own server processes (tests/e2e/xss,
 * faults, instances): start `server/main.ts` with its own port, data and database, wait until it is
 * ready, stop it; and a fresh PostgreSQL database per test, when a PostgreSQL server is reachable.
 * The production build comes from AISLE_BUILD_DIR (default "build"), as `npm run test:e2e` made it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface SpawnedServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const addr = s.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

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

/** Starts the production server (NODE_ENV=production) and resolves once /readyz answers 200. */
export async function spawnServer(opts: { env?: Record<string, string>; readyTimeoutMs?: number } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      AISLE_BUILD_DIR: process.env.AISLE_BUILD_DIR ?? "build",
      DATABASE_URL: "",
      TRUST_PROXY: "false",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", (code) => {
      exited = code;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited !== undefined) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exit;
    clearTimeout(killer);
  };
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exited !== undefined) throw new Error(`the server exited (${exited}) before it was ready:\n${out}`);
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready at ${url}/readyz in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, process: child, output: () => out, stop };
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

/** A fresh, uniquely named database on the PostgreSQL server; `drop()` removes it. */
export async function createPostgresDatabase(prefix = "aisle_e2e"): Promise<{ name: string; url: string; urlVia(host: string, port: number): string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const withDb = (host?: string, port?: number) => {
    const u = new URL(POSTGRES_URL);
    u.pathname = `/${name}`;
    if (host) u.hostname = host;
    if (port) u.port = String(port);
    return u.toString();
  };
  return {
    name,
    url: withDb(),
    urlVia: (host, port) => withDb(host, port),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
