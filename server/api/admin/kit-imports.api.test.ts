import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { documents, events, kitImportRows, kitImports } from "../../db/schema";
import { CRUMBELLA_DIR, folderEntries, zipOf } from "../../test/zip-writer";

const IMPORTS = "/api/admin/v1/kits/imports";

let t: TestServer;
let admin: LoggedIn;
let editor: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  [admin, editor] = await Promise.all([loginAs(t.url, "admin"), loginAs(t.url, "editor")]);
});
afterAll(async () => {
  await t?.close();
});

async function upload(bytes: Uint8Array, who: Partial<LoggedIn> = admin, name = "kit.zip") {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }), name);
  const headers: Record<string, string> = { accept: "application/json" };
  if (who.cookie) headers.cookie = who.cookie;
  if (who.nonce) headers["x-aisle-nonce"] = who.nonce;
  const res = await fetch(t.url + IMPORTS, { method: "POST", body: form, headers });
  const text = await res.text();
  return { res, status: res.status, text, headers: res.headers, body: JSON.parse(text) };
}

const eventsNamed = (name: "kit_import_upload_file" | "kit_import_status") =>
  t.database.db.select().from(events).where(eq(events.name, name));

describe("uploading a kit for review", () => {
  it("keeps the Crumbella kit as a pending import and answers what it holds by section", async () => {
    const r = await upload(zipOf(folderEntries(CRUMBELLA_DIR)), admin, "crumbella.zip");
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      id: expect.any(Number),
      status: "pending",
      kit: {
        name: "crumbella-free-template-demo-file",
        title: "Crumbella Free Template Demo File",
        version: "3.0",
        elementor_version: "3.33.2",
      },
      missing_plugins: [],
    });
    const byKey = Object.fromEntries(r.body.sections.map((s: { key: string }) => [s.key, s]));
    expect(byKey.settings).toMatchObject({ enabled: true, count: 9 });
    expect(byKey.templates.children.find((c: { key: string }) => c.key === "headers-footers")).toMatchObject({
      count: 2,
      enabled: true,
      items: [
        { id: "27", title: "Footer" },
        { id: "29", title: "Header" },
      ],
    });
    expect(byKey.content.children.find((c: { key: string }) => c.key === "page")).toMatchObject({ count: 1, enabled: true });

    const [row] = await t.database.db.select().from(kitImports).where(eq(kitImports.id, r.body.id));
    expect(row).toMatchObject({
      status: "pending",
      fileName: "crumbella.zip",
      kitName: "crumbella-free-template-demo-file",
      actorEmail: "admin@aisle.test",
    });
    expect(row!.zip.byteLength).toBeGreaterThan(1000);
    const uploaded = await eventsNamed("kit_import_upload_file");
    expect(uploaded.at(-1)).toMatchObject({
      actorEmail: "admin@aisle.test",
      fields: { kit_name: "crumbella-free-template-demo-file", step: "review" },
    });
  });

  it("refuses a zip bomb, a `../` entry, a link and an XML entity with a clear error, keeping nothing but the failed status event", async () => {
    const manifest = { name: "manifest.json", data: JSON.stringify({ name: "hostile" }) };
    const cases: [Uint8Array, string, RegExp][] = [
      [zipOf([manifest, { name: "templates/1.json", data: new Uint8Array(8 * 1024 * 1024) }]), "kit_too_large", /zip bomb/],
      [zipOf([manifest, { name: "../../evil.json", data: "{}" }]), "kit_unsafe_entry", /outside its folder/],
      [zipOf([manifest, { name: "site-settings.json", data: "/etc/passwd", stored: true, mode: 0o120777 }]), "kit_unsafe_entry", /link/],
      [
        zipOf([manifest, { name: "wp-content/page/page.xml", data: '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>' }]),
        "kit_unsafe_xml",
        /entities/,
      ],
      [new TextEncoder().encode("PK not really"), "kit_invalid", /not a zip/],
    ];
    const imports = await rowCount(t, kitImports);
    for (const [bytes, code, message] of cases) {
      const before = (await eventsNamed("kit_import_status")).length;
      const r = await upload(bytes);
      expectError(r, 400, code);
      expect(r.body.message).toMatch(message);
      const status = await eventsNamed("kit_import_status");
      expect(status.length).toBe(before + 1);
      expect(status.at(-1)!.fields).toMatchObject({ success: false, error: r.body.message });
    }
    expect(await rowCount(t, kitImports)).toBe(imports);
  });

  it("takes a kit past the API's 1 MiB body limit, under its own (AISLE_KIT_MAX_BYTES)", async () => {
    const image = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 7919) % 251);
    const r = await upload(zipOf([...folderEntries(CRUMBELLA_DIR), { name: "images/cookie.jpg", data: image, stored: true }]));
    expect(r.status, r.text).toBe(201);
  });

  it("is the administrator's, with the nonce; a form without a file is 400", async () => {
    const kit = zipOf(folderEntries(CRUMBELLA_DIR));
    const imports = await rowCount(t, kitImports);
    expectError(await upload(kit, editor), 403, "forbidden");
    expectError(await upload(kit, { cookie: admin.cookie }), 403, "invalid_nonce");
    expectError(await upload(kit, {}), 401, "unauthorized");
    const empty = await fetch(t.url + IMPORTS, {
      method: "POST",
      body: new FormData(),
      headers: { cookie: admin.cookie, "x-aisle-nonce": admin.nonce, accept: "application/json" },
    });
    expect(empty.status).toBe(400);
    expectError(await jsonFetch(t.url, IMPORTS, { method: "POST", body: { file: "x" }, ...admin }), 415);
    expect(await rowCount(t, kitImports)).toBe(imports);
  });
});

describe("running a kit import and undoing it", () => {
  it("imports the kit's page as a published document that renders its text; Undo removes it", async () => {
    const review = await upload(zipOf(folderEntries(CRUMBELLA_DIR)));
    expect(review.status).toBe(201);
    const run = await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, { method: "POST", ...admin });
    expect(run.status, run.text).toBe(200);
    expect(run.body.status).toBe("imported");
    const page = run.body.results.find((r: { kind: string }) => r.kind === "page");
    expect(page).toMatchObject({ id: "31", title: "Home", ok: true, document_id: expect.any(Number) });
    const docId = page.document_id as number;
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, docId));
    expect(doc).toMatchObject({ title: "Home", status: "publish", type: "page" });
    expect(JSON.stringify(doc!.elements)).toContain("37dc52bc");
    expect(await eventsNamed("kit_import_status").then((e) => e.at(-1)!.fields)).toMatchObject({ success: true, step: "import" });
    expectError(await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, { method: "POST", ...admin }), 409, "kit_import_state");

    const undo = await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/undo`, { method: "POST", ...admin });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body).toMatchObject({
      status: "undone",
      removed: run.body.results.filter((r: { ok: boolean; kind: string }) => r.ok && r.kind !== "settings").length,
    });
    expect(await t.database.db.select().from(documents).where(eq(documents.id, docId))).toEqual([]);
    expect(await t.database.db.select().from(kitImportRows).where(eq(kitImportRows.kitImportId, review.body.id))).toEqual([]);
  });

  it("a broken page fails alone and is reported, and the status event says so", async () => {
    const entries = folderEntries(CRUMBELLA_DIR).map((e) =>
      e.name === "manifest.json"
        ? {
            ...e,
            data: JSON.stringify({
              ...JSON.parse(String(e.data)),
              content: { page: { 31: { title: "Home" }, 77: { title: "Broken" } } },
            }),
          }
        : e,
    );
    entries.push({ name: "content/page/77.json", data: "{ not json" });
    const review = await upload(zipOf(entries));
    expect(review.status, review.text).toBe(201);
    const run = await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, { method: "POST", ...admin });
    expect(run.status, run.text).toBe(200);
    const pages = run.body.results.filter((r: { kind: string }) => r.kind === "page");
    expect(pages).toMatchObject([
      { id: "31", ok: true },
      { id: "77", ok: false, error: expect.stringContaining('The page "Broken" (content/page/77.json) was not imported') },
      // The kit's WordPress page (wp-content/page) after its page-builder pages.
      { id: "2", ok: true, title: "Sample Page" },
    ]);
    const status = (await eventsNamed("kit_import_status")).at(-1)!;
    expect(status.fields).toMatchObject({ success: false, error: pages[1].error });
    await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/undo`, { method: "POST", ...admin });
  });

  it("is the administrator's: an editor is refused and nothing runs", async () => {
    const review = await upload(zipOf(folderEntries(CRUMBELLA_DIR)));
    expectError(await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, { method: "POST", ...editor }), 403, "forbidden");
    expectError(await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, { method: "POST", cookie: admin.cookie }), 403, "invalid_nonce");
    expectError(await jsonFetch(t.url, `${IMPORTS}/999999/run`, { method: "POST", ...admin }), 404);
    const [row] = await t.database.db.select().from(kitImports).where(eq(kitImports.id, review.body.id));
    expect(row!.status).toBe("pending");
  });
});
