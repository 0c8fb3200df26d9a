/**
 * What a seeded template database (./seeded-template.ts) was made from: a hash of every source file
 * that can change the schema or the demo data (migrations, schema, seed and everything they import, so
 * all of server/, core/ and app/ but tests) and of the UTC day (the seed's schedules are relative to
 * it). A template whose key differs from the sources' current one is stale and never used.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["server", "core", "app"];
const SOURCE = /\.(ts|tsx|sql|json)$/;
const SKIPPED = /\.test\.tsx?$/;

function sourceFiles(dir: string, skip: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== skip) sourceFiles(path, skip, out);
    } else if (SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) out.push(path);
  }
}

/** The key of a template seeded now from the sources under `root` (the project's folder). */
export function seededTemplateKey(root = process.cwd(), now = new Date()): string {
  const files: string[] = [];
  for (const r of ROOTS) sourceFiles(join(root, r), join(root, "server", "test"), files);
  const hash = createHash("sha256").update(now.toISOString().slice(0, 10));
  for (const f of files.sort()) hash.update(`\0${f.slice(root.length)}\0`).update(readFileSync(f));
  return hash.digest("hex").slice(0, 16);
}
