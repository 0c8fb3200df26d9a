/**
 * What a run leaves: everything measured, slices included, in `bench/results/<timestamp>.json`, a bar
 * chart of requests/s beside it (`<timestamp>.svg`), and the tables and a summary on stdout.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PageWeight } from "./assets";
import { barChart } from "./chart";
import { writeTable, type WriteResult } from "./cart-orders";
import { BUILD_DIR, CONNECTIONS, CORES, DURATION, ENCODING, ROOT, ROUNDS, WARMUP } from "./config";
import type { Goal } from "./goals";
import { LOAD_GENERATOR } from "./load";
import type { TargetResult } from "./load-pass";
import { NGINX } from "./references";
import { resultTable } from "./result-table";

export interface RunOutcome {
  startedAt: Date;
  /** "pglite", or "postgresql (<database>)". */
  database: string;
  passes: number[];
  results: TargetResult[];
  weights: PageWeight[];
  rss: number | null;
  writes: Array<WriteResult & { workers: number }>;
  goals: Goal[];
}

/** Writes the JSON and the chart, then prints the tables and where both went. */
export async function report(o: RunOutcome): Promise<void> {
  const { startedAt, database, passes, results, weights, rss, writes, goals } = o;
  const json = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    database,
    buildDir: BUILD_DIR,
    loadGenerator: LOAD_GENERATOR === "wrk" ? "wrk (1 thread)" : "autocannon (fallback: wrk is not installed; saturates near 4,000 req/s)",
    references: {
      rawNode: "node:http answering the same bytes from memory",
      rawNodeSameHeaders: "the same, also sending every header the target sent (content endpoints only)",
      nginx: NGINX ? `${NGINX}, gzip_static, 1 worker` : null,
    },
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
  await writeFile(outFile, JSON.stringify(json, null, 2) + "\n");
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

  process.stdout.write("\n" + resultTable(results, weights, rss, goals) + "\n" + writeTable(writes) + "\n");
  process.stdout.write(
    `\n${database}, load by ${LOAD_GENERATOR === "wrk" ? "wrk (1 thread)" : "autocannon (FALLBACK: wrk not installed; its ceiling is near 4,000 req/s)"}, ${CONNECTIONS} connections unless the row says otherwise, ${DURATION} s per target and per reference (median of ${ROUNDS} alternating slices), Accept-Encoding: ${ENCODING}, Node ${process.version}, ${CORES} cores\nratios are to raw node:http and to nginx (${NGINX ? "1 worker, gzip_static" : "not installed"}) serving the same bytes, in the same run\nresults: ${outFile}\nchart:   ${chartFile}\n`,
  );
}
