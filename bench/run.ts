/**
 * `npm run bench` (docs/design/performance.md): a production build, the server on loopback with the demo data,
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
import { mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createProgress } from "./lib/progress";
import { createPostgresDatabase, runCommand, startServer, type RunningServer } from "../scripts/lib/server-process";
import type { PageWeight } from "./lib/assets";
import { ms, num } from "./lib/table";
import {
  BUILD_DIR,
  CONNECTIONS,
  CORES,
  DURATION,
  ENCODING,
  MIXED_SECONDS,
  MIXED_WARM_SECONDS,
  portAt,
  PROFILE_DIR,
  ROOT,
  SKIP_BROWSER,
  WARMUP,
  workerPasses,
} from "./lib/config";
import { TARGETS, type Target } from "./lib/targets";
import { runLoadPass, type TargetResult } from "./lib/load-pass";
import { measurePageTypes } from "./lib/browser-pass";
import { evaluateGoals } from "./lib/goals";
import { report } from "./lib/report";
import { benchCartAndOrders, wantsWrites, type WriteResult } from "./lib/cart-orders";
import { benchEditorUpdate, wantsEditorUpdate, type EditorUpdateResult } from "./lib/editor-update";
import { DEMO, login } from "../server/test/http";
import { runMixed, type MixedResult } from "./lib/mixed";
import { cacheTable, memoryChart, mixedTable } from "./lib/mixed-report";
import { costTable } from "./lib/page-costs";
import { findWrk } from "./lib/wrk";
import { isLocalPostgres } from "./lib/process-tree";
import { writeFile, mkdir } from "node:fs/promises";

/** A new visitor's cart cookie, with one product in the cart. */
async function cartCookie(url: string): Promise<string> {
  const list = (await (await fetch(`${url}/api/shop/v1/products?store_id=1001&per_page=60`)).json()) as {
    items: Array<{ id: number; available: boolean; sold_by_weight: boolean }>;
  };
  const product = list.items.find((p) => p.available && !p.sold_by_weight);
  if (!product) throw new Error("bench: no product to put in a cart");
  const res = await fetch(`${url}/api/shop/v1/cart/lines/${product.id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ quantity: 2, store_id: 1001 }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("aisle_cart="));
  if (!cookie) throw new Error(`bench: adding to a cart set no cart cookie (${res.status})`);
  return cookie;
}

/** process_resident_memory_bytes from the Prometheus text at /metrics. */
async function serverRss(url: string): Promise<number | null> {
  const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
  const m = /^process_resident_memory_bytes\s+(\d+(?:\.\d+)?)/m.exec(text);
  return m ? Number(m[1]) : null;
}

async function main() {
  const startedAt = new Date();
  const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",").map((s) => s.trim())) : null;
  const targets = TARGETS.filter((t) => !only || only.has(t.key));
  // `npm run soak`: the mixed load alone, for longer, failing when memory keeps rising.
  const soak = process.argv.includes("--soak");
  const mixed = !only || only.has("mixed");
  const onlyMixed = only !== null && only.size === 1 && mixed;
  const passes = workerPasses(Boolean(process.env.DATABASE_URL));
  const steps =
    2 +
    passes.length * (1 + (targets.length ? 2 + (WARMUP > 0 ? 1 : 0) + targets.length : 0) + (wantsWrites(only) ? 1 : 0) + (mixed ? 1 : 0)) +
    (SKIP_BROWSER || onlyMixed ? 0 : 1) +
    (wantsEditorUpdate(only) ? 1 : 0);
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
    const mixedResults: MixedResult[] = [];
    let editorUpdate: EditorUpdateResult | null = null;

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
      const server: RunningServer = await startServer({
        cwd: ROOT,
        env,
        port: await portAt(0),
        readyTimeoutMs: 120_000,
        nodeArgs: PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [],
      });
      const stopServer = () => server.stop();
      cleanups.push(stopServer);
      // Signed-in targets carry a shopper's session cookie (the shared render or a render per request, never the anonymous cache).
      const session = (await login(server.url, DEMO.shopper.email, DEMO.shopper.password)).cookie;
      // Cart targets carry a visitor's cart cookie (one product in it), without a session.
      const cart = targets.some((t) => t.cart) ? await cartCookie(server.url) : "";
      const headersOf = (t: Target) =>
        t.signedIn
          ? { ...t.headers, cookie: `${t.headers.cookie ?? ""}; ${session}` }
          : t.cart
            ? { ...t.headers, cookie: `${t.headers.cookie ?? ""}; ${cart}` }
            : t.headers;
      for (const t of targets) {
        if (t.post) t.body = await t.post(server.url);
        if (t.at) t.path = await t.at(server.url);
      }
      step.done(server.url);

      // The mixed load first, on a server that has seen nothing else.
      if (mixed) {
        const wrk = findWrk();
        if (!wrk) throw new Error("the mixed load needs wrk (apt-get install wrk)");
        const warmRun = !soak && MIXED_WARM_SECONDS ? `, then ${MIXED_WARM_SECONDS} s warm` : "";
        step = progress.start(`${pass}: mixed load (${MIXED_SECONDS} s${warmRun}, ${CONNECTIONS} connections, memory every second)`);
        const m = await runMixed({
          url: server.url,
          wrk,
          seconds: MIXED_SECONDS,
          connections: CONNECTIONS,
          workers,
          pass: passes.indexOf(workers),
          pid: server.process.pid,
          costs: mixedResults.length === 0,
          // The soak's question is memory over a long run; its second run would only double it.
          warmSeconds: soak ? 0 : MIXED_WARM_SECONDS,
          localPostgres: isLocalPostgres(process.env.DATABASE_URL),
        });
        mixedResults.push(m);
        const warmFigures = m.warm ? `; warm ${num(m.warm.requestsPerSecond)} req/s, p99 ${ms(m.warm.p99Ms)}` : "";
        step.done(`${num(m.requestsPerSecond)} req/s, p99 ${ms(m.p99Ms)}, peak RSS ${num(m.peakRssMb)} MiB${warmFigures}`);
      }

      const loadPass = targets.length
        ? await runLoadPass({ serverUrl: server.url, targets, headersOf, accept, workers, pass, progress, cleanups })
        : null;
      if (loadPass) results.push(...loadPass.results);

      if (workers === passes[passes.length - 1] && !onlyMixed) {
        if (!SKIP_BROWSER) {
          step = progress.start("JS and CSS per page type in Chromium");
          weights = await measurePageTypes(server.url, step);
          step.done();
        }
        rss = await serverRss(server.url).catch(() => null);
      }
      if (wantsWrites(only)) {
        step = progress.start(`${pass}: add to cart and place order (Node closed loops, ${DURATION} s each)`);
        for (const w of await benchCartAndOrders(server.url, DURATION, 8, workers)) writes.push({ ...w, workers });
        step.done(
          writes
            .slice(-2)
            .map((w) => `${w.key} ${num(w.requestsPerSecond)} req/s p99 ${ms(w.p99Ms)}`)
            .join("; "),
        );
      }
      if (workers === passes[passes.length - 1] && wantsEditorUpdate(only)) {
        step = progress.start("editor: a setting change on a 300-element page, to the preview's new HTML");
        editorUpdate = await benchEditorUpdate(server.url);
        step.done(`p50 ${ms(editorUpdate.p50Ms)}, p99 ${ms(editorUpdate.p99Ms)} (goal: under 100 ms)`);
      }
      if (loadPass?.nginx) await loadPass.nginx.close();
      await loadPass?.raw.close();
      await loadPass?.same.close();
      await stopServer();
    }
    await cleanup();

    let rising = false;
    if (mixedResults.length) {
      const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
      const dir = join(ROOT, "bench/results");
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `mixed-${stamp}.json`), JSON.stringify({ startedAt, database, soak, results: mixedResults }, null, 2));
      await writeFile(
        join(dir, `mixed-${stamp}.svg`),
        memoryChart(`Mixed load, ${database}: memory per second (dashed: load ends)`, mixedResults),
      );
      const costs = mixedResults.find((m) => m.costs.length);
      if (costs) console.log(`\n${costTable(costs.costs, CORES)}`);
      console.log(
        `\n${mixedTable(mixedResults)}\n${cacheTable(mixedResults)}\nmixed load results: bench/results/mixed-${stamp}.json and .svg`,
      );
      rising = mixedResults.some((m) => m.rising);
      if (soak)
        console.log(rising ? "soak verdict: FAILED, memory kept rising through the load" : "soak verdict: memory flat through the load");
    }
    if (editorUpdate)
      console.log(
        `\neditor live preview, ${editorUpdate.elements} elements, ${editorUpdate.changes} setting changes: p50 ${ms(editorUpdate.p50Ms)}, p99 ${ms(editorUpdate.p99Ms)} (goal: under 100 ms)`,
      );
    if (!onlyMixed) {
      const goals = evaluateGoals(results, weights);
      await report({ startedAt, database, passes, results, weights, rss, writes, goals });
    }
    if (soak && rising) process.exitCode = 1;
  } catch (err) {
    await cleanup();
    throw err;
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
