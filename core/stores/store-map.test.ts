import { describe, expect, it } from "vitest";
import type { StoreDecision } from "./store-map";
import { buildStoreMap, decideStore, storeKind, usableStoreMap } from "./store-map";
import type { Store, StoreMap, StoreOtherAttributes, StoreRequirement } from "./store-types";

type Ref = Pick<Store, "id" | "other_attributes">;
const s = (id: number, other_attributes: StoreOtherAttributes = {}): Ref => ({ id, other_attributes });

// A family: shop 1 with catering 2 and wine 3; a shop 10 with only catering 11; a lone shop 20.
const shop = s(1, { related_catering_store_id: 2, related_wine_store_id: 3 });
const catering = s(2, { related_shopping_id: 1 });
const wine = s(3, { related_shopping_id: 1 });
const shop10 = s(10, { related_catering_store_id: 11 });
const catering11 = s(11, { related_shopping_id: 10 });
const lone = s(20);
const all = [shop, catering, wine, shop10, catering11, lone];
const lookup = (id: number) => all.find((x) => x.id === id);
const none = () => undefined;

const map = (shopStoreId: number | null, cateringStoreId: number | null, wineStoreId: number | null): StoreMap => ({
  shopStoreId,
  cateringStoreId,
  wineStoreId,
});

describe("buildStoreMap", () => {
  it("is all null without a store", () => {
    expect(buildStoreMap(null, lookup)).toEqual(map(null, null, null));
  });

  it("reads a shop store's relations", () => {
    expect(buildStoreMap(shop, lookup)).toEqual(map(1, 2, 3));
    expect(buildStoreMap(shop10, lookup)).toEqual(map(10, 11, null));
    expect(buildStoreMap(lone, lookup)).toEqual(map(20, null, null));
    expect(buildStoreMap(s(30, { related_wine_store_id: 31 }), lookup)).toEqual(map(30, null, 31));
  });

  it("does not need the lookup for a shop store", () => {
    let calls = 0;
    buildStoreMap(shop, (id) => {
      calls++;
      return lookup(id);
    });
    expect(calls).toBe(0);
  });

  it("builds the same map from any store of the family", () => {
    expect(buildStoreMap(catering, lookup)).toEqual(map(1, 2, 3));
    expect(buildStoreMap(wine, lookup)).toEqual(map(1, 2, 3));
    expect(buildStoreMap(catering11, lookup)).toEqual(map(10, 11, null));
  });

  it("looks up the shop store named by related_shopping_id", () => {
    const asked: number[] = [];
    buildStoreMap(catering, (id) => {
      asked.push(id);
      return lookup(id);
    });
    expect(asked).toEqual([1]);
  });

  it("falls back to the sub-store's own attributes when the shop store is unknown", () => {
    expect(buildStoreMap(catering, none)).toEqual(map(1, null, null));
    const selfAware = s(2, { related_shopping_id: 1, related_catering_store_id: 2 });
    expect(buildStoreMap(selfAware, none)).toEqual(map(1, 2, null));
    const fullCopy = s(3, { related_shopping_id: 1, related_catering_store_id: 2, related_wine_store_id: 3 });
    expect(buildStoreMap(fullCopy, none)).toEqual(map(1, 2, 3));
  });

  it("prefers the shop store's attributes and fills its gaps from the sub-store", () => {
    const stale = s(3, { related_shopping_id: 1, related_catering_store_id: 99, related_wine_store_id: 98 });
    expect(buildStoreMap(stale, lookup)).toEqual(map(1, 2, 3));
    const wineOf10 = s(12, { related_shopping_id: 10, related_wine_store_id: 12 });
    expect(buildStoreMap(wineOf10, lookup)).toEqual(map(10, 11, 12));
  });

  it("treats a store pointing back at itself as a shop store", () => {
    expect(buildStoreMap(s(5, { related_shopping_id: 5, related_catering_store_id: 6 }), none)).toEqual(map(5, 6, null));
  });

  it("ignores attribute values that are not positive integers", () => {
    const bad: unknown[] = ["2", 0, -3, 2.5, NaN, Infinity, null, true, {}, [2], Number.MAX_SAFE_INTEGER + 2];
    for (const v of bad) {
      const attrs = { related_catering_store_id: v, related_wine_store_id: v, related_shopping_id: v } as unknown as StoreOtherAttributes;
      expect(buildStoreMap(s(7, attrs), lookup)).toEqual(map(7, null, null));
    }
  });

  it("survives missing or malformed other_attributes", () => {
    expect(buildStoreMap({ id: 7, other_attributes: null as unknown as StoreOtherAttributes }, lookup)).toEqual(map(7, null, null));
    expect(buildStoreMap({ id: 7, other_attributes: undefined as unknown as StoreOtherAttributes }, lookup)).toEqual(map(7, null, null));
    expect(buildStoreMap({ id: 7, other_attributes: "x" as unknown as StoreOtherAttributes }, lookup)).toEqual(map(7, null, null));
    const sub = s(8, { related_shopping_id: 9 });
    expect(buildStoreMap(sub, () => ({ id: 9, other_attributes: null as unknown as StoreOtherAttributes }))).toEqual(map(9, null, null));
  });

  it("returns a fresh object each time", () => {
    const a = buildStoreMap(null, lookup);
    a.shopStoreId = 4;
    expect(buildStoreMap(null, lookup)).toEqual(map(null, null, null));
  });
});

describe("decideStore", () => {
  const stay: StoreDecision = { kind: "stay" };
  const sw = (storeId: number): StoreDecision => ({ kind: "switch", storeId });
  const toCatering: StoreDecision = { kind: "redirect", to: "/catering" };
  const toWine: StoreDecision = { kind: "redirect", to: "/wine" };

  const fullMap = map(1, 2, 3);
  const cateringOnly = map(10, 11, null);
  const wineOnly = map(30, null, 31);
  const bare = map(20, null, null);
  const empty = map(null, null, null);

  // [requirement, current store, map, expected]
  const table: [StoreRequirement, number | null, StoreMap, StoreDecision][] = [
    // catering
    ["catering", 1, fullMap, sw(2)],
    ["catering", 2, fullMap, stay],
    ["catering", 3, fullMap, sw(2)],
    ["catering", 10, cateringOnly, sw(11)],
    ["catering", 11, cateringOnly, stay],
    ["catering", 30, wineOnly, toCatering],
    ["catering", 31, wineOnly, toCatering],
    ["catering", 20, bare, toCatering],
    ["catering", null, empty, toCatering],
    ["catering", null, fullMap, toCatering],
    // wine
    ["wine", 1, fullMap, sw(3)],
    ["wine", 2, fullMap, sw(3)],
    ["wine", 3, fullMap, stay],
    ["wine", 10, cateringOnly, toWine],
    ["wine", 11, cateringOnly, toWine],
    ["wine", 30, wineOnly, sw(31)],
    ["wine", 31, wineOnly, stay],
    ["wine", 20, bare, toWine],
    ["wine", null, empty, toWine],
    ["wine", null, fullMap, toWine],
    // shop-only
    ["shop-only", 1, fullMap, stay],
    ["shop-only", 2, fullMap, sw(1)],
    ["shop-only", 3, fullMap, sw(1)],
    ["shop-only", 10, cateringOnly, stay],
    ["shop-only", 11, cateringOnly, sw(10)],
    ["shop-only", 31, wineOnly, sw(30)],
    ["shop-only", 20, bare, stay],
    ["shop-only", 99, fullMap, stay],
    ["shop-only", null, empty, stay],
    ["shop-only", null, fullMap, stay],
    ["shop-only", 2, map(null, 2, 3), stay],
    // none
    ["none", 1, fullMap, stay],
    ["none", 2, fullMap, stay],
    ["none", 3, fullMap, stay],
    ["none", 20, bare, stay],
    ["none", null, empty, stay],
  ];

  it.each(table)("%s with current %s and map %o", (requirement, current, m, expected) => {
    expect(decideStore(requirement, current, m)).toEqual(expected);
  });

  it("agrees with buildStoreMap for every store of a family and every requirement", () => {
    const requirements: StoreRequirement[] = ["catering", "wine", "shop-only", "none"];
    for (const store of all) {
      const m = buildStoreMap(store, lookup);
      for (const r of requirements) {
        const d = decideStore(r, store.id, m);
        if (r === "none") expect(d).toEqual(stay);
        if (r === "catering")
          expect(d).toEqual(m.cateringStoreId === null ? toCatering : m.cateringStoreId === store.id ? stay : sw(m.cateringStoreId));
        if (r === "wine") expect(d).toEqual(m.wineStoreId === null ? toWine : m.wineStoreId === store.id ? stay : sw(m.wineStoreId));
        if (r === "shop-only") expect(d).toEqual(storeKind(store, m) === "shop" ? stay : sw(m.shopStoreId as number));
        // Following a switch settles: the new store needs nothing more.
        if (d.kind === "switch") {
          const target = lookup(d.storeId);
          if (target !== undefined) expect(decideStore(r, target.id, buildStoreMap(target, lookup))).toEqual(stay);
        }
      }
    }
  });

  it("falls back to staying for an unknown requirement at run time", () => {
    expect(decideStore("bogus" as StoreRequirement, 1, fullMap)).toEqual(stay);
  });
});

describe("storeKind", () => {
  it("names each store of a family", () => {
    const m = map(1, 2, 3);
    expect(storeKind({ id: 1 }, m)).toBe("shop");
    expect(storeKind({ id: 2 }, m)).toBe("catering");
    expect(storeKind({ id: 3 }, m)).toBe("wine");
  });

  it("calls a store the map does not name a shop", () => {
    expect(storeKind({ id: 4 }, map(1, 2, 3))).toBe("shop");
    expect(storeKind({ id: 4 }, map(null, null, null))).toBe("shop");
  });

  it("accepts whole stores", () => {
    expect(storeKind(catering, buildStoreMap(catering, lookup))).toBe("catering");
    expect(storeKind(wine, buildStoreMap(wine, lookup))).toBe("wine");
    expect(storeKind(shop, buildStoreMap(shop, lookup))).toBe("shop");
    expect(storeKind(lone, buildStoreMap(lone, lookup))).toBe("shop");
  });

  it("prefers shop, then catering, when a misconfigured map repeats an id", () => {
    expect(storeKind({ id: 1 }, map(1, 1, 1))).toBe("shop");
    expect(storeKind({ id: 2 }, map(1, 2, 2))).toBe("catering");
  });
});

describe("usableStoreMap", () => {
  const family = { shopStoreId: 1001, cateringStoreId: 2001, wineStoreId: 3001 };
  it("leaves out a related store that can't be switched to, so the requirement sends to the landing page", () => {
    const usable = usableStoreMap(family, 1001, (id) => id !== 2001);
    expect(usable).toEqual({ shopStoreId: 1001, cateringStoreId: null, wineStoreId: 3001 });
    expect(decideStore("catering", 1001, usable)).toEqual({ kind: "redirect", to: "/catering" });
    expect(decideStore("wine", 1001, usable)).toEqual({ kind: "switch", storeId: 3001 });
  });
  it("keeps the store the visitor is on, so it is still known as the catering store", () => {
    const usable = usableStoreMap(family, 2001, () => false);
    expect(usable).toEqual({ shopStoreId: 1001, cateringStoreId: 2001, wineStoreId: null });
    expect(decideStore("catering", 2001, usable)).toEqual({ kind: "stay" });
  });
});
