/**
 * `npm run lighthouse`: a production build, the server on loopback with the demo data, then Lighthouse
 * (npm `lighthouse` on Debian's Chromium) several times per page; the median of each score and metric
 * is printed, with every audit that kept accessibility, best practices or SEO under 100.
 *
 * Environment: LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PRESET (mobile | desktop, default mobile),
 * LIGHTHOUSE_URL (audit a server that is already running instead of starting one), LIGHTHOUSE_SKIP_BUILD=1,
 * AISLE_BUILD_DIR (default .tmp/build-lighthouse), CHROME_PATH (default /usr/bin/chromium).
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createProgress } from "../bench/lib/progress";
import { renderTable } from "../bench/lib/table";
import { CHROMIUM_PATH } from "./lib/chromium";
import { runCommand, startServer } from "./lib/server-process";
import {
  ALL_CATEGORIES,
  LIGHTHOUSE_COOKIE,
  LIGHTHOUSE_PAGES,
  median,
  openLighthouse,
  withRetries,
  type Category,
  type RunResult,
} from "./lib/lighthouse";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Math.max(1, Math.min(9, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3));
const PRESET = process.env.LIGHTHOUSE_PRESET === "desktop" ? "desktop" : "mobile";
const BUILD_DIR = process.env.AISLE_BUILD_DIR || ".tmp/build-lighthouse";
const CHROME = process.env.CHROME_PATH || CHROMIUM_PATH;

async function main() {
  const external = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
  const progress = createProgress((external ? 0 : 2) + LIGHTHOUSE_PAGES.length);
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()!().catch(() => {});
  };
  process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    let base = external ?? "";
    if (!external) {
      let step = progress.start(`production build into ${BUILD_DIR}`);
      if (process.env.LIGHTHOUSE_SKIP_BUILD === "1" && existsSync(join(ROOT, BUILD_DIR, "server/index.js"))) step.done("reused");
      else {
        await runCommand(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
          cwd: ROOT,
          env: { ...process.env, AISLE_BUILD_DIR: BUILD_DIR, NODE_ENV: "production" },
          timeoutMs: 300_000,
        });
        step.done();
      }
      step = progress.start("start the server");
      const dataDir = await mkdtemp(join(tmpdir(), "aisle-lighthouse-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await startServer({
        cwd: ROOT,
        readyTimeoutMs: 120_000,
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          AISLE_BUILD_DIR: BUILD_DIR,
          AISLE_SEED: "demo",
          DATABASE_URL: "",
        },
      });
      cleanups.push(() => server.stop());
      base = server.url;
      step.done(base);
    }

    const session = await openLighthouse(CHROME);
    cleanups.push(() => session.close());
    const pages: { name: string; path: string; runs: RunResult[] }[] = [];
    for (const p of LIGHTHOUSE_PAGES) {
      const step = progress.start(`${p.name} ${p.path} × ${RUNS}`);
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        step.update(`run ${i + 1}/${RUNS}`);
        runs.push(
          await withRetries(
            () => session.run(base + p.path, { categories: ALL_CATEGORIES, cookie: LIGHTHOUSE_COOKIE, preset: PRESET }),
            (err) => step.update(`retrying: ${err}`),
          ),
        );
      }
      pages.push({ ...p, runs });
      step.done(`performance ${median(runs.map((r) => r.scores.performance))}`);
    }
    await cleanup();

    const summary = pages.map((p) => ({
      name: p.name,
      path: p.path,
      scores: Object.fromEntries(ALL_CATEGORIES.map((c) => [c, median(p.runs.map((r) => r.scores[c]))])) as Record<Category, number | null>,
      lcpMs: median(p.runs.map((r) => r.lcpMs)),
      cls: median(p.runs.map((r) => r.cls)),
      tbtMs: median(p.runs.map((r) => r.tbtMs)),
      failed: p.runs[0]!.failed,
    }));

    const header = ["page", "performance", "accessibility", "best practices", "SEO", "LCP", "CLS", "TBT"];
    const fmt = (v: number | null) => (v === null ? "-" : String(Math.round(v)));
    const rows = summary.map((s) => [
      `${s.name} ${s.path}`,
      fmt(s.scores.performance),
      fmt(s.scores.accessibility),
      fmt(s.scores["best-practices"]),
      fmt(s.scores.seo),
      s.lcpMs === null ? "-" : `${(s.lcpMs / 1000).toFixed(2)} s`,
      s.cls === null ? "-" : s.cls.toFixed(3),
      s.tbtMs === null ? "-" : `${Math.round(s.tbtMs)} ms`,
    ]);
    process.stdout.write("\n" + renderTable(header, rows) + "\n");
    process.stdout.write(`median of ${RUNS} run(s) per page, ${PRESET} preset, Lighthouse on ${CHROME}\n`);

    const failures = summary.flatMap((s) =>
      Object.entries(s.failed).flatMap(([cat, audits]) =>
        audits.map((a) => `  ${s.path} [${cat}] ${a.id}: ${a.title}${a.items.length ? ` (${a.items.join(", ")})` : ""}`),
      ),
    );
    if (failures.length) process.stdout.write(`\naudits under 100 (accessibility, best practices, SEO):\n${failures.join("\n")}\n`);

    const outDir = join(ROOT, "bench/results");
    await mkdir(outDir, { recursive: true });
    const outFile = join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await writeFile(outFile, JSON.stringify({ base, runs: RUNS, preset: PRESET, pages: summary, raw: pages }, null, 2) + "\n");
    process.stdout.write(`results: ${outFile}\n`);
  } catch (err) {
    await cleanup();
    throw err;
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
