/**
 * API test harness: a real HTTP server over a fresh database (in-memory PGlite, or a uniquely named
 * PostgreSQL database when AISLE_TEST_DB=postgres and TEST_DATABASE_URL names a server), seeded with
 * the demo data. Tests talk to it with the global fetch. The seeded database is a copy of the one the
 * run's global setup seeded (./seeded-template.ts) when there is one for these sources; a database
 * with other needs (no seed, another clock, a data directory) is made and seeded here.
 */
import { pino } from "pino";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { readFileSync } from "node:fs";
import { expect, inject } from "vitest";
import { createApp, type AppOptions } from "../app";
import { createPostgresDatabase, type PostgresDatabase } from "../../scripts/lib/server-process";
import { serveApp, type ServedApp } from "./serve-app";
import type { JsonResult } from "./http";
import { openDatabase, type Database, type OpenDatabaseOptions } from "../db/client";
import { seedDemo } from "../db/seed/demo";
import { createServices, type Services } from "../services/container";
import type { SeededTemplate } from "./seeded-template";
import { seededTemplateKey } from "./seeded-template-key";
import { createContentService } from "../services/content";

export const TEST_SESSION_SECRET = "aisle-test-session-secret-0123456789abcdef";

export interface TestServer {
  /** Base url, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  services: Services;
  database: Database;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** The clock the seed's schedules and content targeting use (default: the real clock). */
  now?: () => Date;
  /** More app options (e.g. `pages`, to serve pages through a stand-in renderer). */
  app?: Omit<AppOptions, "services">;
  /** PGlite only: where it keeps its data (in memory by default), and what it does after a fatal error. */
  embedded?: Omit<OpenDatabaseOptions, "url">;
}

/** Which database the API tests run on. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.AISLE_TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** A fresh PostgreSQL database on the server TEST_DATABASE_URL names (a copy of `template`); dropped again by `drop()`. */
function freshPostgres(template?: string): Promise<PostgresDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("AISLE_TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
  return createPostgresDatabase(serverUrl, "aisle_t", template);
}

let currentKey: string | undefined;

/** The run's seeded copy of the demo data for this database kind, if there is one made from these sources. */
function seededTemplate(): SeededTemplate | null {
  const template = inject("seededTemplate") ?? null;
  if (!template || template.kind !== testDatabaseKind()) return null;
  currentKey ??= seededTemplateKey();
  return template.key === currentKey ? template : null;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const template = (opts.seed ?? true) && !opts.now && !opts.embedded ? seededTemplate() : null;
  const postgres = testDatabaseKind() === "postgres" ? await freshPostgres(template?.source) : null;
  let database: Database;
  try {
    database = await openDatabase(
      postgres ? { url: postgres.url } : template ? { initialData: new Blob([readFileSync(template.source)]) } : { ...opts.embedded },
    );
  } catch (err) {
    await postgres?.drop().catch(() => {});
    throw err;
  }

  let served: ServedApp | null = null;
  let services: Services | null = null;
  const close = async () => {
    const s = served;
    served = null;
    await s?.close();
    await services?.version.close();
    await services?.sessions.close();
    await services?.cartCounts.close();
    await services?.favoritesKept.close();
    await services?.ownPages.close();
    await database.close();
    await postgres?.drop();
  };

  try {
    if ((opts.seed ?? true) && !template) await seedDemo(database.db, opts.now ? opts.now() : new Date());
    services = await createServices(database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
    if (opts.now) services.content = createContentService(database.db, services.version, opts.now);
    // The app's rendering (the loop refresh, the pages' parts), as a production build hands it over.
    const rendering = opts.app?.rendering ?? (await import("./app-rendering")).appRendering;
    served = await serveApp(createApp({ ...opts.app, rendering, services }));
    return { url: served.url, services, database, close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

// ---- HTTP helpers (in ./http, which browser tests can use too) ----

export { cookieFrom, DEMO, jsonFetch, login, loginAs, loginRoles, type JsonFetchInit, type JsonResult, type LoggedIn } from "./http";

/** How many rows a table holds, e.g. to check that a refused request stored nothing. */
export async function rowCount(t: TestServer, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
}

/** The response is an error in the REST format: `{ code, message, data: { status } }` with that HTTP status. */
export function expectError(r: JsonResult, status: number, code?: string): void {
  expect(r.status, r.text).toBe(status);
  expect(r.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  expect(r.body).toMatchObject({ code: code ?? expect.any(String), message: expect.any(String), data: { status } });
  expect(r.body.message.length).toBeGreaterThan(0);
}

/**
 * The response is a rate limit's refusal: 429 too_many_attempts in the error format, saying when to try
 * again (a whole number of seconds, within the limit's window) in Retry-After and `data.retry_after`.
 */
export function expectRateLimited(r: JsonResult, windowMs: number): void {
  expectError(r, 429, "too_many_attempts");
  const retryAfter = Number(r.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(r.body.data.retry_after).toBe(retryAfter);
}
