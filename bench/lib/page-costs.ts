/** What each page type of the mixed load costs the server, by visitor (bench/README.md, the mixed load). */
import { NEW_SEARCH, type Planned } from "./mixed-plan";
import { treeCpuNs } from "./process-tree";
import { num, renderTable } from "./table";

export interface KindCost {
  kind: string;
  visitor: string;
  /** Share of the mix's requests. */
  share: number;
  /** CPU milliseconds the server spent per request, every thread, caches as the load left them. */
  cpuMs: number;
  requests: number;
}

/**
 * What each page type costs the server, by visitor: after the load, up to 8 of the mix's addresses of
 * each, asked once to warm them and then 5 times each one at a time, with the process tree's CPU
 * time read around the timed requests. The mix's weighted sum says how many requests a core can
 * answer, which is what bounds the mixed load's rate on a given machine.
 */
export async function costByKind(url: string, planned: Planned[], pid: number): Promise<KindCost[]> {
  const classes = new Map<string, Planned[]>();
  for (const p of planned) {
    const key = `${p.kind}|${p.visitor}`;
    const list = classes.get(key) ?? [];
    classes.set(key, list);
    if (list.length < 8 && !list.some((q) => q.path === p.path && q.cookie === p.cookie && p.path !== NEW_SEARCH)) list.push(p);
  }
  let fresh = 0;
  const ask = async (p: Planned) => {
    const path = p.path === NEW_SEARCH ? `/?s=cost${Date.now().toString(36)}x${++fresh}` : p.path;
    const res = await fetch(new URL(path, url), { headers: { cookie: p.cookie, "accept-encoding": "gzip, deflate, br" } });
    await res.arrayBuffer();
  };
  const out: KindCost[] = [];
  for (const [key, list] of classes) {
    const [kind, visitor] = key.split("|") as [string, string];
    for (const p of list) await ask(p);
    const before = await treeCpuNs(pid);
    for (let round = 0; round < 5; round++) for (const p of list) await ask(p);
    const after = await treeCpuNs(pid);
    if (before === null || after === null) continue;
    const requests = list.length * 5;
    const share = planned.filter((p) => p.kind === kind && p.visitor === visitor).length / planned.length;
    out.push({ kind, visitor, share, cpuMs: (after - before) / 1e6 / requests, requests });
  }
  return out.sort((a, b) => b.share * b.cpuMs - a.share * a.cpuMs);
}

/** The cost of each page type and visitor, most CPU of the mix first, and the mix's weighted cost per request. */
export function costTable(costs: KindCost[], cores: number): string {
  const weighted =
    costs.reduce((sum, c) => sum + c.share * c.cpuMs, 0) /
    Math.max(
      1e-9,
      costs.reduce((sum, c) => sum + c.share, 0),
    );
  const rows = costs.map((c) => [
    c.kind,
    c.visitor,
    `${(100 * c.share).toFixed(1)}%`,
    `${c.cpuMs.toFixed(2)} ms`,
    `${((100 * c.share * c.cpuMs) / Math.max(1e-9, weighted)).toFixed(1)}%`,
  ]);
  rows.push([
    "the mix, weighted",
    "",
    "100%",
    `${weighted.toFixed(2)} ms`,
    `at most ${num((1000 / Math.max(1e-9, weighted)) * cores)} req/s on ${cores} cores with nothing else on them`,
  ]);
  return renderTable(["page type (after the load)", "visitor", "share of mix", "server CPU / request", "share of the mix's CPU"], rows);
}
