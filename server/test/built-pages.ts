/**
 * The site's real pages for API tests, as production serves them: React Router's server bundle from a
 * build of the current sources (decision 0107). That is the production build (AISLE_BUILD_DIR, default
 * "build") when its sources key (scripts/lib/build-sources-key.ts) is the current one, as right after
 * `npm run build`; else a build of these sources in `.tmp/page-build-<key>`, made by the first file
 * that needs it (one file at a time, under a lock directory) and kept for the next runs while the
 * sources stay the same. A build of other sources is never served. vitest.config.ts has Node import
 * these bundles as they are. Give the pages and the rendering (`...site`) to startTestServer's app options.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { promisify } from "node:util";
import { buildSourcesKey, builtSourcesKey } from "../../scripts/lib/build-sources-key";
import type { PageHandler } from "../app";
import type { PageRendering } from "../http/page-rendering";
import { productionPages } from "../pages";

/** A build's pages and the rendering the server takes from it, as production has them (server/pages.ts). */
export interface BuiltPages {
  pages: PageHandler;
  rendering: PageRendering;
}

/** Where the tests' own builds go, one folder per sources key. */
export const TEST_BUILDS = ".tmp";
const PREFIX = "page-build-";
const LOCK_STALE_MS = 10 * 60_000;
/** A test build of other sources is removed once this old (a run that uses it is long over). */
const OLD_BUILD_MS = 60 * 60_000;

async function withLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another file is building; a lock left by a killed run is taken over once stale.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
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

/** The pages and the rendering of a build of the current sources. */
export async function builtPages(): Promise<BuiltPages> {
  return productionPages(await currentBuild());
}
