import { expect, test } from "@playwright/test";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { spawnServer, until, type SpawnedServer } from "../../server/test/spawn-server";
import { seededDataDir } from "../../server/test/seeded-copies";
import { DEMO, jsonFetch, login, type LoggedIn } from "../../server/test/http";

/**
 * The embedded database (PGlite) dying inside a real server process: a WebAssembly abort, caused for
 * real by server/test/pglite-fault-preload.ts on SIGUSR2. The server answers 503 meanwhile, comes
 * back by itself with its data (server/db/embedded-recovery.test.ts looks at "meanwhile" closely), or, when its data directory can no longer be opened, logs one fatal
 * line and exits non-zero with its lock released, for a supervisor to restart it.
 *
 * The subject is what happens after the first start, so each server starts from a copy of the run's
 * seeded demo data when there is one (server/test/seeded-copies.ts), not by seeding it again.
 */

const SESSION_SECRET = "embedded-db-test-secret-0123456789abcdef";
const FAULT = `--import tsx --import ${resolve("server/test/pglite-fault-preload.ts")}`;
const page = { type: "page", title: "Written before the failure", slug: "written-before-the-failure", settings: {}, elements: [] };

let server: SpawnedServer | null = null;
let dataDir = "";
let runs = 0;

test.beforeEach(async () => {
  test.setTimeout(180_000);
  dataDir = seededDataDir(`.tmp/e2e-embedded-${process.pid}-${++runs}`);
  server = await spawnServer({ env: { DATA_DIR: dataDir, SESSION_SECRET, NODE_OPTIONS: FAULT } });
});

test.afterEach(async () => {
  await server?.stop();
  server = null;
  rmSync(dataDir, { recursive: true, force: true });
});

/** A call that reads the database every time (the editor's session, then the document): its status. */
const readDocument = (s: SpawnedServer, editor: LoggedIn, id: number) => jsonFetch(s.url, `/api/admin/v1/documents/${id}`, editor);

/** Kills the server's database and waits until a request meets it dead; no answer on the way is a 500. */
async function killDatabase(s: SpawnedServer, editor: LoggedIn, id: number) {
  s.process.kill("SIGUSR2");
  return until(
    "a request to meet the dead database",
    async () => {
      const r = await readDocument(s, editor, id);
      expect([200, 503], r.text).toContain(r.status);
      return r.status === 503 ? r : undefined;
    },
    30_000,
  );
}

test("the embedded database dies: the request that meets it dead and every answer until it is back are normal or 503 with Retry-After, never 500; back by itself with its data", async ({
  page: browserPage,
}) => {
  const s = server!;
  const pid = s.process.pid;
  const editor = await login(s.url, DEMO.editor.email, DEMO.editor.password);
  const created = await jsonFetch(s.url, "/api/admin/v1/documents", { body: page, ...editor });
  expect(created.status, created.text).toBe(201);

  const dead = await killDatabase(s, editor, created.body.id);
  expect(dead.headers.get("retry-after")).toBe("5");
  expect(dead.body).toEqual({ code: "service_unavailable", message: expect.any(String), data: { status: 503 } });

  // Until it is back (a second or so; the unit suite holds this moment open to look at it closely),
  // every answer is the normal one or a 503 that says to try again.
  await until(
    "/readyz to pass again",
    async () => {
      const health = await fetch(`${s.url}/healthz`);
      expect(await health.json()).toEqual(health.status === 200 ? { status: "ok" } : { status: "recovering", database: "pglite" });
      const res = await fetch(`${s.url}/${page.slug}`);
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) {
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await res.text()).toContain("Back in a moment");
      }
      return (await fetch(`${s.url}/readyz`)).status === 200 ? true : undefined;
    },
    60_000,
    50,
  );
  expect(s.process.pid).toBe(pid);
  expect(s.process.exitCode).toBeNull();
  expect(await (await fetch(`${s.url}/healthz`)).json()).toEqual({ status: "ok" });
  expect(await (await fetch(`${s.url}/metrics`)).text()).toContain("aisle_embedded_database_recoveries_total 1");

  // What was written before the failure is there, and the page it made is served.
  const doc = await readDocument(s, editor, created.body.id);
  expect(doc.status, doc.text).toBe(200);
  expect(doc.body).toMatchObject({ title: page.title, slug: page.slug });
  await browserPage.goto(`${s.url}/${page.slug}`);
  await expect(browserPage).toHaveTitle(new RegExp(page.title));
  await expect(browserPage.getByRole("banner")).toBeVisible();
});

test("a database that cannot be reopened: one fatal log line, exit code 1, the data directory's lock released", async () => {
  const s = server!;
  const editor = await login(s.url, DEMO.editor.email, DEMO.editor.password);
  const created = await jsonFetch(s.url, "/api/admin/v1/documents", { body: page, ...editor });
  expect(created.status, created.text).toBe(201);
  const lock = join(dataDir, "aisle.lock");
  expect(existsSync(lock)).toBe(true);

  // The data directory is damaged while the server runs (its control file was read at start): every reopen fails.
  writeFileSync(join(dataDir, "pglite", "global", "pg_control"), "not a control file");
  await killDatabase(s, editor, created.body.id);

  const code = await until("the server to exit", async () => s.process.exitCode ?? s.process.signalCode ?? undefined, 60_000, 100);
  expect(code).toBe(1);
  const fatal = s
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":60'));
  expect(fatal, s.output()).toHaveLength(1);
  expect(fatal[0]).toContain("the embedded database failed and could not be reopened");
  expect(existsSync(lock)).toBe(false);
});
