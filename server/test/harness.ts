/**
 * API test harness: a real HTTP server over a fresh database (in-memory PGlite, or a uniquely named
 * PostgreSQL database when AISLE_TEST_DB=postgres and TEST_DATABASE_URL names a server), seeded with
 * the demo data. Tests talk to it with the global fetch.
 */
import { pino } from "pino";
import { expect } from "vitest";
import { createApp, type AppOptions } from "../app";
import { createPostgresDatabase, type PostgresDatabase } from "../../scripts/lib/server-process";
import { serveApp, type ServedApp } from "./serve-app";
import { openDatabase, type Database } from "../db/client";
import { seedDemo } from "../db/seed/demo";
import { createServices, type Services } from "../services/container";
import { createContentService } from "../services/content";
import { DEMO_ACCOUNTS, type DemoRole } from "../db/seed/demo-accounts";

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
}

/** Which database the API tests run on. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.AISLE_TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** A fresh PostgreSQL database on the server TEST_DATABASE_URL names; dropped again by `drop()`. */
function freshPostgres(): Promise<PostgresDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("AISLE_TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
  return createPostgresDatabase(serverUrl, "aisle_t");
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const postgres = testDatabaseKind() === "postgres" ? await freshPostgres() : null;
  let database: Database;
  try {
    database = await openDatabase(postgres ? { url: postgres.url } : {});
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
    await database.close();
    await postgres?.drop();
  };

  try {
    if (opts.seed ?? true) await seedDemo(database.db, opts.now ? opts.now() : new Date());
    services = await createServices(database, { sessionSecret: TEST_SESSION_SECRET, logger: pino({ level: "silent" }) });
    if (opts.now) services.content = createContentService(database.db, services.version, opts.now);
    served = await serveApp(createApp({ ...opts.app, services }));
    return { url: served.url, services, database, close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

// ---- HTTP helpers ----

/** The Cookie header a browser would send back for these Set-Cookie headers (deleted cookies left out). */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!.trim())
    .filter((pair) => !/^[^=]+=$/.test(pair))
    .join("; ");
}

export interface JsonFetchInit {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  cookie?: string;
  nonce?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface JsonResult<T = any> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when the body is empty or not JSON). */
  body: T;
  text: string;
  res: Response;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function jsonFetch<T = any>(base: string, path: string, init: JsonFetchInit = {}): Promise<JsonResult<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.nonce) headers["x-aisle-nonce"] = init.nonce;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(base + path, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text, res };
}

export interface LoggedIn {
  /** Cookie header value carrying the session. */
  cookie: string;
  nonce: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  user: any;
}

/** Log in through the API; throws unless it answers 200. */
export async function login(base: string, email: string, password: string, previous?: LoggedIn): Promise<LoggedIn> {
  const r = await jsonFetch(base, "/api/auth/v1/login", { body: { email, password }, cookie: previous?.cookie, nonce: previous?.nonce });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.text}`);
  const cookie = cookieFrom(r.res);
  if (!cookie) throw new Error(`login ${email}: no Set-Cookie`);
  return { cookie, nonce: r.body.nonce, user: r.body.user };
}

/** The demo accounts the seed creates, by role. */
export const DEMO = {
  shopper: account("shopper"),
  editor: account("editor"),
  admin: account("administrator"),
  forms: account("forms_admin"),
} as const;

function account(role: DemoRole): { email: string; password: string } {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  if (!a) throw new Error(`no demo account with role ${role}`);
  return { email: a.email, password: a.password };
}

/** The response is an error in the REST format: `{ code, message, data: { status } }` with that HTTP status. */
export function expectError(r: JsonResult, status: number, code?: string): void {
  expect(r.status, r.text).toBe(status);
  expect(r.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  expect(r.body).toMatchObject({ code: code ?? expect.any(String), message: expect.any(String), data: { status } });
  expect(r.body.message.length).toBeGreaterThan(0);
}
