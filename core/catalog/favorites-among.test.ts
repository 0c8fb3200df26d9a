import { describe, expect, it } from "vitest";
import { favoritesAmong } from "./favorites-among";

describe("favoritesAmong", () => {
  it("keeps the favourites among the products, in id order, whatever the favourites' order", () => {
    expect(favoritesAmong([9, 3, 7, 1], [1, 2, 3, 4])).toEqual([1, 3]);
    expect(favoritesAmong([3, 1], [4, 1, 3])).toEqual(favoritesAmong([1, 3, 8], [3, 1, 4]));
    expect(favoritesAmong([5], [])).toEqual([]);
  });
});
