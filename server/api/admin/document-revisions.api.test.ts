import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginRoles, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { auditLog, documentRevisions } from "../../db/schema";

const DOCS = "/api/admin/v1/documents";

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

const heading = (title: string) => [{ id: "h1a2b3c", elType: "widget", widgetType: "heading", settings: { title }, elements: [] }];

async function documentWithHistory(slug: string) {
  const created = await jsonFetch(t.url, DOCS, {
    method: "POST",
    body: { type: "page", title: "First", slug, status: "publish", settings: {}, elements: heading("One") },
    ...editor,
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect(
    (await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: "Second", elements: heading("Two") }, ...editor })).status,
  ).toBe(200);
  expect(
    (await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: "Third", elements: heading("Three") }, ...admin })).status,
  ).toBe(200);
  return id;
}

describe("document revisions", () => {
  it("each update keeps the previous version; listed newest first with who replaced it", async () => {
    const id = await documentWithHistory("rev-list");
    const r = await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor);
    expect(r.status).toBe(200);
    expect(r.body.revisions).toMatchObject([
      { title: "Second", replaced_by: { email: "admin@aisle.test" } },
      { title: "First", replaced_by: { email: "editor@aisle.test" } },
    ]);
  });

  it("compares a kept version with the document as it is now", async () => {
    const id = await documentWithHistory("rev-compare");
    const [, first] = (await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor)).body.revisions;
    const r = await jsonFetch(t.url, `${DOCS}/${id}/revisions/${first.id}`, editor);
    expect(r.status).toBe(200);
    expect(r.body.revision.document).toMatchObject({ title: "First", elements: heading("One") });
    expect(r.body.current).toMatchObject({ title: "Third", elements: heading("Three") });
  });

  it("restores a kept version, keeps the replaced one, and the audit log records the restore", async () => {
    const id = await documentWithHistory("rev-restore");
    const [, first] = (await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor)).body.revisions;
    const restored = await jsonFetch(t.url, `${DOCS}/${id}/revisions/${first.id}/restore`, { method: "POST", ...editor });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, title: "First", slug: "rev-restore", elements: heading("One") });
    expect((await jsonFetch(t.url, `${DOCS}/${id}`, editor)).body).toMatchObject({ title: "First", elements: heading("One") });

    const list = (await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor)).body.revisions;
    expect(list.map((v: { title: string }) => v.title)).toEqual(["Third", "Second", "First"]);

    const log = await jsonFetch(t.url, "/api/admin/v1/audit-log?per_page=1", admin);
    expect(log.body.entries[0]).toMatchObject({
      action: "document.restore",
      actor: { email: "editor@aisle.test" },
      target: { type: "document", id: String(id) },
      before: { title: "Third" },
      after: { title: "First" },
    });
  });

  it("refuses a revision of another document, unknown ids and bad ids, and changes nothing", async () => {
    const a = await documentWithHistory("rev-owner-a");
    const b = await documentWithHistory("rev-owner-b");
    const [ofA] = (await jsonFetch(t.url, `${DOCS}/${a}/revisions`, editor)).body.revisions;
    const revisions = await rowCount(t, documentRevisions);
    const entries = await rowCount(t, auditLog);
    expectError(await jsonFetch(t.url, `${DOCS}/${b}/revisions/${ofA.id}/restore`, { method: "POST", ...editor }), 404, "not_found");
    expectError(await jsonFetch(t.url, `${DOCS}/${b}/revisions/${ofA.id}`, editor), 404, "not_found");
    expectError(await jsonFetch(t.url, `${DOCS}/999999/revisions`, editor), 404, "not_found");
    expectError(await jsonFetch(t.url, `${DOCS}/${a}/revisions/abc/restore`, { method: "POST", ...editor }), 400, "invalid_param");
    expect((await jsonFetch(t.url, `${DOCS}/${b}`, editor)).body.title).toBe("Third");
    expect(await rowCount(t, documentRevisions)).toBe(revisions);
    expect(await rowCount(t, auditLog)).toBe(entries);
  });

  it("only editors and administrators, and a restore needs the nonce", async () => {
    const id = await documentWithHistory("rev-roles");
    const [latest] = (await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor)).body.revisions;
    const entries = await rowCount(t, auditLog);
    for (const who of [shopper, forms]) {
      expectError(await jsonFetch(t.url, `${DOCS}/${id}/revisions`, who), 403, "forbidden");
      expectError(await jsonFetch(t.url, `${DOCS}/${id}/revisions/${latest.id}/restore`, { method: "POST", ...who }), 403, "forbidden");
    }
    expectError(await jsonFetch(t.url, `${DOCS}/${id}/revisions`), 401, "unauthorized");
    expectError(
      await jsonFetch(t.url, `${DOCS}/${id}/revisions/${latest.id}/restore`, { method: "POST", cookie: editor.cookie }),
      403,
      "invalid_nonce",
    );
    expect((await jsonFetch(t.url, `${DOCS}/${id}`, editor)).body.title).toBe("Third");
    expect(await rowCount(t, auditLog)).toBe(entries);
  });
});
