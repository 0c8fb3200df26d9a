import { execFileSync } from "node:child_process";
import type { LoadResult } from "./load";

/** The `wrk` binary on PATH, or null when it is not installed (`apt-get install wrk`). */
export function findWrk(): string | null {
  try {
    const path = execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim();
    return path || null;
  } catch {
    return null;
  }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const SIZE: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

function duration(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : NaN;
}

/** The figures of one `wrk --latency` run, read from its text output. */
export function parseWrk(out: string): LoadResult {
  const latency = /^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)/m.exec(out);
  const p = (q: string) => duration(new RegExp(`^\\s*${q}%\\s+(\\S+)`, "m").exec(out)?.[1]);
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(out);
  const total = /^\s*(\d+) requests in/m.exec(out);
  const transfer = /^Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/m.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (!rps || !latency) throw new Error(`wrk printed no result: ${out.slice(-400)}`);
  const socketErrors = socket ? socket.slice(1).reduce((a, n) => a + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rps[1]),
    p50Ms: p("50"),
    p99Ms: p("99"),
    maxMs: duration(latency[3]),
    errors: socketErrors + (non2xx ? Number(non2xx[1]) : 0),
    requests: total ? Number(total[1]) : 0,
    bytesPerSecond: transfer ? Number(transfer[1]) * SIZE[transfer[2]!]! : 0,
  };
}
