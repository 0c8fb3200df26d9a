/**
 * State-changing API calls take JSON only (docs/design/rest-contract.md): a body of any other type is 415 in the
 * error format and changes nothing, so a plain form on another site (text/plain, urlencoded,
 * multipart) cannot reach the API. Calls without a body need no Content-Type. The one exception is the
 * contact form's multipart (it carries files, decision 0028): with a session it needs the nonce header,
 * which no form can send, and without one it is an anonymous message.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { DEMO, expectError, jsonFetch, login, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../test/db-fingerprint";
import { closeRawAgents, rawSend, type RawResponse } from "../test/raw-http";
import { DEMO_STORE_IDS } from "../db/seed/stores";
import { MULTIPART_PATHS } from "./json-body";

let t: TestServer;
let editor: LoggedIn;
let docId: number;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  editor = await login(t.url, DEMO.editor.email, DEMO.editor.password);
  const created = await jsonFetch(t.url, "/api/admin/v1/documents", {
    body: { type: "page", title: "Media type target", slug: "media-type-target" },
    ...editor,
  });
  expect(created.status).toBe(201);
  docId = created.body.id;
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  closeRawAgents();
  await t?.close();
});

/** The body a plain HTML form would send for these fields, in each of the three encodings a form has. */
function formBodies(fields: Record<string, string | number>): { type: string | undefined; body: string }[] {
  const json = JSON.stringify(fields);
  const urlencoded = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  const boundary = "----aisleform";
  const multipart =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join("") + `--${boundary}--\r\n`;
  return [
    // <form enctype="text/plain"> with one field named `{"email":...,"x":"` writes a JSON-looking body.
    { type: "text/plain", body: json },
    { type: "text/plain; charset=utf-8", body: json },
    { type: "application/x-www-form-urlencoded", body: urlencoded },
    { type: `multipart/form-data; boundary=${boundary}`, body: multipart },
    { type: undefined, body: json },
  ];
}

const send = (
  method: string,
  path: string,
  type: string | undefined,
  body: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> =>
  rawSend(t.url, { method, path, headers: { ...headers, ...(type === undefined ? {} : { "content-type": type }) }, body });

function expect415(r: RawResponse, label: string) {
  expect(r.status, `${label}: ${r.text}`).toBe(415);
  expect(String(r.headers["content-type"])).toMatch(/^application\/json/);
  expect(r.json, label).toEqual({ code: "unsupported_media_type", message: expect.any(String), data: { status: 415 } });
  expect(r.headers["set-cookie"], label).toBeUndefined();
}

describe("state-changing calls take JSON only", () => {
  const withSession = () => ({ cookie: editor.cookie, "x-aisle-nonce": editor.nonce });
  const targets: {
    name: string;
    method: string;
    path: () => string;
    fields: Record<string, string | number>;
    headers?: () => Record<string, string>;
  }[] = [
    { name: "login", method: "POST", path: () => "/api/auth/v1/login", fields: DEMO.shopper },
    {
      name: "register",
      method: "POST",
      path: () => "/api/auth/v1/register",
      fields: { email: "form-post@example.test", password: "a-long-password" },
    },
    {
      name: "contact",
      method: "POST",
      path: () => "/api/forms/v1/contact",
      fields: { store_id: DEMO_STORE_IDS.dayton, name: "Form", email: "form@example.test", message: "Sent by a form" },
    },
    { name: "store selection", method: "PUT", path: () => "/api/shop/v1/stores/current", fields: { store_id: DEMO_STORE_IDS.dayton } },
    {
      name: "document create",
      method: "POST",
      path: () => "/api/admin/v1/documents",
      fields: { type: "page", title: "By form", slug: "by-form" },
      headers: withSession,
    },
    {
      name: "document update",
      method: "PUT",
      path: () => `/api/admin/v1/documents/${docId}`,
      fields: { title: "Changed by form" },
      headers: withSession,
    },
    { name: "logout", method: "POST", path: () => "/api/auth/v1/logout", fields: { any: "thing" }, headers: withSession },
  ];

  it.each(targets.map((x) => [x.name, x] as const))(
    "%s: 415 unsupported_media_type for form and untyped bodies, nothing changed",
    async (_name, target) => {
      const before = await fingerprint();
      const bodies = formBodies(target.fields).filter(
        ({ type }) => !(MULTIPART_PATHS.has(target.path()) && type?.startsWith("multipart/")),
      );
      for (const { type, body } of bodies)
        expect415(await send(target.method, target.path(), type, body, target.headers?.() ?? {}), `${target.name} ${type}`);
      expect(changedTables(before, await fingerprint())).toEqual([]);
      // The editor's session lives on: the refused logout did not end it.
      expect((await jsonFetch(t.url, `/api/admin/v1/documents/${docId}`, editor)).body.title).toBe("Media type target");
    },
  );

  it("contact takes a multipart form (its files), yet with a session cookie only with the nonce header", async () => {
    const fields = { store_id: DEMO_STORE_IDS.dayton, name: "Form", email: "form@example.test", message: "Sent by a multipart form" };
    const multipart = formBodies(fields).find((b) => b.type?.startsWith("multipart/"))!;
    const before = await fingerprint();
    const refused = await send("POST", "/api/forms/v1/contact", multipart.type, multipart.body, { cookie: editor.cookie });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.json).toMatchObject({ code: "invalid_nonce" });
    expect(changedTables(before, await fingerprint())).toEqual([]);
    const anonymous = await send("POST", "/api/forms/v1/contact", multipart.type, multipart.body);
    expect(anonymous.status, anonymous.text).toBe(201);
  });

  it("the login CSRF of the report: a text/plain post of the JSON credentials sets no session", async () => {
    const r = await send("POST", "/api/auth/v1/login", "text/plain", JSON.stringify(DEMO.shopper));
    expect415(r, "text/plain login");
  });

  it("JSON with a charset or in any case is JSON", async () => {
    const a = await send("POST", "/api/auth/v1/login", "application/json; charset=utf-8", JSON.stringify(DEMO.shopper));
    expect(a.status, a.text).toBe(200);
    const b = await send("PUT", "/api/shop/v1/stores/current", "Application/JSON", JSON.stringify({ store_id: DEMO_STORE_IDS.dayton }));
    expect(b.status, b.text).toBe(200);
  });

  it("a call without a body needs no Content-Type: logout, and a delete", async () => {
    const s = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    const created = await jsonFetch(t.url, "/api/admin/v1/documents", {
      body: { type: "page", title: "To delete", slug: "to-delete-no-body" },
      ...s,
    });
    expect(created.status).toBe(201);
    const del = await rawSend(t.url, {
      method: "DELETE",
      path: `/api/admin/v1/documents/${created.body.id}`,
      headers: { cookie: s.cookie, "x-aisle-nonce": s.nonce },
    });
    expect(del.status, del.text).toBe(204);
    const out = await rawSend(t.url, {
      method: "POST",
      path: "/api/auth/v1/logout",
      headers: { cookie: s.cookie, "x-aisle-nonce": s.nonce },
    });
    expect(out.status, out.text).toBe(200);
    expectError(await jsonFetch(t.url, `/api/admin/v1/documents/${docId}`, s), 401, "unauthorized");
  });

  it("an empty body is not refused for its declared type (jQuery's $.post, curl -d ''): there is nothing to misread", async () => {
    const s = await login(t.url, DEMO.editor.email, DEMO.editor.password);
    const out = await rawSend(t.url, {
      method: "POST",
      path: "/api/auth/v1/logout",
      headers: { cookie: s.cookie, "x-aisle-nonce": s.nonce, "content-type": "application/x-www-form-urlencoded", "content-length": 0 },
      body: "",
    });
    expect(out.status, out.text).toBe(200);
    // An empty body is no credentials: still a 400 for sign-in, nothing set.
    const r = await rawSend(t.url, {
      method: "POST",
      path: "/api/auth/v1/login",
      headers: { "content-type": "text/plain", "content-length": 0 },
      body: "",
    });
    expect(r.status).toBe(400);
    expect(r.headers["set-cookie"]).toBeUndefined();
  });

  it("a chunked body must be declared JSON too (its length is unknown until read)", async () => {
    const r = await rawSend(t.url, {
      method: "POST",
      path: "/api/auth/v1/login",
      headers: { "transfer-encoding": "chunked", "content-type": "text/plain" },
      body: JSON.stringify(DEMO.shopper),
    });
    expect415(r, "chunked text/plain");
  });

  it("reads are not affected by a Content-Type", async () => {
    const r = await rawSend(t.url, { method: "GET", path: "/api/shop/v1/stores/current", headers: { "content-type": "text/plain" } });
    expect(r.status).toBe(200);
  });
});
