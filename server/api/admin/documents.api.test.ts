import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { documents } from "../../db/schema";

const BASE = "/api/admin/v1/documents";

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

function pageBody(slug: string, extra: Record<string, unknown> = {}) {
  return {
    type: "page",
    title: `Test page ${slug}`,
    slug,
    settings: { hide_title: "yes" },
    elements: [
      {
        id: "a1b2c3d",
        elType: "container",
        settings: { content_width: "boxed" },
        elements: [
          { id: "a1b2c3e", elType: "widget", widgetType: "heading", settings: { title: "Hello", header_size: "h2" }, elements: [] },
          {
            id: "a1b2c3f",
            elType: "widget",
            widgetType: "text-editor",
            settings: { editor: "<p>Fresh <strong>deals</strong></p>" },
            elements: [],
          },
        ],
      },
    ],
    ...extra,
  };
}

const create = (body: unknown, as: LoggedIn | null = editor) =>
  jsonFetch(t.url, BASE, { method: "POST", body, cookie: as?.cookie, nonce: as?.nonce });

describe("who may use the documents admin API", () => {
  it("anonymous: 401 on every method", async () => {
    expectError(await create(pageBody("anon-page"), null), 401, "unauthorized");
    expectError(await jsonFetch(t.url, `${BASE}/1`), 401, "unauthorized");
    expectError(await jsonFetch(t.url, `${BASE}/1`, { method: "PUT", body: { title: "x" } }), 401, "unauthorized");
    expectError(await jsonFetch(t.url, `${BASE}/1`, { method: "DELETE" }), 401, "unauthorized");
  });

  it("a shopper: 403 on every method", async () => {
    const before = await documentCount();
    expectError(await create(pageBody("shopper-page"), shopper), 403, "forbidden");
    expectError(await jsonFetch(t.url, `${BASE}/1`, shopper), 403, "forbidden");
    expectError(await jsonFetch(t.url, `${BASE}/1`, { method: "PUT", body: { title: "x" }, ...shopper }), 403, "forbidden");
    expectError(await jsonFetch(t.url, `${BASE}/1`, { method: "DELETE", ...shopper }), 403, "forbidden");
    expect(await documentCount()).toBe(before);
  });

  it("an editor's session without the nonce: 403 for writes, anonymous (401) for reads", async () => {
    expectError(
      await jsonFetch(t.url, BASE, { method: "POST", body: pageBody("no-nonce-page"), cookie: editor.cookie }),
      403,
      "invalid_nonce",
    );
    expectError(await jsonFetch(t.url, `${BASE}/1`, { cookie: editor.cookie }), 401, "unauthorized");
  });

  it("an administrator may create too", async () => {
    const r = await create(pageBody("admin-made-page"), admin);
    expect(r.status).toBe(201);
  });
});

describe("create, read, update, delete", () => {
  it("an editor creates (201 { id, url }), reads, updates and deletes a document", async () => {
    const created = await create(pageBody("weekly-deals"));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), url: "/weekly-deals" });
    const path = `${BASE}/${created.body.id}`;

    const read = await jsonFetch(t.url, path, editor);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      type: "page",
      title: "Test page weekly-deals",
      slug: "weekly-deals",
      url: "/weekly-deals",
      status: "publish",
      format_version: expect.any(Number),
      settings: { hide_title: "yes" },
    });
    expect(read.body.elements[0].id).toBe("a1b2c3d");
    expect(read.body.elements[0].elements.map((e: { widgetType: string }) => e.widgetType)).toEqual(["heading", "text-editor"]);
    expect(read.body.elements[0].elements[1].settings.editor).toBe("<p>Fresh <strong>deals</strong></p>");

    // Served to visitors at its slug.
    expect((await t.services.documents.published("weekly-deals"))?.title).toBe("Test page weekly-deals");

    const updated = await jsonFetch(t.url, path, { method: "PUT", body: { title: "Weekly deals", slug: "this-weeks-deals" }, ...editor });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, title: "Weekly deals", slug: "this-weeks-deals", url: "/this-weeks-deals" });
    // Fields the update did not name are kept.
    expect(updated.body.elements).toEqual(read.body.elements);
    expect((await jsonFetch(t.url, path, editor)).body.title).toBe("Weekly deals");
    expect(await t.services.documents.published("weekly-deals")).toBeNull();
    expect((await t.services.documents.published("this-weeks-deals"))?.title).toBe("Weekly deals");

    const del = await jsonFetch(t.url, path, { method: "DELETE", ...editor });
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    expectError(await jsonFetch(t.url, path, editor), 404, "not_found");
    expect(await t.services.documents.published("this-weeks-deals")).toBeNull();
  });

  it("a draft is not served to visitors", async () => {
    const r = await create(pageBody("draft-page", { status: "draft" }));
    expect(r.status).toBe(201);
    expect(await t.services.documents.published("draft-page")).toBeNull();
    await jsonFetch(t.url, `${BASE}/${r.body.id}`, { method: "PUT", body: { status: "publish" }, ...editor });
    expect((await t.services.documents.published("draft-page"))?.slug).toBe("draft-page");
  });

  it("404 for an unknown id on read, update and delete; 400 for a non-numeric id", async () => {
    expectError(await jsonFetch(t.url, `${BASE}/999999`, editor), 404, "not_found");
    expectError(await jsonFetch(t.url, `${BASE}/999999`, { method: "PUT", body: { title: "x" }, ...editor }), 404, "not_found");
    expectError(await jsonFetch(t.url, `${BASE}/999999`, { method: "DELETE", ...editor }), 404, "not_found");
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expectError(await jsonFetch(t.url, `${BASE}/${id}`, editor), 400, "invalid_param");
    }
  });

  it("409 for a slug another document has, on create and on update", async () => {
    expect((await create(pageBody("taken-slug"))).status).toBe(201);
    const before = await documentCount();
    expectError(await create(pageBody("taken-slug")), 409, "slug_taken");
    expect(await documentCount()).toBe(before);
    const other = await create(pageBody("other-slug"));
    expectError(
      await jsonFetch(t.url, `${BASE}/${other.body.id}`, { method: "PUT", body: { slug: "taken-slug" }, ...editor }),
      409,
      "slug_taken",
    );
    // A document keeping its own slug is fine.
    expect(
      (await jsonFetch(t.url, `${BASE}/${other.body.id}`, { method: "PUT", body: { slug: "other-slug", title: "Same slug" }, ...editor }))
        .status,
    ).toBe(200);
  });
});

describe("invalid bodies create nothing", () => {
  const nested = (depth: number): unknown => {
    let el: Record<string, unknown> = { id: "d0000000", elType: "widget", widgetType: "heading", settings: {}, elements: [] };
    for (let i = 1; i < depth; i++) el = { id: `d${String(i).padStart(7, "0")}`, elType: "container", settings: {}, elements: [el] };
    return [el];
  };

  const cases: Array<[string, unknown, string]> = [
    ["a bad slug", pageBody("Not A Slug"), "invalid_param"],
    ["a slug with a slash", pageBody("a/b"), "invalid_param"],
    ["a reserved slug (shop)", pageBody("shop"), "invalid_param"],
    ["a reserved slug (api)", pageBody("api"), "invalid_param"],
    ["a reserved slug (admin)", pageBody("admin"), "invalid_param"],
    ["a missing slug", { type: "page", title: "No slug" }, "invalid_param"],
    ["a missing title", { type: "page", slug: "no-title" }, "invalid_param"],
    ["an unknown document type", pageBody("bad-type", { type: "spreadsheet" }), "invalid_param"],
    [
      "a bad element id",
      pageBody("bad-element-id", { elements: [{ id: "NOT-AN-ID", elType: "widget", widgetType: "heading", settings: {}, elements: [] }] }),
      "invalid_param",
    ],
    [
      "a too short element id",
      pageBody("short-element-id", { elements: [{ id: "abc", elType: "container", settings: {}, elements: [] }] }),
      "invalid_param",
    ],
    [
      "an unknown elType",
      pageBody("bad-eltype", { elements: [{ id: "abcdef1", elType: "banana", settings: {}, elements: [] }] }),
      "invalid_param",
    ],
    ["elements that are not a list", pageBody("elements-object", { elements: { id: "abcdef1" } }), "invalid_param"],
    ["settings that are a string", pageBody("settings-string", { settings: "nope" }), "invalid_param"],
    ["deeply nested elements", pageBody("deep-page", { elements: nested(200) }), "invalid_param"],
    ["a non-JSON body", "{ this is not json", "invalid_json"],
    ["an empty body", "", "invalid_json"],
    ["a JSON null", "null", "invalid_param"],
    ["a JSON array", "[]", "invalid_param"],
  ];

  it.each(cases)("POST with %s: 400", async (_name, body, code) => {
    const before = await documentCount();
    const r = await create(body);
    expectError(r, 400, code);
    expect(await documentCount()).toBe(before);
  });

  it("very deeply nested elements are refused cheaply, naming elements", async () => {
    // Built as text: 10 000 levels is deeper than JSON.stringify (or a recursive parser) can go.
    const depth = 10_000;
    const open = `{"id":"abcdef1","elType":"container","settings":{},"elements":[`;
    const elements = `[${open.repeat(depth)}${"]}".repeat(depth)}]`;
    const body = `{"type":"page","title":"Deep","slug":"deep-page-2","elements":${elements}}`;
    expect(() => JSON.parse(body)).not.toThrow();
    const r = await create(body);
    expectError(r, 400, "invalid_param");
    expect(r.body.message).toContain("elements");
  });

  it("a reasonable depth is accepted", async () => {
    expect((await create(pageBody("twelve-deep", { elements: nested(12) }))).status).toBe(201);
  });

  it("PUT with an invalid body changes nothing", async () => {
    const created = await create(pageBody("stable-page"));
    const path = `${BASE}/${created.body.id}`;
    const before = (await jsonFetch(t.url, path, editor)).body;
    for (const body of [
      { slug: "shop" },
      { slug: "Bad Slug" },
      { elements: [{ id: "x", elType: "widget" }] },
      { type: "nope" },
      "not json",
      { title: "" },
    ]) {
      const r = await jsonFetch(t.url, path, { method: "PUT", body, ...editor });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.data.status).toBe(400);
    }
    expect((await jsonFetch(t.url, path, editor)).body).toEqual(before);
  });
});

describe("sanitizing", () => {
  const evil = `<p onclick="steal()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.test"></iframe>`;

  const widget = (id: string, editorHtml: string) => ({
    id,
    elType: "widget",
    widgetType: "text-editor",
    settings: { editor: editorHtml },
    elements: [],
  });

  const assertClean = (html: string) => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
  };

  it("html in a text-editor's editor setting loses scripts and event handlers on create", async () => {
    const created = await create(
      pageBody("sanitize-me", { elements: [{ id: "5a5a5a5", elType: "container", settings: {}, elements: [widget("5a5a5a6", evil)] }] }),
    );
    expect(created.status).toBe(201);
    const read = await jsonFetch(t.url, `${BASE}/${created.body.id}`, editor);
    const html = read.body.elements[0].elements[0].settings.editor as string;
    assertClean(html);
    expect(html).toContain("Hi");
    expect(html).toContain("<img");
    expect(JSON.stringify(read.body)).not.toMatch(/<script|onerror/i);
    // Visitors get the same clean document.
    const published = await t.services.documents.published("sanitize-me");
    expect(JSON.stringify(published)).not.toMatch(/<script|onerror/i);
  });

  it("and on update", async () => {
    const created = await create(pageBody("sanitize-on-update"));
    const path = `${BASE}/${created.body.id}`;
    const r = await jsonFetch(t.url, path, { method: "PUT", body: { elements: [widget("6b6b6b6", evil)] }, ...editor });
    expect(r.status).toBe(200);
    assertClean(r.body.elements[0].settings.editor);
    assertClean((await jsonFetch(t.url, path, editor)).body.elements[0].settings.editor);
  });

  it("html settings nested in repeater items are sanitized too", async () => {
    const tabs = {
      id: "7c7c7c7",
      elType: "widget",
      widgetType: "tabs",
      settings: { tabs: [{ tab_title: "One", tab_content: evil }] },
      elements: [],
    };
    const created = await create(pageBody("sanitize-tabs", { elements: [tabs] }));
    expect(created.status).toBe(201);
    const read = await jsonFetch(t.url, `${BASE}/${created.body.id}`, editor);
    assertClean(read.body.elements[0].settings.tabs[0].tab_content);
  });

  it("the alert's and the boxes' descriptions are sanitized; their titles keep their inline HTML as written", async () => {
    const alert = {
      id: "8d8d8d8",
      elType: "widget",
      widgetType: "alert",
      settings: { alert_title: "Fish & chips <b>Friday</b>", alert_description: evil },
      elements: [],
    };
    const box = {
      id: "8d8d8d9",
      elType: "widget",
      widgetType: "icon-box",
      settings: { title_text: "Deli & bakery", description_text: evil },
      elements: [],
    };
    const created = await create(pageBody("sanitize-alert", { elements: [alert, box] }));
    expect(created.status).toBe(201);
    const read = await jsonFetch(t.url, `${BASE}/${created.body.id}`, editor);
    const [a, b] = read.body.elements as { settings: Record<string, string> }[];
    assertClean(a!.settings.alert_description!);
    expect(a!.settings.alert_description).toContain("Hi");
    assertClean(b!.settings.description_text!);
    expect(a!.settings.alert_title).toBe("Fish & chips <b>Friday</b>");
    expect(b!.settings.title_text).toBe("Deli & bakery");
  });
});
