import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginRoles, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { auditLog } from "../../db/schema";

const DOCS = "/api/admin/v1/documents";
const LOG = "/api/admin/v1/audit-log";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let shopper: LoggedIn;
let forms: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  ({ editor, admin, shopper, forms } = await loginRoles(t.url));
});
afterAll(async () => {
  await t?.close();
});

const entries = () => rowCount(t, auditLog);
const page = (slug: string) => ({ type: "page", title: `Audit ${slug}`, slug, status: "publish", settings: {}, elements: [] });
const create = async (slug: string) => {
  const r = await jsonFetch(t.url, DOCS, { method: "POST", body: page(slug), ...editor });
  expect(r.status).toBe(201);
  return r.body.id as number;
};

describe("the audit log records every change made through the admin API", () => {
  it("a document update writes one entry: who, what, when, before and after", async () => {
    const id = await create("audit-update");
    const before = await entries();
    const started = Date.now();
    const r = await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: "Audit renamed" }, ...editor });
    expect(r.status).toBe(200);
    expect(await entries()).toBe(before + 1);

    const log = await jsonFetch(t.url, `${LOG}?per_page=1`, admin);
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(before + 1);
    const [entry] = log.body.entries;
    expect(entry).toMatchObject({
      actor: { email: "editor@aisle.test", id: expect.any(Number) },
      action: "document.update",
      target: { type: "document", id: String(id) },
      before: { title: "Audit audit-update", slug: "audit-update" },
      after: { title: "Audit renamed", slug: "audit-update" },
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 5_000);
  });

  it("create and delete are recorded with nothing before and nothing after", async () => {
    const id = await create("audit-delete");
    expect((await jsonFetch(t.url, `${DOCS}/${id}`, { method: "DELETE", ...editor })).status).toBe(204);
    const log = await jsonFetch(t.url, `${LOG}?per_page=2`, admin);
    const [removed, created] = log.body.entries;
    expect(removed).toMatchObject({ action: "document.delete", target: { id: String(id) }, before: { slug: "audit-delete" }, after: null });
    expect(created).toMatchObject({ action: "document.create", target: { id: String(id) }, before: null, after: { slug: "audit-delete" } });
  });

  it("a refused call writes nothing", async () => {
    const id = await create("audit-refused");
    const before = await entries();
    expectError(await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: "x" }, ...shopper }), 403, "forbidden");
    expectError(
      await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: "x" }, cookie: editor.cookie }),
      403,
      "invalid_nonce",
    );
    expectError(await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { slug: "Not A Slug" }, ...editor }), 400);
    expectError(await jsonFetch(t.url, `${DOCS}/${id}`, { method: "DELETE" }), 401, "unauthorized");
    expect(await entries()).toBe(before);
  });
});

describe("who may read the audit log", () => {
  it("an editor, a forms admin and a shopper get 403; anonymous 401", async () => {
    for (const who of [editor, forms, shopper]) expectError(await jsonFetch(t.url, LOG, who), 403, "forbidden");
    expectError(await jsonFetch(t.url, LOG), 401, "unauthorized");
  });

  it("pages newest first, and refuses a bad page size", async () => {
    await create("audit-page-a");
    await create("audit-page-b");
    const first = await jsonFetch(t.url, `${LOG}?per_page=1&page=1`, admin);
    const second = await jsonFetch(t.url, `${LOG}?per_page=1&page=2`, admin);
    expect(first.body).toMatchObject({ page: 1, per_page: 1 });
    expect(first.body.entries[0].after.slug).toBe("audit-page-b");
    expect(second.body.entries[0].after.slug).toBe("audit-page-a");
    expectError(await jsonFetch(t.url, `${LOG}?per_page=0`, admin), 400, "invalid_param");
    expectError(await jsonFetch(t.url, `${LOG}?per_page=101`, admin), 400, "invalid_param");
  });

  it("is in the OpenAPI document", async () => {
    const doc = await jsonFetch(t.url, "/api/openapi.json");
    expect(doc.body.paths["/api/admin/v1/audit-log"].get).toBeDefined();
  });
});

describe("the audit log's filters", () => {
  it("narrows by actor, action, entity and days, all at once, and counts what matches", async () => {
    const id = await create("audit-filter");
    expect((await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: "Filtered" }, ...editor })).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const q = new URLSearchParams({ actor: "EDITOR@aisle", action: "document.update", entity: "document", from: today, to: today });
    const log = await jsonFetch(t.url, `${LOG}?${q}`, admin);
    expect(log.status).toBe(200);
    expect(log.body.total).toBeGreaterThanOrEqual(1);
    expect(log.body.entries.length).toBe(Math.min(log.body.total, 20));
    for (const e of log.body.entries)
      expect(e).toMatchObject({ actor: { email: "editor@aisle.test" }, action: "document.update", target: { type: "document" } });
    expect(log.body.entries[0]).toMatchObject({ target: { id: String(id) }, after: { title: "Filtered" } });

    const none = await jsonFetch(t.url, `${LOG}?${new URLSearchParams({ actor: "admin@", action: "document.update" })}`, admin);
    expect(none.body.entries.filter((e: { target: { id: string } }) => e.target.id === String(id))).toEqual([]);
    const past = await jsonFetch(t.url, `${LOG}?from=2000-01-01&to=2000-01-31`, admin);
    expect(past.body).toMatchObject({ total: 0, entries: [] });
    const whole = await jsonFetch(t.url, `${LOG}?per_page=1`, admin);
    expect(whole.body.total).toBeGreaterThan(log.body.total);
  });

  it("a filter that can't be read is a 400 naming it, and the log stays the administrator's", async () => {
    expectError(await jsonFetch(t.url, `${LOG}?from=2026-02-30`, admin), 400);
    expectError(await jsonFetch(t.url, `${LOG}?action=${encodeURIComponent("<b>")}`, admin), 400);
    expectError(await jsonFetch(t.url, `${LOG}?actor=editor`, editor), 403, "forbidden");
  });
});
