import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import { DEMO, expectError, jsonFetch, login, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { contactSubmissions } from "../../db/schema";

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
  it("stores the message with status received and answers 201 { id, status }", async () => {
    const r = await jsonFetch<{ id: number; status: string }>(t.url, PATH, { body: { ...valid, name: "  Dana Reyes  " } });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number), status: "received" });
    const row = await stored(r.body.id);
    expect(row).toMatchObject({ storeId: DEMO_STORE_IDS.dayton, userId: null, name: "Dana Reyes", email: "dana@example.com", message: valid.message, status: "received" });
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
