import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expectError, startTestServer, type TestServer } from "../../test/harness";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { contactUploads } from "../../db/schema";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { DISGUISED, PDF_BYTES, PNG_BYTES, postMultipart, type PartFile } from "../../test/multipart";
import { UPLOAD_LIMITS } from "#core/limits/limits";
import { createContactService } from "../../services/contact";
import { createRateLimiter } from "../../services/rate-limit";
import { createUploadFiles } from "../../services/upload-files";

const PATH = "/api/forms/v1/contact";
const fields = {
  store_id: DEMO_STORE_IDS.dayton,
  name: "Dana Reyes",
  email: "dana@example.com",
  message: "The receipt and a photo of the shelf.",
};

let t: TestServer;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

const storedFiles = async () => (await readdir(t.services.uploadFiles.root).catch(() => [] as string[])).sort();
const send = (files: readonly PartFile[], extra: Record<string, string> = {}) => postMultipart(t.url, PATH, { ...fields, ...extra }, files);

/** A refused upload: the status, the file field named, and nothing stored (rows or files); the debug log says why. */
async function expectRefused(files: readonly PartFile[], status: number, code: string) {
  const before = await fingerprint();
  const filesBefore = await storedFiles();
  const r = await send(files);
  expectError({ ...r, res: new Response() }, status, code);
  expect(Object.keys(r.body.data.params)).toEqual(["attachments"]);
  expect(changedTables(before, await fingerprint())).toEqual(["file_upload_debug_log"]);
  expect(await storedFiles()).toEqual(filesBefore);
  const last = (await t.services.uploadLog.entries()).at(-1);
  expect(last).toMatchObject({ step: "refused", level: "warn" });
}

describe("files sent with the contact form", () => {
  it("stores an image and a PDF under generated names outside the web root, recorded with the message", async () => {
    const r = await send([
      { name: "shelf photo.png", bytes: PNG_BYTES, type: "image/png" },
      { name: "../../receipt.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    ]);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(Number),
      status: "received",
      files: 2,
    });
    const rows = await t.database.db.select().from(contactUploads).where(eq(contactUploads.submissionId, r.body.id));
    expect(rows.map((u) => [u.originalName, u.mediaType, u.sizeBytes])).toEqual([
      ["shelf photo.png", "image/png", PNG_BYTES.length],
      ["receipt.pdf", "application/pdf", PDF_BYTES.length],
    ]);
    for (const row of rows) {
      expect(row.storedName).toMatch(/^[0-9a-f]{32}\.(png|pdf)$/);
      expect(new Uint8Array(await readFile(`${t.services.uploadFiles.root}/${row.storedName}`))).toEqual(
        row.mediaType === "image/png" ? PNG_BYTES : PDF_BYTES,
      );
    }
    const steps = (await t.services.uploadLog.entries()).map((e) => e.step);
    expect(steps.slice(-6)).toEqual(["received", "checked", "checked", "stored", "stored", "recorded"]);
  });

  it("judges a file by its content, not by its name or declared type: a PNG named .pdf is stored as the PNG it is", async () => {
    const r = await send([{ name: "scan.pdf", bytes: PNG_BYTES, type: "application/pdf" }]);
    expect(r.status, r.text).toBe(201);
    const [row] = await t.database.db.select().from(contactUploads).where(eq(contactUploads.submissionId, r.body.id));
    expect(row).toMatchObject({
      mediaType: "image/png",
      originalName: "scan.pdf",
    });
    expect(row!.storedName).toMatch(/\.png$/);
  });

  for (const [what, bytes] of DISGUISED) {
    it(`refuses ${what} named .png (400 invalid_param attachments), storing nothing`, async () => {
      await expectRefused([{ name: "holiday.png", bytes, type: "image/png" }], 400, "invalid_param");
    });
  }

  it("refuses a disguised file sent after a good one: the good one is not kept either", async () => {
    await expectRefused(
      [
        { name: "fine.png", bytes: PNG_BYTES },
        { name: "fine-too.png", bytes: DISGUISED[0]![1] },
      ],
      400,
      "invalid_param",
    );
  });

  it(`refuses a file over ${UPLOAD_LIMITS.fileBytes} bytes (413), storing nothing`, async () => {
    const big = new Uint8Array(UPLOAD_LIMITS.fileBytes + 1);
    big.set(PNG_BYTES);
    await expectRefused([{ name: "huge.png", bytes: big }], 413, "payload_too_large");
  });

  it(`refuses more than ${UPLOAD_LIMITS.files} files (400), storing nothing`, async () => {
    const files = Array.from({ length: UPLOAD_LIMITS.files + 1 }, (_, i) => ({
      name: `photo-${i}.png`,
      bytes: PNG_BYTES,
    }));
    await expectRefused(files, 400, "invalid_param");
  });

  it("refuses a file in any other field, storing nothing", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    form.append("message_file", new Blob([PNG_BYTES]), "a.png");
    const before = await fingerprint();
    const res = await fetch(t.url + PATH, { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).data.params).toHaveProperty("message_file");
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("a bad field with good files is 400 naming the field, and stores nothing", async () => {
    const before = await fingerprint();
    const filesBefore = await storedFiles();
    const r = await send([{ name: "a.png", bytes: PNG_BYTES }], {
      email: "not an email",
    });
    expect(r.status).toBe(400);
    expect(r.body.data.params).toHaveProperty("email");
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("when a file cannot be written, the whole message fails with a clear error and no file is left behind", async () => {
    const real = t.services.uploadFiles;
    let writes = 0;
    const failing = {
      ...real,
      write: async (...args: Parameters<typeof real.write>) =>
        ++writes === 2 ? Promise.reject(new Error("disk full")) : real.write(...args),
    };
    const contact = createContactService(t.database.db, t.services.stores, createRateLimiter(t.database.db), {
      files: failing,
      log: t.services.uploadLog,
    });
    const before = await fingerprint();
    const filesBefore = await storedFiles();
    const refused = await contact
      .submit(fields, { userId: null, clientAddress: "203.0.113.90" }, [
        { name: "a.png", bytes: PNG_BYTES },
        { name: "b.pdf", bytes: PDF_BYTES },
      ])
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({
      status: 500,
      code: "upload_failed",
      message: expect.stringMatching(/nothing was kept/),
    });
    expect(writes).toBe(2);
    expect(changedTables(before, await fingerprint())).toEqual(["file_upload_debug_log"]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await t.services.uploadLog.entries()).at(-1)).toMatchObject({
      step: "failed",
      level: "error",
      message: expect.stringMatching(/disk full/),
    });
  });

  it("a folder that cannot be created fails the message the same way", async () => {
    // The folder's place is taken by a file.
    const blocked = join(await mkdtemp(join(tmpdir(), "aisle-blocked-")), "uploads");
    await writeFile(blocked, "");
    const contact = createContactService(t.database.db, t.services.stores, createRateLimiter(t.database.db), {
      files: createUploadFiles(join(blocked, "inside")),
      log: t.services.uploadLog,
    });
    const before = await fingerprint();
    await expect(
      contact.submit(fields, { userId: null, clientAddress: "203.0.113.91" }, [{ name: "a.png", bytes: PNG_BYTES }]),
    ).rejects.toMatchObject({ status: 500 });
    expect(changedTables(before, await fingerprint())).toEqual(["file_upload_debug_log"]);
  });

  it("the OpenAPI document describes the multipart form and its files", async () => {
    const doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
    expect(doc.paths[PATH].post.requestBody.content["multipart/form-data"].schema.properties).toHaveProperty("attachments");
  });
});
