/**
 * POST /api/builder/v1/refresh-loop over a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), seeded with the demo recipes: the grid's markup for the filters sent,
 * its pages, edit mode, and every bad payload refused with a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, loginAs, startTestServer, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { DEMO_RECIPES } from "../../db/seed/posts/demo-posts";
import { REFRESH_LOOP_PATH } from "./refresh-loop";

let t: TestServer;
let pageId: number;
let draftId: number;
const GRID = "grid0001";
const SMALL = "grid0002";
const HEADING = "head0001";

const widget = (id: string, widgetType: string, settings: Record<string, unknown>) => ({
  id,
  elType: "widget" as const,
  widgetType,
  settings,
  elements: [],
});

beforeAll(async () => {
  t = await startTestServer();
  const docs = t.services.documents;
  const template = await docs.create({
    type: "loop-item",
    title: "Recipe card",
    slug: "test-recipe-card",
    status: "publish",
    settings: {},
    elements: [
      {
        id: "card0001",
        elType: "container",
        settings: {},
        elements: [
          widget("titl0001", "theme-post-title", { header_size: "h3" }),
          widget("term0001", "aisle-post-terms", { taxonomy: "diet" }),
        ],
      },
    ],
  });
  const grid = (id: string, settings: Record<string, unknown>) =>
    widget(id, "loop-grid", { template_id: template.id, post_query_post_type: "recipe", ...settings });
  pageId = (
    await docs.create({
      type: "page",
      title: "Finder",
      slug: "test-finder",
      status: "publish",
      settings: {},
      elements: [
        {
          id: "cont0001",
          elType: "container",
          settings: {},
          elements: [
            grid(GRID, { posts_per_page: 50, post_query_orderby: "title" }),
            grid(SMALL, { posts_per_page: 5, pagination_type: "numbers_and_prev_next", post_query_orderby: "title" }),
            widget(HEADING, "heading", { title: "Hi" }),
          ],
        },
      ],
    })
  ).id;
  draftId = (
    await docs.create({
      type: "page",
      title: "Draft",
      slug: "test-finder-draft",
      status: "draft",
      settings: {},
      elements: [grid(GRID, {})],
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  data: string;
}
const post = (body: unknown, init: { cookie?: string; nonce?: string } = {}) =>
  jsonFetch<Answer>(t.url, REFRESH_LOOP_PATH, { method: "POST", body, ...init });
const body = (over: Record<string, unknown> = {}) => ({
  post_id: pageId,
  widget_id: GRID,
  widget_filters: {},
  pagination_base_url: "/test-finder",
  ...over,
});
const filters = (taxonomy: Record<string, { terms: string[]; logicalJoin: string }>) => ({ taxonomy });

/** The titles a grid's markup shows, in order. */
const titles = (html: string) =>
  [...html.matchAll(/<h3 class="elementor-heading-title[^"]*"><a href="[^"]*">([^<]*)<\/a><\/h3>/g)].map((m) =>
    m[1]!.replaceAll("&amp;", "&").replaceAll("&#039;", "'"),
  );
const byTitle = (list: readonly { title: string }[]) =>
  list.map((p) => p.title).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
const diets = (p: (typeof DEMO_RECIPES)[number]) => p.terms.diet ?? [];

describe("POST /api/builder/v1/refresh-loop", () => {
  it("answers the grid's markup with every published recipe when nothing is filtered", async () => {
    const r = await post(body());
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body.data.startsWith('<div class="elementor-widget-container"')).toBe(true);
    expect(titles(r.body.data)).toEqual(byTitle(DEMO_RECIPES).slice(0, 50));
    // The template's post fields are filled per post: the terms list carries each recipe's diets.
    expect(r.body.data).toContain('<ul class="e-post-terms" aria-label="Diet">');
  });

  it("filters by one term, by all of several (AND) and by any of several (OR)", async () => {
    const vegan = await post(body({ widget_filters: filters({ diet: { terms: ["vegan"], logicalJoin: "AND" } }) }));
    expect(titles(vegan.body.data)).toEqual(byTitle(DEMO_RECIPES.filter((p) => diets(p).includes("vegan"))));
    const all = await post(body({ widget_filters: filters({ diet: { terms: ["vegan", "gluten-free"], logicalJoin: "AND" } }) }));
    const any = await post(body({ widget_filters: filters({ diet: { terms: ["vegan", "gluten-free"], logicalJoin: "OR" } }) }));
    const andExpected = byTitle(DEMO_RECIPES.filter((p) => diets(p).includes("vegan") && diets(p).includes("gluten-free")));
    const orExpected = byTitle(DEMO_RECIPES.filter((p) => diets(p).includes("vegan") || diets(p).includes("gluten-free")));
    expect(andExpected.length).toBeGreaterThan(0);
    expect(orExpected.length).toBeGreaterThan(andExpected.length);
    expect(titles(all.body.data)).toEqual(andExpected);
    expect(titles(any.body.data)).toEqual(orExpected.slice(0, 50));
  });

  it("takes a category's child terms in and combines taxonomies (all must match)", async () => {
    const r = await post(
      body({
        widget_filters: filters({
          recipe_category: { terms: ["dinner"], logicalJoin: "AND" },
          diet: { terms: ["vegetarian"], logicalJoin: "AND" },
        }),
      }),
    );
    const dinner = new Set(["dinner", "pasta", "grilling", "slow-cooker", "one-pan"]);
    const expected = byTitle(
      DEMO_RECIPES.filter((p) => (p.terms.recipe_category ?? []).some((c) => dinner.has(c)) && diets(p).includes("vegetarian")),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(titles(r.body.data)).toEqual(expected);
  });

  it("shows the empty-state text when nothing matches (an unknown term matches nothing)", async () => {
    const r = await post(body({ widget_filters: filters({ diet: { terms: ["no-such-diet"], logicalJoin: "OR" } }) }));
    expect(r.status).toBe(200);
    expect(titles(r.body.data)).toEqual([]);
    expect(r.body.data).toContain('<p class="e-loop-nothing-found-message">Nothing matches this filter yet.</p>');
  });

  it("renders the page the base address names, with page links that keep the address's other parameters", async () => {
    const base = `/test-finder?x=1&e-filter-${SMALL}-diet=vegetarian&e-page-${SMALL}=2`;
    const r = await post(
      body({
        widget_id: SMALL,
        pagination_base_url: base,
        widget_filters: filters({ diet: { terms: ["vegetarian"], logicalJoin: "AND" } }),
      }),
    );
    const vegetarian = byTitle(DEMO_RECIPES.filter((p) => diets(p).includes("vegetarian")));
    expect(titles(r.body.data)).toEqual(vegetarian.slice(5, 10));
    expect(r.body.data).toContain(
      `href="/test-finder?x=1&amp;e-filter-${SMALL}-diet=vegetarian&amp;e-page-${SMALL}=3" aria-label="Page 3"`,
    );
    expect(r.body.data).toContain(`href="/test-finder?x=1&amp;e-filter-${SMALL}-diet=vegetarian" aria-label="Page 1"`);
    expect(r.body.data).toContain('aria-current="page" aria-label="Page 2"');
    expect(r.body.data).toContain('rel="prev"');
  });

  it("a signed-in visitor sends the nonce, like with every POST, and gets it back in the markup", async () => {
    const shopper = await loginAs(t.url, "shopper");
    const r = await post(body(), { cookie: shopper.cookie, nonce: shopper.nonce });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toMatch(/^<div class="elementor-widget-container" data-grid-page="1" data-nonce="[\w-]+">/);
    expect(r.body.data).not.toContain("data-widget-model");
    expectError(await post(body(), { cookie: shopper.cookie }), 403, "invalid_nonce");
    const anonymous = await post(body());
    expect(anonymous.body.data).not.toContain("data-nonce");
  });

  it("edit mode: an editor with the nonce gets the grid from the settings sent, drafts included", async () => {
    const editor = await loginAs(t.url, "editor");
    const model = {
      template_id: (await t.services.documents.published("test-recipe-card"))!.id,
      post_query_post_type: "recipe",
      posts_per_page: 2,
      post_query_orderby: "title",
    };
    const r = await post(body({ is_edit_mode: true, widget_model: model }), { cookie: editor.cookie, nonce: editor.nonce });
    expect(r.status, r.text).toBe(200);
    expect(titles(r.body.data)).toEqual(byTitle(DEMO_RECIPES).slice(0, 2));
    expect(r.body.data).toContain("data-nonce=");
    expect(r.body.data).toContain("data-widget-model=");
    const draft = await post(body({ post_id: draftId, is_edit_mode: true, widget_model: model }), {
      cookie: editor.cookie,
      nonce: editor.nonce,
    });
    expect(draft.status, draft.text).toBe(200);
    // A grid inserted in the editor and not saved yet refreshes from its model; a visitor naming it is refused.
    const unsaved = await post(body({ widget_id: "new00001", is_edit_mode: true, widget_model: model }), {
      cookie: editor.cookie,
      nonce: editor.nonce,
    });
    expect(unsaved.status, unsaved.text).toBe(200);
    expect(titles(unsaved.body.data)).toEqual(byTitle(DEMO_RECIPES).slice(0, 2));
    expectError(await post(body({ widget_id: "new00001" })), 400, "invalid_param");
    expectError(
      await post(body({ widget_id: HEADING, is_edit_mode: true, widget_model: model }), { cookie: editor.cookie, nonce: editor.nonce }),
      400,
      "invalid_param",
    );
  });

  it("edit mode needs a signed-in editor and the nonce header", async () => {
    const edit = body({ is_edit_mode: true, widget_model: { posts_per_page: 2 } });
    expectError(await post(edit), 401);
    const editor = await loginAs(t.url, "editor");
    expectError(await post(edit, { cookie: editor.cookie }), 403, "invalid_nonce");
    expectError(await post(edit, { cookie: editor.cookie, nonce: "wrong" }), 403, "invalid_nonce");
    const shopper = await loginAs(t.url, "shopper");
    expectError(await post(edit, { cookie: shopper.cookie, nonce: shopper.nonce }), 403);
  });

  it("a visitor cannot see a draft", async () => {
    expectError(await post(body({ post_id: draftId })), 400, "invalid_param");
  });

  it("refuses every bad payload with a 400 in the error format, naming the parameter, and changes nothing", async () => {
    const fingerprint = await fingerprinter(t.database);
    const before = await fingerprint();
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 12; i++) at = (at.n = {}) as Record<string, unknown>;
    const cases: [string, unknown, string][] = [
      ["unknown document", body({ post_id: 999_999 }), "post_id"],
      ["document id out of range", body({ post_id: 99_999_999_999 }), "post_id"],
      ["document id not a number", body({ post_id: "1" }), "post_id"],
      ["unknown widget", body({ widget_id: "zzzzzzz" }), "widget_id"],
      ["a widget that is no loop grid", body({ widget_id: HEADING }), "widget_id"],
      ["a widget id that is no id", body({ widget_id: "<b>x</b>" }), "widget_id"],
      [
        "unknown taxonomy",
        body({ widget_filters: filters({ cuisine: { terms: ["thai"], logicalJoin: "AND" } }) }),
        "widget_filters.taxonomy.cuisine",
      ],
      [
        "a taxonomy of the other post type",
        body({ widget_filters: filters({ category: { terms: ["store-news"], logicalJoin: "AND" } }) }),
        "widget_filters.taxonomy.category",
      ],
      [
        "a taxonomy with a hyphen",
        body({ widget_filters: filters({ "my-tax": { terms: ["x"], logicalJoin: "AND" } }) }),
        "widget_filters.taxonomy.my-tax",
      ],
      [
        "bad join",
        body({ widget_filters: filters({ diet: { terms: ["vegan"], logicalJoin: "NOT" } }) }),
        "widget_filters.taxonomy.diet.logicalJoin",
      ],
      [
        "join in lower case",
        body({ widget_filters: filters({ diet: { terms: ["vegan"], logicalJoin: "or" } }) }),
        "widget_filters.taxonomy.diet.logicalJoin",
      ],
      [
        "a term that is no slug",
        body({ widget_filters: filters({ diet: { terms: ["a b"], logicalJoin: "OR" } }) }),
        "widget_filters.taxonomy.diet.terms.0",
      ],
      [
        "too many terms",
        body({ widget_filters: filters({ diet: { terms: Array.from({ length: 21 }, (_, i) => `t${i}`), logicalJoin: "OR" } }) }),
        "widget_filters.taxonomy.diet.terms",
      ],
      ["unknown filter type", body({ widget_filters: { meta: {} } }), "widget_filters"],
      ["an absolute address", body({ pagination_base_url: "https://evil.example/test-finder" }), "pagination_base_url"],
      ["a protocol-relative address", body({ pagination_base_url: "//evil.example/x" }), "pagination_base_url"],
      ["a backslash address", body({ pagination_base_url: "/\\evil.example" }), "pagination_base_url"],
      ["a script address", body({ pagination_base_url: "javascript:alert(1)" }), "pagination_base_url"],
      ["a relative address", body({ pagination_base_url: "test-finder" }), "pagination_base_url"],
      ["missing fields", {}, "post_id"],
      ["an unknown field", body({ extra: 1 }), "body"],
      ["widget_model outside edit mode", body({ widget_model: { posts_per_page: 1 } }), "widget_model"],
      ["is_edit_mode false", body({ is_edit_mode: false }), "is_edit_mode"],
      ["deeply nested", body({ widget_model: deep }), "widget_model"],
      ["an oversized string", body({ pagination_base_url: `/${"a".repeat(5000)}` }), "pagination_base_url"],
      ["too many keys", body({ widget_model: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i])) }), "widget_model"],
      [
        "an oversized body",
        body({ widget_model: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, "x".repeat(4000)])) }),
        "body",
      ],
      ["not an object", [1, 2], "body"],
    ];
    for (const [what, payload, param] of cases) {
      const r = await post(payload);
      expectError(r, 400, "invalid_param");
      const params = (r.body as unknown as { data: { params?: Record<string, string> } }).data.params ?? {};
      expect(Object.keys(params).join(" "), what).toContain(param);
    }
    const notJson = await jsonFetch(t.url, REFRESH_LOOP_PATH, {
      method: "POST",
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expectError(notJson, 400, "invalid_json");
    const form = await jsonFetch(t.url, REFRESH_LOOP_PATH, {
      method: "POST",
      body: "post_id=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectError(form, 415);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("is in the OpenAPI document", async () => {
    const doc = await jsonFetch(t.url, "/api/openapi.json");
    expect(doc.body.paths["/api/builder/v1/refresh-loop"].post).toBeDefined();
  });
});
