/**
 * The demo data seeded once per browser-test run (scripts/e2e.ts, decision 0106): a PGlite data
 * directory made by one first start of the production server, and, when PostgreSQL answers, a
 * template database made the same way. The run's servers start from copies of them (a copied
 * directory, `CREATE DATABASE … TEMPLATE`) instead of migrating and seeding again. The directory is
 * named by E2E_SEEDED_DATA_DIR; beside it, `<dir>.json` says the UTC day it was seeded (the seed's
 * schedules are relative to it: a copy is used only on that day) and the template database's name.
 * A test of the first start itself (seeding, the data-dir lock) never starts from a copy.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createPostgresDatabase, startServer, type PostgresDatabase, type RunningServer } from "./server-process";

/** The environment variable that names the run's seeded data directory (unset: servers seed at start). */
export const SEEDED_DATA_DIR_ENV = "E2E_SEEDED_DATA_DIR";

/** What `<dir>.json` holds. */
export interface SeededRun {
  /** The seeded PGlite data directory: no session secret, no lock, copied as it is. */
  dataDir: string;
  /** The UTC day (YYYY-MM-DD) of the seed. */
  day: string;
  /** A template database with the same data, on the PostgreSQL server `serverUrl` names. */
  postgres?: { serverUrl: string; template: string };
}

const today = () => new Date().toISOString().slice(0, 10);
const manifestOf = (dataDir: string) => `${dataDir}.json`;

/** Starts the production server on `env`, waits for /readyz, and stops it; throws unless it exited cleanly. */
async function firstStart(env: NodeJS.ProcessEnv): Promise<void> {
  const server: RunningServer = await startServer({
    readyTimeoutMs: 180_000,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      AISLE_SEED: "demo",
      WEB_CONCURRENCY: "1",
      TRUST_PROXY: "false",
      ...env,
    },
  });
  await server.stop();
  if (server.process.exitCode !== 0)
    throw new Error(`the seeding server did not stop cleanly (${server.process.exitCode}):\n${server.output()}`);
}

async function seedDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  await firstStart({ DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: "" });
  // A first start generates its own session secret and takes the lock (released when it stops): a copy
  // must do both itself, so neither is kept.
  if (existsSync(join(dataDir, "aisle.lock"))) throw new Error(`${dataDir}/aisle.lock is still there after the server stopped`);
  rmSync(join(dataDir, "session-secret"), { force: true });
}

async function seedTemplateDatabase(serverUrl: string): Promise<PostgresDatabase> {
  const db = await createPostgresDatabase(serverUrl, "aisle_e2e_seeded");
  const scratch = mkdtempSync(join(process.env.TMPDIR ?? "/tmp", "aisle-e2e-seeded-"));
  try {
    await firstStart({ DATABASE_URL: db.url, DATA_DIR: scratch, SESSION_SECRET: "seeding-only-0123456789abcdef0123456789" });
  } catch (err) {
    await db.drop().catch(() => {});
    throw err;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return db;
}

/**
 * Seeds `dataDir` (and a template database on `postgresUrl` when given) by a first start of the
 * production server each, both at once, and writes the manifest. `remove` deletes all of it.
 */
export async function makeSeededRun(dataDir: string, postgresUrl: string | null): Promise<{ run: SeededRun; remove(): Promise<void> }> {
  const [, db] = await Promise.all([seedDataDir(dataDir), postgresUrl ? seedTemplateDatabase(postgresUrl) : null]);
  const run: SeededRun = {
    dataDir,
    day: today(),
    ...(db && postgresUrl ? { postgres: { serverUrl: postgresUrl, template: db.name } } : {}),
  };
  writeFileSync(manifestOf(dataDir), `${JSON.stringify(run, null, 2)}\n`);
  return {
    run,
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(manifestOf(dataDir), { force: true });
      await db?.drop();
    },
  };
}

/** The run's seeded data (E2E_SEEDED_DATA_DIR), or null when there is none or it was seeded on another day. */
export function seededRun(env: NodeJS.ProcessEnv = process.env): SeededRun | null {
  const dataDir = env[SEEDED_DATA_DIR_ENV];
  if (!dataDir || !existsSync(manifestOf(dataDir))) return null;
  const run = JSON.parse(readFileSync(manifestOf(dataDir), "utf8")) as SeededRun;
  return run.day === today() ? run : null;
}

/** `dir` made afresh as a copy of the seeded data directory `from` (an independent directory: nothing shared). */
export function copyDataDir(from: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(from, dir, { recursive: true, preserveTimestamps: true });
}
