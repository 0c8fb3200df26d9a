/**
 * Registration (decision 0008): limited per client address like sign-in, since each call costs a
 * 32 MiB scrypt hash; and it no longer names the emails that have accounts. Registering an email that
 * has one is signing in with it: its own password signs the owner in, any other is the same 401 as a
 * wrong login, under the login limits.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { count, eq } from "drizzle-orm";
import { DEMO, cookieFrom, expectError, expectRateLimited, jsonFetch, login, startTestServer, type TestServer } from "../../test/harness";
import { pairBehindProxy } from "../../test/instance-pair";
import { rateLimitHits, users } from "../../db/schema";
import { LOGIN_LIMIT, REGISTER_LIMIT } from "../../services/auth";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

// Two instances over the one database, each test from client addresses of its own.
const instances = pairBehindProxy(() => t);
const register = (i: number, ip: string, body: { email: string; password: string; name?: string }) =>
  jsonFetch(instances.url(i), "/api/auth/v1/register", { body, headers: { "x-forwarded-for": ip } });
const signIn = (i: number, ip: string, body: { email: string; password: string }) =>
  jsonFetch(instances.url(i), "/api/auth/v1/login", { body, headers: { "x-forwarded-for": ip } });

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("aisle_session="));
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe("registering an email that already has an account", () => {
  it("with another password: the same 401 as a wrong login, no session, and the account as it was", async () => {
    const ip = "203.0.113.41";
    const before = await userByEmail(DEMO.shopper.email);
    const r = await register(0, ip, { email: DEMO.shopper.email.toUpperCase(), password: "someone-elses-password", name: "Mallory" });
    expectError(r, 401, "invalid_credentials");
    expect(sessionCookie(r.res)).toBeUndefined();
    const wrongLogin = await signIn(1, ip, { email: DEMO.shopper.email, password: "someone-elses-password" });
    expectError(wrongLogin, 401, "invalid_credentials");
    expect(r.body).toEqual(wrongLogin.body);
    // Nothing about the account changed: its password and name are its own.
    expect(await userByEmail(DEMO.shopper.email)).toEqual(before);
    expect((await signIn(0, ip, DEMO.shopper)).status).toBe(200);
  });

  it("with its own password: the owner is signed in (200 { user, nonce }), nothing created", async () => {
    const users = await userCount();
    const r = await register(1, "203.0.113.42", { email: DEMO.editor.email, password: DEMO.editor.password, name: "Someone new" });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ user: expect.objectContaining({ email: DEMO.editor.email, roles: ["editor"] }), nonce: expect.any(String) });
    expect(r.body.user.name).not.toBe("Someone new");
    expect(await userCount()).toBe(users);
    // The session is the editor's own.
    const token = decodeURIComponent(cookieFrom(r.res).split("=")[1]!);
    expect((await t.services.auth.sessionFromToken(token))?.user.email).toBe(DEMO.editor.email);
  });

  it("a new email still creates the account and signs it in (201)", async () => {
    const r = await register(0, "203.0.113.43", { email: "brand-new@example.test", password: "a-long-password", name: "Brand New" });
    expect(r.status, r.text).toBe(201);
    expect(r.body.user).toMatchObject({ email: "brand-new@example.test", name: "Brand New", roles: ["shopper"] });
    expect(sessionCookie(r.res)).toBeDefined();
  });

  it(`counts as a failed login: after ${LOGIN_LIMIT.attempts} wrong passwords by registration, even the right one is 429, by either door`, async () => {
    const ip = "203.0.113.44";
    for (let i = 0; i < LOGIN_LIMIT.attempts; i++)
      expectError(await register(i, ip, { email: DEMO.forms.email, password: `guessing-${i}-long` }), 401, "invalid_credentials");
    expectError(await register(0, ip, DEMO.forms), 429, "too_many_attempts");
    expectError(await signIn(1, ip, DEMO.forms), 429, "too_many_attempts");
  });

  it("the answer for a registered email never says so (no email_taken)", async () => {
    const r = await register(1, "203.0.113.45", { email: DEMO.admin.email, password: "not-the-admin-password" });
    expect(r.status).not.toBe(409);
    expect(r.text).not.toMatch(/taken|exists|already/i);
  });
});

describe("registration rate limit per client address", () => {
  const hits = async (ip: string) =>
    (await t.database.db.select({ n: count() }).from(rateLimitHits).where(eq(rateLimitHits.key, ip)))[0]!.n;

  it(`after ${REGISTER_LIMIT.max} sign-ups from one address, the next is 429 with Retry-After, and creates nothing`, async () => {
    const ip = "203.0.113.51";
    for (let i = 0; i < REGISTER_LIMIT.max; i++)
      expect((await register(i, ip, { email: `limit-${i}@example.test`, password: "a-long-password" })).status).toBe(201);
    const users = await userCount();
    const r = await register(0, ip, { email: "one-too-many@example.test", password: "a-long-password" });
    expectRateLimited(r, REGISTER_LIMIT.windowMs);
    expect(sessionCookie(r.res)).toBeUndefined();
    expect(await userCount()).toBe(users);
    expect(await userByEmail("one-too-many@example.test")).toBeUndefined();
    // An existing email's owner is refused the same way: no password is checked past the limit.
    expectError(await register(1, ip, DEMO.shopper), 429, "too_many_attempts");
    expect(await hits(ip)).toBe(REGISTER_LIMIT.max);
  });

  it("another client address is not affected", async () => {
    const limited = "203.0.113.52";
    for (let i = 0; i < REGISTER_LIMIT.max; i++)
      await register(i, limited, { email: `busy-${i}@example.test`, password: "a-long-password" });
    expectError(await register(0, limited, { email: "busy-more@example.test", password: "a-long-password" }), 429, "too_many_attempts");
    expect((await register(1, "198.51.100.52", { email: "elsewhere@example.test", password: "a-long-password" })).status).toBe(201);
  });

  it("every call counts, whatever comes of it: wrong passwords for existing accounts use the allowance up too", async () => {
    const ip = "203.0.113.53";
    for (let i = 0; i < REGISTER_LIMIT.max; i++) {
      const email = [DEMO.shopper, DEMO.editor, DEMO.admin][i % 3]!.email;
      expectError(await register(i, ip, { email, password: `wrong-password-${i}` }), 401, "invalid_credentials");
    }
    expectError(await register(0, ip, { email: "after-wrong@example.test", password: "a-long-password" }), 429, "too_many_attempts");
  });

  it("bad input is 400 and does not count", async () => {
    const ip = "203.0.113.54";
    for (let i = 0; i < REGISTER_LIMIT.max + 2; i++)
      expectError(await register(i, ip, { email: "short@example.test", password: "short" }), 400, "invalid_param");
    expect(await hits(ip)).toBe(0);
    expect((await register(0, ip, { email: "after-bad@example.test", password: "a-long-password" })).status).toBe(201);
  });

  it("a burst of concurrent sign-ups over both instances hashes no more than the limit", async () => {
    const ip = "203.0.113.55";
    const results = await Promise.all(
      Array.from({ length: REGISTER_LIMIT.max + 4 }, (_, i) =>
        register(i, ip, { email: `burst-${i}@example.test`, password: "a-long-password" }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REGISTER_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    for (const r of results) if (r.status === 429) expectError(r, 429, "too_many_attempts");
  });
});

describe("registration and the session the browser held", () => {
  it("a new account replaces the session the caller had (rotation, as at login)", async () => {
    const before = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    const r = await jsonFetch(instances.url(0), "/api/auth/v1/register", {
      body: { email: "rotated@example.test", password: "a-long-password" },
      cookie: before.cookie,
      nonce: before.nonce,
      headers: { "x-forwarded-for": "203.0.113.61" },
    });
    expect(r.status, r.text).toBe(201);
    expect(await t.services.auth.sessionFromToken(decodeURIComponent(before.cookie.split("=")[1]!))).toBeNull();
  });
});
