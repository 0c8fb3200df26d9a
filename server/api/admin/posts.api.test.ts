/**
 * Posts in the admin API over a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): create, update, delete; drafts stay hidden from visitors until published;
 * slugs unique per type; body HTML sanitized; every change audited; refusals change nothing.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import type { AppLoadContext } from "react-router";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { loadPostPage } from "#app/posts/post-loaders.server";
import { MAX_PER_PAGE } from "#core/posts/post-query";

const BASE = "/api/admin/v1/posts";
const LOG = "/api/admin/v1/audit-log";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  [editor, admin] = await Promise.all([loginAs(t.url, "editor"), loginAs(t.url, "admin")]);
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

const recipe = (over: Record<string, unknown> = {}) => ({
  type: "recipe",
  title: "Harvest Squash Soup",
  excerpt: "A warming soup for cold evenings.",
  body: `<p>Roast the squash.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">more</a>`,
  terms: { recipe_category: ["soups"], diet: [] },
  recipe: {
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 4,
    recipeYield: "",
    ingredients: [{ quantity: "1", unit: "", name: "butternut squash", note: "cubed" }],
    steps: ["Roast the squash.", "Blend with stock."],
  },
  ...over,
});
const create = async (body: Record<string, unknown>, who: LoggedIn = editor) => {
  const r = await jsonFetch(t.url, BASE, { method: "POST", body, ...who });
  expect(r.status, r.text).toBe(201);
  return r.body;
};
/** Addresses of the published recipes filed under a category, as visitors get them. */
const publicUrls = async (category: string) =>
  (
    (await jsonFetch(t.url, `/api/content/v1/posts?type=recipe&recipe_category=${category}&per_page=${MAX_PER_PAGE}`)).body.items as {
      url: string;
    }[]
  ).map((i) => i.url);
/** The post's own page: its data, or the 404 the route answers. */
async function pageStatus(type: "recipe" | "article", slug: string): Promise<number> {
  try {
    await loadPostPage(new Request(`http://localhost/${type}s/${slug}`), { services: t.services } as unknown as AppLoadContext, type, slug);
    return 200;
  } catch (err) {
    return (err as { init?: { status?: number } }).init?.status ?? 500;
  }
}
const lastEntry = async () => (await jsonFetch(t.url, `${LOG}?per_page=1`, admin)).body.entries[0];

describe("posts in the admin API", () => {
  it("creates a draft with a slug from its title and sanitized body; visitors see it only once published", async () => {
    const post = await create(recipe());
    expect(post).toMatchObject({
      type: "recipe",
      slug: "harvest-squash-soup",
      status: "draft",
      url: "/recipes/harvest-squash-soup",
      terms: { recipe_category: ["soups"], diet: [] },
    });
    expect(post.recipe).toMatchObject({ prepMinutes: 15, servings: 4, steps: ["Roast the squash.", "Blend with stock."] });
    expect(post.body).toContain("Roast the squash.");
    expect(post.body).not.toMatch(/<script|onerror|javascript:/i);
    expect(await lastEntry()).toMatchObject({
      action: "post.create",
      target: { type: "post", id: String(post.id) },
      before: null,
      after: { slug: "harvest-squash-soup", status: "draft" },
    });

    expect(await publicUrls("soups")).not.toContain(post.url);
    expect(await pageStatus("recipe", post.slug)).toBe(404);

    const published = await jsonFetch(t.url, `${BASE}/${post.id}`, { method: "PUT", body: { status: "publish" }, ...editor });
    expect(published.status, published.text).toBe(200);
    expect(await publicUrls("soups")).toContain(post.url);
    expect(await pageStatus("recipe", post.slug)).toBe(200);
    expect(await lastEntry()).toMatchObject({ action: "post.publish", before: { status: "draft" }, after: { status: "publish" } });
  });

  it("updates fields, terms and recipe details; lists by type and search; deletes", async () => {
    const post = await create(
      recipe({ title: "Maple Oat Bars", slug: "maple-oat-bars", status: "publish", terms: { recipe_category: ["cookies-and-bars"] } }),
    );
    const r = await jsonFetch(t.url, `${BASE}/${post.id}`, {
      method: "PUT",
      body: {
        title: "Maple Oat Squares",
        terms: { recipe_category: ["dessert"], diet: ["vegetarian"] },
        recipe: { ingredients: [], steps: ["Bake."], servings: 12 },
      },
      ...admin,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      title: "Maple Oat Squares",
      slug: "maple-oat-bars",
      terms: { recipe_category: ["dessert"], diet: ["vegetarian"] },
      recipe: { servings: 12, steps: ["Bake."] },
    });
    expect(await publicUrls("dessert")).toContain("/recipes/maple-oat-bars");
    expect(await publicUrls("cookies-and-bars")).not.toContain("/recipes/maple-oat-bars");

    const list = await jsonFetch(t.url, `${BASE}?type=recipe&q=oat%20squares`, editor);
    expect(list.body).toMatchObject({ page: 1, total: 1, items: [{ id: post.id, title: "Maple Oat Squares" }] });
    const articles = await jsonFetch(t.url, `${BASE}?type=article&per_page=5&page=2`, editor);
    expect(articles.body.items).toHaveLength(5);
    expect(articles.body.items.every((i: { type: string }) => i.type === "article")).toBe(true);

    expect((await jsonFetch(t.url, `${BASE}/${post.id}`, { method: "DELETE", ...editor })).status).toBe(204);
    expectError(await jsonFetch(t.url, `${BASE}/${post.id}`, editor), 404, "not_found");
    expect(await publicUrls("dessert")).not.toContain("/recipes/maple-oat-bars");
    expect(await lastEntry()).toMatchObject({ action: "post.delete", before: { title: "Maple Oat Squares" }, after: null });
  });

  it("a taken slug is 400 naming the slug, a generated one takes the next free suffix; an article's slug may match a recipe's", async () => {
    const first = await create({ type: "article", title: "Pantry Basics", slug: "pantry-basics" });
    const second = await create({ type: "article", title: "Second Pantry" });
    const before = await fingerprint();
    const clash = await jsonFetch(t.url, BASE, {
      method: "POST",
      body: { type: "article", title: "Other", slug: "pantry-basics" },
      ...editor,
    });
    expectError(clash, 400, "invalid_param");
    expect(clash.body.data.params).toHaveProperty("slug");
    const renameClash = await jsonFetch(t.url, `${BASE}/${first.id}`, { method: "PUT", body: { slug: second.slug }, ...editor });
    expectError(renameClash, 400, "invalid_param");
    expect(changedTables(before, await fingerprint())).toEqual([]);
    const generated = await create({ type: "article", title: "Pantry Basics" });
    expect(generated.slug).toBe("pantry-basics-2");
    const recipeTwin = await create({ type: "recipe", title: "Pantry Basics" });
    expect(recipeTwin.slug).toBe("pantry-basics");
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const before = await fingerprint();
    const bad: Record<string, unknown>[] = [
      recipe({ title: "" }),
      recipe({ slug: "Not A Slug" }),
      recipe({ terms: { recipe_category: ["no-such-term"] } }),
      recipe({ terms: { category: ["kitchen-tips"] } }),
      recipe({ status: "live" }),
      recipe({ image: "javascript:alert(1)" }),
      { type: "article", title: "x", recipe: { ingredients: [], steps: [] } },
      recipe({ unknown: 1 }),
    ];
    for (const body of bad) expectError(await jsonFetch(t.url, BASE, { method: "POST", body, ...editor }), 400);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("shoppers and forms admins may not touch posts", async () => {
    const [shopper, forms] = await Promise.all([loginAs(t.url, "shopper"), loginAs(t.url, "forms")]);
    expectError(await jsonFetch(t.url, BASE, shopper), 403);
    expectError(await jsonFetch(t.url, BASE, { method: "POST", body: recipe(), ...forms }), 403);
    expectError(await jsonFetch(t.url, BASE), 401);
  });
});
