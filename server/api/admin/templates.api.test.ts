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
const element = { id: "c0ffee01", elType: "widget", widgetType: "heading", settings: { title: "Weekly bakery row" }, elements: [] };

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
});
