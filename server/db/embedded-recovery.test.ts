/**
 * The embedded database dying for real (a WebAssembly abort inside PGlite, on a data directory of its
 * own) and coming back: PGlite only, so these run in the api-pglite project (vitest.config.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { openDatabase, isDatabaseUnavailable, type Database } from "./client";
import { contactSubmissions, documents } from "./schema";
import { DEMO, expectError, jsonFetch, login, startTestServer, type TestServer } from "../test/harness";
import { FATAL_STATEMENT, killEmbeddedDatabase } from "../test/pglite-fault";
import { DEMO_STORE_IDS } from "./seed/stores";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** A fresh temporary directory for one database, removed after the test. */
function dataDir(): string {
  const root = mkdtempSync(join(tmpdir(), "aisle-embedded-"));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  return join(root, "pglite");
}

async function server(opts: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const t = await startTestServer(opts);
  cleanups.push(() => t.close());
  return t;
}

async function database(opts: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const d = await openDatabase(opts);
  cleanups.push(() => d.close());
  return d;
}

/** Pino lines written at `level` or above, parsed. */
function capturedLog() {
  const lines: { level: number; msg: string; attempt?: number }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const contact = { store_id: DEMO_STORE_IDS.dayton, name: "Dana Reyes", email: "dana@example.com", message: "Do you carry oat milk?" };
const page = { type: "page", title: "Written before the failure", slug: "before-the-failure", settings: {}, elements: [] };

describe("a fatal error in the embedded database", { timeout: 120_000 }, () => {
  it("answers 503 with Retry-After while it reopens, /healthz and /readyz say so, and everything written before is there after", async () => {
    const dir = dataDir();
    // Reopens spaced by 25 ms, enough of them to outlast this test's hold on the data directory.
    const t = await server({ embedded: { dataDir: dir, recovery: { attempts: 100_000, retryDelayMs: 25 } } });
    const editor = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    const created = await jsonFetch(t.url, "/api/admin/v1/documents", { body: page, ...editor });
    expect(created.status, created.text).toBe(201);
    const sent = await jsonFetch(t.url, "/api/forms/v1/contact", { body: contact });
    expect(sent.status, sent.text).toBe(201);

    // Hold the reopen back (a directory without PG_VERSION is refused), so "meanwhile" lasts until we let go.
    renameSync(join(dir, "PG_VERSION"), join(dir, "PG_VERSION.held"));
    const err = await killEmbeddedDatabase(t.database.db);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(t.database.state()).toBe("recovering");

    const health = await jsonFetch(t.url, "/healthz");
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: "recovering", database: "pglite" });
    expect((await jsonFetch(t.url, "/readyz")).status).toBe(503);
    expect((await jsonFetch(t.url, "/metrics")).text).toContain("aisle_embedded_database_up 0");
    const attempts = [
      await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: DEMO.shopper.email, password: DEMO.shopper.password } }),
      await jsonFetch(t.url, "/api/forms/v1/contact", { body: { ...contact, message: "Sent while the database was away" } }),
      await jsonFetch(t.url, `/api/admin/v1/documents/${created.body.id}`, editor),
    ];
    for (const r of attempts) {
      expectError(r, 503, "service_unavailable");
      expect(r.headers.get("retry-after")).toBe("5");
    }

    renameSync(join(dir, "PG_VERSION.held"), join(dir, "PG_VERSION"));
    await expect.poll(async () => (await jsonFetch(t.url, "/readyz")).status, { timeout: 60_000 }).toBe(200);
    expect(t.database.state()).toBe("up");
    expect(t.database.recoveries()).toBe(1);
    expect((await jsonFetch(t.url, "/healthz")).body).toEqual({ status: "ok" });
    expect((await jsonFetch(t.url, "/metrics")).text).toContain("aisle_embedded_database_recoveries_total 1");

    // Everything written before the failure, read through the same handle the services hold.
    const doc = await jsonFetch(t.url, `/api/admin/v1/documents/${created.body.id}`, editor);
    expect(doc.status, doc.text).toBe(200);
    expect(doc.body).toMatchObject({ title: page.title, slug: page.slug });
    const [row] = await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, sent.body.id));
    expect(row).toMatchObject({ name: contact.name, message: contact.message, status: "received" });
    // The message refused with a 503 was not stored, and writes work again.
    expect(
      await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.message, "Sent while the database was away")),
    ).toEqual([]);
    expect((await jsonFetch(t.url, "/api/forms/v1/contact", { body: contact })).status).toBe(201);
    expect((await login(t.url, DEMO.shopper.email, DEMO.shopper.password)).nonce).toBeTruthy();
  });

  it("queries queued behind the fatal one fail as unavailable; requests meanwhile answer 503, never 500; it comes back by itself", async () => {
    const t = await server({ embedded: { dataDir: dataDir(), recovery: { retryDelayMs: 50 } } });
    const editor = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    // A transaction holds PGlite (it runs one at a time): queries issued meanwhile wait for it, and then
    // run on the instance the transaction killed.
    let inside = () => {};
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let proceed = () => {};
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    const killed = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        inside();
        await gate;
        await tx.execute(sql.raw(FATAL_STATEMENT));
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    await entered;
    const queued = Array.from({ length: 5 }, () =>
      t.database.db
        .select()
        .from(contactSubmissions)
        .then(
          () => null,
          (e: unknown) => e,
        ),
    );
    proceed();
    expect(isDatabaseUnavailable(await killed)).toBe(true);
    for (const err of await Promise.all(queued)) expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    await expect.poll(async () => (await jsonFetch(t.url, "/readyz")).status, { timeout: 60_000 }).toBe(200);

    const requests = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? jsonFetch(t.url, "/api/forms/v1/contact", { body: contact })
        : i % 3 === 1
          ? jsonFetch(t.url, "/api/auth/v1/login", { body: { email: DEMO.shopper.email, password: DEMO.shopper.password } })
          : jsonFetch(t.url, "/api/admin/v1/documents", { body: { ...page, slug: `in-flight-${i}` }, ...editor }),
    );
    const [err, ...answers] = await Promise.all([killEmbeddedDatabase(t.database.db), ...requests]);
    expect(isDatabaseUnavailable(err)).toBe(true);
    for (const r of answers) {
      expect([200, 201, 503], r.text).toContain(r.status);
      if (r.status === 503) expectError(r, 503, "service_unavailable");
    }
    await expect.poll(async () => (await jsonFetch(t.url, "/readyz")).status, { timeout: 60_000 }).toBe(200);
    // Each document answered 201 is there; none answered 503 is.
    for (const [i, r] of answers.entries()) {
      if (i % 3 !== 2) continue;
      const slug = `in-flight-${i}`;
      const rows = await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.slug, slug));
      expect(rows.length, slug).toBe(r.status === 201 ? 1 : 0);
    }
  });

  it("gives up after three failed reopens in a row: onGiveUp once, and it stays down", async () => {
    const dir = dataDir();
    const { logger, lines } = capturedLog();
    let gaveUp: (err: unknown) => void = () => {};
    const givenUp = new Promise<unknown>((resolve) => (gaveUp = resolve));
    let calls = 0;
    const d = await database({
      dataDir: dir,
      logger,
      recovery: { attempts: 3, retryDelayMs: 10 },
      onGiveUp: (err) => (calls++, gaveUp(err)),
    });
    // The data directory is damaged while the instance runs (it read its control file at start): every reopen fails.
    writeFileSync(join(dir, "global", "pg_control"), "not a control file");
    await killEmbeddedDatabase(d.db);

    const reason = await givenUp;
    expect(reason).toBeInstanceOf(Error);
    expect(calls).toBe(1);
    expect(d.state()).toBe("down");
    expect(d.recoveries()).toBe(0);
    const failedReopens = lines.filter((l) => l.msg === "reopening the embedded database failed");
    expect(failedReopens.map((l) => l.attempt)).toEqual([1, 2, 3]);
    const err = await d.ping().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(calls).toBe(1);
  });

  it("memory-only: never reopened as an empty database; it stays down and gives up at once", async () => {
    let calls = 0;
    const d = await database({ onGiveUp: () => calls++ });
    await killEmbeddedDatabase(d.db);
    expect(d.state()).toBe("down");
    expect(calls).toBe(1);
    const err = await d.ping().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(d.recoveries()).toBe(0);
  });

  it("closing the database while it reopens stops the reopening at once", async () => {
    const dir = dataDir();
    const d = await openDatabase({ dataDir: dir, recovery: { attempts: 100, retryDelayMs: 600_000 } });
    renameSync(join(dir, "PG_VERSION"), join(dir, "PG_VERSION.held"));
    await killEmbeddedDatabase(d.db);
    expect(d.state()).toBe("recovering");
    // The first reopen was refused; the next is ten minutes away: close() must not wait for it.
    await d.close();
    expect(d.state()).toBe("closed");
    renameSync(join(dir, "PG_VERSION.held"), join(dir, "PG_VERSION"));
    expect(d.recoveries()).toBe(0);
  });
});

describe("errors that are not fatal", { timeout: 60_000 }, () => {
  it("a value too deep for JSON.stringify fails in JavaScript, before the database: the database stays up", async () => {
    const d = await database({});
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    const err = await d.db.execute(sql`select ${deep}::jsonb`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(d.state()).toBe("up");
    await d.ping();
  });

  it("an ordinary query error leaves the database up", async () => {
    const d = await database({});
    const err = await d.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(d.state()).toBe("up");
    await d.ping();
  });
});
