import { describe, expect, it } from "vitest";
import { listDescription, listHeading, listRange, postDate } from "./post-text";

describe("list page text", () => {
  it("names a list by its filters", () => {
    expect(listHeading("recipe", {})).toBe("Recipes");
    expect(listHeading("recipe", { recipe_category: { slug: "dinner", name: "Dinner" } })).toBe("Dinner recipes");
    expect(listHeading("recipe", { recipe_category: { slug: "dinner", name: "Dinner" }, diet: { slug: "vegan", name: "Vegan" } })).toBe(
      "Vegan Dinner recipes",
    );
    expect(listHeading("recipe", { diet: { slug: "vegan", name: "Vegan" } })).toBe("Vegan recipes");
    expect(listHeading("article", { category: { slug: "seasonal", name: "Seasonal Eating" } })).toBe("Seasonal Eating articles");
  });

  it("says which posts of how many a page shows", () => {
    expect(listRange("recipe", 1, 12, 12, 68)).toBe("Showing 1–12 of 68 recipes");
    expect(listRange("recipe", 6, 12, 8, 68)).toBe("Showing 61–68 of 68 recipes");
    expect(listRange("article", 1, 12, 1, 1)).toBe("Showing 1–1 of 1 article");
    expect(listRange("recipe", 1, 12, 0, 0)).toBe("No recipes match.");
  });

  it("describes a list for search results", () => {
    expect(listDescription("recipe", "Dinner recipes", 22)).toBe(
      "Browse 22 dinner recipes with ingredient lists, prep and cook times and step-by-step directions.",
    );
  });

  it("writes a post's date the same wherever it is rendered", () => {
    expect(postDate("2025-10-01T23:30:00.000Z")).toBe("October 1, 2025");
  });
});
