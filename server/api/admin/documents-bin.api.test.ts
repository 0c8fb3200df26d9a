import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { auditLog, binnedItems, contentItems, documentRevisions } from "../../db/schema";
import { DOCUMENT_REVISIONS_KEPT } from "#core/limits/limits";

const DOCS = "/api/admin/v1/documents";
const BIN = "/api/admin/v1/bin";
const ITEMS = "/api/admin/v1/content-items";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let shopper: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  [editor, admin, shopper] = await Promise.all([loginAs(t.url, "editor"), loginAs(t.url, "admin"), loginAs(t.url, "shopper")]);
});
afterAll(async () => {
  await t?.close();
});

const heading = (title: string) => [{ id: "h1a2b3c", elType: "widget", widgetType: "heading", settings: { title }, elements: [] }];

async function createDoc(slug: string, extra: Record<string, unknown> = {}) {
  const r = await jsonFetch(t.url, DOCS, {
    method: "POST",
    body: { type: "page", title: `Doc ${slug}`, slug, elements: heading(slug), ...extra },
    ...editor,
  });
  expect(r.status, r.text).toBe(201);
  return r.body.id as number;
}

const lastAudit = async (n = 1) => (await jsonFetch(t.url, `/api/admin/v1/audit-log?per_page=${n}`, admin)).body.entries;

describe("the documents list", () => {
  it("filters by type and status, searches title and slug, and pages", async () => {
    await createDoc("list-alpha-page");
    await createDoc("list-beta-page", { status: "draft", title: "Beta special" });
    await createDoc("list-gamma-popup", { type: "popup" });
    const all = await jsonFetch(t.url, `${DOCS}?q=list-`, editor);
    expect(all.status, all.text).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.documents[0]).toMatchObject({ slug: "list-gamma-popup", type: "popup", url: "/list-gamma-popup", status: "publish" });
    expect(Date.parse(all.body.documents[0].updated_at)).toBeGreaterThan(0);
    const popups = await jsonFetch(t.url, `${DOCS}?q=list-&type=popup`, editor);
    expect(popups.body.documents.map((d: { slug: string }) => d.slug)).toEqual(["list-gamma-popup"]);
    const drafts = await jsonFetch(t.url, `${DOCS}?q=list-&status=draft`, admin);
    expect(drafts.body.documents.map((d: { slug: string }) => d.slug)).toEqual(["list-beta-page"]);
    const byTitle = await jsonFetch(t.url, `${DOCS}?q=beta%20special`, editor);
    expect(byTitle.body.total).toBe(1);
    const paged = await jsonFetch(t.url, `${DOCS}?q=list-&per_page=2&page=2`, editor);
    expect(paged.body).toMatchObject({ page: 2, per_page: 2, total: 3 });
    expect(paged.body.documents).toHaveLength(1);
    // A wildcard in the search is literal.
    expect((await jsonFetch(t.url, `${DOCS}?q=%25`, editor)).body.total).toBe(0);
  });

  it("refuses a bad filter with 400 and a shopper with 403", async () => {
    expectError(await jsonFetch(t.url, `${DOCS}?type=novel`, editor), 400, "invalid_param");
    expectError(await jsonFetch(t.url, `${DOCS}?per_page=1000`, editor), 400, "invalid_param");
    expectError(await jsonFetch(t.url, DOCS, shopper), 403, "forbidden");
    expectError(await jsonFetch(t.url, DOCS), 401, "unauthorized");
  });
});

describe("revision pruning", () => {
  it(`keeps the newest ${DOCUMENT_REVISIONS_KEPT} versions of a document, pruned with the save`, async () => {
    const id = await createDoc("pruned");
    for (let i = 1; i <= DOCUMENT_REVISIONS_KEPT + 3; i++) {
      const r = await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: `Save ${i}` }, ...editor });
      expect(r.status, r.text).toBe(200);
    }
    const list = await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor);
    expect(list.body.revisions).toHaveLength(DOCUMENT_REVISIONS_KEPT);
    // Newest first: the version the last save replaced; the oldest kept is the one 50 saves back.
    expect(list.body.revisions[0].title).toBe(`Save ${DOCUMENT_REVISIONS_KEPT + 2}`);
    expect(list.body.revisions.at(-1).title).toBe(`Save 3`);
    const stored = await t.database.db.select().from(documentRevisions).where(eq(documentRevisions.documentId, id));
    expect(stored).toHaveLength(DOCUMENT_REVISIONS_KEPT);
  }, 60_000);
});

describe("the bin", () => {
  it("a deleted document leaves visitors at once and comes back exactly with undo, audited", async () => {
    const id = await createDoc("binned-page");
    expect((await jsonFetch(t.url, `${DOCS}/${id}`, { method: "PUT", body: { title: "Binned renamed" }, ...editor })).status).toBe(200);
    const item = await jsonFetch(t.url, ITEMS, {
      method: "POST",
      body: { kind: "homepage", slug: "home", title: "Home by doc", document_id: id, status: "draft" },
      ...editor,
    });
    expect(item.status, item.text).toBe(201);
    const before = await jsonFetch(t.url, `${DOCS}/${id}`, editor);
    const revisions = (await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor)).body.revisions;

    expect((await jsonFetch(t.url, `${DOCS}/${id}`, { method: "DELETE", ...editor })).status).toBe(204);
    expect(await t.services.documents.published("binned-page")).toBeNull();
    expectError(await jsonFetch(t.url, `${DOCS}/${id}`, editor), 404, "not_found");
    expect((await jsonFetch(t.url, `${ITEMS}/${item.body.id}`, editor)).body.document_id).toBeNull();
    const bin = await jsonFetch(t.url, `${BIN}?kind=document`, editor);
    const entry = bin.body.items.find((e: { target_id: number }) => e.target_id === id);
    expect(entry).toMatchObject({ kind: "document", title: "Binned renamed", binned_by: expect.stringContaining("@") });
    expect(Date.parse(entry.expires_at) - Date.parse(entry.binned_at)).toBe(10 * 60 * 1000);

    const undone = await jsonFetch(t.url, `${BIN}/${entry.id}/undo`, { method: "POST", ...editor });
    expect(undone.status, undone.text).toBe(200);
    expect((await jsonFetch(t.url, `${DOCS}/${id}`, editor)).body).toEqual(before.body);
    expect((await jsonFetch(t.url, `${DOCS}/${id}/revisions`, editor)).body.revisions).toEqual(revisions);
    expect((await jsonFetch(t.url, `${ITEMS}/${item.body.id}`, editor)).body.document_id).toBe(id);
    expect((await t.services.documents.published("binned-page"))?.title).toBe("Binned renamed");
    expect((await lastAudit())[0]).toMatchObject({ action: "document.undelete", target: { type: "document", id: String(id) } });
    // Once undone, the entry is gone: a second undo is 404.
    expectError(await jsonFetch(t.url, `${BIN}/${entry.id}/undo`, { method: "POST", ...editor }), 404, "not_found");
  });

  it("undo is refused with 409 when the slug was taken since, and nothing changes", async () => {
    const id = await createDoc("slug-retaken");
    await jsonFetch(t.url, `${DOCS}/${id}`, { method: "DELETE", ...editor });
    const other = await createDoc("slug-retaken");
    const entry = (await jsonFetch(t.url, BIN, editor)).body.items.find((e: { target_id: number }) => e.target_id === id);
    const audits = await rowCount(t, auditLog);
    const r = await jsonFetch(t.url, `${BIN}/${entry.id}/undo`, { method: "POST", ...editor });
    expectError(r, 409, "slug_taken");
    expect(r.body.message).toContain(`#${other}`);
    expect(await rowCount(t, auditLog)).toBe(audits);
    expect((await jsonFetch(t.url, BIN, editor)).body.items.some((e: { id: number }) => e.id === entry.id)).toBe(true);
  });

  it("a deleted content item comes back; empty now drops it for good; both audited", async () => {
    const make = async (title: string) =>
      (await jsonFetch(t.url, ITEMS, { method: "POST", body: { kind: "cta", slug: "bin-cta", title, html: "<p>Hi</p>" }, ...editor })).body;
    const kept = await make("Undone CTA");
    await jsonFetch(t.url, `${ITEMS}/${kept.id}`, { method: "DELETE", ...editor });
    const entry = (await jsonFetch(t.url, `${BIN}?kind=content_item`, editor)).body.items.find(
      (e: { target_id: number }) => e.target_id === kept.id,
    );
    expect((await jsonFetch(t.url, `${BIN}/${entry.id}/undo`, { method: "POST", ...admin })).status).toBe(200);
    expect((await jsonFetch(t.url, `${ITEMS}/${kept.id}`, editor)).body).toEqual(kept);

    const gone = await make("Emptied CTA");
    await jsonFetch(t.url, `${ITEMS}/${gone.id}`, { method: "DELETE", ...editor });
    const entry2 = (await jsonFetch(t.url, BIN, editor)).body.items.find((e: { target_id: number }) => e.target_id === gone.id);
    expect((await jsonFetch(t.url, `${BIN}/${entry2.id}`, { method: "DELETE", ...editor })).status).toBe(204);
    expect((await lastAudit())[0]).toMatchObject({ action: "content_item.purge", target: { id: String(gone.id) }, after: null });
    expectError(await jsonFetch(t.url, `${BIN}/${entry2.id}/undo`, { method: "POST", ...editor }), 404, "not_found");
    expectError(await jsonFetch(t.url, `${ITEMS}/${gone.id}`, editor), 404, "not_found");
  });

  it("after the undo window the item is gone, and its purge is audited", async () => {
    const id = await createDoc("expired-page");
    await jsonFetch(t.url, `${DOCS}/${id}`, { method: "DELETE", ...editor });
    const [row] = await t.database.db.select().from(binnedItems).where(eq(binnedItems.targetId, id));
    await t.database.db
      .update(binnedItems)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(binnedItems.id, row!.id));
    expectError(await jsonFetch(t.url, `${BIN}/${row!.id}/undo`, { method: "POST", ...editor }), 404, "not_found");
    const list = await jsonFetch(t.url, BIN, editor);
    expect(list.body.items.some((e: { id: number }) => e.id === row!.id)).toBe(false);
    expect(await t.database.db.select().from(binnedItems).where(eq(binnedItems.id, row!.id))).toEqual([]);
    expect((await lastAudit())[0]).toMatchObject({ action: "document.purge", target: { id: String(id) }, actor: { email: "system" } });
    expect(await t.database.db.select().from(contentItems).where(eq(contentItems.documentId, id))).toEqual([]);
  });

  it("the bin is the editors' and administrators': a shopper gets 403, anonymous 401, no nonce 403", async () => {
    expectError(await jsonFetch(t.url, BIN, shopper), 403, "forbidden");
    expectError(await jsonFetch(t.url, BIN), 401, "unauthorized");
    expectError(await jsonFetch(t.url, `${BIN}/1/undo`, { method: "POST", cookie: editor.cookie }), 403, "invalid_nonce");
  });
});
