import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { readdir } from "node:fs/promises";
import { desc } from "drizzle-orm";
import { expectError, jsonFetch, loginRoles, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { auditLog } from "../../db/schema";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { PDF_BYTES, PNG_BYTES, postMultipart } from "../../test/multipart";

const fields = {
  store_id: DEMO_STORE_IDS.columbus,
  name: "Quinn Ortega",
  email: "quinn@example.com",
  message: '=HYPERLINK("http://evil") the bananas, "ripe"\nplease',
};

let t: TestServer;
let fingerprint: () => Promise<Fingerprint>;
let forms: LoggedIn;
let admin: LoggedIn;
let editor: LoggedIn;
let shopper: LoggedIn;
let withFiles: number;
beforeAll(async () => {
  t = await startTestServer();
  fingerprint = await fingerprinter(t.database);
  ({ forms, admin, editor, shopper } = await loginRoles(t.url));
  const sent = await postMultipart(t.url, "/api/forms/v1/contact", fields, [
    { name: "bananas.png", bytes: PNG_BYTES },
    { name: "receipt.pdf", bytes: PDF_BYTES },
  ]);
  expect(sent.status, sent.text).toBe(201);
  withFiles = sent.body.id;
  for (let i = 0; i < 4; i++) {
    const r = await jsonFetch(t.url, "/api/forms/v1/contact", {
      body: {
        ...fields,
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        message: `Plain message ${i}`,
      },
    });
    expect(r.status, r.text).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

const as = (who: LoggedIn, nonce = true) => ({
  cookie: who.cookie,
  nonce: nonce ? who.nonce : undefined,
});
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("who may use the forms admin API", () => {
  const reads = () => [
    "/api/forms/v1/submissions",
    `/api/forms/v1/submissions/${withFiles}`,
    "/api/forms/v1/submissions/export.csv",
    "/api/forms/v1/uploads/1",
  ];
  const writes = () =>
    [
      ["DELETE", `/api/forms/v1/submissions/${withFiles}`],
      ["POST", "/api/forms/v1/file-uploads/debug-log/clear"],
      ["POST", "/api/forms/v1/file-uploads/debug-log/download"],
    ] as const;

  it("anonymous callers get 401, a shopper and an editor 403, and nothing changes", async () => {
    const before = await fingerprint();
    for (const path of reads()) {
      expectError(await jsonFetch(t.url, path), 401, "unauthorized");
      for (const who of [shopper, editor]) expectError(await jsonFetch(t.url, path, as(who)), 403, "forbidden");
    }
    for (const [method, path] of writes()) {
      expectError(await jsonFetch(t.url, path, { method }), 401, "unauthorized");
      for (const who of [shopper, editor]) expectError(await jsonFetch(t.url, path, { method, ...as(who) }), 403, "forbidden");
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("every state-changing call without the nonce is 403 invalid_nonce, even for the forms admin, and nothing changes", async () => {
    const before = await fingerprint();
    for (const [method, path] of writes()) {
      expectError(await jsonFetch(t.url, path, { method, ...as(forms, false) }), 403, "invalid_nonce");
      expectError(
        await jsonFetch(t.url, path, {
          method,
          ...as(forms),
          nonce: "not-the-nonce",
        }),
        403,
        "invalid_nonce",
      );
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe("submissions", () => {
  it("lists newest first with paging and a total, for the forms admin and the administrator", async () => {
    for (const who of [forms, admin]) {
      const r = await jsonFetch(t.url, "/api/forms/v1/submissions?per_page=2", as(who));
      expect(r.status, r.text).toBe(200);
      expect(r.body).toMatchObject({ page: 1, per_page: 2, total: 5 });
      expect(r.body.items.map((s: { name: string }) => s.name)).toEqual(["Sender 3", "Sender 2"]);
    }
    const last = await jsonFetch(t.url, "/api/forms/v1/submissions?per_page=2&page=3", as(forms));
    expect(last.body.items.map((s: { id: number }) => s.id)).toEqual([withFiles]);
  });

  it("searches name, email and message (with LIKE's wildcards taken literally)", async () => {
    const byEmail = await jsonFetch(t.url, "/api/forms/v1/submissions?q=sender2%40", as(forms));
    expect(byEmail.body.items.map((s: { name: string }) => s.name)).toEqual(["Sender 2"]);
    const byMessage = await jsonFetch(t.url, `/api/forms/v1/submissions?q=${encodeURIComponent("bananas")}`, as(forms));
    expect(byMessage.body.total).toBe(1);
    const wildcard = await jsonFetch(t.url, "/api/forms/v1/submissions?q=%25", as(forms));
    expect(wildcard.body.total).toBe(0);
  });

  it("refuses bad paging with 400 naming the parameter", async () => {
    expectError(await jsonFetch(t.url, "/api/forms/v1/submissions?per_page=1000", as(forms)), 400, "invalid_param");
    expectError(await jsonFetch(t.url, "/api/forms/v1/submissions?page=0", as(forms)), 400, "invalid_param");
    expectError(await jsonFetch(t.url, "/api/forms/v1/submissions/abc", as(forms)), 400, "invalid_param");
    expectError(await jsonFetch(t.url, "/api/forms/v1/submissions/999999", as(forms)), 404, "not_found");
  });

  it("reads one with its store and files", async () => {
    const r = await jsonFetch(t.url, `/api/forms/v1/submissions/${withFiles}`, as(forms));
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: withFiles,
      name: "Quinn Ortega",
      email: "quinn@example.com",
      store: { id: DEMO_STORE_IDS.columbus, name: expect.any(String) },
      status: "received",
    });
    expect(r.body.files).toEqual([
      {
        id: expect.any(Number),
        name: "bananas.png",
        media_type: "image/png",
        bytes: PNG_BYTES.length,
      },
      {
        id: expect.any(Number),
        name: "receipt.pdf",
        media_type: "application/pdf",
        bytes: PDF_BYTES.length,
      },
    ]);
  });

  it("serves a file as an attachment with nosniff, to the forms admin only", async () => {
    const { files } = (await jsonFetch(t.url, `/api/forms/v1/submissions/${withFiles}`, as(forms))).body;
    const res = await fetch(`${t.url}/api/forms/v1/uploads/${files[0].id}`, {
      headers: { cookie: forms.cookie, "x-aisle-nonce": forms.nonce },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="bananas.png"; filename*=UTF-8''bananas.png`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await t.services.uploadLog.entries()).at(-1)).toMatchObject({
      step: "served",
    });
    expectError(await jsonFetch(t.url, "/api/forms/v1/uploads/999999", as(forms)), 404, "not_found");
  });

  it("exports CSV, streamed, with formulas neutralised and fields quoted", async () => {
    const res = await fetch(`${t.url}/api/forms/v1/submissions/export.csv`, {
      headers: { cookie: forms.cookie, "x-aisle-nonce": forms.nonce },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="contact-submissions.csv"/);
    // A byte-order mark first (fetch's text() would drop it, so the bytes are decoded keeping it).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFFid,received,store_id,store,name,email,message,status,files\r\n")).toBe(true);
    // (a form sends its line breaks as CRLF)
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"") the bananas, ""ripe""\r\nplease",received,bananas.png; receipt.pdf\r\n`);
    expect(text.match(/^\d+,/gm)).toHaveLength(5);
    const found = await (
      await fetch(`${t.url}/api/forms/v1/submissions/export.csv?q=Sender%201`, {
        headers: { cookie: forms.cookie, "x-aisle-nonce": forms.nonce },
      })
    ).text();
    expect(found.match(/^\d+,/gm)).toHaveLength(1);
  });

  it("deletes a submission with its files, recorded in the audit log", async () => {
    const before = (await jsonFetch(t.url, `/api/forms/v1/submissions/${withFiles}`, as(forms))).body;
    const storedBefore = await readdir(t.services.uploadFiles.root);
    expect(storedBefore.length).toBeGreaterThanOrEqual(2);
    const r = await jsonFetch(t.url, `/api/forms/v1/submissions/${withFiles}`, {
      method: "DELETE",
      ...as(forms),
    });
    expect(r.status, r.text).toBe(204);
    expectError(await jsonFetch(t.url, `/api/forms/v1/submissions/${withFiles}`, as(forms)), 404, "not_found");
    expect(await readdir(t.services.uploadFiles.root)).toHaveLength(storedBefore.length - 2);
    expectError(await jsonFetch(t.url, `/api/forms/v1/uploads/${before.files[0].id}`, as(forms)), 404, "not_found");
    expect(await lastAudit()).toMatchObject({
      actorEmail: "forms@aisle.test",
      action: "contact_submission.delete",
      targetType: "contact_submission",
      targetId: String(withFiles),
      before,
      after: null,
    });
    expect((await t.services.uploadLog.entries()).filter((e) => e.step === "removed")).toHaveLength(2);
    expectError(
      await jsonFetch(t.url, `/api/forms/v1/submissions/${withFiles}`, {
        method: "DELETE",
        ...as(forms),
      }),
      404,
      "not_found",
    );
  });
});
