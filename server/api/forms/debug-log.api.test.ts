import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { desc } from "drizzle-orm";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { auditLog } from "../../db/schema";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { PNG_BYTES, postMultipart } from "../../test/multipart";
import { createUploadDebugLog } from "../../services/upload-debug-log";

/** The file-upload debug log's API: download and clear (who may call them is in forms-admin.api.test.ts). */
const fields = {
  store_id: DEMO_STORE_IDS.columbus,
  name: "Quinn Ortega",
  email: "quinn@example.com",
  message: '=HYPERLINK("http://evil") the bananas',
};

let t: TestServer;
let fingerprint: () => Promise<Fingerprint>;
let forms: LoggedIn;
let admin: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  fingerprint = await fingerprinter(t.database);
  [forms, admin] = await Promise.all([loginAs(t.url, "forms"), loginAs(t.url, "admin")]);
  // One upload, served once and deleted: every step of its life is in the log.
  const sent = await postMultipart(t.url, "/api/forms/v1/contact", fields, [{ name: "bananas.png", bytes: PNG_BYTES }]);
  expect(sent.status, sent.text).toBe(201);
  const { files } = (await jsonFetch(t.url, `/api/forms/v1/submissions/${sent.body.id}`, as(forms))).body;
  expect(
    (
      await fetch(`${t.url}/api/forms/v1/uploads/${files[0].id}`, {
        headers: { cookie: forms.cookie, "x-aisle-nonce": forms.nonce },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await jsonFetch(t.url, `/api/forms/v1/submissions/${sent.body.id}`, {
        method: "DELETE",
        ...as(forms),
      })
    ).status,
  ).toBe(204);
});
afterAll(async () => {
  await t?.close();
});

const as = (who: LoggedIn) => ({ cookie: who.cookie, nonce: who.nonce });
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("the file-upload debug log", () => {
  it("download answers { data }: the log as JSON text, every step of the uploads in it", async () => {
    const r = await jsonFetch(t.url, "/api/forms/v1/file-uploads/debug-log/download", { method: "POST", ...as(forms) });
    expect(r.status, r.text).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data"]);
    const log = JSON.parse(r.body.data);
    expect(log.log).toBe("nf-file-uploads");
    const steps = log.entries.map((e: { step: string }) => e.step);
    for (const step of ["received", "checked", "stored", "recorded", "served", "removed"]) expect(steps).toContain(step);
    expect(r.body.data).not.toContain("HYPERLINK");
  });

  it("clear empties it, answers { success: true } and is recorded in the audit log", async () => {
    const entries = await t.services.uploadLog.size();
    expect(entries).toBeGreaterThan(0);
    const r = await jsonFetch(t.url, "/api/forms/v1/file-uploads/debug-log/clear", { method: "POST", ...as(admin) });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ success: true });
    expect(await t.services.uploadLog.size()).toBe(0);
    expect(await lastAudit()).toMatchObject({
      actorEmail: "admin@aisle.test",
      action: "file_uploads.debug_log.clear",
      before: { entries },
      after: { entries: 0 },
    });
    const empty = await jsonFetch(t.url, "/api/forms/v1/file-uploads/debug-log/download", { method: "POST", ...as(forms) });
    expect(JSON.parse(empty.body.data).entries).toEqual([]);
  });

  it("a body sent to clear that is not JSON is 415 and clears nothing", async () => {
    await postMultipart(t.url, "/api/forms/v1/contact", fields, [{ name: "a.png", bytes: PNG_BYTES }]);
    const before = await fingerprint();
    const r = await jsonFetch(t.url, "/api/forms/v1/file-uploads/debug-log/clear", {
      method: "POST",
      body: "x=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      ...as(forms),
    });
    expectError(r, 415);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("keeps only the newest entries", async () => {
    const small = createUploadDebugLog(t.database.db, t.services.logger, 3);
    for (let i = 0; i < 6; i++) await small.write("info", "received", `entry ${i}`);
    expect((await small.entries()).map((e) => e.message)).toEqual(["entry 3", "entry 4", "entry 5"]);
  });
});
