import { describe, expect, it } from "vitest";
import { pageOfAddress } from "./page-of-address";

const at = (path: string) => pageOfAddress(new URL(path, "http://aisle.test"));

describe("what an address shows, for display conditions", () => {
  it("the home page is the front page; with s= the search results", () => {
    expect(at("/")).toEqual({ page: { kind: "singular", postType: "page", isFrontPage: true } });
    expect(at("/?s=bread")).toEqual({ page: { kind: "archive", archive: { kind: "search" } } });
  });

  it("recipe and article lists, a category's list, a post by slug", () => {
    expect(at("/recipes")).toEqual({ page: { kind: "archive", archive: { kind: "post_type", postType: "recipe" } } });
    expect(at("/recipes/category/dinner")).toEqual({
      page: { kind: "archive", archive: { kind: "taxonomy", taxonomy: "recipe_category", termId: "dinner" } },
    });
    expect(at("/articles/category/news")).toEqual({
      page: { kind: "archive", archive: { kind: "taxonomy", taxonomy: "category", termId: "news" } },
    });
    expect(at("/recipes/lemon-pasta")).toEqual({ lookup: "post", postType: "recipe", slug: "lemon-pasta" });
    expect(at("/recipes/a/b")).toEqual({ page: { kind: "not_found" } });
  });

  it("a page by its slug, the site's own screens as other pages", () => {
    expect(at("/about-us")).toEqual({ lookup: "page", slug: "about-us" });
    expect(at("/cart")).toEqual({ page: { kind: "other" } });
    expect(at("/shop/departments/dairy")).toEqual({ page: { kind: "other" } });
    expect(at("/Bad_Slug")).toEqual({ page: { kind: "other" } });
  });
});
