import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  DEMO,
  expectError,
  expectRateLimited,
  jsonFetch,
  login,
  startTestServer,
  type LoggedIn,
  type TestServer,
} from "../../test/harness";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { contactSubmissions, rateLimitHits } from "../../db/schema";
import { CONTACT_LIMIT, createContactService } from "../../services/contact";
import { createRateLimiter } from "../../services/rate-limit";
import { ApiError } from "../../http/errors";
import { pairBehindProxy } from "../../test/instance-pair";

const PATH = "/api/forms/v1/contact";
const valid = { store_id: DEMO_STORE_IDS.dayton, name: "Dana Reyes", email: "dana@example.com", message: "Do you carry oat milk?" };

let t: TestServer;
let shopper: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  shopper = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
});
afterAll(async () => {
  await t?.close();
});

const stored = async (id: number) => (await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0];

describe("POST /api/forms/v1/contact", () => {
  it("stores the message with status received and answers 201 { id, status, files }", async () => {
    const r = await jsonFetch<{ id: number; status: string }>(t.url, PATH, { body: { ...valid, name: "  Dana Reyes  " } });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number), status: "received", files: 0 });
    const row = await stored(r.body.id);
    expect(row).toMatchObject({
      storeId: DEMO_STORE_IDS.dayton,
      userId: null,
      name: "Dana Reyes",
      email: "dana@example.com",
      message: valid.message,
      status: "received",
    });
  });

  it("accepts the store id as text too (what the form sends)", async () => {
    const r = await jsonFetch(t.url, PATH, { body: { ...valid, store_id: String(DEMO_STORE_IDS.columbus) } });
    expect(r.status, r.text).toBe(201);
    expect((await stored(r.body.id))?.storeId).toBe(DEMO_STORE_IDS.columbus);
  });

  it.each([
    ["store_id", { store_id: "" }],
    ["store_id", { store_id: -4 }],
    ["name", { name: "   " }],
    ["name", { name: "x".repeat(101) }],
    ["email", { email: "not an email" }],
    ["message", { message: "" }],
    ["message", { message: "x".repeat(5001) }],
  ])("a bad %s is 400 invalid_param naming it and stores nothing", async (param, patch) => {
    const before = (await t.database.db.select().from(contactSubmissions)).length;
    const r = await jsonFetch(t.url, PATH, { body: { ...valid, ...patch } });
    expectError(r, 400, "invalid_param");
    expect(Object.keys(r.body.data.params)).toContain(param);
    expect((await t.database.db.select().from(contactSubmissions)).length).toBe(before);
  });

  it("an unknown store is 400 invalid_param store_id", async () => {
    const r = await jsonFetch(t.url, PATH, { body: { ...valid, store_id: 999_999 } });
    expectError(r, 400, "invalid_param");
    expect(r.body.data.params).toHaveProperty("store_id");
  });

  it("a body that is not JSON is 400, never 500", async () => {
    const r = await jsonFetch(t.url, PATH, { body: "{not json", headers: { "content-type": "application/json" } });
    expectError(r, 400, "invalid_json");
  });

  it("with a session it needs the nonce (CSRF), and then records the shopper", async () => {
    expectError(await jsonFetch(t.url, PATH, { body: valid, cookie: shopper.cookie }), 403, "invalid_nonce");
    expectError(await jsonFetch(t.url, PATH, { body: valid, cookie: shopper.cookie, nonce: "wrong" }), 403, "invalid_nonce");
    const r = await jsonFetch(t.url, PATH, { body: valid, cookie: shopper.cookie, nonce: shopper.nonce });
    expect(r.status, r.text).toBe(201);
    expect((await stored(r.body.id))?.userId).toBe(shopper.user.id);
  });

  it("is described in the OpenAPI document", async () => {
    const r = await jsonFetch(t.url, "/api/openapi.json");
    expect(r.body.paths[PATH].post.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
  });
});

describe("rate limit per client address", () => {
  // Two instances over the one database, client addresses chosen per test; requests alternate between them.
  const instances = pairBehindProxy(() => t);

  const send = (i: number, ip: string, body: object = valid) =>
    jsonFetch(instances.url(i), PATH, { body, headers: { "x-forwarded-for": `10.0.0.1, ${ip}` } });
  const rows = async () => {
    const [submissions] = await t.database.db.select({ n: count() }).from(contactSubmissions);
    const [hits] = await t.database.db.select({ n: count() }).from(rateLimitHits);
    return { submissions: submissions!.n, hits: hits!.n };
  };

  it(`after ${CONTACT_LIMIT.max} messages from one address, the next is 429 with Retry-After in the error format and stores nothing`, async () => {
    const ip = "203.0.113.31";
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await send(i, ip, { ...valid, message: `Message ${i}` })).status).toBe(201);
    const before = await rows();
    for (let i = 0; i < 3; i++) {
      expectRateLimited(await send(i, ip, { ...valid, message: "One too many" }), CONTACT_LIMIT.windowMs);
    }
    expect(await rows()).toEqual(before);
    expect(await t.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.message, "One too many"))).toEqual([]);
  });

  it("another client address is not affected", async () => {
    const limited = "203.0.113.32";
    for (let i = 0; i < CONTACT_LIMIT.max; i++) await send(i, limited);
    expectError(await send(0, limited), 429, "too_many_attempts");
    const r = await send(1, "198.51.100.32", { ...valid, message: "From another address" });
    expect(r.status, r.text).toBe(201);
    expect((await stored(r.body.id))?.message).toBe("From another address");
  });

  it("bad input past the limit is still 400 naming the field, and stores nothing", async () => {
    const ip = "203.0.113.33";
    for (let i = 0; i < CONTACT_LIMIT.max; i++) await send(i, ip);
    const before = await rows();
    expectError(await send(0, ip, { ...valid, email: "nope" }), 400, "invalid_param");
    expect(await rows()).toEqual(before);
  });

  it("a burst of concurrent messages over both instances stores no more than the limit", async () => {
    const ip = "203.0.113.34";
    const before = await rows();
    const results = await Promise.all(
      Array.from({ length: CONTACT_LIMIT.max + 6 }, (_, i) => send(i, ip, { ...valid, message: `Burst ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    for (const r of results) if (r.status === 429) expectError(r, 429, "too_many_attempts");
    expect((await rows()).submissions).toBe(before.submissions + CONTACT_LIMIT.max);
  });

  it("the window moves on: a place frees up when the oldest message in it is 10 minutes old, as Retry-After said", async () => {
    let clock = new Date();
    const contact = createContactService(
      t.database.db,
      t.services.stores,
      createRateLimiter(t.database.db, () => clock),
    );
    const from = { userId: null, clientAddress: "203.0.113.35" };
    const input = { ...valid, name: "Window" };
    const minute = 60_000;
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      await contact.submit(input, from);
      clock = new Date(clock.getTime() + minute / 2);
    }
    // The first message was sent 5 minutes ago: the next place frees up in 5 minutes.
    const refused = await contact.submit(input, from).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).headers["Retry-After"]).toBe(String((CONTACT_LIMIT.windowMs - 5 * minute) / 1000));
    expect((refused as ApiError).message).toMatch(/Please try again in 5 minutes\./);
    clock = new Date(clock.getTime() + CONTACT_LIMIT.windowMs - 5 * minute - 1000);
    await expect(contact.submit(input, from)).rejects.toMatchObject({ status: 429 });
    clock = new Date(clock.getTime() + 1000);
    expect((await contact.submit(input, from)).status).toBe("received");
    await expect(contact.submit(input, from)).rejects.toMatchObject({ status: 429 });
  });
});
