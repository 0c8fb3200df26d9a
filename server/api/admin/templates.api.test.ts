/**
 * The templates library's API (docs/design/website-templates.md): Save as template for editors with the
 * nonce, listed by the registry's types and searched by title; bad input is 400 and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { documents } from "../../db/schema";

let t: TestServer;
let editor: LoggedIn;
let shopper: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.url, "editor");
  shopper = await loginAs(t.url, "shopper");
});
afterAll(async () => {
  await t?.close();
});

const TEMPLATES = "/api/admin/v1/templates";
const element = {
  id: "c0ffee01",
  elType: "widget" as const,
  widgetType: "heading",
  settings: { title: "Weekly bakery row" },
  elements: [],
};

describe("the templates library", () => {
  it("saves an element as a section template that shows nowhere, and lists it by type and title", async () => {
    const saved = await jsonFetch(t.url, TEMPLATES, { body: { title: "Bakery row", elements: [element] }, ...editor });
    expect(saved.status, saved.text).toBe(201);
    const doc = await t.services.documents.get(saved.body.id);
    expect(doc).toMatchObject({ type: "section", title: "Bakery row", settings: { conditions: [] } });
    expect(doc.elements[0]!.id).toBe("c0ffee01");

    const listed = await jsonFetch(t.url, `${TEMPLATES}?type=section&q=bakery`, editor);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((i: { id: number }) => i.id)).toEqual([saved.body.id]);
    expect(listed.body.types.map((x: { key: string }) => x.key)).toEqual([
      "header",
      "footer",
      "single-post",
      "single-page",
      "archive",
      "search-results",
      "error-404",
      "popup",
      "loop-item",
      "section",
      "page-template",
    ]);
    const header = await jsonFetch(t.url, TEMPLATES, { body: { title: "Bakery top", type: "header", elements: [element] }, ...editor });
    expect(header.status).toBe(201);
    expect((await jsonFetch(t.url, `${TEMPLATES}?q=bakery`, editor)).body.total).toBe(2);
  });

  it("refuses shoppers, a session without the nonce and bad input, storing nothing", async () => {
    const before = await rowCount(t, documents);
    expectError(await jsonFetch(t.url, TEMPLATES, { body: { title: "X", elements: [element] }, ...shopper }), 403);
    expect(
      (await jsonFetch(t.url, TEMPLATES, { body: { title: "X", elements: [element] }, cookie: editor.cookie })).status,
    ).toBeGreaterThanOrEqual(401);
    expectError(
      await jsonFetch(t.url, TEMPLATES, { body: { title: "X", type: "page", elements: [element] }, ...editor }),
      400,
      "invalid_param",
    );
    expectError(await jsonFetch(t.url, TEMPLATES, { body: { title: "X", elements: [] }, ...editor }), 400, "invalid_param");
    expectError(await jsonFetch(t.url, TEMPLATES, { body: { title: " ", elements: [element] }, ...editor }), 400, "invalid_param");
    expectError(await jsonFetch(t.url, `${TEMPLATES}?type=nope`, editor), 400, "invalid_param");
    expect(await rowCount(t, documents)).toBe(before);
  });

  it("saves a whole document as a page template, exported with Elementor's page type", async () => {
    const saved = await jsonFetch(t.url, TEMPLATES, {
      body: { title: "Harvest landing", type: "page-template", elements: [element] },
      ...editor,
    });
    expect(saved.status, saved.text).toBe(201);
    const file = await jsonFetch(t.url, `${TEMPLATES}/${saved.body.id}/export`, editor);
    expect(file.body).toMatchObject({ version: "0.4", title: "Harvest landing", type: "page", page_settings: [] });

    // Imported back as the documents screen imports a file (a draft), Elementor's page type is a page.
    const back = await jsonFetch(t.url, "/api/admin/v1/documents/import?status=draft", { body: file.text, ...editor });
    expect(back.status, back.text).toBe(201);
    const imported = await t.services.documents.get(back.body.id);
    expect(imported).toMatchObject({ type: "page", title: "Harvest landing", status: "draft" });
    expect(imported.elements).toEqual([element]);
  });

  it("exports a template as an Elementor template file that the import takes back unchanged", async () => {
    const conditions = ["include/general", "exclude/singular/page/3"];
    const made = await t.services.documents.create(
      { type: "header", title: "Market top", slug: "market-top-header", status: "publish", settings: { conditions }, elements: [element] },
      editor.user,
    );
    const file = await jsonFetch(t.url, `${TEMPLATES}/${made.id}/export`, editor);
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="elementor-${made.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(Object.keys(file.body)).toEqual(["version", "title", "type", "content", "page_settings"]);
    expect(file.body).toEqual({ version: "0.4", title: "Market top", type: "header", content: [element], page_settings: { conditions } });

    const back = await jsonFetch(t.url, "/api/admin/v1/documents/import?status=draft", { body: file.text, ...editor });
    expect(back.status, back.text).toBe(201);
    const imported = await t.services.documents.get(back.body.id);
    expect(imported).toMatchObject({ type: "header", title: "Market top", settings: { conditions } });
    expect(imported.elements).toEqual([element]);
  });

  it("exports only templates, to editors only", async () => {
    const page = await t.services.documents.create(
      { type: "page", title: "Plain page", slug: "plain-page-export", status: "publish", settings: {}, elements: [element] },
      editor.user,
    );
    expectError(await jsonFetch(t.url, `${TEMPLATES}/${page.id}/export`, editor), 404);
    expectError(await jsonFetch(t.url, `${TEMPLATES}/999999/export`, editor), 404);
    expectError(await jsonFetch(t.url, `${TEMPLATES}/abc/export`, editor), 400, "invalid_param");
    const section = await jsonFetch(t.url, TEMPLATES, { body: { title: "Kept", elements: [element] }, ...editor });
    expectError(await jsonFetch(t.url, `${TEMPLATES}/${section.body.id}/export`, shopper), 403);
  });
});
