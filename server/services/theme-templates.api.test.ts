/**
 * Website templates over real HTTP and the real pages (docs/design/website-templates.md): the crumbella kit's
 * header, footer, single-post and 404 templates imported as template files with the kit manifest's
 * conditions take their places; an excluded page gets the site's own header and footer back, and a
 * condition change shows on the next request.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { builtPages, type BuiltPages } from "../test/built-pages";

const KIT = join(import.meta.dirname, "../test/fixtures/kits/crumbella");
const manifest = JSON.parse(readFileSync(join(KIT, "manifest.json"), "utf8")) as {
  templates: Record<string, { title: string; doc_type: string; conditions?: unknown[] }>;
};

/** A kit template as a template file: its content, the manifest's title, type and conditions. */
function templateFile(kitId: string) {
  const entry = manifest.templates[kitId]!;
  const file = JSON.parse(readFileSync(join(KIT, "templates", `${kitId}.json`), "utf8")) as Record<string, unknown>;
  return { ...file, title: entry.title, type: entry.doc_type, conditions: entry.conditions };
}

let site: BuiltPages;
let t: TestServer;
let editor: LoggedIn;
const ids: Record<string, number> = {};

beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site } });
  editor = await loginAs(t.url, "editor");
  for (const kitId of ["29", "27", "15", "13"]) {
    const r = await jsonFetch(t.url, "/api/admin/v1/documents/import", { body: templateFile(kitId), ...editor });
    expect(r.status, r.text).toBe(201);
    ids[kitId] = r.body.id;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = async (path: string, cookie?: string) => {
  const res = await fetch(t.url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
};

const HEADER_TEXT = 'data-elementor-type="header"';
const FOOTER_TEXT = "Prithviraj Road";
const BUILT_IN_HEADER = 'id="site-header"';

describe("the kit's templates in their places", () => {
  it("keeps the manifest's conditions on import, as Elementor's strings", async () => {
    const header = await jsonFetch(t.url, `/api/admin/v1/documents/${ids["29"]}`, editor);
    expect(header.body.type).toBe("header");
    expect(header.body.settings.conditions).toEqual(["include/general"]);
    const missing = await jsonFetch(t.url, `/api/admin/v1/documents/${ids["13"]}`, editor);
    expect(missing.body.type).toBe("error-404");
    expect(missing.body.settings.conditions).toEqual(["include/singular/not_found404"]);
  });

  it("shows the header and footer templates on every page in place of the site's own", async () => {
    for (const path of ["/", "/about-us", "/shop", "/recipes"]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(HEADER_TEXT);
      expect(html, path).toContain("Crumbella");
      expect(html, path).toContain(FOOTER_TEXT);
      expect(html, path).not.toContain(BUILT_IN_HEADER);
    }
  });

  it("lays a recipe out with the single-post template, its title filled in", async () => {
    const recipes = await jsonFetch(t.url, "/api/content/v1/posts?type=recipe&per_page=1");
    const recipe = recipes.body.items[0] as { title: string; url: string };
    const { status, html } = await get(recipe.url);
    expect(status).toBe(200);
    expect(html).toContain(`data-elementor-id="${ids["15"]}"`);
    expect(html).toMatch(
      new RegExp(`elementor-heading-title[^>]*>(<a [^>]*>)?${recipe.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/&/g, "&amp;")}`),
    );
    expect(html).not.toContain("post--recipe");
  });

  it("answers an unknown address with the 404 template and status 404", async () => {
    for (const path of ["/no-such-page-anywhere", "/recipes/no-such-recipe", "/recipes/category/no-such-category", "/a/b/c"]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain("404 Not Found");
      expect(html, path).toContain(HEADER_TEXT);
    }
  });

  it("lays the search and a recipe category's list out with their templates, the most specific winning", async () => {
    const heading = (id: string, title: string) => [
      { id, elType: "widget" as const, widgetType: "heading", settings: { title }, elements: [] },
    ];
    const recipes = await jsonFetch(t.url, "/api/content/v1/posts?type=recipe&per_page=1");
    const category = (recipes.body.items[0] as { terms: { recipe_category: string[] } }).terms.recipe_category[0]!;
    const make = (type: "search-results" | "archive", slug: string, title: string, conditions: string[]) =>
      t.services.documents.create({
        type,
        title,
        slug,
        status: "publish",
        settings: { conditions },
        elements: heading(`a${slug.length}b${title.length}c1`, title),
      });
    await make("search-results", "search-layout-test", "Search layout", ["include/archive/search"]);
    await make("archive", "every-list-test", "Every list layout", ["include/archive"]);
    await make("archive", "category-list-test", "Category layout", [`include/archive/recipe_category/${category}`]);
    const search = await get("/?s=bread");
    expect(search.html).toContain("Search layout");
    const list = await get(`/recipes/category/${category}`);
    expect(list.html).toContain("Category layout");
    expect(list.html).not.toContain("Every list layout");
    const all = await get("/recipes");
    expect(all.html).toContain("Every list layout");
    expect(all.html).not.toContain("Category layout");
  });

  it("matches a recipe category named by its term id, as Elementor writes it, and by its slug", async () => {
    const recipes = await jsonFetch(t.url, "/api/content/v1/posts?type=recipe&per_page=1");
    const recipe = recipes.body.items[0] as { url: string; terms: { recipe_category: string[] } };
    const slug = recipe.terms.recipe_category[0]!;
    const find = (nodes: { id: number; slug: string; children: unknown[] }[]): number | undefined =>
      nodes.flatMap((n) => (n.slug === slug ? [n.id] : [find(n.children as typeof nodes)].filter((x) => x !== undefined)))[0];
    const termId = find(await t.services.posts.terms("recipe_category"))!;
    expect(termId).toBeGreaterThan(0);
    const heading = (id: string, title: string) => [
      { id, elType: "widget" as const, widgetType: "heading", settings: { title }, elements: [] },
    ];
    const list = await t.services.documents.create({
      type: "archive",
      title: "Category by id layout",
      slug: "category-by-id-test",
      status: "publish",
      settings: { conditions: [`include/archive/recipe_category/${termId}`] },
      elements: heading("d1e2f3a4", "Category by id layout"),
    });
    const single = await t.services.documents.create({
      type: "single-post",
      title: "In category by id layout",
      slug: "in-category-by-id-test",
      status: "publish",
      settings: { conditions: [`include/singular/in_recipe_category/${termId}`] },
      elements: heading("d1e2f3a5", "In category by id layout"),
    });
    try {
      expect((await get(`/recipes/category/${slug}`)).html).toContain("Category by id layout");
      expect((await get("/recipes")).html).not.toContain("Category by id layout");
      expect((await get(recipe.url)).html).toContain("In category by id layout");
    } finally {
      await t.services.documents.update(list.id, { status: "draft" });
      await t.services.documents.update(single.id, { status: "draft" });
    }
    expect((await get(`/recipes/category/${slug}`)).html).not.toContain("Category by id layout");
  });

  it("previews a draft header for an editor at a page where it would apply, never for visitors", async () => {
    const { id } = await t.services.documents.create({
      type: "header",
      title: "Draft header",
      slug: "draft-header-preview",
      status: "draft",
      settings: { conditions: ["include/general", "exclude/singular/front_page"] },
      elements: [{ id: "d7a2f0e1", elType: "widget", widgetType: "heading", settings: { title: "Draft header preview" }, elements: [] }],
    });
    const opened = await get(`/admin/documents/${id}/preview`, editor.cookie);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/recipes?theme_template_id=${id}`);
    expect((await get(opened.location!, editor.cookie)).html).toContain("Draft header preview");
    expect((await get(opened.location!)).html).not.toContain("Draft header preview");
    expect((await get(`/admin/documents/${id}/preview?v=1`, editor.cookie)).status).toBe(200);
  });

  it("gives an excluded page the site's own header and footer back, on the next request", async () => {
    const about = await t.services.documents.published("about-us");
    expect((await get("/about-us")).html).toContain(HEADER_TEXT);
    for (const id of [ids["29"]!, ids["27"]!]) {
      const doc = await t.services.documents.get(id);
      await t.services.documents.update(id, {
        settings: { ...doc.settings, conditions: ["include/general", `exclude/singular/page/${about!.id}`] },
      });
    }
    const excluded = await get("/about-us");
    expect(excluded.html).toContain(BUILT_IN_HEADER);
    expect(excluded.html).not.toContain(HEADER_TEXT);
    expect(excluded.html).not.toContain(FOOTER_TEXT);
    const elsewhere = await get("/shop");
    expect(elsewhere.html).toContain(HEADER_TEXT);
  });

  it("saves conditions from the templates screen only for editors with the page's nonce, refusing what cannot be read", async () => {
    const id = ids["27"]!;
    const before = (await t.services.documents.get(id)).settings["conditions"];
    const post = (who: LoggedIn | null, fields: [string, string][]) =>
      fetch(`${t.url}/admin/templates`, {
        method: "POST",
        headers: { origin: t.url, "content-type": "application/x-www-form-urlencoded", ...(who ? { cookie: who.cookie } : {}) },
        body: new URLSearchParams([["intent", "conditions"], ["id", String(id)], ...fields]),
        redirect: "manual",
      });
    const shopper = await loginAs(t.url, "shopper");
    expect(
      (
        await post(shopper, [
          ["nonce", shopper.nonce],
          ["condition", "include/singular/recipe"],
        ])
      ).status,
    ).toBe(403);
    expect((await post(editor, [["condition", "include/singular/recipe"]])).status).toBe(403);
    expect(
      (
        await post(editor, [
          ["nonce", editor.nonce],
          ["condition", "include/nowhere/../x"],
        ])
      ).status,
    ).toBe(400);
    expect((await t.services.documents.get(id)).settings["conditions"]).toEqual(before);

    const saved = await post(editor, [
      ["nonce", editor.nonce],
      ["condition", "include/singular/recipe"],
      ["condition", "exclude/archive/search"],
    ]);
    expect(saved.status).toBe(302);
    expect((await t.services.documents.get(id)).settings["conditions"]).toEqual(["include/singular/recipe", "exclude/archive/search"]);
    const audit = await jsonFetch(
      t.url,
      `/api/admin/v1/audit-log?entity=document&action=document.update&actor=editor`,
      await loginAs(t.url, "admin"),
    );
    expect(JSON.stringify(audit.body)).toContain("include/singular/recipe");
  });
});
