/**
 * The goals the run is checked against (docs/design/performance.md), and the check:
 * one entry per goal and measured figure, met, missed or not measured (null).
 */
import type { PageWeight } from "./assets";
import type { TargetResult } from "./load-pass";
import { kb, ms, num, pct } from "./table";

/**
 * The goals. Ratios are to raw node:http answering the same
 * bytes from memory (the hardware's limit for a Node server), measured in the same run.
 */
export const GOALS = {
  homeRatio: 0.5,
  contentRatio: 0.7,
  p99Ms: 50,
  signedInHomeRps: 600,
  signedInP99Ms: 100,
  homeJsGzip: 100 * 1024,
  showcaseBehaviourJsGzip: 60 * 1024,
};

export interface Goal {
  goal: string;
  target: string;
  /** The pass it was measured in (null: not a load figure). */
  workers: number | null;
  value: string;
  met: boolean | null;
}

const SIGNED_IN_RPS_TARGETS = new Set(["home-signed-in", "department-signed-in", "builder-signed-in"]);

export function evaluateGoals(results: TargetResult[], weights: PageWeight[]): Goal[] {
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
  // The signed-in home's goal, and the same figure for department and builder pages.
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
  weightGoal(
    "home page JS < 100 KB gzip",
    "home",
    "/",
    (w) => w.jsGzip,
    (b) => b < GOALS.homeJsGzip,
  );
  weightGoal(
    "builder text page ships no behaviour JS",
    "builder-text",
    "/builder-text",
    (w) => w.behaviourJsGzip,
    (b) => b === 0,
  );
  weightGoal(
    "builder showcase behaviour JS < 60 KB gzip",
    "builder-showcase",
    "/builder-showcase",
    (w) => w.behaviourJsGzip,
    (b) => b < GOALS.showcaseBehaviourJsGzip,
  );
  return goals;
}
