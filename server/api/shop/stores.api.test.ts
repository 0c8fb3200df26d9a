import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { DEMO, expectError, jsonFetch, login, startTestServer, type TestServer } from "../../test/harness";
import { DEMO_STORE_IDS, MAIN_STORE_SPECS } from "../../db/seed/stores";
import { SHOP_DEPARTMENTS } from "../../db/seed/navigation";
import { SEARCH_TERM_MAX_LENGTH } from "#core/text/search-term";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface StoreJson {
  id: number;
  name: string;
  city: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  is_selectable: boolean;
  distance_km?: number | null;
  [k: string]: unknown;
}

const ids = (items: StoreJson[]) => items.map((s) => s.id);

describe("GET /api/shop/v1/stores", () => {
  it("answers { items } with every spec field", async () => {
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, "/api/shop/v1/stores");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["items"]);
    expect(r.body.items.length).toBeGreaterThanOrEqual(25);
    for (const s of r.body.items) {
      expect(s).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          url: expect.stringMatching(/^\//),
          address_1: expect.any(String),
          address_2: expect.any(String),
          city: expect.any(String),
          state: expect.stringMatching(/^[A-Z]{2}$/),
          postal_code: expect.any(String),
          hours: expect.any(String),
          phone: expect.any(String),
          store_number: expect.any(String),
          is_selectable: expect.any(Boolean),
          store_group_ids: expect.any(Array),
          store_segment_ids: expect.any(Array),
          other_attributes: expect.any(Object),
        }),
      );
      expect(s.latitude === null || typeof s.latitude === "number").toBe(true);
      expect(s.longitude === null || typeof s.longitude === "number").toBe(true);
    }
    const columbus = r.body.items.find((s) => s.id === DEMO_STORE_IDS.columbus)!;
    expect(columbus).toMatchObject({
      city: "Columbus",
      state: "OH",
      postal_code: "43201",
      address_1: "1180 N High St",
      is_selectable: true,
      store_group_ids: [1],
      other_attributes: { related_catering_store_id: DEMO_STORE_IDS.columbusCatering, related_wine_store_id: DEMO_STORE_IDS.columbusWine },
    });
    expect(new Set(r.body.items.map((s) => s.state)).size).toBeGreaterThanOrEqual(3);
  });

  it("searches by city", async () => {
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, "/api/shop/v1/stores?q=pittsburgh");
    expect(r.status).toBe(200);
    expect(r.body.items.length).toBeGreaterThanOrEqual(2);
    expect(r.body.items.every((s) => s.city === "Pittsburgh")).toBe(true);
    expect(ids(r.body.items)).toEqual(expect.arrayContaining([DEMO_STORE_IDS.pittsburgh, 1013]));
  });

  it("searches by postal code", async () => {
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, "/api/shop/v1/stores?q=45419");
    expect(r.status).toBe(200);
    expect(ids(r.body.items)).toEqual([DEMO_STORE_IDS.dayton]);
  });

  it("searches by name, case-insensitively", async () => {
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, `/api/shop/v1/stores?q=${encodeURIComponent("sHoRt NoRtH")}`);
    expect(r.status).toBe(200);
    expect(ids(r.body.items)).toContain(DEMO_STORE_IDS.columbus);
    expect(r.body.items.every((s) => s.name.includes("Short North"))).toBe(true);
  });

  it("answers an empty list when nothing matches", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores?q=atlantis");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ items: [] });
  });

  it("lat+lng sorts nearest first, stores without coordinates last", async () => {
    const [lat, lng] = MAIN_STORE_SPECS.find((s) => s.id === DEMO_STORE_IDS.pittsburgh)!.coords!;
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, `/api/shop/v1/stores?lat=${lat}&lng=${lng}`);
    expect(r.status).toBe(200);
    const items = r.body.items;
    expect(items[0]!.city).toBe("Pittsburgh");
    expect(items[0]!.distance_km).toBe(0);
    const located = items.filter((s) => s.latitude !== null && s.longitude !== null);
    const unlocated = items.filter((s) => s.latitude === null || s.longitude === null);
    expect(unlocated.length).toBeGreaterThan(0);
    // Located first, then the ones without coordinates.
    expect(items.slice(located.length)).toEqual(unlocated);
    const distances = located.map((s) => s.distance_km as number);
    expect(distances.every((d) => typeof d === "number")).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(unlocated.every((s) => s.distance_km === null)).toBe(true);
    expect(ids(unlocated)).toEqual(expect.arrayContaining([...DEMO_STORE_IDS.noCoordinates]));
    // Pittsburgh to Columbus is about 260 km.
    const columbus = items.find((s) => s.id === DEMO_STORE_IDS.columbus)!;
    expect(columbus.distance_km).toBeGreaterThan(230);
    expect(columbus.distance_km).toBeLessThan(290);
  });

  it("lat+lng combines with a search", async () => {
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, "/api/shop/v1/stores?q=columbus&lat=40.05&lng=-82.915");
    expect(r.status).toBe(200);
    expect(r.body.items[0]!.id).toBe(1002);
    expect(r.body.items.every((s) => s.city === "Columbus")).toBe(true);
  });

  it("selectable=true leaves out stores that cannot be selected", async () => {
    const all = (await jsonFetch<{ items: StoreJson[] }>(t.url, "/api/shop/v1/stores")).body.items;
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, "/api/shop/v1/stores?selectable=true");
    expect(r.status).toBe(200);
    expect(r.body.items.every((s) => s.is_selectable)).toBe(true);
    expect(ids(r.body.items)).not.toEqual(expect.arrayContaining([DEMO_STORE_IDS.notSelectable[0]]));
    expect(r.body.items.length).toBe(all.length - all.filter((s) => !s.is_selectable).length);
    const off = await jsonFetch<{ items: StoreJson[] }>(t.url, "/api/shop/v1/stores?selectable=false");
    expect(ids(off.body.items).sort()).toEqual([...DEMO_STORE_IDS.notSelectable].sort());
  });

  it.each([
    ["lat without lng", "?lat=40"],
    ["lng without lat", "?lng=-80"],
    ["non-numeric lat", "?lat=north&lng=-80"],
    ["latitude out of range", "?lat=91&lng=-80"],
    ["longitude out of range", "?lat=40&lng=181"],
    ["bad selectable", "?selectable=maybe"],
    ["a very long query", `?q=${"a".repeat(SEARCH_TERM_MAX_LENGTH + 1)}`],
  ])("400 for %s", async (_name, qs) => {
    const r = await jsonFetch(t.url, `/api/shop/v1/stores${qs}`);
    expectError(r, 400, "invalid_param");
  });

  it("searches a query as long as the site search's term limit", async () => {
    const r = await jsonFetch<{ items: StoreJson[] }>(t.url, `/api/shop/v1/stores?q=${"a".repeat(SEARCH_TERM_MAX_LENGTH)}`);
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([]);
  });
});

describe("/api/shop/v1/stores/current", () => {
  const emptyMap = { shopStoreId: null, cateringStoreId: null, wineStoreId: null };

  it("GET without a cookie: no store", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ store: null, store_map: emptyMap });
  });

  it("GET with a store_id cookie: the store and its store map", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: `store_id=${DEMO_STORE_IDS.columbus}` });
    expect(r.status).toBe(200);
    expect(r.body.store).toMatchObject({ id: DEMO_STORE_IDS.columbus, city: "Columbus" });
    expect(r.body.store_map).toEqual({ shopStoreId: 1001, cateringStoreId: 2001, wineStoreId: 3001 });
  });

  it("a catering store's map points back to its shop store", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: `store_id=${DEMO_STORE_IDS.columbusCatering}` });
    expect(r.status).toBe(200);
    expect(r.body.store.id).toBe(DEMO_STORE_IDS.columbusCatering);
    expect(r.body.store.other_attributes).toEqual({ related_shopping_id: DEMO_STORE_IDS.columbus });
    expect(r.body.store_map).toEqual({ shopStoreId: 1001, cateringStoreId: 2001, wineStoreId: 3001 });
  });

  it("a wine-only family has no catering store", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: `store_id=${DEMO_STORE_IDS.indianapolisWine}` });
    expect(r.body.store_map).toEqual({ shopStoreId: 1029, cateringStoreId: null, wineStoreId: 3029 });
  });

  it("GET with a garbage or unknown store cookie: no store, never an error", async () => {
    for (const value of ["abc", "0", "-1", "99999999999999", "999999"]) {
      const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: `store_id=${value}` });
      expect(r.status, value).toBe(200);
      expect(r.body, value).toEqual({ store: null, store_map: emptyMap });
    }
  });

  it("PUT selects the store and sets the store_id cookie", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: DEMO_STORE_IDS.pittsburgh } });
    expect(r.status).toBe(200);
    expect(r.body.store.id).toBe(DEMO_STORE_IDS.pittsburgh);
    expect(r.body.store_map).toEqual({ shopStoreId: 1012, cateringStoreId: 2012, wineStoreId: 3012 });
    const setCookie = r.headers.getSetCookie().find((c) => c.startsWith("store_id="));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/^store_id=1012;/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=\d+/);
  });

  it("PUT accepts the id as a numeric string", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: "1003" } });
    expect(r.status).toBe(200);
    expect(r.body.store.id).toBe(1003);
  });

  it("PUT 404 for an unknown store", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: 999999 } });
    expectError(r, 404, "not_found");
    expect(r.headers.getSetCookie().some((c) => c.startsWith("store_id="))).toBe(false);
  });

  it("PUT 422 for a store that cannot be selected", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: { store_id: DEMO_STORE_IDS.notSelectable[0] } });
    expectError(r, 422, "store_not_selectable");
    expect(r.headers.getSetCookie().some((c) => c.startsWith("store_id="))).toBe(false);
  });

  it.each([
    ["a non-numeric id", { store_id: "abc" }],
    ["a negative id", { store_id: -5 }],
    ["zero", { store_id: 0 }],
    ["a fraction", { store_id: 1.5 }],
    ["a huge id", { store_id: 1e20 }],
    ["a missing id", {}],
    ["an array", [1001]],
  ])("PUT 400 for %s", async (_name, body) => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body });
    expectError(r, 400, "invalid_param");
  });

  it("PUT 400 invalid_json for a body that is not JSON", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { method: "PUT", body: "store_id=1001" });
    expectError(r, 400, "invalid_json");
  });

  it("a logged-in shopper's choice is remembered on the profile", async () => {
    const s = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    const put = await jsonFetch(t.url, "/api/shop/v1/stores/current", {
      method: "PUT",
      body: { store_id: 1002 },
      cookie: s.cookie,
      nonce: s.nonce,
    });
    expect(put.status).toBe(200);
    // Without the store cookie (another device), the profile's store is the current one.
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: s.cookie, nonce: s.nonce });
    expect(r.body.store?.id).toBe(1002);
    // The cookie wins over the profile.
    const withCookie = await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: `${s.cookie}; store_id=1004`, nonce: s.nonce });
    expect(withCookie.body.store?.id).toBe(1004);
  });
});

describe("GET /api/shop/v1/navigation", () => {
  interface Node {
    id: number;
    title: string;
    url: string;
    selected: boolean;
    children: Node[];
  }
  const walk = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

  it("answers the shop, recipe and account trees with the store id filled in", async () => {
    const r = await jsonFetch<{ shop: Node[]; recipe: Node[]; account: Node[] }>(t.url, "/api/shop/v1/navigation?store_id=1001");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(["account", "recipe", "shop"]);
    for (const tree of [r.body.shop, r.body.recipe, r.body.account]) {
      expect(tree.length).toBeGreaterThan(0);
      for (const n of walk(tree)) {
        expect(n).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          url: expect.any(String),
          selected: expect.any(Boolean),
          children: expect.any(Array),
        });
        expect(n.url).not.toContain("{storeId}");
      }
    }
    const titles = r.body.shop.map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(SHOP_DEPARTMENTS.map((d) => d.title)));
    expect(r.body.shop.length).toBeGreaterThan(10);
    expect(r.body.shop.find((n) => n.title === "Shop All")!.url).toBe("/shop#!/?store_id=1001");
    expect(r.body.shop.find((n) => n.title === "Produce")!.url).toBe("/shop/produce#!/?store_id=1001");
    expect(r.body.shop.find((n) => n.title === "Produce")!.children.length).toBeGreaterThan(5);
    expect(r.body.shop.find((n) => n.title === "My Favorites")!.url).toBe("/shop#!/?filter=is_favorite");
    expect(
      walk(r.body.shop)
        .filter((n) => n.url.includes("store_id="))
        .every((n) => n.url.endsWith("#!/?store_id=1001")),
    ).toBe(true);
    expect(r.body.account.map((n) => n.url)).toContain("/my-account#!/orders");
  });

  it("another store gets its own id in the links", async () => {
    const r = await jsonFetch<{ shop: Node[] }>(t.url, "/api/shop/v1/navigation?store_id=1012");
    expect(r.status).toBe(200);
    expect(
      walk(r.body.shop)
        .filter((n) => n.url.includes("store_id="))
        .every((n) => n.url.endsWith("#!/?store_id=1012")),
    ).toBe(true);
  });

  it("a catering store gets the catering shop tree", async () => {
    const r = await jsonFetch<{ shop: Node[] }>(t.url, `/api/shop/v1/navigation?store_id=${DEMO_STORE_IDS.columbusCatering}`);
    expect(r.status).toBe(200);
    expect(r.body.shop[0]!.url).toBe("/catering/shop#!/?store_id=2001");
    expect(r.body.shop.map((n) => n.title)).toContain("Party Platters");
  });

  it("marks the node of the current path and its ancestors selected", async () => {
    const r = await jsonFetch<{ shop: Node[] }>(t.url, "/api/shop/v1/navigation?store_id=1001&path=/shop/produce/fresh-fruit");
    expect(r.status).toBe(200);
    const produce = r.body.shop.find((n) => n.title === "Produce")!;
    expect(produce.selected).toBe(true);
    expect(produce.children.find((n) => n.title === "Fresh Fruit")!.selected).toBe(true);
    expect(produce.children.find((n) => n.title === "Fresh Herbs")!.selected).toBe(false);
    expect(r.body.shop.find((n) => n.title === "Dairy")!.selected).toBe(false);
  });

  it.each([
    ["non-numeric store_id", "?store_id=abc"],
    ["missing store_id", ""],
    ["empty store_id", "?store_id="],
    ["store_id with a fraction", "?store_id=1001.5"],
    ["a path not starting with /", "?store_id=1001&path=shop"],
  ])("400 for %s", async (_name, qs) => {
    const r = await jsonFetch(t.url, `/api/shop/v1/navigation${qs}`);
    expectError(r, 400, "invalid_param");
    expect(r.body.message).toMatch(/store_id|path/);
  });

  it("404 for an unknown store", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/navigation?store_id=999999");
    expectError(r, 404, "not_found");
  });
});
