import { describe, expect, it } from "vitest";
import { DEFAULT_PER_PAGE, MAX_FILTER_TERMS, MAX_PAGE, MAX_PER_PAGE, normalizePostQuery, totalPages } from "./post-query";

describe("normalizePostQuery", () => {
  it("fills in the defaults: newest first, page 1, the default page size", () => {
    expect(normalizePostQuery({ type: "recipe" })).toEqual({
      query: { type: "recipe", filters: [], orderBy: "date", order: "desc", page: 1, perPage: DEFAULT_PER_PAGE },
    });
    expect(normalizePostQuery({ type: "article", orderBy: "title" })).toMatchObject({ query: { orderBy: "title", order: "asc" } });
  });

  it("gives equal queries one form: terms sorted without repeats, filters in one order, one term is one join", () => {
    const a = normalizePostQuery({
      type: "recipe",
      filters: [
        { taxonomy: "diet", terms: ["vegan", "gluten-free", "vegan"], join: "AND" },
        { taxonomy: "recipe_category", terms: ["dinner"], join: "AND", includeChildren: true },
      ],
    });
    const b = normalizePostQuery({
      type: "recipe",
      filters: [
        { taxonomy: "recipe_category", terms: ["dinner"], join: "OR", includeChildren: true },
        { taxonomy: "diet", terms: ["gluten-free", "vegan"], join: "AND" },
      ],
    });
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      query: {
        filters: expect.arrayContaining([{ taxonomy: "diet", terms: ["gluten-free", "vegan"], join: "AND", includeChildren: false }]),
      },
    });
  });

  it("leaves out a filter without terms", () => {
    expect(normalizePostQuery({ type: "recipe", filters: [{ taxonomy: "diet", terms: [], join: "AND" }] })).toMatchObject({
      query: { filters: [] },
    });
  });

  it("refuses a taxonomy of the other post type, naming it", () => {
    expect(normalizePostQuery({ type: "article", filters: [{ taxonomy: "diet", terms: ["vegan"], join: "OR" }] })).toEqual({
      violation: { param: "diet", reason: expect.stringContaining("not a taxonomy of article posts") },
    });
    expect(normalizePostQuery({ type: "recipe", filters: [{ taxonomy: "category", terms: ["seasonal"], join: "OR" }] })).toMatchObject({
      violation: { param: "category" },
    });
  });

  it("refuses pages and page sizes out of bounds, and too many terms", () => {
    for (const page of [0, -1, 1.5, MAX_PAGE + 1, Number.NaN])
      expect(normalizePostQuery({ type: "recipe", page }), String(page)).toMatchObject({ violation: { param: "page" } });
    for (const perPage of [0, MAX_PER_PAGE + 1, 2.5])
      expect(normalizePostQuery({ type: "recipe", perPage }), String(perPage)).toMatchObject({ violation: { param: "per_page" } });
    expect(normalizePostQuery({ type: "recipe", page: MAX_PAGE, perPage: MAX_PER_PAGE })).toHaveProperty("query");
    const terms = Array.from({ length: MAX_FILTER_TERMS + 1 }, (_, i) => `t${i}`);
    expect(normalizePostQuery({ type: "recipe", filters: [{ taxonomy: "diet", terms, join: "OR" }] })).toMatchObject({
      violation: { param: "diet" },
    });
  });
});

describe("totalPages", () => {
  it("is at least 1 and counts a part-filled last page", () => {
    expect([totalPages(0, 12), totalPages(12, 12), totalPages(13, 12), totalPages(68, 12)]).toEqual([1, 1, 2, 6]);
  });
});
