import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { builtPages, type BuiltPages } from "../../test/built-pages";
import type { ElementNode } from "#core/documents/document-types";

const DOCS = "/api/admin/v1/documents";

let site: BuiltPages;
let t: TestServer;
let editor: LoggedIn;
let shopper: LoggedIn;
let id: number;
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site } });
  [editor, shopper] = await Promise.all([loginAs(t.url, "editor"), loginAs(t.url, "shopper")]);
  const made = await jsonFetch(t.url, DOCS, {
    method: "POST",
    body: { type: "page", title: "Live", slug: "editor-live-render", status: "draft", settings: {}, elements: [] },
    ...editor,
  });
  expect(made.status).toBe(201);
  id = made.body.id as number;
});
afterAll(async () => {
  await t?.close();
});

const tree: ElementNode[] = [
  {
    id: "c000001",
    elType: "container",
    settings: {},
    elements: [
      { id: "h000001", elType: "widget", widgetType: "heading", settings: { title: "<b>Fresh</b> deals" }, elements: [] },
      {
        id: "t000001",
        elType: "widget",
        widgetType: "text-editor",
        settings: { editor: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
        elements: [],
      },
    ],
  },
];

function render(as: LoggedIn | null, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return fetch(`${t.url}/admin/documents/${id}/render`, {
    method: "POST",
    body,
    headers: as ? { cookie: as.cookie } : {},
    redirect: "manual",
  });
}

describe("the editor's live preview render", () => {
  it("renders one changed element in edit mode, with stored HTML sanitized as a save would, and the document's CSS", async () => {
    const r = await render(editor, { nonce: editor.nonce, elements: JSON.stringify(tree), element: "t000001" });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    const body = (await r.json()) as { ok: boolean; kind: string; id: string; html: string; css: string };
    expect(body).toMatchObject({ ok: true, kind: "element", id: "t000001" });
    expect(body.html).toContain('data-id="t000001"');
    expect(body.html).toContain("Hi");
    expect(body.html).not.toMatch(/<script|onclick/i);
  });

  it("renders the whole document when no element is named; a heading's HTML is printed as sanitized HTML", async () => {
    const body = (await (await render(editor, { nonce: editor.nonce, elements: JSON.stringify(tree) })).json()) as {
      kind: string;
      html: string;
    };
    expect(body.kind).toBe("document");
    expect(body.html).toContain("<b>Fresh</b> deals</h2>");
  });

  it("resolves a colour's __globals__ reference to a variable the site added, as the visitors' pages do", async () => {
    const admin = await loginAs(t.url, "admin");
    const colors = [{ id: "c0ffee1", title: "Crust", color: "#d57c48" }];
    const put = await jsonFetch(t.url, "/api/admin/v1/settings", { method: "PUT", body: { global_colors: colors }, ...admin });
    expect(put.status).toBe(200);
    const heading: ElementNode = {
      id: "g000001",
      elType: "widget",
      widgetType: "heading",
      settings: { title: "Crusty", title_color: "#111111", __globals__: { title_color: "globals/colors?id=c0ffee1" } },
      elements: [],
    };
    const r = await render(editor, { nonce: editor.nonce, elements: JSON.stringify([heading]), element: "g000001" });
    const body = (await r.json()) as { css: string };
    expect(body.css).toContain("var(--e-global-color-c0ffee1)");
    expect(body.css).not.toContain("#111111");
  });

  it("refuses a request without the page's nonce, from a shopper, or without a session, and a tree it cannot read", async () => {
    expect((await render(editor, { elements: JSON.stringify(tree) })).status).toBe(403);
    expect([401, 403]).toContain((await render(shopper, { nonce: shopper.nonce, elements: JSON.stringify(tree) })).status);
    expect([401, 403]).toContain((await render(null, { elements: JSON.stringify(tree) })).status);
    expect((await render(editor, { nonce: editor.nonce, elements: "[{" })).status).toBe(400);
  });
});

function preview(as: LoggedIn | null, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return fetch(`${t.url}/admin/documents/${id}/preview?unsaved=1`, {
    method: "POST",
    body,
    headers: as ? { cookie: as.cookie } : {},
    redirect: "manual",
  });
}

describe("the editor's Preview of unsaved work", () => {
  it("shows the posted tree as a visitor sees it, privately and unindexed, and stores nothing", async () => {
    const { documents, documentRevisions } = t.services;
    const revisions = (await documentRevisions.list(id)).length;
    const r = await preview(editor, { nonce: editor.nonce, elements: JSON.stringify(tree), settings: "{}" });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.headers.get("cache-control")).toContain("private");
    expect(r.headers.get("x-robots-tag")).toContain("noindex");
    const html = await r.text();
    expect(html).toContain("<b>Fresh</b> deals</h2>");
    expect(html).not.toMatch(/<script>alert|onclick=/i);
    expect(html).toContain('name="robots" content="noindex"');
    // As visitors see it: the site's own frame, not the editor's preview bridge.
    expect(html).toContain("<header");
    expect(html).not.toContain("aisle-edit");
    expect((await documents.get(id)).elements).toEqual([]);
    expect(await documentRevisions.list(id)).toHaveLength(revisions);
  });

  it("refuses a request without the page's nonce, from a shopper, or without a session", async () => {
    for (const [who, fields] of [
      [editor, {}],
      [shopper, { nonce: shopper.nonce }],
      [null, {}],
    ] as const) {
      const r = await preview(who, { ...fields, elements: JSON.stringify(tree) });
      expect(r.status, String(who?.user.email)).toBeGreaterThanOrEqual(300);
      expect(await r.text()).not.toContain("Fresh</b> deals");
    }
  });
});

describe("the editor's autosave", () => {
  it("keeps unsaved work as one draft revision per account, never published, and leaves the document as it was", async () => {
    const { documents, documentRevisions } = t.services;
    const published = await jsonFetch(t.url, DOCS, {
      method: "POST",
      body: { type: "page", title: "Autosaved", slug: "editor-autosave", status: "publish", settings: {}, elements: [] },
      ...editor,
    });
    const docId = published.body.id as number;
    const actor = { id: editor.user.id as number, email: editor.user.email as string };
    await documentRevisions.autosave(docId, { settings: {}, elements: tree }, actor);
    await documentRevisions.autosave(docId, { settings: {}, elements: tree.slice(0, 1) }, actor);
    const list = await documentRevisions.list(docId);
    expect(list).toHaveLength(1);
    expect(list[0]!.status).toBe("draft");
    const kept = await documentRevisions.compare(docId, list[0]!.id);
    expect(JSON.stringify(kept.revision.document.elements)).not.toMatch(/<script/i);
    const now = await documents.get(docId);
    expect(now.elements).toEqual([]);
    expect(now.status).toBe("publish");
  });
});
