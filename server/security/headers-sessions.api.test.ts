/**
 * Security headers and sessions, beyond what server/http/ops.api.test.ts and
 * server/api/auth/auth.api.test.ts already pin: the CSP parsed directive by directive on answers of
 * every kind, HSTS and Secure cookies only behind an https proxy that is trusted, session fixation and
 * rotation, sessions stored as hashes and expiring, and a login rate limit that holds under a burst of
 * concurrent guesses and cannot be dodged with a forged X-Forwarded-For.
 */
import { describe, it, expect, beforeAll, afterAll, beforeEach } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createApp } from "../app";
import { API_BODY_LIMIT } from "../http/body-limits";
import { contentSecurityPolicy } from "../http/security-headers";
import { LOGIN_LIMIT, SESSION_COOKIE, SESSION_TTL_MS } from "../services/auth";
import { sessions, documents, loginAttempts } from "../db/schema";
import {
  cookieFrom,
  DEMO,
  expectError,
  jsonFetch,
  login,
  startTestServer,
  type JsonFetchInit,
  type LoggedIn,
  type TestServer,
} from "../test/harness";
import { rawSend } from "../test/raw-http";
import { serveApp, type ServedApp } from "../test/serve-app";

let t: TestServer;
/** The same services behind a second app that trusts X-Forwarded-* (TRUST_PROXY=true). */
let proxied: ServedApp;
let docPath: string;

beforeAll(async () => {
  t = await startTestServer();
  proxied = await serveApp(createApp({ services: t.services, trustProxy: true }));
  const [doc] = await t.database.db.select({ id: documents.id }).from(documents).limit(1);
  docPath = `/api/admin/v1/documents/${doc!.id}`;
});
afterAll(async () => {
  await proxied?.close();
  await t?.close();
});

/** The directives of a CSP header, by name (a directive given twice is an error here). */
function directives(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(out.has(name), `directive ${name} given twice`).toBe(false);
    out.set(name.toLowerCase(), values);
  }
  return out;
}

function expectStrictCsp(res: { headers: Headers }, label: string) {
  const csp = res.headers.get("content-security-policy");
  expect(csp, label).toBeTruthy();
  const d = directives(csp!);
  const script = d.get("script-src") ?? d.get("default-src");
  expect(script, `${label}: script-src`).toBeDefined();
  expect(
    script!.filter((v) => /^'nonce-[A-Za-z0-9+/_-]{16,}={0,2}'$/.test(v)),
    `${label}: one nonce`,
  ).toHaveLength(1);
  for (const banned of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:", "blob:", "'unsafe-hashes'"]) {
    expect(script, `${label}: script-src must not allow ${banned}`).not.toContain(banned);
  }
  expect(d.get("object-src"), label).toEqual(["'none'"]);
  expect(
    d.get("base-uri")?.every((v) => v === "'self'" || v === "'none'"),
    `${label}: base-uri`,
  ).toBe(true);
  expect(
    d.get("frame-ancestors")?.every((v) => v === "'self'" || v === "'none'"),
    `${label}: frame-ancestors`,
  ).toBe(true);
  expect(d.get("default-src"), label).toBeDefined();
  expect(d.get("default-src"), label).not.toContain("*");
  expect(d.get("form-action"), label).toBeDefined();
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), label).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(res.headers.get("x-frame-options"), label).toMatch(/^(DENY|SAMEORIGIN)$/);
}

const sessionLine = (r: { res: Response }) => r.res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
const storeLine = (r: { res: Response }) => r.res.headers.getSetCookie().find((c) => c.startsWith("store_id="));
const tokenOf = (s: LoggedIn) => decodeURIComponent(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(s.cookie)![1]!);

describe("Content-Security-Policy and the other security headers", () => {
  it("production script-src has a nonce and strict-dynamic, never unsafe-inline or unsafe-eval; only dev relaxes it", () => {
    const prod = directives(contentSecurityPolicy("abc123abc123abc123abc1==", false)).get("script-src")!;
    expect(prod).toContain("'strict-dynamic'");
    expect(prod).not.toContain("'unsafe-inline'");
    expect(prod).not.toContain("'unsafe-eval'");
    const dev = directives(contentSecurityPolicy("abc123abc123abc123abc1==", true)).get("script-src")!;
    expect(dev).toContain("'unsafe-inline'");
  });

  it("every kind of answer carries the strict policy: 200, 201, 204, 400, 401, 403, 404, 409, 413, 429, HEAD", async () => {
    const editor = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    const cases: Array<[string, string, JsonFetchInit, number]> = [
      ["200", "/api/shop/v1/stores?q=columbus", {}, 200],
      ["201", "/api/admin/v1/documents", { body: { type: "page", title: "Headers", slug: "headers-201" }, ...editor }, 201],
      ["400", "/api/shop/v1/navigation?store_id=abc", {}, 400],
      ["401", docPath, {}, 401],
      ["403", docPath, { cookie: editor.cookie, nonce: "wrong" }, 403],
      ["404", "/api/nothing/here", {}, 404],
      ["409", "/api/admin/v1/documents", { body: { type: "page", title: "Headers", slug: "headers-201" }, ...editor }, 409],
      ["HEAD", "/api/shop/v1/stores", { method: "HEAD" }, 200],
      ["healthz", "/healthz", {}, 200],
    ];
    for (const [label, path, init, status] of cases) {
      const r = await jsonFetch(t.url, path, init);
      expect(r.status, label).toBe(status);
      expectStrictCsp(r.res, label);
    }
    const created = await jsonFetch(t.url, "/api/admin/v1/documents", {
      body: { type: "page", title: "Headers", slug: "headers-204" },
      ...editor,
    });
    const del = await jsonFetch(t.url, `/api/admin/v1/documents/${created.body.id}`, { method: "DELETE", ...editor });
    expect(del.status).toBe(204);
    expectStrictCsp(del.res, "204");

    const big = await rawSend(
      t.url,
      { method: "POST", path: "/api/auth/v1/login", headers: { "content-type": "application/json" }, body: "x".repeat(API_BODY_LIMIT + 1) },
      { keepAlive: false },
    );
    expect(big.status).toBe(413);
    expectStrictCsp({ headers: new Headers(big.headers as Record<string, string>) }, "413");

    for (let i = 0; i <= LOGIN_LIMIT.attempts; i++)
      await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: "csp-429@example.test", password: "nope" } });
    const limited = await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: "csp-429@example.test", password: "nope" } });
    expect(limited.status).toBe(429);
    expectStrictCsp(limited.res, "429");
  });

  it("the nonce is unguessable: fresh on every answer, 128 bits", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const r = await jsonFetch(t.url, "/healthz");
      const nonce = /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")![1]!;
      expect(Buffer.from(nonce, "base64").length).toBeGreaterThanOrEqual(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(20);
  });
});

describe("https behind a proxy (TRUST_PROXY)", () => {
  const hsts = (h: Headers) => h.get("strict-transport-security");

  it("HSTS of at least a year when the trusted proxy says https", async () => {
    const r = await jsonFetch(proxied.url, "/healthz", { headers: { "x-forwarded-proto": "https" } });
    const value = hsts(r.headers);
    expect(value).toBeTruthy();
    expect(Number(/max-age=(\d+)/.exec(value!)![1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    // The first hop is the one the visitor used.
    expect(hsts((await jsonFetch(proxied.url, "/healthz", { headers: { "x-forwarded-proto": "https, http" } })).headers)).toBeTruthy();
    // On the error answers too.
    expect(hsts((await jsonFetch(proxied.url, "/api/nothing", { headers: { "x-forwarded-proto": "https" } })).headers)).toBeTruthy();
  });

  it("no HSTS over plain http, nor when X-Forwarded-Proto comes from a client the app does not trust", async () => {
    expect(hsts((await jsonFetch(proxied.url, "/healthz", { headers: { "x-forwarded-proto": "http" } })).headers)).toBeNull();
    expect(hsts((await jsonFetch(proxied.url, "/healthz")).headers)).toBeNull();
    expect(hsts((await jsonFetch(t.url, "/healthz", { headers: { "x-forwarded-proto": "https" } })).headers)).toBeNull();
  });

  it("behind https the session cookie is Secure, httpOnly, SameSite=Lax, host-wide and lives as long as the session", async () => {
    const https = { "x-forwarded-proto": "https" };
    const r = await jsonFetch(proxied.url, "/api/auth/v1/login", { body: DEMO.shopper, headers: https });
    expect(r.status).toBe(200);
    const line = sessionLine(r)!;
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//);
    expect(line).not.toMatch(/;\s*Domain=/i);
    expect(Number(/Max-Age=(\d+)/i.exec(line)![1])).toBe(SESSION_TTL_MS / 1000);

    const reg = await jsonFetch(proxied.url, "/api/auth/v1/register", {
      body: { email: "secure-cookie@example.test", password: "a-long-password" },
      headers: https,
    });
    expect(reg.status).toBe(201);
    expect(sessionLine(reg)).toMatch(/;\s*Secure/i);

    const store = await jsonFetch(proxied.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: 1003 }, headers: https });
    expect(store.status).toBe(200);
    expect(storeLine(store)).toMatch(/;\s*Secure/i);
    expect(storeLine(store)).toMatch(/;\s*SameSite=Lax/i);
  });

  it("a client cannot make cookies Secure (or anything else) by sending X-Forwarded-Proto to an app that does not trust it", async () => {
    const r = await jsonFetch(t.url, "/api/auth/v1/login", { body: DEMO.shopper, headers: { "x-forwarded-proto": "https" } });
    expect(r.status).toBe(200);
    expect(sessionLine(r)).not.toMatch(/;\s*Secure/i);
  });
});

describe("sessions", () => {
  it("a session id planted before login (fixation) is replaced, and never becomes a session", async () => {
    const planted = "attacker-chosen-session-token-0123456789abcdef";
    const r = await jsonFetch(t.url, "/api/auth/v1/login", { body: DEMO.editor, cookie: `${SESSION_COOKIE}=${planted}` });
    expect(r.status).toBe(200);
    const fresh = /aisle_session=([^;]*)/.exec(sessionLine(r)!)![1]!;
    expect(fresh).not.toBe(planted);
    expect(fresh.length).toBeGreaterThanOrEqual(40);
    expect(await t.services.auth.sessionFromToken(planted)).toBeNull();
    expectError(await jsonFetch(t.url, docPath, { cookie: `${SESSION_COOKIE}=${planted}`, nonce: r.body.nonce }), 401);
    expect((await jsonFetch(t.url, docPath, { cookie: cookieFrom(r.res), nonce: r.body.nonce })).status).toBe(200);
  });

  it("logging in as someone else rotates the session and ends the old one", async () => {
    const shopper = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    const editor = await login(t.url, DEMO.editor.email, DEMO.editor.password, shopper);
    expect(tokenOf(editor)).not.toBe(tokenOf(shopper));
    expect(await t.services.auth.sessionFromToken(tokenOf(shopper))).toBeNull();
    expect((await t.services.auth.sessionFromToken(tokenOf(editor)))?.user.email).toBe(DEMO.editor.email);
  });

  it("the database keeps a hash of the token, never the token itself", async () => {
    const s = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    const token = tokenOf(s);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from sessions where id = ${token} or id like ${`%${token.slice(0, 16)}%`}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("an expired session is no session", async () => {
    const s = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    expect((await jsonFetch(t.url, docPath, s)).status).toBe(200);
    const { sessionId } = (await t.services.auth.sessionFromToken(tokenOf(s)))!;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    // Written behind the server's back: its session cache would see it within seconds (its TTL); at once here.
    t.services.sessions.clear();
    expectError(await jsonFetch(t.url, docPath, s), 401, "unauthorized");
  });
});

describe("login rate limit", () => {
  // Every case here fails logins from the same client address: each starts with none recorded, so the
  // per-address limit left by one case does not decide the next.
  beforeEach(async () => {
    await t.database.db.delete(loginAttempts);
  });

  const attempt = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
    jsonFetch(base, "/api/auth/v1/login", { body: { email, password }, headers });

  it("a burst of concurrent guesses gets no more password checks than the limit", async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(t.url, DEMO.forms.email, `burst-guess-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_LIMIT.attempts);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25 - LOGIN_LIMIT.attempts);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    for (const r of results) if (r.status === 429) expectError(r, 429, "too_many_attempts");
    // The right password is refused too while the limit holds.
    expectError(await attempt(t.url, DEMO.forms.email, DEMO.forms.password), 429, "too_many_attempts");
  });

  it("a forged X-Forwarded-For does not open a fresh window when the proxy is not trusted", async () => {
    const email = "spoof-xff@example.test";
    for (let i = 0; i < LOGIN_LIMIT.attempts; i++)
      expect((await attempt(t.url, email, "nope", { "x-forwarded-for": `10.0.0.${i}` })).status).toBe(401);
    expectError(await attempt(t.url, email, "nope", { "x-forwarded-for": "10.9.9.9" }), 429, "too_many_attempts");
  });

  it("behind a trusted proxy the limit is per client address, so one client cannot lock out another", async () => {
    const email = "proxied-limit@example.test";
    const from = (ip: string) => ({ "x-forwarded-for": `127.0.0.1, ${ip}` });
    for (let i = 0; i < LOGIN_LIMIT.attempts; i++)
      expect((await attempt(proxied.url, email, "nope", from("203.0.113.7"))).status).toBe(401);
    expectError(await attempt(proxied.url, email, "nope", from("203.0.113.7")), 429, "too_many_attempts");
    expect((await attempt(proxied.url, email, "nope", from("198.51.100.4"))).status).toBe(401);
  });
});
