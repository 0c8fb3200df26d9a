import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { startDevPages, type DevPages } from "../../test/dev-pages";
import type { ElementNode } from "#core/documents/document-types";

const DOCS = "/api/admin/v1/documents";

let dev: DevPages;
let t: TestServer;
let editor: LoggedIn;
let shopper: LoggedIn;
let id: number;
beforeAll(async () => {
  dev = await startDevPages();
  t = await startTestServer({ app: { pages: dev.pages } });
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
  await dev?.close();
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

  it("refuses a request without the page's nonce, from a shopper, or without a session, and a tree it cannot read", async () => {
    expect((await render(editor, { elements: JSON.stringify(tree) })).status).toBe(403);
    expect([401, 403]).toContain((await render(shopper, { nonce: shopper.nonce, elements: JSON.stringify(tree) })).status);
    expect([401, 403]).toContain((await render(null, { elements: JSON.stringify(tree) })).status);
    expect((await render(editor, { nonce: editor.nonce, elements: "[{" })).status).toBe(400);
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
