import { describe, expect, it } from "vitest";
import { baseKey, keyWithFavorites, keyWithLists } from "./shared-pages-key";
import type { PublicUser } from "../../core/schemas/auth";

const user = (o: Partial<PublicUser> = {}): PublicUser => ({
  id: 1,
  email: "ana@aisle.test",
  name: "Ana",
  roles: ["shopper"],
  segment_ids: [102, 101],
  store_id: 1001,
  ...o,
});
const PAGE = "http://localhost/shop/produce";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36";

describe("the key of a shared page", () => {
  it("is one for shoppers alike in what pages show of them, whatever their name, address fragment or other cookies", () => {
    const ana = baseKey(3, PAGE, "store_id=1001", DESKTOP, user(), 2);
    expect(baseKey(3, `${PAGE}#top`, "store_id=1001; _ga=x", DESKTOP, user({ id: 2, name: "Bo", segment_ids: [101, 102] }), 2)).toBe(ana);
    expect(baseKey(3, PAGE, "store_id=1001", DESKTOP, user({ store_id: 1002 }), 2)).not.toBe(ana);
    expect(baseKey(3, PAGE, "store_id=1001", DESKTOP, user({ segment_ids: [101] }), 2)).not.toBe(ana);
    expect(baseKey(3, PAGE, "store_id=1001", DESKTOP, user(), 1)).not.toBe(ana);
    expect(baseKey(3, PAGE, "store_id=1001", DESKTOP, null, 2)).not.toBe(ana);
    expect(baseKey(4, PAGE, "store_id=1001", DESKTOP, user(), 2)).not.toBe(ana);
  });

  it("holds the shopper's favourites among the products shown only, and their lists when the page offers them", () => {
    expect(keyWithFavorites("b", [3, 5], [9, 5, 1])).toBe(keyWithFavorites("b", [3, 5], [5]));
    expect(keyWithFavorites("b", [3, 5], [3])).not.toBe(keyWithFavorites("b", [3, 5], [5]));
    expect(keyWithFavorites("b", [], [3])).toBe(keyWithFavorites("b", [], []));
    expect(keyWithLists("k", undefined)).toBe("k");
    expect(keyWithLists("k", [])).not.toBe("k");
    expect(keyWithLists("k", [{ id: 1, name: "Picnic" }])).not.toBe(keyWithLists("k", [{ id: 1, name: "Weekly" }]));
  });
});
