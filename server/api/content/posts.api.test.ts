/**
 * GET /api/content/v1/posts over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), seeded with the demo recipes and articles. The app serves pages through a stand-in renderer,
 * so the public answer cache is on as in production.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageHandler } from "../../app";
import { expectError, jsonFetch, loginAs, startTestServer, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { DEMO_ARTICLES, DEMO_RECIPES, type DemoPost } from "../../db/seed/posts/demo-posts";
import { flattenTerms, RECIPE_CATEGORIES } from "../../db/seed/posts/taxonomy";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "#core/posts/post-query";

const stubPages: PageHandler = async () =>
  new Response("<!doctype html><title>page</title>", { headers: { "Content-Type": "text/html; charset=utf-8" } });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ app: { pages: stubPages } });
});
afterAll(async () => {
  await t?.close();
});

interface Item {
  id: number;
  title: string;
  url: string;
  excerpt: string;
  image: string | null;
  terms: Record<string, string[]>;
}
interface Answer {
  items: Item[];
  total: number;
}

const get = (query: string) => jsonFetch<Answer>(t.url, `/api/content/v1/posts?${query}`);
/** Every matching post's address, reading all pages. */
async function allUrls(query: string): Promise<string[]> {
  const r = await get(`${query}&per_page=${MAX_PER_PAGE}`);
  const second = r.body.total > MAX_PER_PAGE ? (await get(`${query}&per_page=${MAX_PER_PAGE}&page=2`)).body.items : [];
  return [...r.body.items, ...second].map((i) => i.url);
}

const newestFirst = (list: readonly DemoPost[]) => [...list].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
const urlsOf = (list: readonly DemoPost[]) => newestFirst(list).map((p) => `/${p.type}s/${p.slug}`);
/** A recipe category and every category below it. */
const withChildren = (slug: string): string[] => {
  const all = flattenTerms(RECIPE_CATEGORIES);
  const below = (s: string): string[] => [s, ...all.filter((t) => t.parent === s).flatMap((t) => below(t.slug))];
  return below(slug);
};
const has = (taxonomy: "recipe_category" | "diet", slugs: string[]) => (p: DemoPost) =>
  (p.terms[taxonomy] ?? []).some((s) => slugs.includes(s));

describe("GET /api/content/v1/posts", () => {
  it("lists published recipes newest first, in the documented shape, with every match counted", async () => {
    const r = await get("type=recipe");
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(DEMO_RECIPES.length);
    expect(r.body.items).toHaveLength(DEFAULT_PER_PAGE);
    expect(r.body.items.map((i) => i.url)).toEqual(urlsOf(DEMO_RECIPES).slice(0, DEFAULT_PER_PAGE));
    const first = newestFirst(DEMO_RECIPES)[0]!;
    expect(r.body.items[0]).toEqual({
      id: expect.any(Number),
      title: first.title,
      url: `/recipes/${first.slug}`,
      excerpt: first.excerpt,
      image: first.image,
      terms: { recipe_category: [...first.terms.recipe_category!], diet: [...first.terms.diet!] },
    });
  });

  it("lists articles with their category terms only", async () => {
    const r = await get(`type=article&per_page=${MAX_PER_PAGE}`);
    expect(r.body.total).toBe(DEMO_ARTICLES.length);
    expect(r.body.items.map((i) => i.url)).toEqual(urlsOf(DEMO_ARTICLES));
    for (const i of r.body.items) expect(Object.keys(i.terms)).toEqual(["category"]);
  });

  it("filters by a term, by itself or with the terms below it when include_children is asked", async () => {
    expect(await allUrls("type=recipe&recipe_category=pasta")).toEqual(urlsOf(DEMO_RECIPES.filter(has("recipe_category", ["pasta"]))));
    const dinnerOnly = await allUrls("type=recipe&recipe_category=dinner");
    const dinnerAll = await allUrls("type=recipe&recipe_category=dinner&include_children=true");
    expect(dinnerOnly).toEqual(urlsOf(DEMO_RECIPES.filter(has("recipe_category", ["dinner"]))));
    expect(dinnerAll).toEqual(urlsOf(DEMO_RECIPES.filter(has("recipe_category", withChildren("dinner")))));
    expect(dinnerAll.length).toBeGreaterThan(dinnerOnly.length);
    expect((await get("type=recipe&recipe_category=dinner&include_children=true")).body.total).toBe(dinnerAll.length);
  });

  it("joins the terms of one taxonomy with + (all of them) or , and ~ (any of them)", async () => {
    const vegan = DEMO_RECIPES.filter(has("diet", ["vegan"]));
    const glutenFree = DEMO_RECIPES.filter(has("diet", ["gluten-free"]));
    const both = urlsOf(vegan.filter((p) => glutenFree.includes(p)));
    const either = urlsOf(DEMO_RECIPES.filter((p) => vegan.includes(p) || glutenFree.includes(p)));
    expect(both.length).toBeLessThan(either.length);
    expect(await allUrls("type=recipe&diet=vegan+gluten-free")).toEqual(both);
    expect(await allUrls("type=recipe&diet=vegan%2Bgluten-free")).toEqual(both);
    expect(await allUrls("type=recipe&diet=vegan,gluten-free")).toEqual(either);
    expect(await allUrls("type=recipe&diet=vegan~gluten-free")).toEqual(either);
  });

  it("needs every taxonomy's filter to match, and applies children to each term of an AND", async () => {
    expect(await allUrls("type=recipe&recipe_category=snacks&diet=vegan")).toEqual(
      urlsOf(DEMO_RECIPES.filter((p) => has("recipe_category", ["snacks"])(p) && has("diet", ["vegan"])(p))),
    );
    // A soup made in the slow cooker is under lunch (soups) and dinner (slow cooker) at once.
    const both = urlsOf(
      DEMO_RECIPES.filter((p) => has("recipe_category", withChildren("lunch"))(p) && has("recipe_category", withChildren("dinner"))(p)),
    );
    expect(both).toContain("/recipes/slow-cooker-chicken-tortilla-soup");
    expect(await allUrls("type=recipe&recipe_category=lunch+dinner&include_children=true")).toEqual(both);
    expect(await allUrls("type=recipe&recipe_category=lunch+dinner")).toEqual([]);
  });

  it("matches nothing for a term that does not exist, and ignores it among others in an OR", async () => {
    expect((await get("type=recipe&recipe_category=no-such-term")).body).toEqual({ items: [], total: 0 });
    expect((await get("type=recipe&diet=vegan+no-such-term")).body).toEqual({ items: [], total: 0 });
    expect(await allUrls("type=recipe&diet=vegan,no-such-term")).toEqual(urlsOf(DEMO_RECIPES.filter(has("diet", ["vegan"]))));
    expect(await allUrls("type=recipe&diet=")).toEqual(urlsOf(DEMO_RECIPES));
  });

  it("pages through every match once, in order, with the same total on every page", async () => {
    const seen: string[] = [];
    const pages = Math.ceil(DEMO_RECIPES.length / 10);
    for (let page = 1; page <= pages; page++) {
      const r = await get(`type=recipe&per_page=10&page=${page}`);
      expect(r.body.total).toBe(DEMO_RECIPES.length);
      expect(r.body.items.length).toBe(page < pages ? 10 : DEMO_RECIPES.length - 10 * (pages - 1));
      seen.push(...r.body.items.map((i) => i.url));
    }
    expect(seen).toEqual(urlsOf(DEMO_RECIPES));
    expect((await get(`type=recipe&per_page=10&page=${pages + 1}`)).body).toEqual({ items: [], total: DEMO_RECIPES.length });
  });

  it("orders by title, A to Z or Z to A", async () => {
    const byTitle = [...DEMO_RECIPES]
      .sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1))
      .map((p) => `/recipes/${p.slug}`);
    expect(await allUrls("type=recipe&orderby=title")).toEqual(byTitle);
    expect(await allUrls("type=recipe&orderby=title&order=desc")).toEqual([...byTitle].reverse());
    expect(await allUrls("type=recipe&order=asc")).toEqual([...urlsOf(DEMO_RECIPES)].reverse());
  });

  it("refuses bad parameters with 400 invalid_param naming each, and changes nothing", async () => {
    const fingerprint = await fingerprinter(t.database);
    const before = await fingerprint();
    const version = t.services.version.current();
    const cases: [string, string][] = [
      ["", "type"],
      ["type=page", "type"],
      ["type=recipe&per_page=0", "per_page"],
      [`type=recipe&per_page=${MAX_PER_PAGE + 1}`, "per_page"],
      ["type=recipe&page=0", "page"],
      ["type=recipe&page=abc", "page"],
      ["type=recipe&page=99999999999", "page"],
      ["type=recipe&recipe_category=Dinner", "recipe_category"],
      ["type=recipe&recipe_category=dinner,lunch+snacks", "recipe_category"],
      ["type=recipe&diet=!vegan", "diet"],
      ["type=recipe&diet=vegan,,gluten-free", "diet"],
      [`type=recipe&diet=${Array.from({ length: 21 }, (_, i) => `d${i}`).join(",")}`, "diet"],
      [`type=recipe&diet=${"a".repeat(1001)}`, "diet"],
      ["type=recipe&diet=vegan%00", "diet"],
      ["type=recipe&category=seasonal", "category"],
      ["type=article&diet=vegan", "diet"],
      ["type=recipe&include_children=maybe", "include_children"],
      ["type=recipe&orderby=price", "orderby"],
      ["type=recipe&order=up", "order"],
    ];
    for (const [query, param] of cases) {
      const r = await jsonFetch(t.url, `/api/content/v1/posts?${query}`);
      expectError(r, 400, "invalid_param");
      expect(Object.keys(r.body.data.params), query).toContain(param);
      expect(r.headers.get("x-aisle-cache"), query).toBeNull();
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(t.services.version.current()).toBe(version);
  });

  it("ignores parameters it does not know", async () => {
    expect((await get("type=article&per_page=3&utm_source=mail")).body.items).toHaveLength(3);
  });
});

describe("what the posts list shows after a change", () => {
  it("leaves drafts out, and shows a new post at once (the change bumps the content version)", async () => {
    const draft = await t.services.posts.create({
      type: "recipe",
      slug: "test-kitchen-draft",
      title: "Test Kitchen Draft",
      publishedAt: "2030-01-01",
      status: "draft",
      recipe: { ingredients: [], steps: [] },
      terms: { recipe_category: ["dinner"] },
    });
    expect(draft.url).toBe("/recipes/test-kitchen-draft");
    expect((await get("type=recipe&per_page=1")).body.items[0]!.url).not.toBe(draft.url);

    const before = await get("type=recipe&recipe_category=dinner");
    await t.services.posts.create({
      type: "recipe",
      slug: "midweek-minestrone",
      title: "Midweek Minestrone",
      // Dated a minute ago: the newest post, and not scheduled (a later date would be).
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      recipe: { ingredients: [{ name: "cannellini beans" }], steps: ["Simmer."] },
      terms: { recipe_category: ["dinner"], diet: ["vegan"] },
    });
    const after = await get("type=recipe&recipe_category=dinner");
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.items[0]).toMatchObject({
      title: "Midweek Minestrone",
      url: "/recipes/midweek-minestrone",
      terms: { recipe_category: ["dinner"], diet: ["vegan"] },
    });
  });
});

describe("the posts answer cache", () => {
  it("answers an anonymous repeat from the cache, and a signed-in caller afresh", async () => {
    const q = "type=article&category=seasonal&per_page=5";
    const a = await get(q);
    const b = await get(q);
    expect([a.headers.get("x-aisle-cache"), b.headers.get("x-aisle-cache")]).toEqual(["MISS", "HIT"]);
    expect(b.body).toEqual(a.body);
    const shopper = await loginAs(t.url, "shopper");
    const signedIn = await jsonFetch(t.url, `/api/content/v1/posts?${q}`, { cookie: shopper.cookie, nonce: shopper.nonce });
    expect(signedIn.headers.get("x-aisle-cache")).toBe("BYPASS");
    expect(signedIn.body).toEqual(a.body);
  });

  it("drops the kept answers when content changes", async () => {
    const q = "type=article&per_page=2";
    await get(q);
    expect((await get(q)).headers.get("x-aisle-cache")).toBe("HIT");
    await t.services.posts.create({
      type: "article",
      slug: "fresh-from-the-farm",
      title: "Fresh from the Farm",
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      terms: { category: ["seasonal"] },
    });
    const after = await get(q);
    expect(after.headers.get("x-aisle-cache")).toBe("MISS");
    expect(after.body.items[0]!.title).toBe("Fresh from the Farm");
  });
});
