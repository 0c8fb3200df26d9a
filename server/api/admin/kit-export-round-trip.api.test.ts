import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { htmlToText } from "#core/text/html-text";
import { loginAs, type LoggedIn, type TestServer, startTestServer } from "../../test/harness";
import { runKitImport, startEmptySite, undoKitImport } from "../../test/kit-import-calls";
import { documents, posts, postTerms, siteMenus, taxonomyTerms } from "../../db/schema";
import { documentUrl } from "../../services/documents";

const SECTIONS = "settings,templates,content,menus-terms,plugins";
const MENU_TITLE = `Fresh & "Local" <Picks>`;

let source: TestServer;
let target: TestServer;
let admin: LoggedIn;
let owner: LoggedIn;
let zip: Uint8Array;

const importZip = () => runKitImport(target, owner, zip);
const undo = (id: number) => undoKitImport(target, owner, id);

/** The source site's published articles with their categories' slugs, by slug. */
async function articlesOf(t: TestServer) {
  const rows = await t.database.db
    .select()
    .from(posts)
    .where(and(eq(posts.type, "article"), eq(posts.status, "publish")));
  const links = rows.length
    ? await t.database.db
        .select({ postId: postTerms.postId, slug: taxonomyTerms.slug })
        .from(postTerms)
        .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, postTerms.termId))
        .where(
          and(
            inArray(
              postTerms.postId,
              rows.map((r) => r.id),
            ),
            eq(taxonomyTerms.taxonomy, "category"),
          ),
        )
    : [];
  return new Map(
    rows.map((r) => [
      r.slug,
      {
        ...r,
        categories: links
          .filter((l) => l.postId === r.id)
          .map((l) => l.slug)
          .sort(),
      },
    ]),
  );
}
const categoriesOf = (t: TestServer) =>
  t.database.db
    .select({ slug: taxonomyTerms.slug, name: taxonomyTerms.name })
    .from(taxonomyTerms)
    .where(eq(taxonomyTerms.taxonomy, "category"));

beforeAll(async () => {
  let empty: Awaited<ReturnType<typeof startEmptySite>>;
  [source, empty] = await Promise.all([startTestServer(), startEmptySite()]);
  ({ site: target, owner } = empty);
  admin = await loginAs(source.url, "admin");
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe("a kit exported with every section, imported into an empty site", () => {
  it("brings the menus linking the pages' new addresses, the categories and the articles; a second import duplicates none; Undo removes them", async () => {
    const db = source.database.db;
    const pages = (
      await db
        .select()
        .from(documents)
        .where(and(eq(documents.status, "publish"), eq(documents.type, "page")))
    ).sort((a, b) => a.id - b.id);
    const sourceArticles = await articlesOf(source);
    const [article] = [...sourceArticles.values()];
    expect(pages.length).toBeGreaterThan(1);
    expect(article).toBeDefined();
    await db.insert(siteMenus).values({
      slug: "main-menu",
      title: MENU_TITLE,
      tree: [
        { id: 1, title: "About & <us>", url: documentUrl(pages[1]!.slug), children: [] },
        {
          id: 2,
          title: "Read",
          url: `/articles/${article!.slug}`,
          children: [{ id: 3, title: `"Deals"`, url: "/weekly-ad", children: [] }],
        },
      ],
    });

    const res = await fetch(`${source.url}/api/admin/v1/kits/export?sections=${SECTIONS}&name=demo`, {
      headers: { cookie: admin.cookie, "x-aisle-nonce": admin.nonce },
    });
    expect(res.status).toBe(200);
    zip = new Uint8Array(await res.arrayBuffer());

    const first = await importZip();
    expect(
      first.results.every((r) => r.ok),
      JSON.stringify(first.results.filter((r) => !r.ok)),
    ).toBe(true);
    const newPage = first.results.find((r) => r.kind === "page" && r.id === String(pages[1]!.id))!;
    expect(newPage.url).toMatch(/^\//);

    const menus = await target.database.db.select().from(siteMenus);
    expect(menus.map((m) => [m.slug, m.title])).toEqual([["main-menu", MENU_TITLE]]);
    expect(menus[0]!.tree).toEqual([
      { id: 1, title: "About & <us>", url: newPage.url, children: [] },
      { id: 2, title: "Read", url: `/articles/${article!.slug}`, children: [{ id: 3, title: `"Deals"`, url: "/weekly-ad", children: [] }] },
    ]);

    const sourceCategories = await categoriesOf(source);
    expect(sourceCategories.length).toBeGreaterThan(0);
    expect(await categoriesOf(target)).toEqual(expect.arrayContaining(sourceCategories));

    const imported = await articlesOf(target);
    expect([...imported.keys()].sort()).toEqual([...sourceArticles.keys()].sort());
    for (const [slug, a] of sourceArticles) {
      const copy = imported.get(slug)!;
      expect(copy.title, slug).toBe(a.title);
      expect(htmlToText(copy.body), slug).toBe(htmlToText(a.body));
      expect(copy.excerpt, slug).toBe(a.excerpt);
      expect(copy.publishedAt.toISOString().slice(0, 19), slug).toBe(a.publishedAt.toISOString().slice(0, 19));
      expect(copy.categories, slug).toEqual(a.categories);
    }

    const counts = async () => ({
      menus: (await target.database.db.select().from(siteMenus)).length,
      categories: (await categoriesOf(target)).length,
      articles: (await articlesOf(target)).size,
    });
    const once = await counts();
    const second = await importZip();
    expect(second.results.filter((r) => r.kind === "term")).toEqual([]);
    expect(second.results.filter((r) => r.kind === "post").every((r) => r.warnings?.[0]?.includes("already on the site"))).toBe(true);
    expect(await counts()).toEqual(once);

    await undo(second.id);
    expect(await counts()).toEqual(once);
    await undo(first.id);
    expect(await counts()).toEqual({ menus: 0, categories: 0, articles: 0 });
    // Two imports of the whole demo site and two undos.
  }, 120_000);
});
