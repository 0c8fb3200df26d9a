/**
 * `npm run bench` (DESIGN section 8): a production build, the server on loopback with the demo data,
 * autocannon in a child process against each target and against a static file of the same size served
 * by the same server, then the JS/CSS bytes per page type in Chromium and the server's memory.
 *
 * Environment: BENCH_DURATION (seconds per target, and as much again for its static file, default 10),
 * BENCH_ROUNDS (the slices that duration is cut into, target and static alternating, default 5),
 * BENCH_CONNECTIONS (50), BENCH_WARMUP
 * (seconds per target before measuring, default 2), BENCH_ENCODING (gzip | identity: the Accept-Encoding
 * the load sends, default gzip like a browser), BENCH_SKIP_BUILD=1 (reuse the last bench build),
 * AISLE_BUILD_DIR (default .tmp/build-bench), DATABASE_URL (PostgreSQL: a fresh database is created on
 * that server for the run and dropped after), CHROMIUM_PATH (/usr/bin/chromium), BENCH_SKIP_BROWSER=1.
 */
import { mkdtemp, mkdir, rm, writeFile, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createProgress } from "./lib/progress";
import { runLoad, type LoadResult } from "./lib/load";
import { recipeFinderRefreshBody } from "./lib/refresh-loop";
import { createPostgresDatabase, runCommand, startServer, type RunningServer } from "../scripts/lib/server-process";
import { measurePageWeights, type PageWeight } from "./lib/assets";
import { CHROMIUM_PATH } from "../scripts/lib/chromium";
import { kb, ms, num, renderTable } from "./lib/table";
import { envNumber } from "./lib/env";
import { DEMO, login } from "../server/test/http";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const DURATION = envNumber("BENCH_DURATION", 10, 1, 120);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 50, 1, 1000);
const WARMUP = envNumber("BENCH_WARMUP", 2, 0, 30);
const ROUNDS = envNumber("BENCH_ROUNDS", 5, 1, 20);
const ENCODING = process.env.BENCH_ENCODING === "identity" ? "identity" : "gzip";
const BUILD_DIR = process.env.AISLE_BUILD_DIR || ".tmp/build-bench";
const STORE_COOKIE = "store_id=1001";

type Kind = "page" | "content";
interface Target {
  key: string;
  name: string;
  path: string;
  kind: Kind;
  headers: Record<string, string>;
  /** Sent with a signed-in shopper's session: never the whole-page cache, rendered every time. */
  signedIn?: boolean;
  /** A POST target: its JSON body, or how to make it once the server runs (its static file is still fetched with GET). */
  post?: (baseUrl: string) => Promise<string>;
  body?: string;
}

/** What the load hits: the two SSR page kinds and the three public content endpoints. */
const TARGETS: Target[] = [
  { key: "home", name: "home (SSR, store 1001)", path: "/", kind: "page", headers: { cookie: STORE_COOKIE } },
  { key: "builder", name: "builder page /about-us", path: "/about-us", kind: "page", headers: { cookie: STORE_COOKIE } },
  { key: "builder-text", name: "builder text page, signed in", path: "/builder-text", kind: "page", headers: { cookie: STORE_COOKIE }, signedIn: true },
  { key: "builder-showcase", name: "builder showcase, signed in", path: "/builder-showcase", kind: "page", headers: { cookie: STORE_COOKIE }, signedIn: true },
  { key: "site-banner", name: "site-banner endpoint", path: "/api/shop/v1/content/site-banner?slug=site-banner&store_id=1001", kind: "content", headers: {} },
  { key: "navigation", name: "navigation endpoint", path: "/api/shop/v1/navigation?store_id=1001", kind: "content", headers: {} },
  { key: "stores", name: "stores list", path: "/api/shop/v1/stores", kind: "content", headers: {} },
  { key: "recipe-finder", name: "recipe finder (loop grid), cached", path: "/recipe-finder", kind: "page", headers: { cookie: STORE_COOKIE } },
  { key: "recipe-finder-signed-in", name: "recipe finder, signed in", path: "/recipe-finder", kind: "page", headers: { cookie: STORE_COOKIE }, signedIn: true },
  { key: "refresh-loop", name: "refresh-loop endpoint (vegan recipes)", path: "/api/builder/v1/refresh-loop", kind: "content", headers: { "content-type": "application/json" }, post: recipeFinderRefreshBody },
  { key: "department", name: "shop department /shop/departments/produce", path: "/shop/departments/produce", kind: "page", headers: { cookie: STORE_COOKIE } },
  { key: "department-signed-in", name: "shop department, signed in", path: "/shop/departments/produce", kind: "page", headers: { cookie: STORE_COOKIE }, signedIn: true },
  { key: "shop-search", name: "shop search page ?q=peaches", path: "/shop/search?q=peaches", kind: "page", headers: { cookie: STORE_COOKIE } },
  { key: "shop-search-signed-in", name: "shop search page, signed in", path: "/shop/search?q=peaches", kind: "page", headers: { cookie: STORE_COOKIE }, signedIn: true },
  { key: "products-search", name: "products search endpoint (typo, full catalog)", path: "/api/shop/v1/products?store_id=1001&q=bananna", kind: "content", headers: {} },
  { key: "suggestions", name: "search suggestions endpoint", path: "/api/shop/v1/search/suggestions?store_id=1001&q=chick", kind: "content", headers: {} },
];

/** Page types whose JS and CSS the browser downloads. */
const PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "store page", path: "/stores/columbus-short-north" },
  { name: "store locator", path: "/store/store-locator" },
  { name: "builder page", path: "/about-us" },
  { name: "builder text page", path: "/builder-text" },
  { name: "builder showcase", path: "/builder-showcase" },
  { name: "drink calculator", path: "/drink-calculator" },
  { name: "recipe finder", path: "/recipe-finder" },
  { name: "shop department", path: "/shop/departments/produce" },
  { name: "shop product", path: "/shop/products/harvest-lane-gala-apples-per-lb" },
];

/** Goals from the performance and page-builder issues. */
const GOALS = { homeRatio: 0.5, contentRatio: 0.7, p99Ms: 50, homeJsGzip: 100 * 1024, showcaseBehaviourJsGzip: 60 * 1024 };

interface TargetResult {
  key: string;
  name: string;
  path: string;
  kind: Kind;
  status: number;
  /** Body bytes, decoded (the static file is exactly this long). */
  bytes: number;
  contentType: string;
  cacheStatus: string | null;
  result: LoadResult | null;
  static: LoadResult | null;
  staticPath: string;
  ratio: number | null;
  /** Every slice's figures, target and static alternating. */
  slices?: { target: LoadResult[]; static: LoadResult[] };
  error?: string;
}

const medianOf = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
};

/** The median of each figure over the slices; errors and requests are summed. */
function combine(slices: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: medianOf(slices.map((s) => s.requestsPerSecond)),
    p50Ms: medianOf(slices.map((s) => s.p50Ms)),
    p99Ms: medianOf(slices.map((s) => s.p99Ms)),
    maxMs: Math.max(...slices.map((s) => s.maxMs)),
    errors: slices.reduce((a, s) => a + s.errors, 0),
    requests: slices.reduce((a, s) => a + s.requests, 0),
    bytesPerSecond: medianOf(slices.map((s) => s.bytesPerSecond)),
  };
}

/** process_resident_memory_bytes from the Prometheus text at /metrics. */
async function serverRss(url: string): Promise<number | null> {
  const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
  const m = /^process_resident_memory_bytes\s+(\d+(?:\.\d+)?)/m.exec(text);
  return m ? Number(m[1]) : null;
}

async function main() {
  const startedAt = new Date();
  const steps = 3 + (WARMUP > 0 ? 1 : 0) + TARGETS.length + (process.env.BENCH_SKIP_BROWSER === "1" ? 0 : 1) + 1;
  const progress = createProgress(steps);
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()!().catch(() => {});
  };
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    process.stderr.write("\ninterrupted: stopping the server and cleaning up…\n");
    void cleanup().then(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    // 1. production build
    let step = progress.start(`production build into ${BUILD_DIR}`);
    const buildDir = resolve(ROOT, BUILD_DIR);
    if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(join(buildDir, "server/index.js"))) {
      step.done("reused (BENCH_SKIP_BUILD=1)");
    } else {
      await runCommand(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
        cwd: ROOT,
        env: { ...process.env, AISLE_BUILD_DIR: BUILD_DIR, NODE_ENV: "production" },
        timeoutMs: 300_000,
      });
      step.done();
    }
    const clientDir = join(buildDir, "client");

    // 2. data: an empty PGlite directory, or a fresh PostgreSQL database
    step = progress.start(process.env.DATABASE_URL ? "fresh PostgreSQL database" : "empty PGlite data directory");
    const dataDir = await mkdtemp(join(tmpdir(), "aisle-bench-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    let database = "pglite";
    if (process.env.DATABASE_URL) {
      const pg = await createPostgresDatabase(process.env.DATABASE_URL, "aisle_bench");
      cleanups.push(() => pg.drop());
      databaseUrl = pg.url;
      database = `postgresql (${pg.name})`;
    }
    step.done(databaseUrl ? database : dataDir);

    // 3. the server
    step = progress.start("start the server (seeds the demo data)");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AISLE_BUILD_DIR: BUILD_DIR,
      AISLE_SEED: "demo",
      DATABASE_URL: databaseUrl ?? "",
    };
    const server: RunningServer = await startServer({ cwd: ROOT, env, readyTimeoutMs: 120_000 });
    cleanups.push(() => server.stop());
    // Signed-in targets carry a shopper's session cookie (and are rendered on every request).
    const session = (await login(server.url, DEMO.shopper.email, DEMO.shopper.password)).cookie;
    for (const t of TARGETS) if (t.signedIn) t.headers = { ...t.headers, cookie: `${t.headers.cookie}; ${session}` };
    for (const t of TARGETS) if (t.post) t.body = await t.post(server.url);
    step.done(server.url);

    // Each target's body becomes a static file of the same size in the build's client dir.
    const accept: Record<string, string> = ENCODING === "gzip" ? { "accept-encoding": "gzip" } : {};
    const results: TargetResult[] = [];
    for (const t of TARGETS) {
      const res = await fetch(server.url + t.path, { method: t.body === undefined ? "GET" : "POST", body: t.body, headers: { ...t.headers }, signal: AbortSignal.timeout(30_000) });
      const body = Buffer.from(await res.arrayBuffer());
      const contentType = res.headers.get("content-type") ?? "";
      const ext = contentType.includes("json") ? "json" : "html";
      const staticPath = `/bench-static-${body.length}.${ext}`;
      const file = join(clientDir, staticPath.slice(1));
      await writeFile(file, body);
      cleanups.push(() => rm(file, { force: true }));
      results.push({
        key: t.key,
        name: t.name,
        path: t.path,
        kind: t.kind,
        status: res.status,
        bytes: body.length,
        contentType,
        cacheStatus: res.headers.get("x-aisle-cache"),
        result: null,
        static: null,
        staticPath,
        ratio: null,
        error: res.status === 200 ? undefined : `HTTP ${res.status}`,
      });
      if ((await stat(file)).size !== body.length) throw new Error(`static file ${file} has the wrong size`);
    }

    const load = (path: string, headers: Record<string, string>, seconds: number, onTick?: (s: number) => void, body?: string) =>
      runLoad({ url: server.url + path, headers: { ...accept, ...headers }, connections: CONNECTIONS, durationSeconds: seconds, onTick, ...(body === undefined ? {} : { method: "POST" as const, body }) });

    if (WARMUP > 0) {
      step = progress.start(`warm-up (${WARMUP} s per target and static file)`);
      for (const [i, t] of TARGETS.entries()) {
        step.update(t.name);
        await load(t.path, t.headers, WARMUP, undefined, t.body);
        await load(results[i]!.staticPath, t.headers, WARMUP);
      }
      step.done();
    }

    // Target and static file alternate in short slices, so both see the same background load (this
    // machine may be shared); each figure is the median over the slices.
    const slice = Math.max(1, Math.round((DURATION / ROUNDS) * 10) / 10);
    for (const [i, t] of TARGETS.entries()) {
      const r = results[i]!;
      step = progress.start(`${t.name} vs static file of ${num(r.bytes)} B, ${CONNECTIONS} connections, ${ROUNDS} × ${slice} s each`);
      if (r.status !== 200) {
        step.fail(r.error ?? "not 200");
        continue;
      }
      const slices: { target: LoadResult[]; static: LoadResult[] } = { target: [], static: [] };
      for (let round = 1; round <= ROUNDS; round++) {
        for (const which of ["target", "static"] as const) {
          const out = await load(
            which === "target" ? t.path : r.staticPath,
            t.headers,
            slice,
            (sec) => step.update(`round ${round}/${ROUNDS}, ${which} ${Math.min(sec, slice).toFixed(1)} / ${slice} s`),
            which === "target" ? t.body : undefined,
          );
          slices[which].push(out);
        }
      }
      r.result = combine(slices.target);
      r.static = combine(slices.static);
      r.slices = slices;
      r.ratio = r.result.requestsPerSecond / r.static.requestsPerSecond;
      step.done(
        `${num(r.result.requestsPerSecond)} vs ${num(r.static.requestsPerSecond)} req/s (${(r.ratio * 100).toFixed(0)}%), p99 ${ms(r.result.p99Ms)} vs ${ms(r.static.p99Ms)}`,
      );
    }

    let weights: PageWeight[] = [];
    if (process.env.BENCH_SKIP_BROWSER !== "1") {
      step = progress.start("JS and CSS per page type in Chromium");
      weights = await measurePageWeights(server.url, PAGE_TYPES, {
        executablePath: CHROMIUM_PATH,
        cookies: [{ name: "store_id", value: "1001" }],
        onPage: (name) => step.update(name),
      });
      step.done();
    }

    step = progress.start("server memory");
    const rss = await serverRss(server.url);
    step.done(rss ? `${(rss / 1024 / 1024).toFixed(0)} MB RSS` : "not reported");
    await cleanup();

    const goals = evaluateGoals(results, weights);
    const report = {
      startedAt: startedAt.toISOString(),
      node: process.version,
      database,
      buildDir: BUILD_DIR,
      durationSeconds: DURATION,
      rounds: ROUNDS,
      aggregation: "median over rounds of alternating target/static slices",
      warmupSeconds: WARMUP,
      connections: CONNECTIONS,
      acceptEncoding: ENCODING,
      targets: results,
      pageWeights: weights,
      serverRssBytes: rss,
      goals,
    };
    const outDir = join(ROOT, "bench/results");
    await mkdir(outDir, { recursive: true });
    const outFile = join(outDir, `${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(outFile, JSON.stringify(report, null, 2) + "\n");

    process.stdout.write("\n" + table(results, weights, rss, goals) + "\n");
    process.stdout.write(
      `\n${database}, ${CONNECTIONS} connections, ${DURATION} s per target and per static file (median of ${ROUNDS} alternating slices), Accept-Encoding: ${ENCODING}, Node ${process.version}\nresults: ${outFile}\n`,
    );
  } catch (err) {
    await cleanup();
    throw err;
  }
}

interface Goal {
  goal: string;
  target: string;
  value: string;
  met: boolean | null;
}

function evaluateGoals(results: TargetResult[], weights: PageWeight[]): Goal[] {
  const goals: Goal[] = [];
  const home = results.find((r) => r.key === "home");
  goals.push({
    goal: `warm SSR home >= ${GOALS.homeRatio * 100}% of static`,
    target: "home",
    value: home?.ratio != null ? `${(home.ratio * 100).toFixed(0)}%` : "n/a",
    met: home?.ratio != null ? home.ratio >= GOALS.homeRatio : null,
  });
  for (const r of results.filter((x) => x.kind === "content")) {
    goals.push({
      goal: `content endpoint >= ${GOALS.contentRatio * 100}% of static`,
      target: r.key,
      value: r.ratio != null ? `${(r.ratio * 100).toFixed(0)}%` : "n/a",
      met: r.ratio != null ? r.ratio >= GOALS.contentRatio : null,
    });
  }
  for (const r of results) {
    goals.push({
      goal: `p99 < ${GOALS.p99Ms} ms at ${CONNECTIONS} connections`,
      target: r.key,
      value: r.result ? ms(r.result.p99Ms) : "n/a",
      met: r.result ? r.result.p99Ms < GOALS.p99Ms : null,
    });
  }
  const weightGoal = (goal: string, target: string, path: string, bytes: (w: PageWeight) => number, met: (bytes: number) => boolean) => {
    const w = weights.find((x) => x.path === path);
    goals.push({ goal, target, value: w ? kb(bytes(w)) : "n/a", met: w ? met(bytes(w)) : null });
  };
  weightGoal("home page JS < 100 KB gzip", "home", "/", (w) => w.jsGzip, (b) => b < GOALS.homeJsGzip);
  weightGoal("builder text page ships no behaviour JS", "builder-text", "/builder-text", (w) => w.behaviourJsGzip, (b) => b === 0);
  weightGoal("builder showcase behaviour JS < 60 KB gzip", "builder-showcase", "/builder-showcase", (w) => w.behaviourJsGzip, (b) => b < GOALS.showcaseBehaviourJsGzip);
  return goals;
}

function table(results: TargetResult[], weights: PageWeight[], rss: number | null, goals: Goal[]): string {
  const mark = (met: boolean | null) => (met === null ? "?" : met ? "✓" : "✗");
  const goalFor = (key: string) => goals.filter((g) => g.target === key && (g.goal.startsWith("p99") || g.goal.includes("static")));
  const header = ["target", "bytes", "req/s", "p50", "p99", "errors", "static req/s", "static p99", "ratio", "goals"];
  const rows: (string[] | null)[] = results.map((r) => [
    r.name,
    num(r.bytes),
    r.result ? num(r.result.requestsPerSecond) : (r.error ?? "-"),
    r.result ? ms(r.result.p50Ms) : "-",
    r.result ? ms(r.result.p99Ms) : "-",
    r.result ? num(r.result.errors) : "-",
    r.static ? num(r.static.requestsPerSecond) : "-",
    r.static ? ms(r.static.p99Ms) : "-",
    r.ratio != null ? `${(r.ratio * 100).toFixed(0)}%` : "-",
    goalFor(r.key)
      .map((g) => `${g.goal.startsWith("p99") ? "p99" : "ratio"} ${mark(g.met)}`)
      .join(" "),
  ]);
  if (weights.length) {
    rows.push(null, ["page type (Chromium)", "status", "JS gzip", "CSS gzip", "JS files", "CSS files", "HTML gzip", "behaviour JS", "", "goals"], null);
    for (const w of weights) {
      const jsGoal = goals
        .filter((g) => (w.path === "/" && g.goal.startsWith("home page JS")) || (w.path === `/${g.target}` && g.goal.startsWith("builder")))
        .map((g) => `${g.goal.startsWith("home") ? "JS<100KB" : g.goal.includes("no behaviour") ? "none" : "<60KB"} ${mark(g.met)}`)
        .join(" ");
      if (w.status !== 200) rows.push([`${w.name} ${w.path}`, String(w.status), "-", "-", "-", "-", "-", "-", "", "not measured"]);
      else rows.push([`${w.name} ${w.path}`, String(w.status), kb(w.jsGzip), kb(w.cssGzip), String(w.jsFiles), String(w.cssFiles), kb(w.htmlGzip), kb(w.behaviourJsGzip), "", jsGoal]);
    }
  }
  rows.push(null, ["server RSS after the run", rss ? `${(rss / 1024 / 1024).toFixed(0)} MB` : "n/a", "", "", "", "", "", "", "", ""]);
  return renderTable(header, rows);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
