/**
 * POST /api/admin/v1/documents/import: who may import, what it refuses (always 400 in the error format,
 * nothing stored), the size limits the documents API applies, and the slug, type and status options.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { documents } from "../../db/schema";

const IMPORT = "/api/admin/v1/documents/import";

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

const documentCount = () => rowCount(t, documents);
const send = (body: unknown, query = "", as: Partial<LoggedIn> | null = editor) =>
  jsonFetch(t.url, `${IMPORT}${query}`, { method: "POST", body, cookie: as?.cookie, nonce: as?.nonce });

const heading = (id: unknown, title: string) => ({ id, elType: "widget", settings: { title }, elements: [], widgetType: "heading" });
const template = (title: string, content: unknown[], extra: Record<string, unknown> = {}) => ({
  content,
  page_settings: { hide_title: "yes" },
  version: "0.4",
  title,
  type: "page",
  ...extra,
});

/**
 * The answer is a 400 (or another status) in the error format, naming `param` (or, for a param ending
 * in a dot, something inside it), and nothing was stored.
 */
async function refused(body: unknown, status: number, code: string, param?: string, query = "") {
  const before = await documentCount();
  const r = await send(body, query);
  expectError(r, status, code);
  const named = Object.keys(r.body.data.params ?? {});
  if (param?.endsWith("."))
    expect(
      named.some((n) => n.startsWith(param)),
      r.text,
    ).toBe(true);
  else if (param) expect(named, r.text).toContain(param);
  expect(await documentCount()).toBe(before);
  return r;
}

describe("who may import", () => {
  const body = template("Access check", [heading("a1b2c3d", "Hello")]);

  it("anonymous: 401; a shopper: 403; nothing stored", async () => {
    const before = await documentCount();
    expectError(await send(body, "", null), 401, "unauthorized");
    expectError(await send(body, "", shopper), 403, "forbidden");
    expect(await documentCount()).toBe(before);
  });

  it("an editor's session without the nonce, or with another's: 403 invalid_nonce, nothing stored", async () => {
    const before = await documentCount();
    expectError(await send(body, "", { cookie: editor.cookie }), 403, "invalid_nonce");
    expectError(await send(body, "", { cookie: editor.cookie, nonce: shopper.nonce }), 403, "invalid_nonce");
    expectError(await send(body, "", { cookie: editor.cookie, nonce: "forged" }), 403, "invalid_nonce");
    expect(await documentCount()).toBe(before);
  });

  it("an editor and an administrator may import", async () => {
    expect((await send(body, "?slug=editor-import")).status).toBe(201);
    expect((await send(body, "?slug=admin-import", admin)).status).toBe(201);
  });
});

describe("slug, type and status", () => {
  it("the slug comes from the title and never fails when taken: -2, -3, said in the warnings", async () => {
    const body = template("Summer Cookout Guide", [heading("a1b2c3d", "Grill season")]);
    const first = await send(body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), url: "/summer-cookout-guide", warnings: [] });
    const second = await send(body);
    expect(second.body.url).toBe("/summer-cookout-guide-2");
    expect(second.body.warnings).toEqual(['The slug "summer-cookout-guide" is taken: the page is at /summer-cookout-guide-2.']);
    expect((await send(body)).body.url).toBe("/summer-cookout-guide-3");
  });

  it("the slug asked for is used, made unique the same way when taken or reserved", async () => {
    const body = template("Anything", [heading("a1b2c3d", "Hi")]);
    expect((await send(body, "?slug=cookout")).body.url).toBe("/cookout");
    expect((await send(body, "?slug=cookout")).body.url).toBe("/cookout-2");
    const reserved = await send(body, "?slug=shop");
    expect(reserved.status).toBe(201);
    expect(reserved.body.url).toBe("/shop-2");
    expect(reserved.body.warnings).toEqual(['The slug "shop" belongs to a page of the site itself: the page is at /shop-2.']);
  });

  it("a title with nothing to make a slug of gives imported-page", async () => {
    const r = await send(template("¡¡¡!!!", [heading("a1b2c3d", "Hi")]), "");
    expect(r.body.url).toMatch(/^\/imported-page(-\d+)?$/);
  });

  it("the type asked for wins over the file's; the status is kept", async () => {
    const r = await send(
      { ...template("Deli footer", [heading("a1b2c3d", "Deli")]), type: "wp-post" },
      "?type=footer&status=draft&slug=deli-footer",
    );
    expect(r.status).toBe(201);
    expect(r.body.warnings).toEqual([]);
    const stored = (await jsonFetch(t.url, `/api/admin/v1/documents/${r.body.id}`, editor)).body;
    expect(stored).toMatchObject({ type: "footer", status: "draft", slug: "deli-footer", title: "Deli footer" });
    expect(await t.services.documents.published("deli-footer")).toBeNull();
  });

  it("HTML is sanitized as on any save, and the warnings say so", async () => {
    const evil = `<p onclick="steal()">Fresh</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`;
    const r = await send(
      [{ id: "a1b2c3d", elType: "widget", widgetType: "text-editor", settings: { editor: evil }, elements: [] }],
      "?slug=sanitized-import",
    );
    expect(r.status).toBe(201);
    expect(r.body.warnings).toContain(
      "The HTML of 1 setting (editor) was cleaned as on any save: scripts, event handlers, inline styles and other markup the site does not allow were removed.",
    );
    const stored = JSON.stringify((await jsonFetch(t.url, `/api/admin/v1/documents/${r.body.id}`, editor)).body);
    expect(stored).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(stored).toContain("Fresh");
  });
});

describe("bad input: 400 naming what is wrong, nothing stored", () => {
  const cases: [string, unknown, string, string][] = [
    ["not JSON", "{ content: [", "invalid_json", ""],
    ["an empty body", "", "invalid_json", ""],
    ["JSON null", "null", "invalid_param", "body"],
    ["a number", "42", "invalid_param", "body"],
    ["a string", '"content"', "invalid_param", "body"],
    ["an object that is no export", { hello: "world" }, "invalid_param", "body"],
    ["Aisle's own document form", { type: "page", title: "x", slug: "x", elements: [] }, "invalid_param", "body"],
    ["content that is not a list", { content: { a: 1 }, title: "x" }, "invalid_param", "content"],
    ["an element that is not an object", { content: [1], title: "x" }, "invalid_param", "content.0"],
    ["an element without elType", { content: [{ id: "a1b2c3d", settings: {} }] }, "invalid_param", "content.0.elType"],
    ["an elType that is a number", { content: [{ id: "a1b2c3d", elType: 4 }] }, "invalid_param", "content.0.elType"],
    [
      "a widgetType that is an object",
      { content: [{ id: "a1b2c3d", elType: "widget", widgetType: {} }] },
      "invalid_param",
      "content.0.widgetType",
    ],
    [
      "settings that are text",
      { content: [{ id: "a1b2c3d", elType: "widget", widgetType: "heading", settings: "title" }] },
      "invalid_param",
      "content.0.settings",
    ],
    [
      "children that are not a list",
      { content: [{ id: "a1b2c3d", elType: "container", elements: "none" }] },
      "invalid_param",
      "content.0.elements",
    ],
    ["clipboard elements that are not a list", { type: "elementor", elements: { 0: {} } }, "invalid_param", "elements"],
    ["a bad element in an array", [heading("a1b2c3d", "ok"), "nope"], "invalid_param", "body.1"],
    ["page settings that are text", { content: [], page_settings: "x" }, "invalid_param", "page_settings"],
    ["a title that is a number", { content: [], title: 7 }, "invalid_param", "title"],
    ["a type that is a list", { content: [], type: ["page"] }, "invalid_param", "type"],
    ["a NUL in a setting", [heading("a1b2c3d", "Fresh\u0000deals")], "invalid_param", "body.0.settings.title"],
    ["a lone surrogate in the title", { content: [], title: "Deals \ud800" }, "invalid_param", "title"],
    [
      "a setting name longer than 200 characters",
      [{ id: "a1b2c3d", elType: "widget", widgetType: "heading", settings: { ["k".repeat(201)]: 1 } }],
      "invalid_param",
      "elements.0.settings.",
    ],
  ];

  it.each(cases)("%s", async (_name, body, code, param) => {
    await refused(body, 400, code, param || undefined);
  });

  it.each([
    ["slug", "?slug=Not%20A%20Slug"],
    ["slug", "?slug=a/b"],
    ["slug", "?slug="],
    ["type", "?type=spreadsheet"],
    ["status", "?status=live"],
  ])("a bad %s parameter (%s)", async (param, query) => {
    await refused(template("x", []), 400, "invalid_param", param, query);
  });
});

describe("the documents API's limits apply to imports", () => {
  const nested = (depth: number): unknown => {
    let el: Record<string, unknown> = heading(undefined, "Deep");
    for (let i = 1; i < depth; i++) el = { elType: "container", settings: [], elements: [el] };
    return el;
  };

  it("more elements than a document may hold: 400 naming content", async () => {
    const content = Array.from({ length: 2001 }, () => ({ elType: "widget", widgetType: "spacer", settings: [], elements: [] }));
    const r = await refused(template("Huge", content), 400, "invalid_param", "content");
    expect(r.body.message).toContain("2000");
  });

  it("elements nested deeper than a document may: 400, in every export form", async () => {
    await refused(template("Deep", [nested(40)]), 400, "invalid_param", "content");
    await refused({ type: "elementor", elements: [nested(40)] }, 400, "invalid_param", "elements");
    await refused([nested(40)], 400, "invalid_param", "body");
  });

  it("a very deep tree is refused cheaply, before it is walked", async () => {
    const depth = 10_000;
    const open = `{"elType":"container","settings":[],"elements":[`;
    const body = `{"content":[${open.repeat(depth)}${"]}".repeat(depth)}],"title":"Deep"}`;
    await refused(body, 400, "invalid_param", "content");
  });

  it("settings nested far too deep: 400, never a 500", async () => {
    let settings: unknown = { title: "bottom" };
    for (let i = 0; i < 1500; i++) settings = { a: settings };
    const r = await refused([{ id: "a1b2c3d", elType: "widget", widgetType: "heading", settings, elements: [] }], 400, "invalid_param");
    expect(r.body.message).toContain("body.0.settings");
  });

  it("a body over 1 MiB: 413 in the error format", async () => {
    const content = [heading("a1b2c3d", "x".repeat(1024 * 1024 + 10))];
    await refused(template("Big", content), 413, "payload_too_large");
  });

  it("a reasonable page (a few hundred elements) imports", async () => {
    const columns = Array.from({ length: 100 }, (_, i) => ({
      elType: "column",
      settings: { _column_size: 25 },
      elements: [
        heading(undefined, `Item ${i}`),
        { elType: "widget", widgetType: "text-editor", settings: { editor: `<p>${"Fresh produce. ".repeat(40)}</p>` }, elements: [] },
      ],
    }));
    const r = await send(template("Big but fine", [{ elType: "section", settings: [], elements: columns }]), "?slug=big-but-fine");
    expect(r.status, r.text).toBe(201);
    expect(r.body.warnings).toContain("301 elements had no id and were given a fresh one.");
  });
});
