import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs a command to completion, killed after `timeoutMs`; rejects with its output tail on failure. */
export function runCommand(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (d: Buffer) => {
      output = (output + d.toString()).slice(-4000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const killer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(killer);
      reject(err);
    });
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(" ")} failed (${signal ?? code}):\n${output}`));
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
  child: ChildProcess;
  /** The last lines the server printed (for error messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` under tsx in production mode and waits (bounded) for /readyz. */
export async function startServer(opts: { cwd: string; env: NodeJS.ProcessEnv; port: number; readyTimeoutMs: number }): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let exited = false;
  child.on("exit", () => (exited = true));
  const url = `http://127.0.0.1:${opts.port}`;

  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited || child.exitCode !== null) return resolve();
      const hard = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(hard);
        resolve();
      });
      child.kill("SIGTERM");
    });

  const deadline = Date.now() + opts.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { url, child, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server was not ready within ${opts.readyTimeoutMs / 1000} s:\n${output}`);
}

/** A fresh database on the PostgreSQL server `serverUrl` names; `drop()` removes it again. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `aisle_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** process_resident_memory_bytes from the Prometheus text at /metrics. */
export async function serverRss(url: string): Promise<number | null> {
  const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
  const m = /^process_resident_memory_bytes\s+(\d+(?:\.\d+)?)/m.exec(text);
  return m ? Number(m[1]) : null;
}
