/**
 * Running the real server as a child process, for the tools and tests that need one of their own
 * (bench, Lighthouse, the browser tests on faults, XSS and several instances): a free loopback port,
 * the compiled production server (`node <build>/server/index.js`) started and awaited on /readyz, a
 * build command run to completion, and a fresh PostgreSQL database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import pg from "pg";

/** How much of a child's output is kept for error messages. */
const OUTPUT_TAIL = 16_000;

/** Collects the last OUTPUT_TAIL characters a child writes to stdout and stderr. */
function captureOutput(child: ChildProcess): () => string {
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => output;
}

/** Runs a command to completion, killed after `timeoutMs`; rejects with its output tail on failure. */
export function runCommand(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
    const output = captureOutput(child);
    const killer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(killer);
      reject(err);
    });
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(" ")} failed (${signal ?? code}):\n${output()}`));
    });
  });
}

/** A TCP port on the loopback interface nobody listens on right now. */
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

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** The last lines the server printed, stdout and stderr (for error messages). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited 10 s later. */
  stop(): Promise<void>;
}

/**
 * The compiled production server of the build in `buildDir` (AISLE_BUILD_DIR, default "build"), as
 * `npm run serve` starts it: node and the bundle, no TypeScript loader (decision 0055).
 */
export function productionServerArgs(buildDir: string | undefined): string[] {
  return [resolve(buildDir || "build", "server/index.js")];
}

/**
 * Starts the compiled production server (productionServerArgs, the build env.AISLE_BUILD_DIR names) on 127.0.0.1 and resolves once /readyz answers 200. `env` is the
 * whole environment of the server; HOST and PORT are set here (`port` defaults to a free one). If
 * the server exits first, or is not ready within `readyTimeoutMs`, it is stopped and this rejects
 * with its output.
 */
export async function startServer(opts: {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  port?: number;
  readyTimeoutMs?: number;
  /** Node flags before the bundle, e.g. `--cpu-prof` (the bench's BENCH_PROFILE_DIR). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const readyTimeoutMs = opts.readyTimeoutMs ?? 90_000;
  const child = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), ...productionServerArgs(opts.env.AISLE_BUILD_DIR && resolve(opts.cwd ?? ".", opts.env.AISLE_BUILD_DIR))],
    {
      cwd: opts.cwd,
      env: { ...opts.env, HOST: "127.0.0.1", PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output = captureOutput(child);
  let exitCode: number | string | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exitCode = signal ?? code;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it was ready:\n${output()}`);
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res?.status === 200) return { url, port, process: child, output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready at ${url}/readyz within ${readyTimeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface PostgresDatabase {
  name: string;
  url: string;
  /** The database's URL through another host and port (e.g. a proxy in front of the server). */
  urlVia(host: string, port: number): string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A fresh, uniquely named database (`<prefix>_<random>`) on the PostgreSQL server `serverUrl` names;
 * a copy of the database `template` when given (nobody may be connected to that one meanwhile).
 */
export async function createPostgresDatabase(serverUrl: string, prefix: string, template?: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const withDb = (host?: string, port?: number) => {
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    if (host) u.hostname = host;
    if (port) u.port = String(port);
    return u.toString();
  };
  return {
    name,
    url: withDb(),
    urlVia: (host, port) => withDb(host, port),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
