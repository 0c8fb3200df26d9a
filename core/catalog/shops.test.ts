import { describe, expect, it } from "vitest";
import { shopKindOfPath, shopKindOfStore } from "./shops";
import type { StoreOtherAttributes } from "../stores/store-types";

describe("shops", () => {
  it("reads the shop from a page address", () => {
    expect(shopKindOfPath("/shop")).toBe("shop");
    expect(shopKindOfPath("/shop/products/x")).toBe("shop");
    expect(shopKindOfPath("/catering/shop")).toBe("catering");
    expect(shopKindOfPath("/catering/shop/departments/desserts")).toBe("catering");
    expect(shopKindOfPath("/wine/shop/search")).toBe("wine");
    expect(shopKindOfPath("/wine/shopping")).toBe("shop");
    expect(shopKindOfPath("/weekly-ad")).toBe("shop");
  });

  it("knows a sub-store's kind from its family, and never guesses", () => {
    const shop = { id: 1, other_attributes: { related_catering_store_id: 2, related_wine_store_id: 3 } };
    const stores = new Map<number, { id: number; other_attributes: StoreOtherAttributes }>([
      [1, shop],
      [2, { id: 2, other_attributes: { related_shopping_id: 1 } }],
      [3, { id: 3, other_attributes: { related_shopping_id: 1 } }],
      [4, { id: 4, other_attributes: { related_shopping_id: 1 } }],
    ]);
    const kind = (id: number) => shopKindOfStore(stores.get(id)!, (n) => stores.get(n));
    expect([kind(1), kind(2), kind(3), kind(4)]).toEqual(["shop", "catering", "wine", "shop"]);
  });
});
