/**
 * `npm run bench` (DESIGN section 8): a production build, the server on loopback with the demo data,
 * and for each target the load generator (`wrk`, 1 thread; autocannon, labelled, when wrk is missing)
 * against the target, raw node:http answering the same bytes from memory, and nginx serving the same
 * file precompressed (when installed), in alternating slices; anonymous and signed-in targets; one
 * worker, and all workers when the database allows several (PostgreSQL); then the JS/CSS bytes per
 * page type in Chromium and the server's memory. JSON and an SVG chart per run in bench/results/.
 *
 * Environment: BENCH_DURATION (seconds per target, and as much again for each reference, default 10),
 * BENCH_ROUNDS (the slices that duration is cut into, default 5), BENCH_CONNECTIONS (50; a target may
 * name its own), BENCH_WARMUP (seconds per target before measuring, default 2), BENCH_ENCODING (gzip |
 * br | identity, default gzip), BENCH_SKIP_BUILD=1 (reuse the last bench build), BENCH_ONLY (comma-separated
 * target keys), AISLE_BUILD_DIR (default .tmp/build-bench), DATABASE_URL (PostgreSQL: a fresh database is
 * created on that server for the run and dropped after), CHROMIUM_PATH (/usr/bin/chromium), BENCH_SKIP_BROWSER=1.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createProgress } from "./lib/progress";
import { LOAD_GENERATOR, runLoad, type LoadResult } from "./lib/load";
import { recipeFinderRefreshBody } from "./lib/refresh-loop";
import { createPostgresDatabase, freePort, runCommand, startServer, type RunningServer } from "../scripts/lib/server-process";
import { measurePageWeights, type PageWeight } from "./lib/assets";
import { CHROMIUM_PATH } from "../scripts/lib/chromium";
import { kb, ms, num, renderTable } from "./lib/table";
import { envNumber } from "./lib/env";
import { fetchWire, NGINX, startNginx, startRawNode, type Reference, type WireBody } from "./lib/references";
import { barChart } from "./lib/chart";
import { benchCartAndOrders, wantsWrites, writeTable, type WriteResult } from "./lib/cart-orders";
import { DEMO, login } from "../server/test/http";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const DURATION = envNumber("BENCH_DURATION", 10, 1, 120);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 50, 1, 1000);
const WARMUP = envNumber("BENCH_WARMUP", 2, 0, 30);
const ROUNDS = envNumber("BENCH_ROUNDS", 5, 1, 20);
/** First of three ports (server, raw node, nginx) on a shared machine; free ones when unset. */
const PORT_BASE = process.env.BENCH_PORT ? envNumber("BENCH_PORT", 0, 1024, 65533, { integer: true }) : null;
const portAt = (offset: number) => (PORT_BASE === null ? freePort() : Promise.resolve(PORT_BASE + offset));
const ENCODING: "gzip" | "br" | "identity" = process.env.BENCH_ENCODING === "identity" ? "identity" : process.env.BENCH_ENCODING === "br" ? "br" : "gzip";
const BUILD_DIR = process.env.AISLE_BUILD_DIR || ".tmp/build-bench";
const STORE_COOKIE = "store_id=1001";
const CORES = availableParallelism();

type Kind = "page" | "content";
interface Target {
  key: string;
  name: string;
  path: string;
  kind: Kind;
  headers: Record<string, string>;
  /** Sent with a signed-in shopper's session: never the anonymous cache; the shared render where the route opts in (decision 0039), else rendered every time. */
  signedIn?: boolean;
  /** Concurrent connections for this target (default BENCH_CONNECTIONS). */
  connections?: number;
  /** A POST target: how to make its JSON body once the server runs (the references answer its bytes to a GET). */
  post?: (baseUrl: string) => Promise<string>;
  body?: string;
}

const anon = { cookie: STORE_COOKIE };
/** What the load hits: pages anonymous (the whole-page cache) and signed in (the shared render, or rendered every time), and public content endpoints. */
const TARGETS: Target[] = [
  { key: "home", name: "home, anonymous (cache hit)", path: "/", kind: "page", headers: anon },
  { key: "home-signed-in", name: "home, signed in", path: "/", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "department", name: "department /shop/produce, anonymous", path: "/shop/produce", kind: "page", headers: anon },
  { key: "department-signed-in", name: "department /shop/produce, signed in", path: "/shop/produce", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "builder", name: "builder page /about-us, anonymous", path: "/about-us", kind: "page", headers: anon },
  { key: "builder-signed-in", name: "builder page /about-us, signed in", path: "/about-us", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "builder-text", name: "builder text page, signed in", path: "/builder-text", kind: "page", headers: anon, signedIn: true },
  { key: "builder-showcase", name: "builder showcase, signed in", path: "/builder-showcase", kind: "page", headers: anon, signedIn: true },
  { key: "search", name: "search /?s=peach, anonymous", path: "/?s=peach", kind: "page", headers: anon },
  { key: "search-signed-in", name: "search /?s=peach, signed in", path: "/?s=peach", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "site-banner", name: "site-banner endpoint", path: "/api/shop/v1/content/site-banner?slug=site-banner&store_id=1001", kind: "content", headers: {} },
  { key: "navigation", name: "navigation endpoint", path: "/api/shop/v1/navigation?store_id=1001", kind: "content", headers: {} },
  { key: "stores", name: "stores list", path: "/api/shop/v1/stores", kind: "content", headers: {} },
  { key: "recipes", name: "recipes /recipes, anonymous", path: "/recipes", kind: "page", headers: anon },
  { key: "recipes-signed-in", name: "recipes /recipes, signed in", path: "/recipes", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "recipe-finder", name: "recipe finder (loop grid), anonymous", path: "/recipe-finder", kind: "page", headers: anon },
  { key: "recipe-finder-signed-in", name: "recipe finder, signed in", path: "/recipe-finder", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "refresh-loop", name: "refresh-loop endpoint (vegan recipes)", path: "/api/builder/v1/refresh-loop", kind: "content", headers: { "content-type": "application/json" }, post: recipeFinderRefreshBody },
  { key: "shop-search", name: "shop search page ?q=peaches, anonymous", path: "/shop/search?q=peaches", kind: "page", headers: anon },
  { key: "shop-search-signed-in", name: "shop search page, signed in", path: "/shop/search?q=peaches", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "products-search", name: "products search endpoint (typo, full catalog)", path: "/api/shop/v1/products?store_id=1001&q=bananna", kind: "content", headers: {} },
  { key: "suggestions", name: "search suggestions endpoint", path: "/api/shop/v1/search/suggestions?store_id=1001&q=chick", kind: "content", headers: {} },
];

/** Page types whose JS and CSS the browser downloads. */
const PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "department", path: "/shop/produce" },
  { name: "store page", path: "/stores/columbus-short-north" },
  { name: "store locator", path: "/store/store-locator" },
  { name: "builder page", path: "/about-us" },
  { name: "builder text page", path: "/builder-text" },
  { name: "builder showcase", path: "/builder-showcase" },
  { name: "drink calculator", path: "/drink-calculator" },
  { name: "recipe finder", path: "/recipe-finder" },
  { name: "shop product", path: "/shop/products/harvest-lane-gala-apples-per-lb" },
];

/**
 * Goals from the performance and page-builder issues. Ratios are to raw node:http answering the same
 * bytes from memory (the hardware's limit for a Node server), measured in the same run.
 */
const GOALS = {
  homeRatio: 0.5,
  contentRatio: 0.7,
  p99Ms: 50,
  signedInHomeRps: 600,
  signedInP99Ms: 100,
  homeJsGzip: 100 * 1024,
  showcaseBehaviourJsGzip: 60 * 1024,
};

type Competitor = "target" | "raw" | "nginx";

interface TargetResult {
  key: string;
  name: string;
  path: string;
  kind: Kind;
  signedIn: boolean;
  connections: number;
  /** The server's processes for this pass. */
  workers: number;
  status: number;
  /** Body bytes as sent (compressed when the server compressed); raw node and nginx send exactly these. */
  bytes: number;
  contentType: string;
  contentEncoding: string | null;
  cacheStatus: string | null;
  result: LoadResult | null;
  raw: LoadResult | null;
  nginx: LoadResult | null;
  /** target req/s ÷ raw node req/s, and ÷ nginx req/s. */
  ratio: number | null;
  nginxRatio: number | null;
  /** Every slice's figures, the competitors alternating. */
  slices?: Record<Competitor, LoadResult[]>;
  error?: string;
}

const medianOf = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
};

/** The median of each figure over the slices; errors and requests are summed. */
function combine(slices: LoadResult[]): LoadResult | null {
  if (!slices.length) return null;
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

/** The worker counts to measure: one, and every core when the database lets several processes share it. */
function workerPasses(postgres: boolean): number[] {
  return postgres && CORES > 1 ? [1, CORES] : [1];
}

async function main() {
  const startedAt = new Date();
  const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",").map((s) => s.trim())) : null;
  const targets = TARGETS.filter((t) => !only || only.has(t.key));
  const passes = workerPasses(Boolean(process.env.DATABASE_URL));
  const steps = 2 + passes.length * (3 + (WARMUP > 0 ? 1 : 0) + targets.length + (wantsWrites(only) ? 1 : 0)) + (process.env.BENCH_SKIP_BROWSER === "1" ? 0 : 1);
  const progress = createProgress(steps);
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()!().catch(() => {});
  };
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    process.stderr.write("\ninterrupted: stopping the servers and cleaning up…\n");
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

    const accept: Record<string, string> = ENCODING === "identity" ? {} : { "accept-encoding": ENCODING };
    const results: TargetResult[] = [];
    let rss: number | null = null;
    let weights: PageWeight[] = [];
    const writes: Array<WriteResult & { workers: number }> = [];

    for (const workers of passes) {
      const pass = `${workers} worker${workers === 1 ? "" : "s"}`;
      // 3. the server
      step = progress.start(`start the server, ${pass}`);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        AISLE_BUILD_DIR: BUILD_DIR,
        AISLE_SEED: "demo",
        DATABASE_URL: databaseUrl ?? "",
        WEB_CONCURRENCY: String(workers),
      };
      const server: RunningServer = await startServer({ cwd: ROOT, env, port: await portAt(0), readyTimeoutMs: 120_000 });
      const stopServer = () => server.stop();
      cleanups.push(stopServer);
      // Signed-in targets carry a shopper's session cookie (the shared render or a render per request, never the anonymous cache).
      const session = (await login(server.url, DEMO.shopper.email, DEMO.shopper.password)).cookie;
      const headersOf = (t: Target) => (t.signedIn ? { ...t.headers, cookie: `${t.headers.cookie ?? ""}; ${session}` } : t.headers);
      for (const t of targets) if (t.post) t.body = await t.post(server.url);
      step.done(server.url);

      // 4. each target's answer, as sent: raw node and nginx answer exactly these bytes.
      step = progress.start("references: raw node:http and nginx on the same bytes");
      const passResults: TargetResult[] = [];
      const bodies = new Map<string, WireBody>();
      for (const t of targets) {
        // Twice: the first answer of an anonymous page fills the cache, the second is what the load gets.
        // A cached page's brotli form is prepared after the entry is stored: asked for brotli, wait for it.
        await fetchWire(server.url + t.path, { ...accept, ...headersOf(t) }, t.body);
        let w = await fetchWire(server.url + t.path, { ...accept, ...headersOf(t) }, t.body);
        for (let tries = 0; ENCODING === "br" && w.cacheStatus === "HIT" && w.contentEncoding !== "br" && tries < 50; tries++) {
          await new Promise((r) => setTimeout(r, 100));
          w = await fetchWire(server.url + t.path, { ...accept, ...headersOf(t) }, t.body);
        }
        bodies.set(t.key, w);
        passResults.push({
          key: t.key,
          name: t.name,
          path: t.path,
          kind: t.kind,
          signedIn: Boolean(t.signedIn),
          connections: t.connections ?? CONNECTIONS,
          workers,
          status: w.status,
          bytes: w.body.length,
          contentType: w.contentType,
          contentEncoding: w.contentEncoding,
          cacheStatus: w.cacheStatus,
          result: null,
          raw: null,
          nginx: null,
          ratio: null,
          nginxRatio: null,
          error: w.status === 200 ? undefined : `HTTP ${w.status}`,
        });
      }
      const raw = await startRawNode(bodies, PORT_BASE === null ? 0 : await portAt(1));
      cleanups.push(() => raw.close());
      const nginx: Reference | null = NGINX ? await startNginx(bodies, await portAt(2)) : null;
      if (nginx) cleanups.push(() => nginx.close());
      step.done(nginx ? `raw node ${raw.url}, nginx ${nginx.url}` : `raw node ${raw.url}; nginx not installed`);

      const urlOf = (which: Competitor, t: Target) =>
        which === "target" ? server.url + t.path : which === "raw" ? raw.url + raw.path(t.key) : nginx!.url + nginx!.path(t.key);
      const competitors: Competitor[] = nginx ? ["target", "raw", "nginx"] : ["target", "raw"];
      const load = (which: Competitor, t: Target, seconds: number, onTick?: (s: number) => void) =>
        runLoad({
          url: urlOf(which, t),
          headers: { ...accept, ...headersOf(t) },
          connections: t.connections ?? CONNECTIONS,
          durationSeconds: seconds,
          onTick,
          // The references answer the target's bytes to a GET.
          ...(which === "target" && t.body !== undefined ? { method: "POST" as const, body: t.body } : {}),
        });

      if (WARMUP > 0) {
        step = progress.start(`warm-up (${WARMUP} s per target and reference)`);
        for (const t of targets) {
          step.update(t.name);
          for (const which of competitors) await load(which, t, WARMUP);
        }
        step.done();
      }

      // Target and references alternate in short slices, so all see the same background load (this
      // machine may be shared); each figure is the median over the slices.
      const slice = Math.max(1, Math.round((DURATION / ROUNDS) * 10) / 10);
      for (const [i, t] of targets.entries()) {
        const r = passResults[i]!;
        step = progress.start(`${pass}: ${t.name} (${num(r.bytes)} B) vs ${competitors.slice(1).join(" and ")}, ${r.connections} connections, ${ROUNDS} × ${slice} s each`);
        if (r.status !== 200) {
          step.fail(r.error ?? "not 200");
          continue;
        }
        const slices: Record<Competitor, LoadResult[]> = { target: [], raw: [], nginx: [] };
        for (let round = 1; round <= ROUNDS; round++) {
          for (const which of competitors) {
            slices[which].push(await load(which, t, slice, (sec) => step.update(`round ${round}/${ROUNDS}, ${which} ${Math.min(sec, slice).toFixed(1)} / ${slice} s`)));
          }
        }
        r.result = combine(slices.target);
        r.raw = combine(slices.raw);
        r.nginx = combine(slices.nginx);
        r.slices = slices;
        r.ratio = r.result && r.raw ? r.result.requestsPerSecond / r.raw.requestsPerSecond : null;
        r.nginxRatio = r.result && r.nginx ? r.result.requestsPerSecond / r.nginx.requestsPerSecond : null;
        step.done(
          `${num(r.result!.requestsPerSecond)} req/s p99 ${ms(r.result!.p99Ms)}; raw node ${num(r.raw!.requestsPerSecond)} (${pct(r.ratio)})` +
            (r.nginx ? `; nginx ${num(r.nginx.requestsPerSecond)} (${pct(r.nginxRatio)})` : ""),
        );
      }
      results.push(...passResults);

      if (workers === passes[passes.length - 1]) {
        if (process.env.BENCH_SKIP_BROWSER !== "1") {
          step = progress.start("JS and CSS per page type in Chromium");
          weights = await measurePageWeights(server.url, PAGE_TYPES, {
            executablePath: CHROMIUM_PATH,
            cookies: [{ name: "store_id", value: "1001" }],
            onPage: (name) => step.update(name),
          });
          step.done();
        }
        rss = await serverRss(server.url).catch(() => null);
      }
      if (wantsWrites(only)) {
        step = progress.start(`${pass}: add to cart and place order (Node closed loops, ${DURATION} s each)`);
        for (const w of await benchCartAndOrders(server.url, DURATION, 8, workers)) writes.push({ ...w, workers });
        step.done(writes.slice(-2).map((w) => `${w.key} ${num(w.requestsPerSecond)} req/s p99 ${ms(w.p99Ms)}`).join("; "));
      }
      if (nginx) await nginx.close();
      await raw.close();
      await stopServer();
    }
    await cleanup();

    const goals = evaluateGoals(results, weights);
    const report = {
      startedAt: startedAt.toISOString(),
      node: process.version,
      database,
      buildDir: BUILD_DIR,
      loadGenerator: LOAD_GENERATOR === "wrk" ? "wrk (1 thread)" : "autocannon (fallback: wrk is not installed; saturates near 4,000 req/s)",
      references: { rawNode: "node:http answering the same bytes from memory", nginx: NGINX ? `${NGINX}, gzip_static, 1 worker` : null },
      cores: CORES,
      workerPasses: passes,
      durationSeconds: DURATION,
      rounds: ROUNDS,
      aggregation: "median over rounds of alternating target / raw node / nginx slices",
      warmupSeconds: WARMUP,
      connections: CONNECTIONS,
      acceptEncoding: ENCODING,
      targets: results,
      pageWeights: weights,
      serverRssBytes: rss,
      writePaths: writes,
      goals,
    };
    const outDir = join(ROOT, "bench/results");
    await mkdir(outDir, { recursive: true });
    const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
    const outFile = join(outDir, `${stamp}.json`);
    await writeFile(outFile, JSON.stringify(report, null, 2) + "\n");
    const chartFile = join(outDir, `${stamp}.svg`);
    await writeFile(
      chartFile,
      barChart(
        `requests/s, ${LOAD_GENERATOR}, ${database}, ${startedAt.toISOString()}`,
        results.map((r) => ({
          label: `${r.key} (${r.workers}w)`,
          bars: [
            { name: "Aisle", value: r.result?.requestsPerSecond ?? null },
            { name: "raw node:http", value: r.raw?.requestsPerSecond ?? null },
            { name: "nginx", value: r.nginx?.requestsPerSecond ?? null },
          ],
        })),
      ),
    );

    process.stdout.write("\n" + table(results, weights, rss, goals) + "\n" + writeTable(writes) + "\n");
    process.stdout.write(
      `\n${database}, load by ${LOAD_GENERATOR === "wrk" ? "wrk (1 thread)" : "autocannon (FALLBACK: wrk not installed; its ceiling is near 4,000 req/s)"}, ${CONNECTIONS} connections unless the row says otherwise, ${DURATION} s per target and per reference (median of ${ROUNDS} alternating slices), Accept-Encoding: ${ENCODING}, Node ${process.version}, ${CORES} cores\nratios are to raw node:http and to nginx (${NGINX ? "1 worker, gzip_static" : "not installed"}) serving the same bytes, in the same run\nresults: ${outFile}\nchart:   ${chartFile}\n`,
    );
  } catch (err) {
    await cleanup();
    throw err;
  }
}

const pct = (r: number | null) => (r === null ? "n/a" : `${(r * 100).toFixed(0)}%`);

interface Goal {
  goal: string;
  target: string;
  /** The pass it was measured in (null: not a load figure). */
  workers: number | null;
  value: string;
  met: boolean | null;
}

const SIGNED_IN_RPS_TARGETS = new Set(["home-signed-in", "department-signed-in", "builder-signed-in"]);

function evaluateGoals(results: TargetResult[], weights: PageWeight[]): Goal[] {
  const goals: Goal[] = [];
  for (const home of results.filter((r) => r.key === "home")) {
    goals.push({
      goal: `cached home >= ${GOALS.homeRatio * 100}% of raw node`,
      target: home.key,
      workers: home.workers,
      value: pct(home.ratio),
      met: home.ratio != null ? home.ratio >= GOALS.homeRatio : null,
    });
  }
  for (const r of results.filter((x) => x.kind === "content")) {
    goals.push({
      goal: `content endpoint >= ${GOALS.contentRatio * 100}% of raw node`,
      target: r.key,
      workers: r.workers,
      value: pct(r.ratio),
      met: r.ratio != null ? r.ratio >= GOALS.contentRatio : null,
    });
  }
  // The goal for the signed-in home, and "the same order" for department and builder pages.
  for (const r of results.filter((x) => SIGNED_IN_RPS_TARGETS.has(x.key))) {
    goals.push({
      goal: `signed-in ${r.key.replace(/-signed-in$/, "")} >= ${GOALS.signedInHomeRps} req/s`,
      target: r.key,
      workers: r.workers,
      value: r.result ? `${num(r.result.requestsPerSecond)}` : "n/a",
      met: r.result ? r.result.requestsPerSecond >= GOALS.signedInHomeRps : null,
    });
  }
  for (const r of results) {
    const limit = r.signedIn && r.connections <= 20 ? GOALS.signedInP99Ms : GOALS.p99Ms;
    goals.push({
      goal: `p99 < ${limit} ms at ${r.connections} connections`,
      target: r.key,
      workers: r.workers,
      value: r.result ? ms(r.result.p99Ms) : "n/a",
      met: r.result ? r.result.p99Ms < limit : null,
    });
  }
  const weightGoal = (goal: string, target: string, path: string, bytes: (w: PageWeight) => number, met: (bytes: number) => boolean) => {
    const w = weights.find((x) => x.path === path);
    goals.push({ goal, target, workers: null, value: w ? kb(bytes(w)) : "n/a", met: w ? met(bytes(w)) : null });
  };
  weightGoal("home page JS < 100 KB gzip", "home", "/", (w) => w.jsGzip, (b) => b < GOALS.homeJsGzip);
  weightGoal("builder text page ships no behaviour JS", "builder-text", "/builder-text", (w) => w.behaviourJsGzip, (b) => b === 0);
  weightGoal("builder showcase behaviour JS < 60 KB gzip", "builder-showcase", "/builder-showcase", (w) => w.behaviourJsGzip, (b) => b < GOALS.showcaseBehaviourJsGzip);
  return goals;
}

function table(results: TargetResult[], weights: PageWeight[], rss: number | null, goals: Goal[]): string {
  const mark = (met: boolean | null) => (met === null ? "?" : met ? "✓" : "✗");
  const goalFor = (r: TargetResult) => goals.filter((g) => g.target === r.key && g.workers === r.workers);
  const label = (g: Goal) => (g.goal.startsWith("p99") ? "p99" : g.goal.includes("req/s") ? "req/s" : "ratio");
  const header = ["target", "procs", "conns", "bytes", "req/s", "p50", "p99", "errors", "raw node req/s", "raw p99", "nginx req/s", "nginx p99", "vs raw", "vs nginx", "goals"];
  const rows: (string[] | null)[] = [];
  let workers: number | null = null;
  for (const r of results) {
    if (workers !== null && r.workers !== workers) rows.push(null);
    workers = r.workers;
    rows.push([
      r.name,
      String(r.workers),
      String(r.connections),
      num(r.bytes),
      r.result ? num(r.result.requestsPerSecond) : (r.error ?? "-"),
      r.result ? ms(r.result.p50Ms) : "-",
      r.result ? ms(r.result.p99Ms) : "-",
      r.result ? num(r.result.errors) : "-",
      r.raw ? num(r.raw.requestsPerSecond) : "-",
      r.raw ? ms(r.raw.p99Ms) : "-",
      r.nginx ? num(r.nginx.requestsPerSecond) : "-",
      r.nginx ? ms(r.nginx.p99Ms) : "-",
      pct(r.ratio),
      pct(r.nginxRatio),
      goalFor(r)
        .map((g) => `${label(g)} ${mark(g.met)}`)
        .join(" "),
    ]);
  }
  const blank = (cells: string[]) => [...cells, ...Array<string>(header.length - cells.length).fill("")];
  if (weights.length) {
    rows.push(null, blank(["page type (Chromium)", "status", "JS gzip", "CSS gzip", "JS files", "CSS files", "HTML gzip", "behaviour JS", "goals"]), null);
    for (const w of weights) {
      const jsGoal = goals
        .filter((g) => g.workers === null && ((w.path === "/" && g.goal.startsWith("home page JS")) || (w.path === `/${g.target}` && g.goal.startsWith("builder"))))
        .map((g) => `${g.goal.startsWith("home") ? "JS<100KB" : g.goal.includes("no behaviour") ? "none" : "<60KB"} ${mark(g.met)}`)
        .join(" ");
      if (w.status !== 200) rows.push(blank([`${w.name} ${w.path}`, String(w.status), "-", "-", "-", "-", "-", "-", "not measured"]));
      else rows.push(blank([`${w.name} ${w.path}`, String(w.status), kb(w.jsGzip), kb(w.cssGzip), String(w.jsFiles), String(w.cssFiles), kb(w.htmlGzip), kb(w.behaviourJsGzip), jsGoal]));
    }
  }
  rows.push(null, blank(["server RSS after the run", rss ? `${(rss / 1024 / 1024).toFixed(0)} MB` : "n/a"]));
  return renderTable(header, rows);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
