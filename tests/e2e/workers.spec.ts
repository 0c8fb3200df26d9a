import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import type { PostgresDatabase } from "../../scripts/lib/server-process";
import { postgresUnavailable, spawnServer, until, type SpawnedServer } from "../../server/test/spawn-server";
import { seededDataDir, seededPostgresDatabase } from "../../server/test/seeded-copies";

/**
 * Every core: with PostgreSQL the server runs WEB_CONCURRENCY workers, and a
 * SIGHUP replaces them one at a time while the port keeps answering; on PGlite it is one process and
 * says why.
 */

const dirs = [`.tmp/e2e-workers-pg-${process.pid}`, `.tmp/e2e-workers-pglite-${process.pid}`];
let server: SpawnedServer | null = null;
let db: PostgresDatabase | null = null;

test.describe.configure({ mode: "serial" });

test.afterEach(async () => {
  await server?.stop();
  server = null;
  await db?.drop();
  db = null;
});

test.afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const pidsListening = (output: string) => new Set([...output.matchAll(/"pid":(\d+)[^\n]*Aisle is listening/g)].map((m) => m[1]));
/** Each process that rendered its first pages to itself before saying it was ready: pid → pages (none failed). */
const pidsWarmed = (output: string) =>
  new Map(
    [...output.matchAll(/^.*"msg":"warmed \d+ pages[^\n]*$/gm)]
      .map((m) => JSON.parse(m[0]) as { pid: number; pages: number; failed: number })
      .filter((w) => w.failed === 0)
      .map((w) => [String(w.pid), w.pages]),
  );

test("a rolling restart (SIGHUP) replaces every worker while every request is answered", async () => {
  test.setTimeout(240_000);
  const skipReason = await postgresUnavailable();
  test.skip(skipReason !== null, skipReason ?? "");
  db = await seededPostgresDatabase("aisle_workers");
  server = await spawnServer({
    env: { DATABASE_URL: db.url, WEB_CONCURRENCY: "2", LOG_LEVEL: "info", DATA_DIR: dirs[0]! },
    readyTimeoutMs: 180_000,
  });
  const s = server;
  await until("both workers answering", async () => (s.output().includes("2 workers answering") ? true : undefined), 120_000);
  const before = pidsListening(s.output());
  expect(before.size).toBe(2);

  // Four clients keep asking (pages and health) until the restart is done and a moment after, each at
  // most one request per PACE_MS: steady traffic through every step of the restart, without flooding
  // the cores the new workers need to start on.
  const PACE_MS = 20;
  let done = false;
  const answered: number[] = [];
  const failures: string[] = [];
  const client = async (i: number) => {
    while (!done) {
      try {
        const res = await fetch(s.url + (i % 2 ? "/healthz" : "/"), { headers: { cookie: "store_id=1001" } });
        await res.arrayBuffer();
        if (res.status === 200) answered.push(res.status);
        else failures.push(`HTTP ${res.status}`);
      } catch (err) {
        failures.push(String((err as Error).cause ?? err));
      }
      await new Promise((r) => setTimeout(r, PACE_MS));
    }
  };
  const clients = [0, 1, 2, 3].map(client);
  await until("requests flowing", async () => (answered.length > 20 ? true : undefined), 30_000);
  s.process.kill("SIGHUP");
  await until("the rolling restart to finish", async () => (s.output().includes("rolling restart done") ? true : undefined), 180_000, 200);
  const atDone = answered.length;
  await until("requests answered by the new workers", async () => (answered.length > atDone + 20 ? true : undefined), 30_000);
  done = true;
  await Promise.all(clients);

  expect(failures).toEqual([]);
  const after = pidsListening(s.output());
  expect(after.size).toBe(4);
  expect([...before].every((pid) => after.has(pid))).toBe(true);
  // Each worker, the new ones too, warmed itself (on a port of its own) before the primary counted it
  // ready. How many pages fit in the warm-up's time budget depends on how busy the cores are (a new
  // worker starts while three processes answer this traffic), so any page rendered, none failed, counts.
  const warmed = pidsWarmed(s.output());
  expect([...after].filter((pid) => (warmed.get(pid!) ?? 0) >= 1)).toHaveLength(4);
});

test("on PGlite the server is one process, says why, and outlives a SIGHUP", async () => {
  test.setTimeout(120_000);
  server = await spawnServer({ env: { WEB_CONCURRENCY: "3", LOG_LEVEL: "info", DATA_DIR: seededDataDir(dirs[1]!) } });
  const res = await fetch(`${server.url}/healthz`);
  expect(res.status).toBe(200);
  expect(server.output()).toMatch(
    /one process: the embedded database \(PGlite\) allows one process per data directory; set DATABASE_URL \(PostgreSQL\) to run 3 workers/,
  );
  expect(pidsListening(server.output()).size).toBe(1);
  expect([...pidsWarmed(server.output()).values()]).toEqual([expect.any(Number)]);
  // A SIGHUP has no workers to restart: it is logged and the server keeps answering.
  const s = server;
  s.process.kill("SIGHUP");
  await until("the SIGHUP to be logged", async () => (s.output().includes("SIGHUP ignored") ? true : undefined), 10_000);
  expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
});
