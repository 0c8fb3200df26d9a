/**
 * The posts service over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the
 * typed query the loop grid builds, one post with its recipe details, the term trees with their
 * counts, and writes that are checked against the limits on stored values before anything is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { changedTables, fingerprinter } from "../test/db-fingerprint";
import { DEMO_RECIPES } from "../db/seed/posts/demo-posts";
import { FIELD_LIMITS, RECIPE_LIMITS } from "../../core/limits/limits";
import type { PostInput } from "../../core/schemas/posts";
import type { TermNode } from "../../core/posts/types";
import { isApiError } from "../http/errors";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const recipeInput = (over: Partial<PostInput> = {}): PostInput => ({
  type: "recipe",
  slug: "weeknight-test-recipe",
  title: "Weeknight Test Recipe",
  publishedAt: "2026-03-01T12:00:00Z",
  recipe: { prepMinutes: 5, cookMinutes: 10, servings: 2, ingredients: [{ quantity: "1", unit: "cup", name: "rice" }], steps: ["Cook."] },
  terms: { recipe_category: ["dinner"] },
  ...over,
});

/** The error a call rejects with, as status, code and the parameter(s) it names. */
async function refusal(p: Promise<unknown>): Promise<{ status: number; code: string; params: string[] }> {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(err)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return { status: err.status, code: err.code, params: Object.keys((err.extra.params as Record<string, string> | undefined) ?? {}) };
}

const find = (nodes: readonly TermNode[], slug: string): TermNode | undefined => {
  for (const n of nodes) {
    if (n.slug === slug) return n;
    const below = find(n.children, slug);
    if (below) return below;
  }
  return undefined;
};

describe("posts.list (the typed query)", () => {
  it("combines filters of several taxonomies, each with its own join and children", async () => {
    const page = await t.services.posts.list({
      type: "recipe",
      filters: [
        { taxonomy: "recipe_category", terms: ["dinner"], join: "OR", includeChildren: true },
        { taxonomy: "diet", terms: ["vegan", "gluten-free"], join: "AND" },
      ],
      perPage: 50,
    });
    const expected = DEMO_RECIPES.filter(
      (r) =>
        ["dinner", "pasta", "grilling", "slow-cooker", "one-pan"].some((c) => r.terms.recipe_category?.includes(c)) &&
        r.terms.diet?.includes("vegan") &&
        r.terms.diet.includes("gluten-free"),
    );
    expect(page.items.map((i) => i.slug).sort()).toEqual(expected.map((r) => r.slug).sort());
    expect(page).toMatchObject({ total: expected.length, page: 1, perPage: 50, totalPages: 1 });
    expect(page.items[0]!.terms.diet).toEqual(expect.arrayContaining([{ slug: "vegan", name: "Vegan" }]));
  });

  it("answers the same cached page for the same query written differently, until content changes", async () => {
    const a = await t.services.posts.list({ type: "recipe", filters: [{ taxonomy: "diet", terms: ["vegan", "gluten-free"], join: "OR" }] });
    const b = await t.services.posts.list({
      type: "recipe",
      filters: [{ taxonomy: "diet", terms: ["gluten-free", "vegan", "vegan"], join: "OR" }],
      page: 1,
      orderBy: "date",
    });
    expect(b).toBe(a);
    await t.services.version.bump();
    const c = await t.services.posts.list({ type: "recipe", filters: [{ taxonomy: "diet", terms: ["vegan", "gluten-free"], join: "OR" }] });
    expect(c).not.toBe(a);
    expect(c).toEqual(a);
  });

  it("refuses a taxonomy of the other type or a page out of bounds with 400 naming it", async () => {
    expect(
      await refusal(t.services.posts.list({ type: "article", filters: [{ taxonomy: "recipe_category", terms: ["dinner"], join: "OR" }] })),
    ).toEqual({ status: 400, code: "invalid_param", params: ["recipe_category"] });
    expect(await refusal(t.services.posts.list({ type: "recipe", perPage: 500 }))).toMatchObject({ status: 400, params: ["per_page"] });
  });
});

describe("posts.get", () => {
  it("answers a recipe with its details and named terms", async () => {
    const demo = DEMO_RECIPES.find((r) => r.slug === "sheet-pan-lemon-chicken")!;
    const post = await t.services.posts.get("recipe", "sheet-pan-lemon-chicken");
    expect(post).toMatchObject({
      type: "recipe",
      title: "Sheet Pan Lemon Chicken",
      url: "/recipes/sheet-pan-lemon-chicken",
      author: demo.author,
      publishedAt: demo.publishedAt.toISOString(),
      terms: { recipe_category: [{ slug: "one-pan", name: "One Pan" }], diet: [{ slug: "gluten-free", name: "Gluten-Free" }] },
      recipe: { prepMinutes: 15, cookMinutes: 40, servings: 4, ingredients: demo.recipe!.ingredients, steps: demo.recipe!.steps },
    });
    expect(post!.body).toContain("Cook's tip:");
  });

  it("answers an article without recipe details, and null for another type's slug, a missing slug or a draft", async () => {
    expect(await t.services.posts.get("article", "the-summer-grilling-guide")).toMatchObject({
      type: "article",
      recipe: null,
      terms: { category: [{ slug: "seasonal" }, { slug: "entertaining" }] },
    });
    expect(await t.services.posts.get("article", "sheet-pan-lemon-chicken")).toBeNull();
    expect(await t.services.posts.get("recipe", "no-such-recipe")).toBeNull();
    await t.services.posts.create(recipeInput({ slug: "unpublished-idea", status: "draft" }));
    expect(await t.services.posts.get("recipe", "unpublished-idea")).toBeNull();
  });
});

describe("posts.terms", () => {
  it("gives each taxonomy's tree in order, counting a term's own posts and those below it once each", async () => {
    const tree = await t.services.posts.terms("recipe_category");
    expect(tree.map((n) => n.slug)).toEqual(["breakfast", "lunch", "dinner", "dessert", "sides", "snacks", "drinks"]);
    const dinner = find(tree, "dinner")!;
    expect(dinner.children.map((c) => c.slug)).toEqual(["pasta", "grilling", "slow-cooker", "one-pan"]);
    const published = DEMO_RECIPES;
    const under = (slugs: string[]) => published.filter((r) => slugs.some((s) => r.terms.recipe_category?.includes(s))).length;
    expect(dinner.count).toBe(under(["dinner"]));
    expect(dinner.total).toBe(under(["dinner", "pasta", "grilling", "slow-cooker", "one-pan"]));
    expect(find(tree, "pasta")).toMatchObject({ parent: "dinner", count: under(["pasta"]), total: under(["pasta"]) });
    // Lunch counts the slow-cooker soup once, though it is filed under soups and slow cooker.
    expect(find(tree, "lunch")!.total).toBe(under(["lunch", "sandwiches", "soups"]));
    expect((await t.services.posts.terms("diet")).map((n) => n.slug)).toEqual(["vegetarian", "vegan", "gluten-free"]);
    expect((await t.services.posts.terms("category")).map((n) => n.slug)).toContain("healthy-living");
  });
});

describe("posts.create", () => {
  it("stores a post with its body sanitized like CMS html, its recipe details and terms", async () => {
    const { id, url } = await t.services.posts.create(
      recipeInput({
        slug: "safe-body",
        body: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        terms: { recipe_category: ["pasta"], diet: ["vegetarian"] },
      }),
    );
    expect(url).toBe("/recipes/safe-body");
    const post = (await t.services.posts.get("recipe", "safe-body"))!;
    expect(post.id).toBe(id);
    expect(post.body).toBe("<p>Hello <a>x</a></p>");
    expect(post.recipe!.ingredients).toEqual([{ quantity: "1", unit: "cup", name: "rice", note: "" }]);
    expect(post.terms).toEqual({ recipe_category: [{ slug: "pasta", name: "Pasta" }], diet: [{ slug: "vegetarian", name: "Vegetarian" }] });
  });

  it("refuses what breaks a limit or names what does not exist, storing nothing and changing no version", async () => {
    const fingerprint = await fingerprinter(t.database);
    const before = await fingerprint();
    const version = t.services.version.current();
    const recipe = recipeInput().recipe!;
    const cases: [PostInput, number, string][] = [
      [recipeInput({ title: "x".repeat(FIELD_LIMITS.title + 1) }), 400, "title"],
      [recipeInput({ excerpt: "x".repeat(FIELD_LIMITS.excerpt + 1) }), 400, "excerpt"],
      [recipeInput({ slug: "Not A Slug" }), 400, "slug"],
      [recipeInput({ body: "nul \u0000 inside" }), 400, "body"],
      [recipeInput({ body: "x".repeat(600 * 1024) }), 400, "body"],
      [recipeInput({ image: "javascript:alert(1)" }), 400, "image"],
      [
        recipeInput({
          recipe: { ...recipe, ingredients: Array.from({ length: RECIPE_LIMITS.ingredients + 1 }, () => ({ name: "salt" })) },
        }),
        400,
        "recipe.ingredients",
      ],
      [recipeInput({ recipe: { ...recipe, steps: ["x".repeat(FIELD_LIMITS.recipeStep + 1)] } }), 400, "recipe.steps.0"],
      [recipeInput({ recipe: { ...recipe, cookMinutes: RECIPE_LIMITS.minutes + 1 } }), 400, "recipe.cookMinutes"],
      [recipeInput({ recipe: null }), 400, "recipe"],
      [{ ...recipeInput(), type: "article" }, 400, "recipe"],
      [recipeInput({ terms: { recipe_category: ["no-such-category"] } }), 400, "terms.recipe_category"],
      [recipeInput({ terms: { category: ["seasonal"] } }), 400, "terms.category"],
      [recipeInput({ slug: "sheet-pan-lemon-chicken" }), 409, ""],
    ];
    for (const [input, status, param] of cases) {
      const r = await refusal(t.services.posts.create(input));
      expect(r.status, param).toBe(status);
      if (param) expect(r.params, JSON.stringify(r)).toContain(param);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(t.services.version.current()).toBe(version);
  });

  it("takes the same slug for a recipe and an article", async () => {
    await t.services.posts.create({
      type: "article",
      slug: "sheet-pan-lemon-chicken",
      title: "The Story of Our Sheet Pan Chicken",
      publishedAt: "2024-01-01",
      terms: { category: ["store-news"] },
    });
    expect((await t.services.posts.get("article", "sheet-pan-lemon-chicken"))?.title).toBe("The Story of Our Sheet Pan Chicken");
    expect((await t.services.posts.get("recipe", "sheet-pan-lemon-chicken"))?.title).toBe("Sheet Pan Lemon Chicken");
  });
});
