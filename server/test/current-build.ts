/**
 * A build of the current sources for the tests that serve the site's pages (./built-pages.ts, decision
 * 0107): the production build (AISLE_BUILD_DIR, default "build") when its sources key
 * (scripts/lib/build-sources-key.ts) is the current one, as right after `npm run build`; else a build
 * of these sources in `.tmp/page-build-<key>`, kept for the next runs while the sources stay the same.
 * A build of other sources is never served. The API projects' global setup (the default export) makes
 * it before any file runs, one run at a time (a lock directory naming its process).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { buildSourcesKey, builtSourcesKey } from "../../scripts/lib/build-sources-key";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the build of the current sources the page tests serve. */
    pageBuild: string;
  }
}
/** Where the tests' own builds go, one folder per sources key. */
export const TEST_BUILDS = ".tmp";
const PREFIX = "page-build-";
const LOCK_STALE_MS = 10 * 60_000;
/** A test build of other sources is removed once this old (a run that uses it is long over). */
const OLD_BUILD_MS = 60 * 60_000;

/** A lock is left behind when its process is gone (killed mid-build) or after LOCK_STALE_MS. */
function stale(lock: string): boolean {
  try {
    if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) return true;
    const owner = Number(readFileSync(join(lock, "pid"), "utf8"));
    process.kill(owner, 0);
    return false;
  } catch (err) {
    // No such process: stale. No pid file yet (just taken) or the lock just released: wait and look again.
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

async function withLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      break;
    } catch {
      // Another run is building; a lock its process left behind is taken over.
      if (existsSync(lock) && stale(lock)) rmSync(lock, { recursive: true, force: true });
      else await wait(500);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The build as `npm run build` makes it: no test settings in its environment (NODE_ENV=test would make a development client). */
async function build(dir: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|TEST|VITEST.*)$/.test(name)));
  try {
    await promisify(execFile)("npx", ["react-router", "build"], { env: { ...env, AISLE_BUILD_DIR: dir }, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    throw new Error(`The build for the page tests failed:\n${stderr || stdout || String(err)}`);
  }
}

function removeOldBuilds(keep: string): void {
  const root = resolve(TEST_BUILDS);
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (!name.startsWith(PREFIX) || name === keep || name.endsWith(".lock")) continue;
    if (Date.now() - statSync(path).mtimeMs > OLD_BUILD_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** The folder of a complete build of the current sources, built now if there is none. */
export async function currentBuild(): Promise<string> {
  const key = buildSourcesKey();
  const production = resolve(process.env.AISLE_BUILD_DIR ?? "build");
  if (builtSourcesKey(production) === key) return production;
  const name = `${PREFIX}${key}`;
  const dir = resolve(TEST_BUILDS, name);
  if (builtSourcesKey(dir) === key) return dir;
  mkdirSync(resolve(TEST_BUILDS), { recursive: true });
  await withLock(`${dir}.lock`, async () => {
    if (builtSourcesKey(dir) === key) return;
    await build(dir);
    removeOldBuilds(name);
  });
  // The build writes its key only if no source changed while it ran.
  if (builtSourcesKey(dir) !== key) throw new Error(`The sources changed while ${dir} was built: run the tests again`);
  return dir;
}

/**
 * Global setup of the API projects: the build is made here, not in a file's hook with its timeout, and
 * its folder handed to the files (./built-pages.ts), which need not hash the sources again.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide("pageBuild", await currentBuild());
}
