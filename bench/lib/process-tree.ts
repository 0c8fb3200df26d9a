/** The server's whole process tree (the primary and every worker) from /proc: its resident memory and its CPU time. */
import { readdir, readFile } from "node:fs/promises";

/** The process ids of `pid` and everything under it (the primary and every worker), from /proc. */
async function processTree(pid: number): Promise<Array<{ pid: number; rssBytes: number }>> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // After the command's closing parenthesis: state, ppid, ... ; field 24 is the RSS in pages.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields.length < 22) continue;
    parents.set(Number(name), Number(fields[1]));
    rss.set(Number(name), Number(fields[21]) * 4096);
  }
  const within = (p: number): boolean => {
    for (let at = p, hops = 0; at > 1 && hops < 16; at = parents.get(at) ?? 0, hops++) if (at === pid) return true;
    return false;
  };
  return [...rss].filter(([p]) => within(p)).map(([p, rssBytes]) => ({ pid: p, rssBytes }));
}

/**
 * The resident memory of the server's whole process tree (the primary and every worker), from /proc:
 * with several workers `/metrics` speaks for the one worker that answered it. Null without /proc.
 */
export async function treeRssBytes(pid: number): Promise<number | null> {
  try {
    const total = (await processTree(pid)).reduce((sum, p) => sum + p.rssBytes, 0);
    return total > 0 ? total : null;
  } catch {
    return null;
  }
}

/**
 * Nanoseconds the server's process tree has spent on a CPU, every thread counted (the event loop,
 * zlib's and the embedded database's threads), from each thread's /proc schedstat. Null without /proc.
 */
export async function treeCpuNs(pid: number): Promise<number | null> {
  try {
    let total = 0;
    for (const p of await processTree(pid)) {
      const tasks = await readdir(`/proc/${p.pid}/task`).catch(() => [] as string[]);
      for (const tid of tasks) {
        const line = await readFile(`/proc/${p.pid}/task/${tid}/schedstat`, "utf8").catch(() => "");
        total += Number(line.split(" ")[0]) || 0;
      }
    }
    return total > 0 ? total : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc's utime and stime (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * Nanoseconds every PostgreSQL process on this machine has spent on a CPU, those that ended included
 * (the postmaster holds its ended children's time), from /proc: what the server's queries cost the
 * machine, apart from the server's own tree. Null without /proc or with no local PostgreSQL; the
 * whole server's, so other databases' work counts too.
 */
export async function postgresCpuNs(): Promise<number | null> {
  try {
    let ticks = 0;
    let found = false;
    for (const name of await readdir("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
      if (!stat.includes("(postgres)")) continue;
      // After the command: state, ppid, ...; utime, stime, cutime and cstime are the 12th to 15th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      found = true;
    }
    return found ? (ticks / TICKS_PER_SECOND) * 1e9 : null;
  } catch {
    return null;
  }
}

/** Whether a PostgreSQL connection string names a server on this machine (whose processes /proc shows). */
export function isLocalPostgres(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return ["127.0.0.1", "localhost", "[::1]", ""].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}
