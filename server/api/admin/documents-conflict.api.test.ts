import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";

const BASE = "/api/admin/v1/documents";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  [editor, admin] = await Promise.all([loginAs(t.url, "editor"), loginAs(t.url, "admin")]);
});
afterAll(async () => {
  await t?.close();
});

const heading = (id: string, title: string) => ({ id, elType: "widget", widgetType: "heading", settings: { title }, elements: [] });

async function newPage(slug: string) {
  const made = await jsonFetch(t.url, BASE, {
    method: "POST",
    body: { type: "page", title: "Deals", slug, status: "draft", settings: {}, elements: [heading("aaaaaa1", "First")] },
    ...editor,
  });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

const put = (id: number, body: unknown, as: LoggedIn, headers: Record<string, string> = {}) =>
  jsonFetch(t.url, `${BASE}/${id}`, { method: "PUT", body, headers, ...as });

describe("saving over someone else's newer version", () => {
  it("two saves from the same version: the first is kept, the second is refused with who saved and when", async () => {
    const id = await newPage("conflict-two-saves");
    const read = await jsonFetch(t.url, `${BASE}/${id}`, editor);
    const version = read.body.version as string;
    expect(version).toMatch(/^\d{4}-\d\d-\d\dT/);

    const first = await put(id, { version, elements: [heading("aaaaaa1", "Saved by the administrator")] }, admin);
    expect(first.status).toBe(200);
    expect(first.body.version).not.toBe(version);

    const second = await put(id, { version, elements: [heading("aaaaaa1", "Saved by the editor")] }, editor);
    expectError(second, 409, "edit_conflict");
    expect(second.body.data.saved_by).toBe(admin.user.email);
    expect(second.body.data.saved_at).toBe(first.body.version);
    expect(second.body.message).toContain(admin.user.email);

    const now = await jsonFetch(t.url, `${BASE}/${id}`, editor);
    expect(now.body.elements[0].settings.title).toBe("Saved by the administrator");
    expect(now.body.version).toBe(first.body.version);

    const retried = await put(id, { version: now.body.version, elements: [heading("aaaaaa1", "Saved by the editor")] }, editor);
    expect(retried.status).toBe(200);
    expect(retried.body.elements[0].settings.title).toBe("Saved by the editor");
  });

  it("the version may come as If-Match instead; a save without a version is not checked", async () => {
    const id = await newPage("conflict-if-match");
    const { version } = (await jsonFetch(t.url, `${BASE}/${id}`, editor)).body as { version: string };
    expect((await put(id, { title: "Deals again" }, admin)).status).toBe(200);
    expectError(await put(id, { title: "Mine" }, editor, { "if-match": `"${version}"` }), 409, "edit_conflict");
    expect((await jsonFetch(t.url, `${BASE}/${id}`, editor)).body.title).toBe("Deals again");
    expect((await put(id, { title: "Unchecked" }, editor)).status).toBe(200);
  });

  it("a refused save leaves no revision behind", async () => {
    const id = await newPage("conflict-no-trace");
    const { version } = (await jsonFetch(t.url, `${BASE}/${id}`, editor)).body as { version: string };
    expect((await put(id, { version, title: "One" }, admin)).status).toBe(200);
    const revisionsBefore = (await jsonFetch(t.url, `${BASE}/${id}/revisions`, editor)).body;
    expectError(await put(id, { version, title: "Two" }, editor), 409, "edit_conflict");
    expect((await jsonFetch(t.url, `${BASE}/${id}/revisions`, editor)).body).toEqual(revisionsBefore);
  });
});
