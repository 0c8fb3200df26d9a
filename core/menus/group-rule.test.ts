import { describe, expect, it } from "vitest";
import { groupShown } from "./group-rule";

describe("which group's menu a store shows", () => {
  const grocery = { id: 1007, storeGroupIds: [2, 1], subStore: false };
  it("is the lowest group id of the store's groups that have a tree, else none", () => {
    expect(groupShown(grocery, "shop", new Set([1, 2]))).toBe(1);
    expect(groupShown(grocery, "shop", new Set([2, 3]))).toBe(2);
    expect(groupShown(grocery, "recipe", new Set([3]))).toBeNull();
  });
  it("leaves a catering or wine store's shop menu to the store, not its other menus", () => {
    const wine = { id: 3001, storeGroupIds: [1], subStore: true };
    expect(groupShown(wine, "shop", new Set([1]))).toBeNull();
    expect(groupShown(wine, "account", new Set([1]))).toBe(1);
  });
});
