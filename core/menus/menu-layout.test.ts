import { describe, expect, it } from "vitest";
import { departmentChildren, isScrollableMenu, megaColumns, splitShopTree } from "./menu-layout";

describe("megaColumns", () => {
  it("is one column up to 5 children, three up to 12, four above", () => {
    expect([0, 1, 5].map((n) => megaColumns(n))).toEqual([1, 1, 1]);
    expect([6, 7, 12].map((n) => megaColumns(n))).toEqual([3, 3, 3]);
    expect([13, 16, 100].map((n) => megaColumns(n))).toEqual([4, 4, 4]);
  });

  it("takes a valid per-node setting over the count", () => {
    expect(megaColumns(2, 4)).toBe(4);
    expect(megaColumns(20, 1)).toBe(1);
    expect(megaColumns(8, 2)).toBe(3);
    expect(megaColumns(8, null)).toBe(3);
  });
});

describe("isScrollableMenu", () => {
  it("scrolls above 10 items only", () => {
    expect(isScrollableMenu(10)).toBe(false);
    expect(isScrollableMenu(11)).toBe(true);
    expect(isScrollableMenu(0)).toBe(false);
  });
});

describe("departmentChildren", () => {
  it("shows all of up to 5 children without a more link", () => {
    expect(departmentChildren([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], more: false });
    expect(departmentChildren([])).toEqual({ shown: [], more: false });
  });

  it("shows the first 5 and a more link above 5", () => {
    expect(departmentChildren([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4, 5], more: true });
    expect(departmentChildren([1, 2, 3, 4, 5, 6, 7, 8]).shown).toHaveLength(5);
  });

  it("does not change its input", () => {
    const input = [1, 2, 3, 4, 5, 6];
    departmentChildren(input);
    expect(input).toHaveLength(6);
  });
});

describe("splitShopTree", () => {
  const node = (url: string, children: unknown[] = []) => ({ url, children });
  const all = node("/shop#!/?store_id=1");
  const produce = node("/shop/produce#!/?store_id=1", [1]);
  const rose = node("/shop/rose#!/?store_id=1");
  const favorites = node("/shop#!/?filter=is_favorite");

  it("keeps Shop All before and My Favorites after the departments", () => {
    expect(splitShopTree([all, produce, rose, favorites])).toEqual({ before: [all], departments: [produce, rose], after: [favorites] });
  });

  it("counts a childless deeper entry as a department", () => {
    expect(splitShopTree([all, rose]).departments).toEqual([rose]);
  });

  it("keeps entries between departments with them", () => {
    expect(splitShopTree([produce, all, rose]).departments).toEqual([produce, all, rose]);
  });

  it("has no departments in a flat tree, and nothing in an empty one", () => {
    expect(splitShopTree([all, favorites])).toEqual({ before: [all, favorites], departments: [], after: [] });
    expect(splitShopTree([])).toEqual({ before: [], departments: [], after: [] });
  });

  it("treats an entry with children at the top path as a department", () => {
    const group = node("/shop", [1]);
    expect(splitShopTree([group, favorites])).toEqual({ before: [], departments: [group], after: [favorites] });
  });
});
