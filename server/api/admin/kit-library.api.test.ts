import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { and, eq } from "drizzle-orm";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import type { ElementNode } from "#core/documents/document-types";
import { readKitContents } from "#core/kits/kit-contents";
import { htmlToText } from "#core/text/html-text";
import { renderDocument } from "#app/builder/render-document.server";
import { expectError, jsonFetch, login, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import type { AppLoadContext } from "react-router";
import type { PublicUser } from "#core/schemas/auth";
import { reviewLibraryKit } from "#app/admin/kits/kits.server";
import { documents, events, kitImports, users } from "../../db/schema";
import { DEMO } from "../../test/http";
import { readKitZip } from "../../services/kits/unzip";
import { CRUMBELLA_DIR, folderEntries, zipOf } from "../../test/zip-writer";

const EXPORT = "/api/admin/v1/kits/export";
const LIBRARY = "/api/admin/v1/kits/library";

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

async function download(base: string, path: string, who: Partial<LoggedIn>) {
  const headers: Record<string, string> = {};
  if (who.cookie) headers.cookie = who.cookie;
  if (who.nonce) headers["x-aisle-nonce"] = who.nonce;
  const res = await fetch(base + path, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function upload(base: string, bytes: Uint8Array, who: LoggedIn, name = "kit.zip") {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }), name);
  const res = await fetch(`${base}/api/admin/v1/kits/imports`, {
    method: "POST",
    body: form,
    headers: { cookie: who.cookie, "x-aisle-nonce": who.nonce, accept: "application/json" },
  });
  return { status: res.status, body: await res.json() };
}

/** A page's visible text as a visitor reads it: rendered, tags and styles gone, blank runs as one space. */
const visibleText = (doc: { id: number; elements: ElementNode[] }) =>
  htmlToText(renderDocument(doc, { editMode: false, breakpoints: DEFAULT_BREAKPOINTS }).parts.join(""))
    .replace(/\s+/g, " ")
    .trim();

const eventsNamed = (name: "export_kit_customization" | "kit_cloud_library_delete") =>
  t.database.db.select().from(events).where(eq(events.name, name));

describe("exporting the site as a kit", () => {
  it("answers a zip named <name>.zip that the kit reader accepts, naming every published page and template", async () => {
    const { res, bytes } = await download(
      t.url,
      `${EXPORT}?sections=settings,templates,content&name=harvest-lane&title=Harvest%20Lane&description=The%20demo`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="harvest-lane.zip"');
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    const kit = readKitContents(await readKitZip(bytes));
    const published = await t.database.db.select().from(documents).where(eq(documents.status, "publish"));
    const pages = published.filter((d) => d.type === "page");
    expect(kit.manifest).toMatchObject({ name: "harvest-lane", title: "Harvest Lane", description: "The demo", version: "3.0" });
    expect(Object.values(kit.manifest.content.page ?? {}).map((p) => p.title)).toEqual(expect.arrayContaining(pages.map((p) => p.title)));
    expect(Object.keys(kit.manifest.content.page ?? {})).toHaveLength(pages.length);
    expect(Object.keys(kit.manifest.templates)).toHaveLength(published.length - pages.length);
    for (const p of pages) expect(kit.files.has(`content/page/${p.id}.json`)).toBe(true);
    expect(kit.manifest["site-settings"].globalColors).toBe(true);
    expect(kit.files.has("site-settings.json")).toBe(true);
    expect((await eventsNamed("export_kit_customization")).at(-1)).toMatchObject({
      actorEmail: "admin@aisle.test",
      fields: { kit_name: "harvest-lane", section: "settings,templates,content", status: "success" },
    });
  });

  it("imports into an empty site with the same visible text on every page", async () => {
    const { bytes } = await download(t.url, `${EXPORT}?sections=content&name=round-trip`, admin);
    const empty = await startTestServer({ seed: false });
    try {
      await empty.services.auth.ensureUser({
        email: "owner@aisle.test",
        password: "a long password 42",
        name: "Owner",
        roles: ["administrator"],
      });
      const owner = await login(empty.url, "owner@aisle.test", "a long password 42");
      const review = await upload(empty.url, bytes, owner, "round-trip.zip");
      expect(review.status, JSON.stringify(review.body)).toBe(201);
      const run = await jsonFetch(empty.url, `/api/admin/v1/kits/imports/${review.body.id}/run`, { method: "POST", ...owner });
      expect(run.status, run.text).toBe(200);
      const source = (
        await t.database.db
          .select()
          .from(documents)
          .where(and(eq(documents.status, "publish"), eq(documents.type, "page")))
      ).sort((a, b) => a.id - b.id);
      const imported = await empty.database.db.select().from(documents);
      expect(run.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
      expect(imported).toHaveLength(source.length);
      for (const page of source) {
        const copy = imported.find((d) => d.title === page.title);
        expect(copy, page.title).toBeDefined();
        const text = visibleText(page);
        expect(text.length, page.title).toBeGreaterThan(0);
        expect(visibleText(copy!), page.title).toBe(text);
      }
    } finally {
      await empty.close();
    }
    // The whole demo's pages and articles imported on a second server.
  }, 60_000);

  it("refuses an unknown section, a bad name, another role and an anonymous caller; nothing is recorded", async () => {
    const before = (await eventsNamed("export_kit_customization")).length;
    const asJson = (path: string, who: Partial<LoggedIn>) => jsonFetch(t.url, path, who);
    expectError(await asJson(`${EXPORT}?sections=content,menus&name=a`, admin), 400, "invalid_param");
    expectError(await asJson(`${EXPORT}?sections=&name=a`, admin), 400, "invalid_param");
    expectError(await asJson(`${EXPORT}?sections=content&name=Not%20a%20name`, admin), 400, "invalid_param");
    expectError(await asJson(`${EXPORT}?sections=content&name=a`, editor), 403, "forbidden");
    expectError(await asJson(`${EXPORT}?sections=content&name=a`, {}), 401);
    expect((await eventsNamed("export_kit_customization")).length).toBe(before);
  });
});

describe("the kit library", () => {
  it("lists the starter kit, whose zip is a kit of the demo's pages and recipe card", async () => {
    const r = await jsonFetch(t.url, LIBRARY, admin);
    expect(r.status, r.text).toBe(200);
    expect(r.body.kits[0]).toMatchObject({
      id: "starter",
      source: "shipped",
      name: "aisle-grocery-starter",
      deletable: false,
      apply_url: "/admin/tools/import-kit?kit=starter",
    });
    expect(r.body.kits[0].counts.pages).toBeGreaterThan(5);
    const { res, bytes } = await download(t.url, `${LIBRARY}/starter/zip`, admin);
    expect(res.status).toBe(200);
    const kit = readKitContents(await readKitZip(bytes));
    expect(Object.values(kit.manifest.content.page ?? {}).map((p) => p.title)).toEqual(
      expect.arrayContaining(["About Us", "Recipe finder"]),
    );
    expect(Object.values(kit.manifest.templates).map((x) => x.doc_type)).toEqual(["loop-item"]);
  });

  it("deletes an uploaded kit that has not been imported, recording the library's event; an imported one and the starter stay", async () => {
    const crumbella = zipOf(folderEntries(CRUMBELLA_DIR));
    const pending = await upload(t.url, crumbella, admin, "crumbella.zip");
    const imported = await upload(t.url, crumbella, admin, "crumbella.zip");
    await jsonFetch(t.url, `/api/admin/v1/kits/imports/${imported.body.id}/run`, { method: "POST", ...admin });
    const listed = await jsonFetch(t.url, LIBRARY, admin);
    expect(listed.body.kits.find((k: { id: string }) => k.id === String(pending.body.id))).toMatchObject({
      source: "uploaded",
      title: "Crumbella Free Template Demo File",
      counts: { pages: 1, templates: 7 },
      deletable: true,
    });

    expectError(await jsonFetch(t.url, `${LIBRARY}/${pending.body.id}`, { method: "DELETE", ...editor }), 403, "forbidden");
    expectError(await jsonFetch(t.url, `${LIBRARY}/${pending.body.id}`, { method: "DELETE", cookie: admin.cookie }), 403, "invalid_nonce");
    expectError(await jsonFetch(t.url, `${LIBRARY}/starter`, { method: "DELETE", ...admin }), 409, "kit_shipped");
    expectError(await jsonFetch(t.url, `${LIBRARY}/${imported.body.id}`, { method: "DELETE", ...admin }), 409, "kit_import_state");
    expectError(await jsonFetch(t.url, `${LIBRARY}/999999`, { method: "DELETE", ...admin }), 404);
    expectError(await jsonFetch(t.url, `${LIBRARY}/x1`, { method: "DELETE", ...admin }), 400, "invalid_param");
    const count = await rowCount(t, kitImports);

    const gone = await jsonFetch(t.url, `${LIBRARY}/${pending.body.id}`, { method: "DELETE", ...admin });
    expect(gone.status, gone.text).toBe(200);
    expect(await rowCount(t, kitImports)).toBe(count - 1);
    expect((await eventsNamed("kit_cloud_library_delete")).at(-1)).toMatchObject({
      actorEmail: "admin@aisle.test",
      fields: {
        kit_cloud_id: String(pending.body.id),
        kit_apply_url: `/admin/tools/import-kit?kit=${pending.body.id}`,
        kit_name: "crumbella-free-template-demo-file",
      },
    });
  });
});

describe("the import screen's ?kit= (Apply)", () => {
  const context = () => ({ services: t.services }) as unknown as AppLoadContext;
  const adminUser = async () => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    return u as unknown as PublicUser;
  };

  it("opens an uploaded kit's waiting import, makes the starter's once through the upload's checks, and names a kit that is not there", async () => {
    const user = await adminUser();
    const uploaded = await upload(t.url, zipOf(folderEntries(CRUMBELLA_DIR)), admin, "apply-me.zip");
    expect(uploaded.status).toBe(201);
    const same = await reviewLibraryKit(context(), user, String(uploaded.body.id));
    expect(same).toMatchObject({ error: "", review: { id: uploaded.body.id, status: "pending", kit: { name: uploaded.body.kit.name } } });

    const before = await rowCount(t, kitImports);
    const starter = await reviewLibraryKit(context(), user, "starter");
    expect(starter.error).toBe("");
    expect(starter.review!.kit.title).toBe("Grocery starter kit");
    expect(starter.review!.sections.find((s) => s.key === "content")!.count).toBeGreaterThan(0);
    const again = await reviewLibraryKit(context(), user, "starter");
    expect(again.review!.id).toBe(starter.review!.id);
    expect(await rowCount(t, kitImports)).toBe(before + 1);

    expect(await reviewLibraryKit(context(), user, "999999")).toEqual({ review: null, error: "No kit in the library has this id." });
    for (const id of [uploaded.body.id, starter.review!.id])
      expect((await jsonFetch(t.url, `${LIBRARY}/${id}`, { method: "DELETE", ...admin })).status).toBe(200);
  });
});
