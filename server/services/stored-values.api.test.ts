/**
 * The services that write text check its limits themselves (core/limits/limits.ts), so a caller that skips
 * the route's schema (a script, an import, a new page action) still cannot store what the schema
 * refuses: contact messages, accounts, login attempts, site settings and rate-limit keys.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq, sql } from "drizzle-orm";
import { startTestServer, type TestServer } from "../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../test/db-fingerprint";
import { isApiError } from "../http/errors";
import { FIELD_LIMITS } from "../../core/limits/limits";
import { loginAttempts, rateLimitHits } from "../db/schema";
import { DEMO_STORE_IDS } from "../db/seed/stores";

let t: TestServer;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

/** The call fails with 400 invalid_param naming `param`, and no row changed. */
async function expectRefused(call: () => Promise<unknown>, param: string) {
  const before = await fingerprint();
  const err = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(isApiError(err) ? { status: err.status, code: err.code, params: Object.keys((err.extra.params as object) ?? {}) } : err).toEqual({
    status: 400,
    code: "invalid_param",
    params: [param],
  });
  expect(changedTables(before, await fingerprint())).toEqual([]);
}

const from = { userId: null, clientAddress: "203.0.113.9" };
const message = { store_id: DEMO_STORE_IDS.dayton, name: "Ann", email: "ann@example.com", message: "Hello" };

describe("each service refuses text past its limit, storing nothing", () => {
  it("contact messages", async () => {
    await expectRefused(() => t.services.contact.submit({ ...message, message: "m".repeat(FIELD_LIMITS.message + 1) }, from), "message");
    await expectRefused(() => t.services.contact.submit({ ...message, name: "n".repeat(FIELD_LIMITS.personName + 1) }, from), "name");
    await expectRefused(() => t.services.contact.submit({ ...message, message: "nul\u0000" }, from), "message");
    expect((await t.services.contact.submit({ ...message, message: "m".repeat(FIELD_LIMITS.message) }, from)).status).toBe("received");
  });

  it("sign-up", async () => {
    await expectRefused(
      () => t.services.auth.register({ email: `${"a".repeat(250)}@x.test`, password: "long enough password", name: "" }, "203.0.113.9"),
      "email",
    );
    await expectRefused(
      () =>
        t.services.auth.register({ email: "new@example.com", password: "p".repeat(FIELD_LIMITS.password + 1), name: "" }, "203.0.113.9"),
      "password",
    );
    await expectRefused(
      () => t.services.auth.register({ email: "new@example.com", password: "long enough password", name: "n".repeat(101) }, "203.0.113.9"),
      "name",
    );
  });

  it("login attempts (the email is part of the stored key)", async () => {
    await expectRefused(() => t.services.auth.login(`${"a".repeat(250)}@x.test`, "whatever", "203.0.113.9"), "email");
  });

  it("site settings", async () => {
    await expectRefused(() => t.services.settings.update({ siteName: "s".repeat(FIELD_LIMITS.siteName + 1) }), "siteName");
    await expectRefused(
      () => t.services.settings.update({ iosLink: `https://apps.example.test/${"x".repeat(FIELD_LIMITS.url)}` }),
      "iosLink",
    );
    await expectRefused(() => t.services.settings.update({ offCanvasSide: "top" }), "offCanvasSide");
    await expectRefused(() => t.services.settings.update({ globalImageLightbox: "no" as never }), "globalImageLightbox");
    await t.services.settings.update({ siteName: "Harvest Lane Market & Co" });
    expect((await t.services.settings.get()).siteName).toBe("Harvest Lane Market & Co");
  });
});

describe("client addresses are stored bounded (behind a trusted proxy they come from a header)", () => {
  const huge = `198.51.100.7, ${"x".repeat(10_000)}`;

  it("a login attempt's address and key", async () => {
    await t.services.auth.login("nobody@example.com", "wrong password", huge).catch(() => {});
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.address, huge.slice(0, FIELD_LIMITS.clientAddress)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe(`${huge.slice(0, FIELD_LIMITS.clientAddress)}|nobody@example.com`);
  });

  it("a rate-limited action's key, counted under the same bounded key", async () => {
    await t.services.contact.submit(message, { userId: null, clientAddress: huge });
    await t.services.contact.submit(message, { userId: null, clientAddress: huge });
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number), longest: sql<number>`max(length(${rateLimitHits.key}))`.mapWith(Number) })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, huge.slice(0, FIELD_LIMITS.clientAddress)));
    expect(row).toEqual({ n: 2, longest: FIELD_LIMITS.clientAddress });
  });
});
