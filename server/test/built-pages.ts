/**
 * The site's real pages from the production build (AISLE_BUILD_DIR, default "build"), for API tests
 * that need whole pages. `npm test` builds before the suite; a test run alone builds when nothing is
 * there, one file at a time (a lock directory), so two files never write the same build at once.
 */
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { productionPages } from "../pages";

const LOCK_STALE_MS = 10 * 60_000;

async function withBuildLock<T>(lock: string, fn: () => T): Promise<T> {
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
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function builtPages(): ReturnType<typeof productionPages> {
  const dir = process.env.AISLE_BUILD_DIR ?? "build";
  const built = () => existsSync(resolve(dir, "server/index.js"));
  if (!built()) {
    await withBuildLock(resolve(`${dir}.lock`), () => {
      if (!built()) execFileSync("npx", ["react-router", "build"], { stdio: "ignore" });
    });
  }
  return productionPages(dir);
}
