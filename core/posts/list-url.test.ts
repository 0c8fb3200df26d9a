import { describe, expect, it } from "vitest";
import { listPageOf, listUrl } from "./list-url";
import { MAX_PAGE } from "./post-query";

describe("listUrl", () => {
  it("puts the browse term in the path and the other filters and the page in the query", () => {
    expect(listUrl({ type: "recipe", filters: {}, page: 1 })).toBe("/recipes");
    expect(listUrl({ type: "recipe", filters: { recipe_category: "dinner" }, page: 1 })).toBe("/recipes/category/dinner");
    expect(listUrl({ type: "recipe", filters: { recipe_category: "dinner", diet: "vegan" }, page: 3 })).toBe(
      "/recipes/category/dinner?diet=vegan&page=3",
    );
    expect(listUrl({ type: "recipe", filters: { diet: "gluten-free" }, page: 2 })).toBe("/recipes?diet=gluten-free&page=2");
    expect(listUrl({ type: "article", filters: { category: "seasonal" }, page: 1 })).toBe("/articles/category/seasonal");
  });

  it("leaves out taxonomies of the other post type", () => {
    expect(listUrl({ type: "article", filters: { diet: "vegan", recipe_category: "dinner" }, page: 1 })).toBe("/articles");
  });
});

describe("listPageOf", () => {
  it("reads the page parameter: absent is 1, anything but a whole number from 1 is null", () => {
    expect([listPageOf(null), listPageOf("1"), listPageOf("12"), listPageOf(String(MAX_PAGE))]).toEqual([1, 1, 12, MAX_PAGE]);
    for (const bad of ["", "0", "-1", "1.5", "abc", "01", String(MAX_PAGE + 1), "99999", "999999", " 2"])
      expect(listPageOf(bad), bad).toBeNull();
  });
});
