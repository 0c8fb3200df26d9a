import { describe, expect, it } from "vitest";
import {
  ALL_ITEM,
  decodeFilterValue,
  encodeFilterValue,
  filterParam,
  filtersKey,
  gridFiltersOf,
  gridPageOf,
  nextSelection,
  pageParam,
  parseFilterParam,
  readFilters,
  withFilter,
  withGridPage,
  type TaxonomyFilterState,
} from "./url-codec";

describe("filter parameter names", () => {
  it("are e-filter-<widgetId>-<taxonomy> and e-page-<widgetId>", () => {
    expect(filterParam("a1b2c3d", "diet")).toBe("e-filter-a1b2c3d-diet");
    expect(pageParam("a1b2c3d")).toBe("e-page-a1b2c3d");
  });
  it("read back into widget id and taxonomy", () => {
    expect(parseFilterParam("e-filter-a1b2c3d-diet")).toEqual({ widgetId: "a1b2c3d", taxonomy: "diet" });
    expect(parseFilterParam("e-filter-a1b2c3d-recipe_category")).toEqual({ widgetId: "a1b2c3d", taxonomy: "recipe_category" });
    expect(parseFilterParam("e-filter-a1b2c3d4-diet")).toEqual({ widgetId: "a1b2c3d4", taxonomy: "diet" });
  });
  it("ignore a taxonomy holding a hyphen, a bad widget id and other names", () => {
    expect(parseFilterParam("e-filter-a1b2c3d-my-tax")).toBeNull();
    expect(parseFilterParam("e-filter-abc-diet")).toBeNull();
    expect(parseFilterParam("e-filter-ABCDEFG-diet")).toBeNull();
    expect(parseFilterParam("e-filter-a1b2c3d-")).toBeNull();
    expect(parseFilterParam("e-filter-a1b2c3d")).toBeNull();
    expect(parseFilterParam("e-page-a1b2c3d")).toBeNull();
    expect(parseFilterParam("diet")).toBeNull();
    expect(parseFilterParam("x-e-filter-a1b2c3d-diet")).toBeNull();
  });
});

describe("filter values", () => {
  it("+ (a space once decoded) joins with AND, ~ with OR", () => {
    expect(decodeFilterValue("vegan vegetarian")).toEqual({ terms: ["vegan", "vegetarian"], logicalJoin: "AND" });
    expect(decodeFilterValue("vegan+vegetarian")).toEqual({ terms: ["vegan", "vegetarian"], logicalJoin: "AND" });
    expect(decodeFilterValue("vegan~vegetarian")).toEqual({ terms: ["vegan", "vegetarian"], logicalJoin: "OR" });
  });
  it("a single term takes the join it is given", () => {
    expect(decodeFilterValue("vegan")).toEqual({ terms: ["vegan"], logicalJoin: "AND" });
    expect(decodeFilterValue("vegan", "OR")).toEqual({ terms: ["vegan"], logicalJoin: "OR" });
  });
  it("the reserved ! disables the filter, alone or mixed", () => {
    expect(decodeFilterValue("vegan!vegetarian")).toBeNull();
    expect(decodeFilterValue("!vegan")).toBeNull();
    expect(decodeFilterValue("vegan~vegetarian!x")).toBeNull();
  });
  it("any other join, or two joins at once, disables the filter", () => {
    for (const v of [
      "vegan,vegetarian",
      "vegan|vegetarian",
      "vegan;vegetarian",
      "vegan vegetarian~dairy-free",
      "vegan/vegetarian",
      "Vegan",
      "vegan\u00a0x",
      "<b>",
    ]) {
      expect(decodeFilterValue(v), v).toBeNull();
    }
  });
  it("no term at all is no filter; empty parts between separators are skipped", () => {
    expect(decodeFilterValue("")).toBeNull();
    expect(decodeFilterValue("~")).toBeNull();
    expect(decodeFilterValue("  ")).toBeNull();
    expect(decodeFilterValue("vegan~~vegetarian~")).toEqual({ terms: ["vegan", "vegetarian"], logicalJoin: "OR" });
    expect(decodeFilterValue("vegan  vegetarian")).toEqual({ terms: ["vegan", "vegetarian"], logicalJoin: "AND" });
  });
  it("repeated terms count once; hyphens and underscores belong to slugs", () => {
    expect(decodeFilterValue("gluten-free~gluten-free~dairy_free")).toEqual({ terms: ["gluten-free", "dairy_free"], logicalJoin: "OR" });
  });
  it("encode as Elementor writes them and round-trip", () => {
    const cases: TaxonomyFilterState[] = [
      { terms: ["vegan", "vegetarian"], logicalJoin: "AND" },
      { terms: ["vegan", "gluten-free", "x_1"], logicalJoin: "OR" },
      { terms: ["dinner"], logicalJoin: "OR" },
      { terms: ["dinner"], logicalJoin: "AND" },
    ];
    expect(encodeFilterValue(cases[0]!)).toBe("vegan+vegetarian");
    expect(encodeFilterValue(cases[1]!)).toBe("vegan~gluten-free~x_1");
    for (const c of cases) {
      const search = withFilter("", "a1b2c3d", "diet", c);
      expect(readFilters(search, c.logicalJoin).get("a1b2c3d")).toEqual({ diet: c });
    }
  });
});

describe("readFilters", () => {
  it("groups enabled filters by grid and taxonomy, ignoring everything else", () => {
    const filters = readFilters(
      "?q=soup&e-filter-a1b2c3d-diet=vegan+vegetarian&e-filter-a1b2c3d-recipe_category=dinner~lunch&e-filter-zzzzzzz-category=news&e-page-a1b2c3d=2",
    );
    expect(filters.get("a1b2c3d")).toEqual({
      diet: { terms: ["vegan", "vegetarian"], logicalJoin: "AND" },
      recipe_category: { terms: ["dinner", "lunch"], logicalJoin: "OR" },
    });
    expect(filters.get("zzzzzzz")).toEqual({ category: { terms: ["news"], logicalJoin: "AND" } });
  });
  it("reads encoded separators and names", () => {
    expect(gridFiltersOf("e-filter-a1b2c3d-diet=vegan%7Evegetarian", "a1b2c3d")).toEqual({
      diet: { terms: ["vegan", "vegetarian"], logicalJoin: "OR" },
    });
    expect(gridFiltersOf("e-filter-a1b2c3d-diet=vegan%2Bvegetarian", "a1b2c3d")).toEqual({
      diet: { terms: ["vegan", "vegetarian"], logicalJoin: "AND" },
    });
    expect(gridFiltersOf("e%2Dfilter%2Da1b2c3d%2Ddiet=vegan", "a1b2c3d")).toEqual({ diet: { terms: ["vegan"], logicalJoin: "AND" } });
  });
  it("leaves out empty and disabled filters, and grids left with none", () => {
    expect(readFilters("?e-filter-a1b2c3d-diet=&e-filter-a1b2c3d-recipe_category=a!b&e-filter-b1b2c3d-diet=a,b").size).toBe(0);
    expect(gridFiltersOf("?e-filter-a1b2c3d-diet=&e-filter-a1b2c3d-recipe_category=dinner", "a1b2c3d")).toEqual({
      recipe_category: { terms: ["dinner"], logicalJoin: "AND" },
    });
  });
  it("the last of a repeated parameter counts, even when it disables the filter", () => {
    expect(gridFiltersOf("?e-filter-a1b2c3d-diet=vegan&e-filter-a1b2c3d-diet=vegetarian", "a1b2c3d")).toEqual({
      diet: { terms: ["vegetarian"], logicalJoin: "AND" },
    });
    expect(gridFiltersOf("?e-filter-a1b2c3d-diet=vegan&e-filter-a1b2c3d-diet=", "a1b2c3d")).toEqual({});
  });
  it("survives malformed escapes", () => {
    expect(gridFiltersOf("?e-filter-a1b2c3d-diet=%E0%A4%A&x=%", "a1b2c3d")).toEqual({});
  });
});

describe("withFilter", () => {
  it("sets the filter, drops the grid's page and keeps every other parameter as written, in place", () => {
    expect(
      withFilter("?q=pea%20soup&e-page-a1b2c3d=3&e-page-b1b2c3d=2&utm=a+b", "a1b2c3d", "diet", { terms: ["vegan"], logicalJoin: "AND" }),
    ).toBe("?q=pea%20soup&e-page-b1b2c3d=2&utm=a+b&e-filter-a1b2c3d-diet=vegan");
  });
  it("replaces the same filter and keeps the grid's other taxonomies", () => {
    expect(
      withFilter("?e-filter-a1b2c3d-diet=vegan&e-filter-a1b2c3d-recipe_category=dinner", "a1b2c3d", "diet", {
        terms: ["vegan", "vegetarian"],
        logicalJoin: "OR",
      }),
    ).toBe("?e-filter-a1b2c3d-recipe_category=dinner&e-filter-a1b2c3d-diet=vegan~vegetarian");
  });
  it("removes the filter when no term is left (and the query when nothing is left)", () => {
    expect(withFilter("?e-filter-a1b2c3d-diet=vegan&e-page-a1b2c3d=2", "a1b2c3d", "diet", { terms: [], logicalJoin: "AND" })).toBe("");
    expect(withFilter("?x=1&e-filter-a1b2c3d-diet=vegan", "a1b2c3d", "diet", { terms: [], logicalJoin: "AND" })).toBe("?x=1");
  });
  it("writes no term that is not a slug", () => {
    expect(withFilter("", "a1b2c3d", "diet", { terms: ["vegan", "<x>", "a&b=c"], logicalJoin: "OR" })).toBe("?e-filter-a1b2c3d-diet=vegan");
  });
});

describe("grid pages", () => {
  it("reads e-page-<widgetId>: 1 when absent or not a page number", () => {
    expect(gridPageOf("?e-page-a1b2c3d=3", "a1b2c3d")).toBe(3);
    expect(gridPageOf("?e-page-b1b2c3d=3", "a1b2c3d")).toBe(1);
    for (const v of ["0", "-1", "2.5", "x", "", "99999999", "01"]) expect(gridPageOf(`?e-page-a1b2c3d=${v}`, "a1b2c3d"), v).toBe(1);
    expect(gridPageOf("?e-page-a1b2c3d=20", "a1b2c3d", 10)).toBe(1);
  });
  it("writes the page, page 1 as no parameter, keeping the filters", () => {
    expect(withGridPage("?e-filter-a1b2c3d-diet=vegan", "a1b2c3d", 2)).toBe("?e-filter-a1b2c3d-diet=vegan&e-page-a1b2c3d=2");
    expect(withGridPage("?e-page-a1b2c3d=2&x=1", "a1b2c3d", 1)).toBe("?x=1");
    expect(withGridPage("", "a1b2c3d", 1)).toBe("");
  });
});

describe("nextSelection", () => {
  it("single selection: a term replaces the selection; the selected term or All clears it", () => {
    expect(nextSelection([], "vegan", false)).toEqual(["vegan"]);
    expect(nextSelection(["vegan"], "vegetarian", false)).toEqual(["vegetarian"]);
    expect(nextSelection(["vegan"], "vegan", false)).toEqual([]);
    expect(nextSelection(["vegan"], ALL_ITEM, false)).toEqual([]);
  });
  it("multiple selection: a term toggles; deselecting the last leaves All", () => {
    expect(nextSelection(["vegan"], "vegetarian", true)).toEqual(["vegan", "vegetarian"]);
    expect(nextSelection(["vegan", "vegetarian"], "vegan", true)).toEqual(["vegetarian"]);
    expect(nextSelection(["vegan"], "vegan", true)).toEqual([]);
    expect(nextSelection(["vegan", "x"], ALL_ITEM, true)).toEqual([]);
  });
});

describe("filtersKey", () => {
  it("is the same for the same filters in any order, and differs otherwise", () => {
    expect(filtersKey({ a: { terms: ["x", "y"], logicalJoin: "OR" }, b: { terms: ["z"], logicalJoin: "AND" } })).toBe(
      filtersKey({ b: { terms: ["z"], logicalJoin: "OR" }, a: { terms: ["y", "x"], logicalJoin: "OR" } }),
    );
    expect(filtersKey({ a: { terms: ["x", "y"], logicalJoin: "OR" } })).not.toBe(
      filtersKey({ a: { terms: ["x", "y"], logicalJoin: "AND" } }),
    );
    expect(filtersKey({})).not.toBe(filtersKey({ a: { terms: ["x"], logicalJoin: "OR" } }));
  });
});
