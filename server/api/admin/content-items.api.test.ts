import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginRoles, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { STORE_GROUP, USER_GROUP } from "../../db/seed/groups";
import { DEMO_STORE_IDS } from "../../db/seed/stores";

const BASE = "/api/admin/v1/content-items";
const LOG = "/api/admin/v1/audit-log";
const BANNER = "/api/shop/v1/content/site-banner";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let shopper: LoggedIn;
let forms: LoggedIn;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  ({ editor, admin, shopper, forms } = await loginRoles(t.url));
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const banner = (over: Record<string, unknown> = {}) => ({
  kind: "site-banner",
  slug: "site-banner",
  title: "Keystone harvest banner",
  store_group_ids: [STORE_GROUP.keystone],
  priority: 500,
  html: `<p><strong>Keystone harvest</strong> <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">deals</a></p>`,
  ...over,
});
const create = async (over: Record<string, unknown> = {}, who: LoggedIn = editor) => {
  const r = await jsonFetch(t.url, BASE, { method: "POST", body: banner(over), ...who });
  expect(r.status, r.text).toBe(201);
  return r.body;
};
/** The site banner a visitor of the store sees, through the public endpoint. */
const bannerFor = async (storeId: number) => (await jsonFetch(t.url, `${BANNER}?slug=site-banner&store_id=${storeId}`)).body.html as string;

describe("targeted content items: create, read, list, edit, delete", () => {
  it("creates a banner with sanitized html, defaults, an audit entry, and visitors of its group see it", async () => {
    const item = await create({ slug: "site-banner" });
    expect(item).toMatchObject({
      kind: "site-banner",
      status: "publish",
      store_group_ids: [STORE_GROUP.keystone],
      store_ids: [],
      priority: 500,
      starts_at: null,
      document_id: null,
    });
    expect(item.html).toContain("Keystone harvest");
    expect(item.html).not.toMatch(/script|javascript:|onclick/);
    expect(await bannerFor(DEMO_STORE_IDS.pittsburgh)).toContain("Keystone harvest");
    expect(await bannerFor(DEMO_STORE_IDS.cincinnati)).not.toContain("Keystone harvest");
    const log = await jsonFetch(t.url, `${LOG}?per_page=1`, admin);
    expect(log.body.entries[0]).toMatchObject({
      action: "content_item.create",
      target: { type: "content_item", id: String(item.id) },
      before: null,
      after: { title: "Keystone harvest banner" },
    });
    expect((await jsonFetch(t.url, `${BASE}/${item.id}`, editor)).body).toEqual(item);
    expect((await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "DELETE", ...editor })).status).toBe(204);
    expect(await bannerFor(DEMO_STORE_IDS.pittsburgh)).not.toContain("Keystone harvest");
  });

  it("a draft or a future start is not shown; publishing moves the start to now and shows it", async () => {
    const draft = await create({ status: "draft", title: "Draft banner", html: "<p>Draft banner text</p>" });
    expect(await bannerFor(DEMO_STORE_IDS.pittsburgh)).not.toContain("Draft banner text");
    const future = await create({
      starts_at: inDays(3),
      display_starts_at: inDays(3),
      title: "Future banner",
      html: "<p>Future banner text</p>",
      priority: 400,
    });
    expect(await bannerFor(DEMO_STORE_IDS.pittsburgh)).not.toContain("Future banner text");
    const before = Date.now();
    const published = await jsonFetch(t.url, `${BASE}/${future.id}/publish`, { method: "POST", ...editor });
    expect(published.status, published.text).toBe(200);
    expect(Date.parse(published.body.starts_at)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(published.body.starts_at)).toBeGreaterThanOrEqual(before - 5_000);
    expect(await bannerFor(DEMO_STORE_IDS.pittsburgh)).toContain("Future banner text");
    const log = await jsonFetch(t.url, `${LOG}?per_page=1`, admin);
    expect(log.body.entries[0]).toMatchObject({
      action: "content_item.publish",
      before: { starts_at: future.starts_at },
      after: { status: "publish" },
    });
    for (const id of [draft.id, future.id]) await jsonFetch(t.url, `${BASE}/${id}`, { method: "DELETE", ...editor });
  });

  it("edits any subset, keeps the rules on the whole item, and records before and after", async () => {
    const item = await create({ title: "To edit" });
    const r = await jsonFetch(t.url, `${BASE}/${item.id}`, {
      method: "PUT",
      body: { title: "Edited", store_ids: [DEMO_STORE_IDS.columbus], user_group_ids: [USER_GROUP.loyalty] },
      ...editor,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      title: "Edited",
      store_ids: [DEMO_STORE_IDS.columbus],
      user_group_ids: [USER_GROUP.loyalty],
      html: item.html,
    });
    expect(Date.parse(r.body.updated_at)).toBeGreaterThan(Date.parse(item.updated_at));
    const log = await jsonFetch(t.url, `${LOG}?per_page=1`, admin);
    expect(log.body.entries[0]).toMatchObject({ action: "content_item.update", before: { title: "To edit" }, after: { title: "Edited" } });
    expectError(
      await jsonFetch(t.url, `${BASE}/${item.id}`, {
        method: "PUT",
        body: { ends_at: "2000-01-01T00:00:00Z", starts_at: "2001-01-01T00:00:00Z" },
        ...editor,
      }),
      400,
      "invalid_param",
    );
    expectError(
      await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "PUT", body: { kind: "homepage" }, ...editor }),
      400,
      "invalid_param",
    );
    await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "DELETE", ...editor });
  });

  it("a home page item names a document; the administrator may manage items too", async () => {
    const docs = await jsonFetch(t.url, "/api/admin/v1/documents", {
      method: "POST",
      body: { type: "page", title: "Preview home", slug: "preview-home-doc", elements: [] },
      ...editor,
    });
    expect(docs.status, docs.text).toBe(201);
    const home = await create(
      {
        kind: "homepage",
        slug: "homepage",
        html: "",
        document_id: docs.body.id,
        store_ids: [DEMO_STORE_IDS.pittsburgh],
        store_group_ids: [],
      },
      admin,
    );
    expect(home).toMatchObject({ kind: "homepage", document_id: docs.body.id, html: "" });
    const url = await jsonFetch(t.url, `/api/shop/v1/content/homepage?store_id=${DEMO_STORE_IDS.pittsburgh}`);
    expect(url.body.url).toBe("/preview-home-doc");
    expect((await jsonFetch(t.url, `${BASE}/${home.id}`, { method: "DELETE", ...admin })).status).toBe(204);
  });

  it("lists with filters, search and pages, newest change first", async () => {
    const a = await create({ title: "Listing alpha", kind: "cta", slug: "home-cta" });
    const b = await create({ title: "Listing beta", kind: "cta", slug: "home-cta", status: "draft" });
    const all = await jsonFetch(t.url, `${BASE}?q=listing`, editor);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, per_page: 20, total: 2 });
    expect(all.body.items.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect((await jsonFetch(t.url, `${BASE}?q=listing&status=draft`, editor)).body.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    const paged = await jsonFetch(t.url, `${BASE}?q=listing&per_page=1&page=2`, editor);
    expect(paged.body.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const sliders = await jsonFetch(t.url, `${BASE}?kind=slider&per_page=100`, editor);
    expect(sliders.body.total).toBeGreaterThan(0);
    expect(sliders.body.items.every((i: { kind: string }) => i.kind === "slider")).toBe(true);
    expect((await jsonFetch(t.url, `${BASE}?q=100%25_`, editor)).body.total).toBe(0);
    for (const id of [a.id, b.id]) await jsonFetch(t.url, `${BASE}/${id}`, { method: "DELETE", ...editor });
  });
});

describe("who may use it, and bad input", () => {
  it("a shopper and a forms admin get 403, anonymous 401, and nothing changes", async () => {
    const item = await create({ title: "Guarded" });
    const before = await fingerprint();
    const calls = [
      { path: BASE, method: "GET" },
      { path: `${BASE}/preview`, method: "GET" },
      { path: BASE, method: "POST", body: banner() },
      { path: `${BASE}/${item.id}`, method: "GET" },
      { path: `${BASE}/${item.id}`, method: "PUT", body: { title: "x" } },
      { path: `${BASE}/${item.id}/publish`, method: "POST" },
      { path: `${BASE}/${item.id}`, method: "DELETE" },
    ];
    for (const call of calls) {
      for (const who of [shopper, forms]) expectError(await jsonFetch(t.url, call.path, { ...call, ...who }), 403, "forbidden");
      expectError(await jsonFetch(t.url, call.path, call), 401, "unauthorized");
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "DELETE", ...editor });
  });

  it("every state-changing call without the nonce, or with a wrong one, is 403 and changes nothing", async () => {
    const item = await create({ title: "Nonce" });
    const before = await fingerprint();
    const calls = [
      { path: BASE, method: "POST", body: banner() },
      { path: `${BASE}/${item.id}`, method: "PUT", body: { title: "x" } },
      { path: `${BASE}/${item.id}/publish`, method: "POST" },
      { path: `${BASE}/${item.id}`, method: "DELETE" },
    ];
    for (const call of calls) {
      expectError(await jsonFetch(t.url, call.path, { ...call, cookie: editor.cookie }), 403, "invalid_nonce");
      expectError(await jsonFetch(t.url, call.path, { ...call, cookie: editor.cookie, nonce: "wrong" }), 403, "invalid_nonce");
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "DELETE", ...editor });
  });

  it("bad input is a 400 naming the parameter, with nothing changed", async () => {
    const item = await create({ title: "Bad input" });
    const before = await fingerprint();
    const bad: [Record<string, unknown>, string][] = [
      [{ kind: "popup" }, "kind"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ title: "" }, "title"],
      [{ title: "x".repeat(201) }, "title"],
      [{ status: "live" }, "status"],
      [{ store_ids: [0] }, "store_ids.0"],
      [{ store_ids: [999_999] }, "store_ids"],
      [{ store_group_ids: [77] }, "store_group_ids"],
      [{ user_group_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, "user_group_ids"],
      [{ starts_at: "tomorrow" }, "starts_at"],
      [{ starts_at: "2026-12-01T00:00:00" }, "starts_at"],
      [{ starts_at: inDays(2), ends_at: inDays(1) }, "ends_at"],
      [{ display_starts_at: inDays(2), display_ends_at: inDays(2) }, "display_ends_at"],
      [{ priority: 1.5 }, "priority"],
      [{ priority: 5000 }, "priority"],
      [{ html: "" }, "html"],
      [{ html: "x".repeat(100_001) }, "html"],
      [{ html: "<p>a\u0000b</p>" }, "html"],
      [{ document_id: 5 }, "document_id"],
      [{ kind: "homepage", slug: "homepage", html: "" }, "document_id"],
      [{ kind: "homepage", slug: "homepage", html: "", document_id: 999_999 }, "document_id"],
    ];
    for (const [over, param] of bad) {
      const r = await jsonFetch(t.url, BASE, { method: "POST", body: banner(over), ...editor });
      expectError(r, 400, "invalid_param");
      expect(Object.keys(r.body.data.params), JSON.stringify(over).slice(0, 80)).toContain(param);
    }
    expectError(await jsonFetch(t.url, BASE, { method: "POST", body: "{not json", ...editor }), 400, "invalid_json");
    expectError(
      await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "PUT", body: { priority: "high" }, ...editor }),
      400,
      "invalid_param",
    );
    expectError(await jsonFetch(t.url, `${BASE}/abc`, editor), 400, "invalid_param");
    expectError(await jsonFetch(t.url, `${BASE}?per_page=101`, editor), 400, "invalid_param");
    expectError(await jsonFetch(t.url, `${BASE}?kind=popup`, editor), 400, "invalid_param");
    expectError(await jsonFetch(t.url, `${BASE}/2147483647`, editor), 404, "not_found");
    expectError(await jsonFetch(t.url, `${BASE}/2147483647`, { method: "DELETE", ...editor }), 404, "not_found");
    expect(changedTables(before, await fingerprint())).toEqual([]);
    await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "DELETE", ...editor });
  });
});

describe("Preview as through the API", () => {
  it("explains each content area for a store, user groups and date: drafts and scheduled items count at that date", async () => {
    const scheduled = await create({ title: "Scheduled keystone", starts_at: inDays(3), status: "draft" });
    const ask = (q: string) => jsonFetch(t.url, `${BASE}/preview?${q}`, editor);
    const later = await ask(
      `store_id=${DEMO_STORE_IDS.pittsburgh}&user_group_ids=${USER_GROUP.loyalty}&at=${encodeURIComponent(inDays(4))}`,
    );
    expect(later.status, later.text).toBe(200);
    expect(later.body.audience).toMatchObject({
      store_id: DEMO_STORE_IDS.pittsburgh,
      store_group_ids: [STORE_GROUP.keystone],
      user_group_ids: [USER_GROUP.loyalty],
    });
    const area = later.body.areas.find((a: { kind: string; slug: string }) => a.kind === "site-banner" && a.slug === "site-banner");
    expect(area.winner_id).toBe(scheduled.id);
    expect(area.summary).toContain("draft");
    expect(area.items[0]).toMatchObject({ id: scheduled.id, outcome: "shown" });
    const now = await ask(`store_id=${DEMO_STORE_IDS.pittsburgh}`);
    const nowArea = now.body.areas.find((a: { kind: string; slug: string }) => a.kind === "site-banner" && a.slug === "site-banner");
    expect(nowArea.winner_id).not.toBe(scheduled.id);
    expect(nowArea.items.find((i: { id: number }) => i.id === scheduled.id)).toMatchObject({ outcome: "not-live" });
    // Visitors never see it, now or at the later date.
    expect(await bannerFor(DEMO_STORE_IDS.pittsburgh)).not.toContain("Keystone harvest");
    expectError(await ask("store_id=999999"), 400, "invalid_param");
    expectError(await ask("at=next-week"), 400, "invalid_param");
    await jsonFetch(t.url, `${BASE}/${scheduled.id}`, { method: "DELETE", ...editor });
  });

  it("is in the OpenAPI document", async () => {
    const doc = await jsonFetch(t.url, "/api/openapi.json");
    expect(doc.body.paths[BASE].post).toBeDefined();
    expect(doc.body.paths[`${BASE}/preview`].get).toBeDefined();
    expect(doc.body.paths[`${BASE}/{id}/publish`]?.post ?? doc.body.paths[`${BASE}/:id/publish`]?.post).toBeDefined();
  });
});
