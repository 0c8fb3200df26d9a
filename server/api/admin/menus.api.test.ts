import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { STORE_GROUP } from "../../db/seed/groups";
import { DEMO_STORE_IDS } from "../../db/seed/stores";

const BASE = "/api/admin/v1/navigation";
const NAV = "/api/shop/v1/navigation";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let forms: LoggedIn;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  [editor, admin, forms] = await Promise.all([loginAs(t.url, "editor"), loginAs(t.url, "admin"), loginAs(t.url, "forms")]);
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Node = { id: number; title: string; url: string; children: Node[] };
const titles = (nodes: Node[]) => nodes.map((n) => n.title);
const shopOf = async (storeId: number) => (await jsonFetch(t.url, `${NAV}?store_id=${storeId}`)).body.shop as Node[];
const put = (group: number, menu: string, tree: unknown, who: LoggedIn = editor) =>
  jsonFetch(t.url, `${BASE}/${group}/${menu}`, { method: "PUT", body: { tree }, ...who });

describe("a store group's menus", () => {
  it("starts from the tree the group's first store shows, and the seeded menus are unchanged", async () => {
    const r = await jsonFetch(t.url, `${BASE}/${STORE_GROUP.keystone}/shop`, editor);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      store_group_id: STORE_GROUP.keystone,
      menu: "shop",
      source: "store",
      updated_at: null,
      stores_shown_elsewhere: [],
    });
    expect(r.body.stores_not_covered).toContain(DEMO_STORE_IDS.pittsburghCatering);
    expect(titles(r.body.tree)).toEqual(titles(await shopOf(DEMO_STORE_IDS.pittsburgh)));
    expect(titles(await shopOf(DEMO_STORE_IDS.pittsburgh))[0]).toBe("Shop All");
  });

  it("saves a tree: audited, the content version moves, every grocery store of the group serves it", async () => {
    const start = (await jsonFetch(t.url, `${BASE}/${STORE_GROUP.keystone}/shop`, editor)).body.tree as Node[];
    const catering = titles(await shopOf(DEMO_STORE_IDS.pittsburghCatering));
    const [first, second, ...rest] = start;
    const tree = [
      second!,
      first!,
      ...rest,
      {
        id: 9000,
        title: "Keystone Picks",
        url: "/shop/keystone-picks#!/?store_id={storeId}",
        children: [{ id: 9001, title: "Local", url: "/shop/local", children: [] }],
      },
    ];
    const version = t.services.version.current();
    const r = await put(STORE_GROUP.keystone, "shop", tree);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ source: "group", tree });
    expect(t.services.version.current()).toBeGreaterThan(version);
    for (const store of [DEMO_STORE_IDS.pittsburgh, 1014]) {
      const shop = await shopOf(store);
      expect(titles(shop).slice(0, 2)).toEqual([second!.title, first!.title]);
      expect(shop.at(-1)).toMatchObject({ title: "Keystone Picks", url: `/shop/keystone-picks#!/?store_id=${store}` });
    }
    expect(titles(await shopOf(DEMO_STORE_IDS.pittsburghCatering))).toEqual(catering);
    expect(titles(await shopOf(DEMO_STORE_IDS.columbus))[0]).toBe("Shop All");
    const log = await jsonFetch(t.url, "/api/admin/v1/audit-log?per_page=1", admin);
    expect(log.body.entries[0]).toMatchObject({
      action: "navigation.update",
      actor: { email: editor.user.email },
      target: { type: "navigation_group_tree", id: `${STORE_GROUP.keystone}/shop` },
      before: null,
      after: { store_group_id: STORE_GROUP.keystone, menu: "shop", tree },
    });
    const again = await put(STORE_GROUP.keystone, "shop", tree.slice(1), admin);
    expect(again.status, again.text).toBe(200);
    const log2 = await jsonFetch(t.url, "/api/admin/v1/audit-log?per_page=1", admin);
    expect(log2.body.entries[0]).toMatchObject({ before: { tree }, after: { tree: tree.slice(1) } });
  });

  it("a store in two groups shows its lowest group's tree, and the other group says so", async () => {
    const erie = 1014; // Keystone and Lakeshore
    const r = await put(STORE_GROUP.lakeshore, "shop", [{ id: 1, title: "Lakeshore Fresh", url: "/shop", children: [] }]);
    expect(r.status, r.text).toBe(200);
    expect(titles(await shopOf(erie))).toEqual(["Lakeshore Fresh"]);
    const keystone = await jsonFetch(t.url, `${BASE}/${STORE_GROUP.keystone}/shop`, editor);
    expect(keystone.body.stores_shown_elsewhere).toEqual([{ store_id: erie, store_group_id: STORE_GROUP.lakeshore }]);
    // Cleveland is in Ohio Valley (1) and Lakeshore (2): Ohio Valley has no tree, so Lakeshore's shows.
    expect(titles(await shopOf(1007))).toEqual(["Lakeshore Fresh"]);
  });

  it("refuses a bad tree with 400 naming the field, and changes nothing", async () => {
    const before = await fingerprint();
    const version = t.services.version.current();
    const deep = [
      {
        id: 1,
        title: "A",
        url: "/a",
        children: [
          {
            id: 2,
            title: "B",
            url: "/b",
            children: [{ id: 3, title: "C", url: "/c", children: [{ id: 4, title: "D", url: "/d", children: [] }] }],
          },
        ],
      },
    ];
    const cases: Array<[unknown, string]> = [
      [[{ id: 1, title: "Bad", url: "javascript:alert(1)", children: [] }], "tree.0.url"],
      [[{ id: 1, title: "", url: "/a", children: [] }], "tree.0.title"],
      [[{ id: 1, title: "x".repeat(81), url: "/a", children: [] }], "tree.0.title"],
      [[{ id: 1, title: "A", url: `/${"a".repeat(500)}`, children: [] }], "tree.0.url"],
      [deep, "tree.0.children.0.children.0.children"],
      [
        [
          { id: 1, title: "A", url: "/a", children: [] },
          { id: 1, title: "B", url: "/b", children: [] },
        ],
        "tree",
      ],
      [Array.from({ length: 301 }, (_, i) => ({ id: i + 1, title: `E${i}`, url: "/e", children: [] })), "tree"],
    ];
    for (const [tree, param] of cases) {
      const r = await put(STORE_GROUP.ohioValley, "shop", tree);
      expectError(r, 400, "invalid_param");
      expect(Object.keys(r.body.data.params), JSON.stringify(tree).slice(0, 80)).toContain(param);
    }
    expectError(await put(STORE_GROUP.ohioValley, "footer", []), 400, "invalid_param");
    expectError(await put(999, "shop", []), 404);
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(t.services.version.current()).toBe(version);
  });

  it("removes a group's own menu: its stores show their own again, audited; a second remove is 404 and changes nothing", async () => {
    const group = STORE_GROUP.ohioValley;
    const columbus = titles(await shopOf(DEMO_STORE_IDS.columbus));
    expect((await put(group, "shop", [{ id: 1, title: "Valley Picks", url: "/shop", children: [] }])).status).toBe(200);
    expect(titles(await shopOf(DEMO_STORE_IDS.columbus))).toEqual(["Valley Picks"]);
    const remove = (who: LoggedIn = editor) => jsonFetch(t.url, `${BASE}/${group}/shop`, { method: "DELETE", ...who });
    expectError(await remove(forms), 403);
    expect((await jsonFetch(t.url, `${BASE}/${group}/shop`, { method: "DELETE", cookie: editor.cookie })).status).toBe(403);
    const version = t.services.version.current();
    const r = await remove();
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ store_group_id: group, menu: "shop", source: "store", updated_at: null });
    expect(t.services.version.current()).toBeGreaterThan(version);
    expect(titles(await shopOf(DEMO_STORE_IDS.columbus))).toEqual(columbus);
    const log = await jsonFetch(t.url, "/api/admin/v1/audit-log?per_page=1", admin);
    expect(log.body.entries[0]).toMatchObject({
      action: "navigation.delete",
      actor: { email: editor.user.email },
      target: { type: "navigation_group_tree", id: `${group}/shop` },
      before: { store_group_id: group, menu: "shop", tree: [{ title: "Valley Picks" }] },
      after: null,
    });
    const before = await fingerprint();
    const again = await remove();
    expectError(again, 404);
    expect(again.body.message).toContain("no shop menu of its own");
    expectError(await jsonFetch(t.url, `${BASE}/999/shop`, { method: "DELETE", ...editor }), 404);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("is the editor's and the administrator's only, and wants the nonce", async () => {
    expectError(await jsonFetch(t.url, `${BASE}/1/shop`, forms), 403);
    expectError(await jsonFetch(t.url, `${BASE}/1/shop`), 401);
    const noNonce = await jsonFetch(t.url, `${BASE}/1/shop`, { method: "PUT", body: { tree: [] }, cookie: editor.cookie });
    expect(noNonce.status).toBe(403);
  });
});
