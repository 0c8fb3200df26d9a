/**
 * What the browser suite spent its time on, from the JSON reports its shards write (scripts/e2e.ts):
 * seconds per spec file (every test and project in it) and the slowest tests, so a run's log says where
 * to look when the suite grows, and SPEC_SECONDS (scripts/lib/e2e-shards.ts) can be re-weighed from it.
 */
import { existsSync, readFileSync } from "node:fs";

interface ReportResult {
  duration: number;
}
interface ReportTest {
  projectName: string;
  results: ReportResult[];
}
interface ReportSpec {
  title: string;
  file: string;
  tests: ReportTest[];
}
interface ReportSuite {
  file: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

export interface TestTime {
  file: string;
  title: string;
  project: string;
  seconds: number;
}

/** Every test's time in one Playwright JSON report (all its results, retries included). */
export function testTimes(report: { suites?: ReportSuite[] }): TestTime[] {
  const out: TestTime[] = [];
  const walk = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const ms = t.results.reduce((sum, r) => sum + r.duration, 0);
        out.push({ file: spec.file, title: spec.title, project: t.projectName, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return out;
}

/** Seconds per spec file, heaviest first. */
export function secondsByFile(times: readonly TestTime[]): [string, number][] {
  const byFile = new Map<string, number>();
  for (const t of times) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.seconds);
  return [...byFile].sort((a, b) => b[1] - a[1]);
}

/** Every test's time in the reports that exist among `files`. */
export function readTimes(files: readonly string[]): TestTime[] {
  return files.filter((f) => existsSync(f)).flatMap((f) => testTimes(JSON.parse(readFileSync(f, "utf8"))));
}

/** The summary lines (none when no test ran). */
export function timingSummary(times: readonly TestTime[], top = 12): string[] {
  if (times.length === 0) return [];
  const total = times.reduce((s, t) => s + t.seconds, 0);
  const lines = [`test time: ${Math.round(total)} s over ${times.length} tests; heaviest spec files:`];
  for (const [file, s] of secondsByFile(times).slice(0, top)) lines.push(`  ${Math.round(s).toString().padStart(5)} s  ${file}`);
  lines.push("slowest tests:");
  for (const t of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
    lines.push(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.file} › ${t.title} [${t.project}]`);
  }
  return lines;
}
