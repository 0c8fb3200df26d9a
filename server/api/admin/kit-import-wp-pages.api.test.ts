import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import { type LoggedIn, type TestServer } from "../../test/harness";
import { documents, kitImportRows } from "../../db/schema";
import { CRUMBELLA_DIR, folderEntries, zipOf, type ZipInput } from "../../test/zip-writer";
import { runKitImport, startEmptySite, undoKitImport } from "../../test/kit-import-calls";

const XML = "wp-content/page/page.xml";

let t: TestServer;
let admin: LoggedIn;
beforeAll(async () => {
  ({ site: t, owner: admin } = await startEmptySite());
});
afterAll(async () => {
  await t?.close();
});

const importKit = (entries: ZipInput[], body: object) => runKitImport(t, admin, zipOf(entries), body);
const undo = (id: number) => undoKitImport(t, admin, id);
const pagesAt = (slug: string) => t.database.db.select().from(documents).where(eq(documents.slug, slug));

describe("a kit's WordPress pages", () => {
  it("become plain pages with their title, slug and sanitized text; a second import skips their slugs; Undo removes them", async () => {
    const entries = folderEntries(CRUMBELLA_DIR).map((e) =>
      e.name === XML
        ? {
            ...e,
            data: String(e.data).replace(
              "<p>This is an example page.",
              '<script>alert(1)</script><p onclick="steal()">This is an example page.',
            ),
          }
        : e,
    );
    const body = { include: ["content/wp-page"] };
    const first = await importKit(entries, body);
    const part = first.review.sections
      .find((s: { key: string }) => s.key === "content")
      .children.find((c: { key: string }) => c.key === "wp-page");
    expect(part).toMatchObject({ count: 1, enabled: true });
    expect(first.results).toEqual([
      {
        kind: "page",
        id: "2",
        title: "Sample Page",
        ok: true,
        document_id: expect.any(Number),
        url: "/sample-page",
        warnings: expect.any(Array),
      },
    ]);
    const [page] = await pagesAt("sample-page");
    expect(page).toMatchObject({ type: "page", title: "Sample Page", status: "publish" });
    const html = JSON.stringify(page!.elements);
    expect(html).toContain("This is an example page.");
    expect(html).toContain("piña coladas");
    expect(html).not.toMatch(/<script|onclick|alert/);
    const tagged = await t.database.db.select().from(kitImportRows).where(eq(kitImportRows.kitImportId, first.id));
    expect(tagged).toEqual([expect.objectContaining({ targetType: "document", targetId: page!.id })]);

    const second = await importKit(entries, body);
    expect(second.results).toEqual([
      {
        kind: "page",
        id: "2",
        title: "Sample Page",
        ok: true,
        url: "/sample-page",
        warnings: ["A page at /sample-page is already on the site: it was left as it is, and this page not imported again."],
      },
    ]);
    expect(await pagesAt("sample-page")).toHaveLength(1);

    await undo(second.id);
    expect(await pagesAt("sample-page")).toHaveLength(1);
    await undo(first.id);
    expect(await pagesAt("sample-page")).toEqual([]);
  });
});
