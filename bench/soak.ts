/**
 * `npm run soak:heap`: a bounded soak run in this process that shows whether the heap grows (`npm run
 * soak` is the mixed load of `npm run bench` for ten minutes, on a server process, judged on its RSS).
 *
 * The production app runs in this process (so the garbage collector can be forced and the heap read
 * exactly) on loopback over the demo data, PGlite in memory or PostgreSQL when DATABASE_URL is set (a
 * fresh database on that server, dropped after). Load: anonymous and logged-in page views across many
 * stores and search terms (the page and content caches fill to their bounds during the warm-up), the
 * content, store and navigation endpoints, not-found pages and bad input. After the warm-up, the heap
 * is sampled after every round; the verdict compares the last rounds with the first.
 *
 * Environment: SOAK_FILL (warm-up page views at new addresses, to fill the page cache to its bounds,
 * default 1200), SOAK_WARMUP (mixed requests, default 3000), SOAK_REQUESTS (after warm-up, default 20000),
 * SOAK_ROUNDS (default 5), SOAK_CONCURRENCY (default 8), SOAK_MAX_SECONDS (stop early, default 240),
 * SOAK_MAX_GROWTH_MB (default 8: allowed heap growth from the first to the last rounds),
 * AISLE_BUILD_DIR (default "build"; built first when missing), DATABASE_URL.
 * Exit code 1 when the heap grew more than allowed or a request failed with a 5xx.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { openDatabase, type Database } from "../server/db/client";
import { bootstrapData } from "../server/bootstrap";
import { createServices } from "../server/services/container";
import { createApp } from "../server/app";
import { productionPages } from "../server/pages";
import { envNumber } from "./lib/env";
import { createPostgresDatabase, runCommand } from "../scripts/lib/server-process";
import { serveApp } from "../server/test/serve-app";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const envInt = (name: string, fallback: number, min: number, max: number) => envNumber(name, fallback, min, max, { integer: true });

const FILL = envInt("SOAK_FILL", 1200, 0, 1_000_000);
const WARMUP = envInt("SOAK_WARMUP", 3000, 0, 1_000_000);
const REQUESTS = envInt("SOAK_REQUESTS", 20_000, 100, 10_000_000);
const ROUNDS = envInt("SOAK_ROUNDS", 5, 2, 100);
const CONCURRENCY = envInt("SOAK_CONCURRENCY", 8, 1, 256);
const MAX_SECONDS = envInt("SOAK_MAX_SECONDS", 240, 10, 24 * 3600);
const MAX_GROWTH_MB = envNumber("SOAK_MAX_GROWTH_MB", 8, 0, 100_000);
const BUILD_DIR = process.env.AISLE_BUILD_DIR || "build";
const MB = 1024 * 1024;

const STORE_IDS = [1001, 1002, 1003, 1004, 1005, 1007, 1012, 1013, 1021, 1022, 1029, 1030, 2001, 3001];
const TERMS = ["columbus", "dayton", "43201", "pittsburgh", "ann arbor", "zzz", "market", "<b>", "ohio", "erie"];

/** The cache-filling warm-up: page views at addresses never seen before, enough to reach the page cache's bounds. */
const fillRequest = (i: number) => ({
  path: `/store/store-locator?q=${encodeURIComponent(TERMS[i % TERMS.length]!)}&fill=${i}`,
  headers: { cookie: `store_id=${STORE_IDS[i % STORE_IDS.length]}` },
});

/** The i-th request of the mix. */
function requestFor(i: number, session: string): { path: string; headers: Record<string, string>; method?: string; body?: string } {
  const store = STORE_IDS[i % STORE_IDS.length]!;
  const cookie = `store_id=${store}`;
  switch (i % 12) {
    case 0:
      return { path: "/", headers: { cookie } };
    case 1:
      return { path: "/", headers: { cookie: `${cookie}; ${session}` } };
    case 2:
      // A new address every time: the page cache churns at its bound instead of hitting.
      return { path: `/store/store-locator?q=${encodeURIComponent(TERMS[i % TERMS.length]!)}&n=${i}`, headers: { cookie } };
    case 3:
      return { path: "/stores", headers: { cookie, "accept-encoding": "gzip" } };
    case 4:
      return { path: `/?s=${encodeURIComponent(TERMS[(i >> 2) % TERMS.length]!)}`, headers: { cookie } };
    case 5:
      return { path: `/api/shop/v1/content/site-banner?slug=site-banner&store_id=${store}`, headers: {} };
    case 6:
      return { path: `/api/shop/v1/navigation?store_id=${store}`, headers: {} };
    case 7:
      return { path: `/api/shop/v1/stores?q=${encodeURIComponent(TERMS[i % TERMS.length]!)}`, headers: {} };
    case 8:
      return { path: `/no-such-page-${i % 700}`, headers: { cookie } };
    case 9:
      return { path: `/api/shop/v1/navigation?store_id=x${i}`, headers: {} };
    case 10:
      return { path: "/about-us", headers: { cookie: `${cookie}; ${session}` } };
    default:
      return {
        path: "/api/shop/v1/stores/current",
        method: "PUT",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ store_id: store }),
      };
  }
}

interface Sample {
  label: string;
  requests: number;
  seconds: number;
  heapUsedMb: number;
  rssMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

function sample(label: string, requests: number, seconds: number): Sample {
  gc();
  gc();
  const m = process.memoryUsage();
  return {
    label,
    requests,
    seconds,
    heapUsedMb: m.heapUsed / MB,
    rssMb: m.rss / MB,
    externalMb: m.external / MB,
    arrayBuffersMb: m.arrayBuffers / MB,
  };
}

async function main() {
  if (!existsSync(resolve(BUILD_DIR, "server/index.js"))) {
    console.log(`no production build in ${BUILD_DIR}: building it first`);
    await runCommand("npx", ["react-router", "build"], {
      cwd: process.cwd(),
      env: { ...process.env, AISLE_BUILD_DIR: BUILD_DIR },
      timeoutMs: 600_000,
    });
  }

  let dropDatabase = async () => {};
  let database: Database;
  if (process.env.DATABASE_URL) {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL, "aisle_soak");
    database = await openDatabase({ url: fresh.url });
    dropDatabase = fresh.drop;
  } else {
    database = await openDatabase({});
  }

  const log = pino({ level: "silent" });
  await bootstrapData(database, { AISLE_SEED: "demo", AISLE_ADMIN_EMAIL: undefined, AISLE_ADMIN_PASSWORD: undefined }, log);
  const services = await createServices(database, { sessionSecret: randomBytes(32).toString("hex"), logger: log });
  const app = createApp({ services, clientDir: resolve(BUILD_DIR, "client"), ...(await productionPages(BUILD_DIR)) });
  const served = await serveApp(app);
  const base = served.url;

  const login = await fetch(`${base}/api/auth/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "shopper@aisle.test", password: "shopper-demo-1" }),
  });
  const session =
    login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("aisle_session=")) ?? "";

  const started = Date.now();
  const deadline = started + MAX_SECONDS * 1000;
  const statuses = new Map<number, number>();
  let sent = 0;
  let failures = 0;

  /** Sends requests [from, to) with CONCURRENCY workers; false when the time ran out. */
  const run = async (
    from: number,
    to: number,
    make: (i: number) => ReturnType<typeof requestFor> = (i) => requestFor(i, session),
  ): Promise<boolean> => {
    let next = from;
    const worker = async () => {
      while (next < to && Date.now() < deadline) {
        const i = next++;
        const r = make(i);
        try {
          const res = await fetch(base + r.path, { method: r.method ?? "GET", headers: r.headers, body: r.body });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures++;
        } catch {
          failures++;
        }
        sent++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return next >= to;
  };

  const tty = process.stdout.isTTY;
  const progress = (label: string) =>
    process.stdout.write(
      `${tty ? "\r" : ""}${label}: ${sent} requests, ${((Date.now() - started) / 1000).toFixed(0)} s${tty ? "   " : "\n"}`,
    );
  const ticker = setInterval(() => progress("soak"), tty ? 500 : 10_000);

  await run(0, FILL, fillRequest);
  await run(0, WARMUP);
  const samples: Sample[] = [sample("after warm-up", sent, (Date.now() - started) / 1000)];
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  let complete = true;
  for (let r = 0; r < ROUNDS; r++) {
    const from = WARMUP + r * perRound;
    complete = await run(from, from + perRound);
    samples.push(sample(`round ${r + 1}`, sent, (Date.now() - started) / 1000));
    if (!complete) break;
  }
  clearInterval(ticker);
  progress("soak");
  process.stdout.write(tty ? "\n\n" : "\n");

  const rows = samples.map((s) => [
    s.label,
    String(s.requests),
    s.seconds.toFixed(1),
    s.heapUsedMb.toFixed(1),
    s.rssMb.toFixed(1),
    s.externalMb.toFixed(1),
    s.arrayBuffersMb.toFixed(1),
  ]);
  const header = ["sample", "requests", "seconds", "heap used MB", "rss MB", "external MB", "buffers MB"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));

  // First measured rounds against the last ones (two of each when there are enough).
  const measured = samples.slice(1);
  const k = measured.length >= 4 ? 2 : 1;
  const avg = (xs: Sample[]) => xs.reduce((a, s) => a + s.heapUsedMb, 0) / xs.length;
  const growth = avg(measured.slice(-k)) - avg(measured.slice(0, k));
  const bufferAvg = (xs: Sample[]) => xs.reduce((a, s) => a + s.arrayBuffersMb, 0) / xs.length;
  const bufferGrowth = bufferAvg(measured.slice(-k)) - bufferAvg(measured.slice(0, k));
  const rssGrowth = measured[measured.length - 1]!.rssMb - samples[0]!.rssMb;
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\n${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(
    `growth over the measured rounds: heap ${growth.toFixed(2)} MB, buffers ${bufferGrowth.toFixed(2)} MB (allowed ${MAX_GROWTH_MB} MB each); rss since warm-up: ${rssGrowth.toFixed(1)} MB`,
  );
  if (!complete) console.log(`stopped at SOAK_MAX_SECONDS=${MAX_SECONDS} before all ${WARMUP + REQUESTS} requests`);
  const ok = growth <= MAX_GROWTH_MB && bufferGrowth <= MAX_GROWTH_MB && failures === 0;
  console.log(
    ok
      ? "verdict: no memory growth, no failures"
      : `verdict: FAILED (${failures} failed requests, heap growth ${growth.toFixed(2)} MB, buffer growth ${bufferGrowth.toFixed(2)} MB)`,
  );

  await mkdir("bench/results", { recursive: true });
  const file = `bench/results/soak-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  await writeFile(
    file,
    JSON.stringify(
      {
        database: database.kind,
        fill: FILL,
        warmup: WARMUP,
        requests: sent,
        concurrency: CONCURRENCY,
        seconds,
        statuses: Object.fromEntries(statuses),
        failures,
        samples,
        heapGrowthMb: growth,
        bufferGrowthMb: bufferGrowth,
        rssGrowthMb: rssGrowth,
        ok,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${file}`);

  await served.close();
  await services.version.close();
  await services.sessions.close();
  await services.cartCounts.close();
  await services.favoritesKept.close();
  await database.close();
  await dropDatabase();
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
