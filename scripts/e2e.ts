/**
 * The browser suite in shards that run side by side (`npm run test:e2e`, after the build): each shard
 * is a `playwright test` of its own with its own server, port (E2E_PORT + shard index), data directory
 * (E2E_DATA_DIR + "-" + shard) and output directory, over its share of the spec files
 * (scripts/lib/e2e-shards.ts). Each line a shard prints is prefixed with its number; a summary with each
 * shard's time and exit status ends the run, which fails when any shard fails.
 *
 * E2E_SHARDS sets how many (default 4: on the 2-core test machines a browser test waits on the page much
 * of its time, and four shards keep the cores busier than three, decisions 0094 and 0124; 1 runs the suite in one process). Arguments go to `playwright test`; when they name specs (or any filter), those run in one
 * process, without shards.
 *
 * Before the shards start, one first start of the server seeds a data directory (and, when PostgreSQL
 * answers, a template database); every server of the run starts from a copy of it instead of seeding
 * again (E2E_SEEDED_DATA_DIR, scripts/lib/seeded-data-dir.ts, decision 0106). Both are removed at the end.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { assignShards, specFiles } from "./lib/e2e-shards";
import { writeFileSync } from "node:fs";
import { readTimes, secondsByFile, timingSummary } from "./lib/e2e-timings";
import { makeSeededRun, SEEDED_DATA_DIR_ENV } from "./lib/seeded-data-dir";
import { postgresUnavailable, POSTGRES_URL } from "../server/test/spawn-server";

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 4) || 1);
const basePort = Number(process.env.E2E_PORT ?? 3111);
const baseDataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
const args = process.argv.slice(2);

/** The demo data seeded once for the run (none when DATABASE_URL points every server at one PostgreSQL database). */
async function seedRun() {
  if (process.env.DATABASE_URL) return null;
  const started = Date.now();
  const run = await makeSeededRun(`${baseDataDir}-seeded`, (await postgresUnavailable()) ? null : POSTGRES_URL);
  const template = run.run.postgres ? ` and the template database ${run.run.postgres.template}` : "";
  console.log(`seeded ${run.run.dataDir}${template} in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void run.remove().finally(() => process.exit(1)));
  return run;
}

interface ShardResult {
  shard: number;
  files: number;
  code: number | null;
  seconds: number;
}

const outputOf = (shard: number, total: number) => (total === 1 ? "test-results" : `test-results/shard-${shard}`);
const reportFile = (output: string) => `${output}/report.json`;

function runShard(shard: number, total: number, files: string[]): Promise<ShardResult> {
  const tag = `[${shard}/${total}]`;
  const output = outputOf(shard, total);
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + shard - 1),
    E2E_DATA_DIR: total === 1 ? baseDataDir : `${baseDataDir}-${shard}`,
    E2E_REPORT_FILE: reportFile(output),
    ...(seeded ? { [SEEDED_DATA_DIR_ENV]: seeded.run.dataDir } : {}),
  };
  const started = Date.now();
  const child = spawn("npx", ["playwright", "test", "--output", output, ...files, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`${tag} ${line}`));
  }
  return new Promise((resolve) => {
    child.on("close", (code) => resolve({ shard, files: files.length, code, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

// Named specs or other filters: one run of what was named, without shards.
const named = args.some((a) => !a.startsWith("-"));
const seeded = await seedRun();
const plan = named ? [[]] : assignShards(specFiles(), shards);
const results = await Promise.all(plan.map((files, i) => runShard(i + 1, plan.length, files)));
await seeded?.remove();
for (const r of results) {
  console.log(
    `shard ${r.shard}/${plan.length}: ${r.files || "named"} spec files, ${r.seconds} s, ${r.code === 0 ? "passed" : `FAILED (exit ${r.code})`}`,
  );
}
const times = readTimes(plan.map((_, i) => reportFile(outputOf(i + 1, plan.length))));
for (const line of timingSummary(times)) console.log(line);
// Every spec file's seconds, for SPEC_SECONDS when shards drift apart.
if (!named && times.length > 0) {
  writeFileSync(
    "test-results/spec-seconds.json",
    `${JSON.stringify(Object.fromEntries(secondsByFile(times).map(([f, s]) => [f, Math.round(s)])), null, 2)}\n`,
  );
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
