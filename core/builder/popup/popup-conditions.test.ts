import { describe, expect, it } from "vitest";
import { conditionMatches, parseCondition, popupBelongsOn, readConditions, type RenderedPage } from "./popup-conditions";

const page42: RenderedPage = { kind: "singular", postType: "page", id: 42 };
const home: RenderedPage = { kind: "singular", postType: "page", id: 7, isFrontPage: true };
const recipe: RenderedPage = { kind: "singular", postType: "recipe", id: 310, terms: { recipe_category: [3, 8] }, authorId: 5 };
const recipeCategory: RenderedPage = { kind: "archive", archive: { kind: "taxonomy", taxonomy: "recipe_category", termId: 3 } };
const recipes: RenderedPage = { kind: "archive", archive: { kind: "post_type", postType: "recipe" } };
const search: RenderedPage = { kind: "archive", archive: { kind: "search" } };
const author: RenderedPage = { kind: "archive", authorId: 5, archive: { kind: "author" } };
const dates: RenderedPage = { kind: "archive", archive: { kind: "date" } };
const notFound: RenderedPage = { kind: "not_found" };
const shop: RenderedPage = { kind: "other" };

const ALL_PAGES = { page42, home, recipe, recipeCategory, recipes, search, author, dates, notFound, shop };
type PageName = keyof typeof ALL_PAGES;

describe("parseCondition", () => {
  it("reads Elementor's strings", () => {
    expect(parseCondition("include/general")).toEqual({ type: "include", name: "general", sub: "", id: "" });
    expect(parseCondition("include/singular/page/42")).toEqual({ type: "include", name: "singular", sub: "page", id: "42" });
    expect(parseCondition("exclude/singular/page/42")).toEqual({ type: "exclude", name: "singular", sub: "page", id: "42" });
    expect(parseCondition("include/archive/recipe_category/3")).toEqual({
      type: "include",
      name: "archive",
      sub: "recipe_category",
      id: "3",
    });
    expect(parseCondition(" Include/Singular/Front_Page ")).toEqual({ type: "include", name: "singular", sub: "front_page", id: "" });
  });

  it("reads the theme builder's objects", () => {
    expect(parseCondition({ type: "include", name: "singular", sub_name: "page", sub_id: 42 })).toEqual({
      type: "include",
      name: "singular",
      sub: "page",
      id: "42",
    });
    expect(parseCondition({ type: "exclude", name: "general", sub_name: "", sub_id: "" })).toEqual({
      type: "exclude",
      name: "general",
      sub: "",
      id: "",
    });
    expect(parseCondition({ type: "include", name: "archive" })).toEqual({ type: "include", name: "archive", sub: "", id: "" });
  });

  it("keeps ids comparable: no leading zeros, no precision lost", () => {
    expect(parseCondition("include/singular/page/0042")?.id).toBe("42");
    expect(parseCondition("include/singular/page/0")?.id).toBe("0");
    expect(parseCondition("include/singular/page/12345678901234567890")?.id).toBe("12345678901234567890");
  });

  it.each([
    "",
    "general",
    "show/general",
    "include",
    "include//page",
    "include/singular/page/42/extra",
    "include/sing ular",
    "include/<script>",
    "include/singular/pa?ge/1",
    42,
    null,
    [],
    ["include", "general"],
    { type: "include", name: ["general"] },
    { type: "include", name: "singular", sub_name: {}, sub_id: 1 },
  ])("reads %j as no condition", (raw) => {
    expect(parseCondition(raw)).toBeNull();
  });
});

describe("readConditions", () => {
  it("keeps the readable ones of a list", () => {
    expect(
      readConditions(["include/general", 5, "nonsense", { type: "exclude", name: "singular", sub_name: "page", sub_id: "3" }]),
    ).toEqual([
      { type: "include", name: "general", sub: "", id: "" },
      { type: "exclude", name: "singular", sub: "page", id: "3" },
    ]);
  });

  it("reads anything but a list as none", () => {
    expect(readConditions("include/general")).toEqual([]);
    expect(readConditions({})).toEqual([]);
    expect(readConditions(undefined)).toEqual([]);
  });
});

describe("conditionMatches", () => {
  const matching = (condition: string) =>
    (Object.keys(ALL_PAGES) as PageName[]).filter((name) => conditionMatches(parseCondition(condition)!, ALL_PAGES[name]));

  it.each([
    ["include/general", ["page42", "home", "recipe", "recipeCategory", "recipes", "search", "author", "dates", "notFound", "shop"]],
    ["include/singular", ["page42", "home", "recipe", "notFound"]],
    ["include/singular/front_page", ["home"]],
    ["include/singular/not_found404", ["notFound"]],
    ["include/singular/page", ["page42", "home"]],
    ["include/singular/page/42", ["page42"]],
    ["include/singular/page/042", ["page42"]],
    ["include/singular/page/7", ["home"]],
    ["include/singular/page/43", []],
    ["include/singular/recipe", ["recipe"]],
    ["include/singular/recipe/310", ["recipe"]],
    ["include/singular/recipe/42", []],
    ["include/singular/in_recipe_category/8", ["recipe"]],
    ["include/singular/in_recipe_category/9", []],
    ["include/singular/in_recipe_category", []],
    ["include/singular/by_author/5", ["recipe"]],
    ["include/singular/by_author", []],
    ["include/singular/child_of/42", []],
    ["include/archive", ["recipeCategory", "recipes", "search", "author", "dates"]],
    ["include/archive/recipe_category", ["recipeCategory"]],
    ["include/archive/recipe_category/3", ["recipeCategory"]],
    ["include/archive/recipe_category/4", []],
    ["include/archive/recipe_archive", ["recipes"]],
    ["include/archive/search", ["search"]],
    ["include/archive/author", ["author"]],
    ["include/archive/author/5", ["author"]],
    ["include/archive/author/6", []],
    ["include/archive/date", ["dates"]],
    ["include/archive/child_of_recipe_category/3", []],
    ["include/general/page", []],
    ["include/woocommerce", []],
    ["include/singular/product", []],
  ])("%s matches %j", (condition, pages) => {
    expect(matching(condition)).toEqual(pages);
  });
});

describe("popupBelongsOn", () => {
  it("include/general: on every page", () => {
    for (const page of Object.values(ALL_PAGES)) expect(popupBelongsOn(["include/general"], page)).toBe(true);
  });

  it("an exclude wins over an include", () => {
    const conditions = ["include/general", "exclude/singular/page/42"];
    expect(popupBelongsOn(conditions, page42)).toBe(false);
    expect(popupBelongsOn(conditions, home)).toBe(true);
    expect(popupBelongsOn(["exclude/singular/page/42", "include/singular/page/42"], page42)).toBe(false);
  });

  it("only one page", () => {
    expect(popupBelongsOn(["include/singular/page/42"], page42)).toBe(true);
    expect(popupBelongsOn(["include/singular/page/42"], home)).toBe(false);
    expect(popupBelongsOn(["include/singular/page/42"], shop)).toBe(false);
  });

  it("any of several includes", () => {
    expect(popupBelongsOn(["include/singular/page/42", "include/singular/front_page"], home)).toBe(true);
  });

  it("no include: printed nowhere, even with excludes only", () => {
    expect(popupBelongsOn([], page42)).toBe(false);
    expect(popupBelongsOn(["exclude/singular/page/1"], page42)).toBe(false);
    expect(popupBelongsOn(undefined, page42)).toBe(false);
    expect(popupBelongsOn("include/general", page42)).toBe(false);
  });

  it("an unreadable exclude excludes nothing, an unreadable include includes nothing", () => {
    expect(popupBelongsOn(["include/general", "exclude/nonsense/x/y/z"], page42)).toBe(true);
    expect(popupBelongsOn(["include/everything"], page42)).toBe(false);
  });

  it("reads the conditions of the imported popup fixture", () => {
    const conditions = ["include/general", "exclude/singular/page/42"];
    expect(popupBelongsOn(conditions, { kind: "singular", postType: "page", id: "42" })).toBe(false);
    expect(popupBelongsOn(conditions, recipes)).toBe(true);
  });
});
