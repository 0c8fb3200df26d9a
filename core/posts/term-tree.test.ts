import { describe, expect, it } from "vitest";
import { TermIndex, type TermRow } from "./term-tree";

const row = (
  id: number,
  slug: string,
  parentId: number | null,
  position = id,
  taxonomy: TermRow["taxonomy"] = "recipe_category",
): TermRow => ({ id, taxonomy, slug, name: slug.toUpperCase(), parentId, position });

const ROWS = [
  row(1, "dinner", null),
  row(2, "pasta", 1),
  row(3, "grilling", 1, 0),
  row(4, "lasagna", 2),
  row(5, "dessert", null),
  row(6, "vegan", null, 1, "diet"),
];

describe("TermIndex", () => {
  it("finds terms by taxonomy and slug", () => {
    const idx = new TermIndex(ROWS);
    expect(idx.find("recipe_category", "pasta")?.id).toBe(2);
    expect(idx.find("diet", "pasta")).toBeUndefined();
    expect(idx.find("diet", "vegan")?.id).toBe(6);
  });

  it("gives a term alone, or with every term below it", () => {
    const idx = new TermIndex(ROWS);
    const dinner = idx.find("recipe_category", "dinner")!;
    expect(idx.ids(dinner, false)).toEqual([1]);
    expect(idx.ids(dinner, true).sort()).toEqual([1, 2, 3, 4]);
  });

  it("builds one taxonomy's tree in term order, counting posts on a term and below it, each post once", () => {
    const idx = new TermIndex(ROWS);
    const tree = idx.tree("recipe_category", [
      { postId: 10, termId: 1 },
      { postId: 11, termId: 2 },
      { postId: 11, termId: 4 },
      { postId: 12, termId: 4 },
      { postId: 13, termId: 6 },
    ]);
    expect(tree.map((t) => t.slug)).toEqual(["dinner", "dessert"]);
    const [dinner, dessert] = tree;
    expect(dinner).toMatchObject({ count: 1, total: 3, parent: null });
    expect(dinner!.children.map((c) => [c.slug, c.count, c.total, c.parent])).toEqual([
      ["grilling", 0, 0, "dinner"],
      ["pasta", 1, 2, "dinner"],
    ]);
    expect(dinner!.children[1]!.children).toMatchObject([{ slug: "lasagna", count: 2, total: 2 }]);
    expect(dessert).toMatchObject({ count: 0, total: 0, children: [] });
  });

  it("makes a term whose parent is missing, of another taxonomy, or on a loop of parents a top-level one", () => {
    const idx = new TermIndex([
      row(1, "a", 2),
      row(2, "b", 1),
      row(3, "c", 1),
      row(4, "orphan", 99),
      row(5, "cross", 6),
      row(6, "vegan", null, 0, "diet"),
    ]);
    const tree = idx.tree("recipe_category", []);
    expect(tree.map((t) => t.slug).sort()).toEqual(["a", "b", "cross", "orphan"]);
    // c stays below a, which a loop made a top-level term.
    expect(tree.find((t) => t.slug === "a")!.children.map((c) => c.slug)).toEqual(["c"]);
    expect(idx.ids(idx.find("recipe_category", "a")!, true).sort()).toEqual([1, 3]);
  });
});
