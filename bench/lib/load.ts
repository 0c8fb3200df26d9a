import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { findWrk, parseWrk } from "./wrk";

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve("autocannon/autocannon.js");
const WRK = findWrk();

/**
 * The load generator: Debian's `wrk` (1 thread), or autocannon when wrk is not installed. autocannon
 * is a Node client that saturates near 4,000 requests/s on a 2-core machine: its figures are labelled.
 */
export const LOAD_GENERATOR: "wrk" | "autocannon" = WRK ? "wrk" : "autocannon";

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Called every few hundred ms while the run lasts (seconds elapsed). */
  onTick?: (elapsedSeconds: number) => void;
  /** A POST and its body (default: GET). */
  method?: "GET" | "POST";
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors (timeouts included) + non-2xx answers. */
  errors: number;
  requests: number;
  /** Average response bytes per second, as read off the wire (compressed when the server compressed). */
  bytesPerSecond: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One run of the load generator in its own process, killed if it outlives its duration by more than 30 s. */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  return WRK ? runWrk(WRK, opts) : runAutocannon(opts);
}

function runWrk(wrk: string, opts: LoadOptions): Promise<LoadResult> {
  const args = [
    "-t1",
    "-c",
    String(opts.connections),
    "-d",
    `${Math.max(1, Math.ceil(opts.durationSeconds))}s`,
    "--timeout",
    "10s",
    "--latency",
  ];
  for (const [k, v] of Object.entries(opts.headers)) args.push("-H", `${k}: ${v}`);
  if (opts.method === "POST") args.push("-s", postScript(opts.body ?? ""));
  args.push(opts.url);
  return runChild(wrk, args, opts, (stdout) => parseWrk(stdout));
}

/** wrk sends a body only from a Lua script: one that sets the method and the body, in a temp dir. */
function postScript(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "aisle-wrk-")), "post.lua");
  writeFileSync(file, `wrk.method = "POST"\nwrk.body = ${JSON.stringify(body)}\n`);
  return file;
}

/**
 * One autocannon run in its own process (so the load generator never shares an event loop with the
 * code that reads its results), killed if it outlives its duration by more than 30 s.
 */
function runAutocannon(opts: LoadOptions): Promise<LoadResult> {
  const args = [AUTOCANNON, "--json", "--no-progress", "-c", String(opts.connections), "-d", String(opts.durationSeconds), "-t", "10"];
  for (const [k, v] of Object.entries(opts.headers)) args.push("-H", `${k}=${v}`);
  if (opts.method === "POST") args.push("-m", "POST", "-b", opts.body ?? "");
  args.push(opts.url);
  return runChild(process.execPath, args, opts, (stdout) => {
    const r = JSON.parse(stdout.trim().split("\n").pop() ?? "") as AutocannonJson;
    return {
      requestsPerSecond: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      errors: r.errors + r.non2xx,
      requests: r.requests.total,
      bytesPerSecond: r.throughput.average,
    };
  });
}

function runChild(cmd: string, args: string[], opts: LoadOptions, parse: (stdout: string) => LoadResult): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const started = performance.now();
    const tick = setInterval(() => opts.onTick?.((performance.now() - started) / 1000), 250);
    const killer = setTimeout(() => child.kill("SIGKILL"), (opts.durationSeconds + 30) * 1000);
    child.on("error", (err) => {
      clearInterval(tick);
      clearTimeout(killer);
      reject(err);
    });
    child.on("close", (code, signal) => {
      clearInterval(tick);
      clearTimeout(killer);
      try {
        resolve(parse(stdout));
      } catch {
        reject(new Error(`${cmd} exited (${signal ?? code}) without a result: ${stderr.slice(-500) || stdout.slice(-500)}`));
      }
    });
  });
}
