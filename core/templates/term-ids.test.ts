import { describe, expect, it } from "vitest";
import type { RenderedPage } from "../builder/popup/popup-conditions";
import type { TermNode } from "../posts/types";
import { matchPriority } from "./theme-conditions";
import { taxonomiesNamed, termIdsBySlug, withTermIds } from "./term-ids";

const node = (id: number, slug: string, children: TermNode[] = []): TermNode =>
  ({ id, slug, name: slug, parent: null, count: 0, children }) as unknown as TermNode;
const trees = [node(12, "dinner", [node(14, "pasta")]), node(20, "breakfast")];
const ids = termIdsBySlug(trees);
const idOf = (taxonomy: string, slug: string) => (taxonomy === "recipe_category" ? ids.get(slug) : undefined);

const dinnerList: RenderedPage = { kind: "archive", archive: { kind: "taxonomy", taxonomy: "recipe_category", termId: "dinner" } };
const pastaRecipe: RenderedPage = { kind: "singular", postType: "recipe", id: 5, terms: { recipe_category: ["pasta"] } };

describe("terms by id and by slug", () => {
  it("reads every term of the tree, children too", () => {
    expect([...ids]).toEqual([
      ["dinner", 12],
      ["pasta", 14],
      ["breakfast", 20],
    ]);
  });

  it("matches a category's list by Elementor's term id and by the slug, and nothing else", () => {
    const page = withTermIds(dinnerList, idOf);
    expect(matchPriority(["include/archive/recipe_category/12"], page)).toBe(30);
    expect(matchPriority(["include/archive/recipe_category/dinner"], page)).toBe(30);
    expect(matchPriority(["include/archive/recipe_category/20"], page)).toBeNull();
    expect(matchPriority(["include/archive/recipe_category/breakfast"], page)).toBeNull();
    expect(matchPriority(["include/archive/recipe_category/12"], dinnerList)).toBeNull();
    expect(matchPriority(["include/general", "exclude/archive/recipe_category/12"], page)).toBeNull();
  });

  it("matches a recipe in a category by the term's id and its slug", () => {
    const page = withTermIds(pastaRecipe, idOf);
    expect(page.terms).toEqual({ recipe_category: ["pasta", 14] });
    expect(matchPriority(["include/singular/in_recipe_category/14"], page)).toBe(30);
    expect(matchPriority(["include/singular/in_recipe_category/pasta"], page)).toBe(30);
    expect(matchPriority(["include/singular/in_recipe_category/12"], page)).toBeNull();
  });

  it("leaves an unknown term and other pages as they are, and names the taxonomies to read", () => {
    const unknown: RenderedPage = { kind: "archive", archive: { kind: "taxonomy", taxonomy: "recipe_category", termId: "soup" } };
    expect(withTermIds(unknown, idOf)).toEqual(unknown);
    expect(withTermIds({ kind: "not_found" }, idOf)).toEqual({ kind: "not_found" });
    expect(taxonomiesNamed(dinnerList)).toEqual(["recipe_category"]);
    expect(taxonomiesNamed(pastaRecipe)).toEqual(["recipe_category"]);
    expect(taxonomiesNamed({ kind: "other" })).toEqual([]);
  });
});
