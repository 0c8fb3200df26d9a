import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { cookieFrom, DEMO, expectError, jsonFetch, login, startTestServer, type TestServer } from "../../test/harness";
import { documents } from "../../db/schema";
import { LOGIN_ADDRESS_LIMIT, LOGIN_LIMIT } from "../../services/auth";
import { pairBehindProxy } from "../../test/instance-pair";

let t: TestServer;
/** A seeded document the editor may read: a request that tells a working editor session from a dead one. */
let docPath: string;
beforeAll(async () => {
  t = await startTestServer();
  const [doc] = await t.database.db.select({ id: documents.id }).from(documents).limit(1);
  docPath = `/api/admin/v1/documents/${doc!.id}`;
});
afterAll(async () => {
  await t?.close();
});

const sessionCookieLine = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("aisle_session="));

describe("POST /api/auth/v1/login", () => {
  it("sets an httpOnly SameSite=Lax session cookie and answers { user, nonce }", async () => {
    const r = await jsonFetch(t.url, "/api/auth/v1/login", { body: DEMO.shopper });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      user: {
        id: expect.any(Number),
        email: DEMO.shopper.email,
        name: expect.any(String),
        roles: ["shopper"],
        segment_ids: [101, 102],
        store_id: 1001,
      },
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
    });
    expect(r.body.user).not.toHaveProperty("passwordHash");
    expect(r.body.user).not.toHaveProperty("password_hash");
    const line = sessionCookieLine(r.res);
    expect(line).toBeDefined();
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//);
    // Plain http: not Secure (it would never be sent back).
    expect(line).not.toMatch(/; Secure/i);
  });

  it("accepts the email in any case", async () => {
    const r = await jsonFetch(t.url, "/api/auth/v1/login", {
      body: { email: DEMO.editor.email.toUpperCase(), password: DEMO.editor.password },
    });
    expect(r.status).toBe(200);
    expect(r.body.user.email).toBe(DEMO.editor.email);
  });

  it("the session and its nonce act as the user", async () => {
    const s = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    expect((await jsonFetch(t.url, docPath, s)).status).toBe(200);
    // The cookie without the nonce is anonymous.
    expectError(await jsonFetch(t.url, docPath, { cookie: s.cookie }), 401, "unauthorized");
  });

  it("a new login rotates the session: the old cookie no longer works", async () => {
    const first = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    const second = await login(t.url, DEMO.editor.email, DEMO.editor.password, first);
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.nonce).not.toBe(first.nonce);
    expect((await jsonFetch(t.url, docPath, second)).status).toBe(200);
    // The old session is gone: its cookie is anonymous, so its nonce means nothing any more.
    expectError(await jsonFetch(t.url, docPath, first), 401, "unauthorized");
  });

  it("401 for a wrong password and for an unknown email, with the same message", async () => {
    const wrong = await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: DEMO.admin.email, password: "not-the-password" } });
    expectError(wrong, 401, "invalid_credentials");
    expect(sessionCookieLine(wrong.res)).toBeUndefined();
    const unknown = await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: "nobody@aisle.test", password: "whatever-it-is" } });
    expectError(unknown, 401, "invalid_credentials");
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it.each([
    ["a missing password", { email: "a@b.test" }],
    ["an empty password", { email: "a@b.test", password: "" }],
    ["a malformed email", { email: "not-an-email", password: "x" }],
    ["a numeric email", { email: 5, password: "x" }],
    ["an array body", [1, 2]],
    ["a null body", null],
  ])("400 invalid_param for %s", async (_name, body) => {
    const r = await jsonFetch(t.url, "/api/auth/v1/login", { body: body === null ? "null" : body });
    expectError(r, 400, "invalid_param");
  });

  it("400 invalid_json for a body that is not JSON", async () => {
    expectError(await jsonFetch(t.url, "/api/auth/v1/login", { body: "email=a@b.test&password=x" }), 400, "invalid_json");
  });

  it("rate limit: after 5 failures for one email from one address, the 6th attempt is 429 even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      expectError(
        await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: DEMO.forms.email, password: `wrong-${i}` } }),
        401,
        "invalid_credentials",
      );
    }
    const sixth = await jsonFetch(t.url, "/api/auth/v1/login", { body: DEMO.forms });
    expectError(sixth, 429, "too_many_attempts");
    expect(sixth.headers.get("retry-after")).toBe(String(LOGIN_LIMIT.windowMs / 1000));
    expect(sixth.body.data.retry_after).toBe(LOGIN_LIMIT.windowMs / 1000);
    expect(sessionCookieLine(sixth.res)).toBeUndefined();
    // Other accounts from the same address are not locked out.
    expect((await jsonFetch(t.url, "/api/auth/v1/login", { body: DEMO.admin })).status).toBe(200);
  });

  it("a successful login resets the failure count", async () => {
    for (let i = 0; i < 4; i++)
      expect((await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: DEMO.admin.email, password: "nope" } })).status).toBe(401);
    expect((await jsonFetch(t.url, "/api/auth/v1/login", { body: DEMO.admin })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: DEMO.admin.email, password: "nope" } })).status).toBe(401);
    expect((await jsonFetch(t.url, "/api/auth/v1/login", { body: DEMO.admin })).status).toBe(200);
  });
});

describe("login rate limit per client address, across emails", () => {
  // Two instances over the one database, client addresses chosen per test; attempts alternate between them.
  const instances = pairBehindProxy(() => t);

  // The client's address is the entry the trusted proxy appended, on the right; a forged one before it is ignored.
  const from = (ip: string) => ({ "x-forwarded-for": `10.0.0.1, ${ip}` });
  const attempt = (i: number, ip: string, body: { email: string; password: string }) =>
    jsonFetch(instances.url(i), "/api/auth/v1/login", { body, headers: from(ip) });

  it(`after ${LOGIN_ADDRESS_LIMIT.attempts} failures for different emails from one address, the next login is 429 for any email, even with the right password`, async () => {
    const ip = "203.0.113.21";
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.attempts; i++) {
      // Fewer than the per-email limit for each email: only the per-address limit can refuse.
      const email = `spray-${Math.floor(i / 2)}@example.test`;
      expectError(await attempt(i, ip, { email, password: `guess-${i}` }), 401, "invalid_credentials");
    }
    for (const [i, body] of [DEMO.shopper, { email: "spray-new@example.test", password: "guess" }, DEMO.editor].entries()) {
      const r = await attempt(i, ip, body);
      expectError(r, 429, "too_many_attempts");
      expect(r.headers.get("retry-after")).toBe(String(LOGIN_ADDRESS_LIMIT.windowMs / 1000));
      expect(r.body.data.retry_after).toBe(LOGIN_ADDRESS_LIMIT.windowMs / 1000);
      expect(sessionCookieLine(r.res)).toBeUndefined();
    }
  });

  it("another client address is not affected", async () => {
    const limited = "203.0.113.22";
    for (let i = 0; i <= LOGIN_ADDRESS_LIMIT.attempts; i++)
      await attempt(i, limited, { email: `other-${i}@example.test`, password: "nope" });
    expectError(await attempt(0, limited, DEMO.shopper), 429, "too_many_attempts");
    const other = "198.51.100.22";
    expect((await attempt(1, other, DEMO.shopper)).status).toBe(200);
    expectError(await attempt(0, other, { email: "other-0@example.test", password: "nope" }), 401, "invalid_credentials");
  });

  it("a successful login takes its own email's failures out of the count; the other emails' still count", async () => {
    const ip = "203.0.113.23";
    for (let i = 0; i < 3; i++)
      expectError(await attempt(i, ip, { email: DEMO.admin.email, password: "nope" }), 401, "invalid_credentials");
    expect((await attempt(0, ip, DEMO.admin)).status).toBe(200);
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.attempts; i++) {
      expectError(await attempt(i, ip, { email: `clear-${Math.floor(i / 2)}@example.test`, password: "nope" }), 401, "invalid_credentials");
    }
    expectError(await attempt(1, ip, DEMO.admin), 429, "too_many_attempts");
  });
});

describe("POST /api/auth/v1/register", () => {
  it("creates a shopper, logs them in and answers 201 { user, nonce }", async () => {
    const r = await jsonFetch(t.url, "/api/auth/v1/register", {
      body: { email: "New.Shopper@Example.test", password: "a-long-password", name: "New Shopper" },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      user: {
        id: expect.any(Number),
        email: "new.shopper@example.test",
        name: "New Shopper",
        roles: ["shopper"],
        segment_ids: [],
        store_id: null,
      },
      nonce: expect.any(String),
    });
    const line = sessionCookieLine(r.res);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    // The new account can log in with its password.
    const s = await login(t.url, "new.shopper@example.test", "a-long-password");
    expect(s.user.roles).toEqual(["shopper"]);
    // The shopper is not an editor.
    expectError(await jsonFetch(t.url, docPath, { cookie: cookieFrom(r.res), nonce: r.body.nonce }), 403, "forbidden");
  });

  it("400 for a short password, naming it", async () => {
    const r = await jsonFetch(t.url, "/api/auth/v1/register", { body: { email: "short@example.test", password: "short" } });
    expectError(r, 400, "invalid_param");
    expect(r.body.data.params).toHaveProperty("password");
    // Nothing was created.
    expectError(await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: "short@example.test", password: "short" } }), 401);
  });

  it("400 for a malformed email and for a non-JSON body", async () => {
    expectError(
      await jsonFetch(t.url, "/api/auth/v1/register", { body: { email: "nope", password: "a-long-password" } }),
      400,
      "invalid_param",
    );
    expectError(await jsonFetch(t.url, "/api/auth/v1/register", { body: "{" }), 400, "invalid_json");
  });

  it("a register call carrying a session cookie needs the nonce", async () => {
    const s = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    const r = await jsonFetch(t.url, "/api/auth/v1/register", {
      body: { email: "csrf@example.test", password: "a-long-password" },
      cookie: s.cookie,
    });
    expectError(r, 403, "invalid_nonce");
  });
});

describe("POST /api/auth/v1/logout", () => {
  it("ends the session and clears the cookie", async () => {
    const s = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    expect((await jsonFetch(t.url, docPath, s)).status).toBe(200);
    const r = await jsonFetch(t.url, "/api/auth/v1/logout", { method: "POST", cookie: s.cookie, nonce: s.nonce });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ user: null, nonce: expect.any(String) });
    const line = sessionCookieLine(r.res);
    expect(line).toBeDefined();
    expect(line).toMatch(/^aisle_session=;/);
    expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    // The old cookie no longer names a session.
    expectError(await jsonFetch(t.url, docPath, s), 401, "unauthorized");
  });

  it("403 with a session cookie and no nonce; the session lives on", async () => {
    const s = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    expectError(await jsonFetch(t.url, "/api/auth/v1/logout", { method: "POST", cookie: s.cookie }), 403, "invalid_nonce");
    expect((await jsonFetch(t.url, docPath, s)).status).toBe(200);
  });

  it("anonymous logout is harmless", async () => {
    const r = await jsonFetch(t.url, "/api/auth/v1/logout", { method: "POST" });
    expect(r.status).toBe(200);
    expect(r.body.user).toBeNull();
  });
});
