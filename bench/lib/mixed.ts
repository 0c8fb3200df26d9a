/**
 * The mixed load (`BENCH_ONLY=mixed`, and `npm run soak`): what a shop sees, not one address. A wrk
 * Lua script cycles through home, departments, a few hundred products, recipes, site and shop search
 * (known terms and, one time in five, a term never asked before), the recipe finder, the builder
 * showcase, the store locator, cart, orders and checkout, and the products and suggestions endpoints;
 * each request as an anonymous visitor, as a visitor with a cart (their own cart cookie) or as a
 * signed-in shopper (their own session), in turn. The server's RSS, heap and external memory are read
 * from `/metrics` every second during the load and for a while after it.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseWrk } from "./wrk";
import { cacheFigures, type CacheFigures } from "./mixed-caches";
import { NEW_SEARCH, plan, type Planned } from "./mixed-plan";
import { costByKind, type KindCost } from "./page-costs";
import { postgresCpuNs, treeCpuNs, treeRssBytes } from "./process-tree";

const MB = 1024 * 1024;

export interface MemorySample {
  second: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  /** Whether the load was running when the sample was taken. */
  loaded: boolean;
}

/** The figures of one run of the cycle, and (MixedResult) of the whole first run. */
export interface MixedResult extends LoadFigures {
  workers: number;
  connections: number;
  urls: number;
  memory: MemorySample[];
  startRssMb: number;
  peakRssMb: number;
  endRssMb: number;
  idleRssMb: number;
  /** Mean RSS over the last third of the load minus over its middle third (MiB). */
  lateGrowthMb: number;
  /** Whether memory kept rising through the load (what `npm run soak` fails on). */
  rising: boolean;
  /** Each in-process cache once the load ended, as `/metrics` counts it (one worker's with several). */
  caches: CacheFigures[];
  /** The server's CPU time during the load (every process and thread) over the requests answered. */
  cpuMsPerRequest: number | null;
  /** Each page type's cost after the load (the first pass only). */
  costs: KindCost[];
  /**
   * The same cycle again right after (`warmSeconds`), with the caches holding what the first run filled:
   * the shop in its steady state, apart from the first minutes after a start, which the figures above
   * include. Null when not run.
   */
  warm: LoadFigures | null;
}

/** What one wrk run of the cycle gave. */
export interface LoadFigures {
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  cpuMsPerRequest: number | null;
  /** The local PostgreSQL's CPU time during the load over the requests answered (null on PGlite, whose time is the server's). */
  databaseCpuMsPerRequest: number | null;
}

const lua = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

function script(planned: Planned[]): string {
  return `-- The mixed load: a fixed cycle of addresses and visitors; a new search term where asked.
local plan = {
${planned.map((p) => `  {${lua(p.path)}, ${lua(p.cookie)}},`).join("\n")}
}
local n = #plan
local i = 0
local fresh = 0
request = function()
  i = i % n + 1
  local p = plan[i]
  local path = p[1]
  if path == "${NEW_SEARCH}" then
    fresh = fresh + 1
    path = "/?s=term" .. fresh .. "x" .. math.random(1, 1000000)
  end
  return wrk.format("GET", path, { ["Cookie"] = p[2], ["Accept-Encoding"] = "gzip, deflate, br" })
end
`;
}

async function memory(url: string): Promise<{ rss: number; heap: number; external: number } | null> {
  try {
    const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(2000) })).text();
    const read = (name: string) => Number(new RegExp(`^${name}\\s+(\\d+(?:\\.\\d+)?)`, "m").exec(text)?.[1] ?? NaN);
    return {
      rss: read("process_resident_memory_bytes"),
      heap: read("nodejs_heap_used_bytes"),
      external: read("nodejs_external_memory_bytes"),
    };
  } catch {
    return null;
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** Runs the mixed load for `seconds` against a running server, sampling its memory every second, and `idleSeconds` after. */
export async function runMixed(opts: {
  url: string;
  wrk: string;
  seconds: number;
  connections: number;
  workers: number;
  idleSeconds?: number;
  pass?: number;
  /** The server's process id: RSS is then its whole process tree's (all workers), not one worker's. */
  pid?: number;
  /** Whether to measure each page type's cost after the load (costByKind). */
  costs?: boolean;
  /** Seconds of a second run of the cycle right after the first (MixedResult.warm); 0 or absent: none. */
  warmSeconds?: number;
  /** Whether the server's database is a PostgreSQL on this machine, whose CPU time is then read too. */
  localPostgres?: boolean;
}): Promise<MixedResult> {
  const planned = await plan(opts.url, opts.pass ?? 0);
  const dir = await mkdtemp(join(tmpdir(), "aisle-mixed-"));
  const file = join(dir, "mixed.lua");
  await writeFile(file, script(planned));
  const samples: MemorySample[] = [];
  const started = Date.now();
  let loaded = true;
  const take = async () => {
    const m = await memory(opts.url);
    const tree = opts.pid === undefined ? null : await treeRssBytes(opts.pid);
    if (m && tree !== null) m.rss = tree;
    if (m)
      samples.push({
        second: Math.round((Date.now() - started) / 1000),
        rssMb: m.rss / MB,
        heapMb: m.heap / MB,
        externalMb: m.external / MB,
        loaded,
      });
  };
  await take();
  const ticker = setInterval(() => void take(), 1000);
  const cold = await load(opts, file, opts.seconds);
  const warm = opts.warmSeconds ? await load(opts, file, opts.warmSeconds) : null;
  loaded = false;
  const caches = await cacheFigures(opts.url);
  await new Promise((r) => setTimeout(r, (opts.idleSeconds ?? 10) * 1000));
  clearInterval(ticker);
  await take();
  await rm(dir, { recursive: true, force: true });

  const costs = opts.costs && opts.pid !== undefined ? await costByKind(opts.url, planned, opts.pid) : [];
  const during = samples.filter((s) => s.loaded).map((s) => s.rssMb);
  const third = Math.max(1, Math.floor(during.length / 3));
  const middle = mean(during.slice(third, 2 * third));
  const last = mean(during.slice(-third));
  const lateGrowthMb = last - middle;
  return {
    workers: opts.workers,
    connections: opts.connections,
    urls: planned.length,
    ...cold,
    memory: samples,
    startRssMb: samples[0]?.rssMb ?? NaN,
    peakRssMb: Math.max(...samples.map((s) => s.rssMb)),
    endRssMb: during.at(-1) ?? NaN,
    idleRssMb: samples.at(-1)?.rssMb ?? NaN,
    lateGrowthMb,
    // Rising: the last third of the load holds over a tenth more than the middle third, and 32 MiB at least.
    rising: lateGrowthMb > Math.max(32, middle * 0.1),
    caches,
    costs,
    warm,
  };
}

/** One wrk run of the cycle for `seconds`, with the server's CPU time over it. */
async function load(
  opts: { url: string; wrk: string; connections: number; pid?: number; localPostgres?: boolean },
  script: string,
  seconds: number,
): Promise<LoadFigures> {
  const cpuBefore = opts.pid === undefined ? null : await treeCpuNs(opts.pid);
  const databaseBefore = opts.localPostgres ? await postgresCpuNs() : null;
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      opts.wrk,
      ["-t1", `-c${opts.connections}`, `-d${seconds}s`, "--timeout", "2s", "--latency", "-s", script, opts.url],
      { maxBuffer: 16 * MB, timeout: (seconds + 60) * 1000 },
      (err, stdout, stderr) => (err ? reject(new Error(`wrk: ${err.message} ${stderr}`)) : resolve(stdout)),
    );
  });
  const cpuAfter = opts.pid === undefined ? null : await treeCpuNs(opts.pid);
  const databaseAfter = opts.localPostgres ? await postgresCpuNs() : null;
  const r = parseWrk(out);
  const perRequest = (before: number | null, after: number | null) =>
    before !== null && after !== null && r.requests > 0 ? (after - before) / 1e6 / r.requests : null;
  return {
    seconds,
    requestsPerSecond: r.requestsPerSecond,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    requests: r.requests,
    errors: r.errors,
    timeouts: Number(/timeout (\d+)/.exec(out)?.[1] ?? 0),
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter),
    databaseCpuMsPerRequest: perRequest(databaseBefore, databaseAfter),
  };
}
