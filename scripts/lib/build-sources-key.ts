/**
 * What a production build was made from: a hash of every file it can read (app/, core/, server/ and
 * scripts/ but tests, public/, and the root files that configure the build and pin its packages). The
 * build writes it beside its output (`<build>/sources-key`, vite.config.ts) once it is complete, so a
 * test that serves the build's pages can tell a build of the current sources from a stale one.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["app", "core", "server", "scripts", "public"];
const ROOT_FILES = ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
/** Test files and the tests' own helpers: no build imports them. */
const SKIPPED = /\.test\.tsx?$/;
const TEST_HELPERS = join("server", "test");

/** The file a complete build holds its sources' key in (vite.config.ts writes it, and names it too). */
export const SOURCES_KEY_FILE = "sources-key";

function sourceFiles(root: string, dir: string, out: string[]): void {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== TEST_HELPERS) sourceFiles(root, path, out);
    } else if (!SKIPPED.test(entry.name)) out.push(path);
  }
}

/** The key of a build made now from the sources under `root` (the project's folder). */
export function buildSourcesKey(root = process.cwd()): string {
  const files = [...ROOT_FILES.filter((f) => existsSync(join(root, f)))];
  for (const dir of ROOTS) if (existsSync(join(root, dir))) sourceFiles(root, dir, files);
  const hash = createHash("sha256");
  for (const f of files.sort()) hash.update(`\0${f}\0`).update(readFileSync(join(root, f)));
  return hash.digest("hex").slice(0, 16);
}

/** The key `buildDir` was built from, or null if it holds no complete build. */
export function builtSourcesKey(buildDir: string): string | null {
  try {
    return readFileSync(join(buildDir, SOURCES_KEY_FILE), "utf8").trim();
  } catch {
    return null;
  }
}
