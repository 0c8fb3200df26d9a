/**
 * Data for the servers a browser spec starts of its own (spawn-server.ts), as copies of the demo data
 * seeded once per run (scripts/lib/seeded-data-dir.ts, decision 0106) when the run made it, else empty
 * (the server then seeds at its start, as a single `playwright test` run does). Only for specs whose
 * subject is not the first start: seeding and the data-dir lock are tested on empty data (the embedded
 * database's recovery, which happens after the first start, takes a copy: decision 0114).
 */
import { rmSync } from "node:fs";
import { copyDataDir, seededRun } from "../../scripts/lib/seeded-data-dir";
import { createPostgresDatabase, type PostgresDatabase } from "../../scripts/lib/server-process";
import { POSTGRES_URL } from "./spawn-server";

/** `dir` made afresh: a copy of the run's seeded PGlite data directory, or empty when there is none. Returns `dir`. */
export function seededDataDir(dir: string): string {
  const run = seededRun();
  if (run) copyDataDir(run.dataDir, dir);
  else rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** A fresh database on POSTGRES_URL: a copy of the run's seeded template database, or empty when there is none. */
export function seededPostgresDatabase(prefix: string): Promise<PostgresDatabase> {
  const template = seededRun()?.postgres;
  return createPostgresDatabase(POSTGRES_URL, prefix, template?.serverUrl === POSTGRES_URL ? template.template : undefined);
}
