import { describe, expect, it } from "vitest";
import type { NavNode, NavNodeInput } from "./navigation";
import { fillStoreId, resolveTree } from "./navigation";

const n = (id: number, url: string, children: NavNodeInput[] = []): NavNodeInput => ({ id, title: `T${id}`, url, children });

describe("fillStoreId", () => {
  it("fills every {storeId}", () => {
    expect(fillStoreId("/shop#!/?store_id={storeId}", 12)).toBe("/shop#!/?store_id=12");
    expect(fillStoreId("/s/{storeId}/x/{storeId}", 3)).toBe("/s/3/x/3");
  });

  it("empties it without a store", () => {
    expect(fillStoreId("/shop#!/?store_id={storeId}", null)).toBe("/shop#!/?store_id=");
  });

  it("leaves other urls alone", () => {
    expect(fillStoreId("/recipes", 5)).toBe("/recipes");
    expect(fillStoreId("", 5)).toBe("");
    expect(fillStoreId("/{storeid}", 5)).toBe("/{storeid}");
  });
});

describe("resolveTree", () => {
  const tree: NavNodeInput[] = [
    n(1, "/shop", [n(11, "/shop/produce?store_id={storeId}", [n(111, "/shop/produce/apples#top")]), n(12, "/shop/bakery")]),
    n(2, "/recipes", [n(21, "/recipes/quick")]),
    n(3, ""),
    n(4, "#"),
  ];

  const selectedIds = (nodes: NavNode[]): number[] => nodes.flatMap((x) => [...(x.selected ? [x.id] : []), ...selectedIds(x.children)]);

  it("fills store ids through the whole tree", () => {
    const out = resolveTree(tree, 7, null);
    expect(out[0]?.children[0]?.url).toBe("/shop/produce?store_id=7");
    expect(out[0]?.url).toBe("/shop");
  });

  it("selects nothing without a current path", () => {
    expect(selectedIds(resolveTree(tree, 7, null))).toEqual([]);
  });

  it("selects the node at the current path and its ancestors", () => {
    expect(selectedIds(resolveTree(tree, 7, "/shop/produce/apples"))).toEqual([1, 11, 111]);
    expect(selectedIds(resolveTree(tree, 7, "/shop/produce"))).toEqual([1, 11]);
    expect(selectedIds(resolveTree(tree, 7, "/shop"))).toEqual([1]);
    expect(selectedIds(resolveTree(tree, 7, "/recipes/quick"))).toEqual([2, 21]);
    expect(selectedIds(resolveTree(tree, 7, "/elsewhere"))).toEqual([]);
  });

  it("ignores query and hash when comparing paths", () => {
    expect(selectedIds(resolveTree([n(1, "/a?x=1#y")], null, "/a"))).toEqual([1]);
    expect(selectedIds(resolveTree([n(1, "/a#y?x=1")], null, "/a"))).toEqual([1]);
  });

  it("never selects a node whose path is empty", () => {
    expect(selectedIds(resolveTree(tree, 7, ""))).toEqual([]);
    expect(selectedIds(resolveTree([n(1, "?q=1"), n(2, "#x")], null, ""))).toEqual([]);
  });

  it("keeps ids, titles and shape, and does not mutate the input", () => {
    const before = structuredClone(tree);
    const out = resolveTree(tree, 9, "/shop/bakery");
    expect(tree).toEqual(before);
    expect(out.map((x) => [x.id, x.title, x.children.length])).toEqual([
      [1, "T1", 2],
      [2, "T2", 1],
      [3, "T3", 0],
      [4, "T4", 0],
    ]);
    expect(out[0]?.children[1]?.selected).toBe(true);
    expect(out[0]?.children[0]?.selected).toBe(false);
    expect(resolveTree([], 1, "/")).toEqual([]);
  });
});
