import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import { createPostgresDatabase } from "../../scripts/lib/server-process";
import { postgresUnavailable, POSTGRES_URL, spawnServer, until, type SpawnedServer } from "../../server/test/spawn-server";
import { DEMO, jsonFetch, login as loginAs } from "../../server/test/http";

/**
 * Many instances: two production server processes on one fresh PostgreSQL
 * database, sharing nothing but it and SESSION_SECRET. They start at the same moment on the empty
 * database (migrations and the demo seed must happen once), a session and its nonce made on one work
 * on the other, failed logins count across both, and a content edit on one shows on the other within
 * a second (LISTEN/NOTIFY).
 */

const SESSION_SECRET = "instances-test-secret-0123456789abcdef0123";

let skipReason: string | null = null;
let db: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let a: SpawnedServer | null = null;
let b: SpawnedServer | null = null;
const dirs = [`.tmp/e2e-instance-a-${process.pid}`, `.tmp/e2e-instance-b-${process.pid}`];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  skipReason = await postgresUnavailable();
  if (skipReason) return;
  db = await createPostgresDatabase(POSTGRES_URL, "aisle_instances");
  // Both at once, on the empty database. B sits behind an https proxy it trusts.
  [a, b] = await Promise.all([
    spawnServer({ env: { DATABASE_URL: db.url, SESSION_SECRET, DATA_DIR: dirs[0]! } }),
    spawnServer({ env: { DATABASE_URL: db.url, SESSION_SECRET, DATA_DIR: dirs[1]!, TRUST_PROXY: "true" } }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const api = jsonFetch;
const login = (base: string) => loginAs(base, DEMO.editor.email, DEMO.editor.password);

test("both started together on the empty database: seeded once, both serve the same data", async () => {
  test.skip(!!skipReason, skipReason ?? "");
  const [sa, sb] = await Promise.all([api(a!.url, "/api/shop/v1/stores"), api(b!.url, "/api/shop/v1/stores")]);
  expect(sa.status).toBe(200);
  expect(sa.body.items!.length).toBeGreaterThanOrEqual(25);
  expect(sb.body.items).toEqual(sa.body.items);
  expect((await api(a!.url, "/readyz")).body).toEqual({ status: "ready", database: "postgres" });
  expect((await api(b!.url, "/readyz")).body).toEqual({ status: "ready", database: "postgres" });
});

test("a session and its nonce made on one instance are valid on the other; logout on one ends it on both", async () => {
  test.skip(!!skipReason, skipReason ?? "");
  const s = await login(a!.url);
  const created = await api(b!.url, "/api/admin/v1/documents", {
    body: { type: "page", title: "Made on B", slug: `made-on-b-${Date.now().toString(36)}` },
    ...s,
  });
  expect(created.status, created.text).toBe(201);
  expect((await api(a!.url, `/api/admin/v1/documents/${created.body.id}`, s)).status).toBe(200);
  // The session cookie alone is anonymous on either; a wrong nonce is refused on either.
  expect((await api(b!.url, `/api/admin/v1/documents/${created.body.id}`, { cookie: s.cookie })).status).toBe(401);
  expect((await api(b!.url, `/api/admin/v1/documents/${created.body.id}`, { cookie: s.cookie, nonce: "wrong" })).status).toBe(403);
  // Logout on B; A no longer knows the session.
  expect((await api(b!.url, "/api/auth/v1/logout", { method: "POST", ...s })).status).toBe(200);
  expect((await api(a!.url, `/api/admin/v1/documents/${created.body.id}`, s)).status).toBe(401);
});

test("a content edit on one instance shows on the other within a second, both ways", async () => {
  test.skip(!!skipReason, skipReason ?? "");
  const s = await login(a!.url);
  const slug = `cross-instance-${Date.now().toString(36)}`;
  const created = await api(a!.url, "/api/admin/v1/documents", { body: { type: "page", title: "Cross-instance v1", slug }, ...s });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id!;
  const titleOn = async (base: string) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${base}/${slug}`)).text())?.[1];

  // Both have rendered (and cached) the page before the edit.
  await until("B to serve v1", async () => ((await titleOn(b!.url)) === "Cross-instance v1" ? true : undefined), 5_000, 25);
  expect(await titleOn(b!.url)).toBe("Cross-instance v1");
  expect(await titleOn(a!.url)).toBe("Cross-instance v1");

  for (const [label, writer, reader, title] of [
    ["A to B", a!, b!, "Cross-instance v2"],
    ["B to A", b!, a!, "Cross-instance v3"],
  ] as const) {
    const put = await api(writer.url, `/api/admin/v1/documents/${id}`, { method: "PUT", body: { title }, ...s });
    expect(put.status, put.text).toBe(200);
    const editedAt = Date.now();
    await until(`${label}: the edit`, async () => ((await titleOn(reader.url)) === title ? true : undefined), 1_000, 20);
    const tookMs = Date.now() - editedAt;
    test.info().annotations.push({ type: "propagation", description: `${label}: ${tookMs} ms` });
    expect(tookMs).toBeLessThanOrEqual(1_000);
    // The API on the reader says the same.
    expect((await api(reader.url, `/api/admin/v1/documents/${id}`, s)).body.title).toBe(title);
  }
});

test("failed logins count across instances", async () => {
  test.skip(!!skipReason, skipReason ?? "");
  const email = `limit-${Date.now().toString(36)}@example.test`;
  const tries = [a!, b!, a!, b!, a!];
  for (const server of tries) expect((await api(server.url, "/api/auth/v1/login", { body: { email, password: "nope" } })).status).toBe(401);
  expect((await api(b!.url, "/api/auth/v1/login", { body: { email, password: "nope" } })).status).toBe(429);
  expect((await api(a!.url, "/api/auth/v1/login", { body: { email, password: "nope" } })).status).toBe(429);
});

test("behind the https proxy it trusts, an instance sends HSTS and Secure session cookies on pages and API", async () => {
  test.skip(!!skipReason, skipReason ?? "");
  const https = { "x-forwarded-proto": "https" };
  const home = await fetch(`${b!.url}/`, { headers: https });
  expect(home.status).toBe(200);
  const hsts = home.headers.get("strict-transport-security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  const r = await api(b!.url, "/api/auth/v1/login", { body: DEMO.editor, headers: https });
  const line = r.headers.getSetCookie().find((c) => c.startsWith("aisle_session="))!;
  expect(line).toMatch(/;\s*Secure/i);
  expect(line).toMatch(/;\s*HttpOnly/i);
  expect(line).toMatch(/;\s*SameSite=Lax/i);
  // A, which trusts no proxy, ignores the claim.
  expect((await fetch(`${a!.url}/`, { headers: https })).headers.get("strict-transport-security")).toBeNull();
});
