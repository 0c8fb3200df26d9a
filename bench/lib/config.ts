/**
 * The bench run's settings from the environment (bench/README.md lists them), read once when the run
 * starts: a value out of range stops the run with a message naming the variable.
 */
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/lib/server-process";
import { envNumber } from "./env";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export const DURATION = envNumber("BENCH_DURATION", 10, 1, 120);
export const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 50, 1, 1000);
export const WARMUP = envNumber("BENCH_WARMUP", 2, 0, 30);
export const ROUNDS = envNumber("BENCH_ROUNDS", 5, 1, 20);
/** Seconds of the mixed load (`npm run soak`: 600). */
export const MIXED_SECONDS = envNumber("BENCH_MIXED_S", 60, 5, 3600, { integer: true });
/** Seconds of the mixed load's second pass over the same cycle, once the caches hold what the first filled (0: none). */
export const MIXED_WARM_SECONDS = envNumber("BENCH_MIXED_WARM_S", 30, 0, 3600, { integer: true });
/** First of three ports (server, raw node, nginx) on a shared machine; free ones when unset. */
export const PORT_BASE = process.env.BENCH_PORT ? envNumber("BENCH_PORT", 0, 1024, 65533, { integer: true }) : null;
export const portAt = (offset: number) => (PORT_BASE === null ? freePort() : Promise.resolve(PORT_BASE + offset));
export const ENCODING: "gzip" | "br" | "identity" =
  process.env.BENCH_ENCODING === "identity" ? "identity" : process.env.BENCH_ENCODING === "br" ? "br" : "gzip";
export const BUILD_DIR = process.env.AISLE_BUILD_DIR || ".tmp/build-bench";
/** Where the server (and each worker) writes a V8 CPU profile when it stops; unset: no profile. */
export const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ? resolve(process.env.BENCH_PROFILE_DIR) : null;
export const SKIP_BROWSER = process.env.BENCH_SKIP_BROWSER === "1";
export const CORES = availableParallelism();

/** The worker counts to measure: one, and every core when the database lets several processes share it. */
export function workerPasses(postgres: boolean): number[] {
  return postgres && CORES > 1 ? [1, CORES] : [1];
}
