/** The stores, store groups, user groups and accounts admin API: happy paths, refusals, audit. */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import {
  DEMO,
  expectError,
  jsonFetch,
  login,
  loginAs,
  rowCount,
  startTestServer,
  type LoggedIn,
  type TestServer,
} from "../../test/harness";
import { auditLog, stores } from "../../db/schema";

let t: TestServer;
let admin: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t.url, "admin");
});
afterAll(async () => {
  await t?.close();
});

const lastAudit = async () => (await jsonFetch(t.url, "/api/admin/v1/audit-log?per_page=1", admin)).body.entries[0];

describe("stores", () => {
  it("lists with search and paging", async () => {
    const all = await jsonFetch(t.url, "/api/admin/v1/stores?per_page=10&page=2", admin);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 2, per_page: 10, total: await rowCount(t, stores) });
    expect(all.body.items).toHaveLength(10);
    const found = await jsonFetch(t.url, "/api/admin/v1/stores?q=short%20north", admin);
    expect(found.body.items.map((s: { id: number }) => s.id)).toContain(1001);
    expect(found.body.items.find((s: { id: number }) => s.id === 1001)).toMatchObject({
      related_catering_store_id: 2001,
      related_wine_store_id: 3001,
    });
    expectError(await jsonFetch(t.url, "/api/admin/v1/stores?page=0", admin), 400, "invalid_param");
  });

  it("creates a store and edits every field, related stores and coordinates included; each change audited", async () => {
    const created = await jsonFetch(t.url, "/api/admin/v1/stores", {
      body: { id: 1500, name: "Akron Highland Square", slug: "akron-highland-square" },
      ...admin,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ id: 1500, is_selectable: true, latitude: null, related_catering_store_id: null });
    expect(await lastAudit()).toMatchObject({ action: "store.create", target: { type: "store", id: "1500" }, before: null });
    const patch = {
      name: "Akron Highland",
      store_number: "150",
      address_1: "800 W Market St",
      city: "Akron",
      state: "OH",
      postal_code: "44303",
      phone: "330-555-0150",
      hours: "7am–11pm",
      latitude: 41.0904,
      longitude: -81.5399,
      is_selectable: false,
      store_group_ids: [1, 2],
      store_segment_ids: [7],
      related_catering_store_id: 2001,
      related_wine_store_id: 3001,
    };
    const edited = await jsonFetch(t.url, "/api/admin/v1/stores/1500", { method: "PUT", body: patch, ...admin });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject(patch);
    expect(await lastAudit()).toMatchObject({
      action: "store.update",
      before: { name: "Akron Highland Square" },
      after: { name: "Akron Highland" },
    });
    const cleared = await jsonFetch(t.url, "/api/admin/v1/stores/1500", { method: "PUT", body: { related_wine_store_id: null }, ...admin });
    expect(cleared.body).toMatchObject({ related_wine_store_id: null, related_catering_store_id: 2001 });
  });

  it("refuses a taken id or slug, an unknown group or related store, bad coordinates: nothing written", async () => {
    const before = await rowCount(t, auditLog);
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/stores", { body: { id: 1001, name: "Dup", slug: "dup" }, ...admin }),
      409,
      "store_exists",
    );
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/stores/1003", {
        method: "PUT",
        body: { slug: (await jsonFetch(t.url, "/api/admin/v1/stores/1001", admin)).body.slug },
        ...admin,
      }),
      400,
      "slug_taken",
    );
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/stores/1003", { method: "PUT", body: { store_group_ids: [999] }, ...admin }),
      400,
      "invalid_param",
    );
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/stores/1003", { method: "PUT", body: { related_wine_store_id: 424242 }, ...admin }),
      400,
      "invalid_param",
    );
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/stores/1003", { method: "PUT", body: { latitude: 91 }, ...admin }),
      400,
      "invalid_param",
    );
    expectError(
      await jsonFetch(t.url, "/api/admin/v1/stores/1003", { method: "PUT", body: { colour: "red" }, ...admin }),
      400,
      "invalid_param",
    );
    expectError(await jsonFetch(t.url, "/api/admin/v1/stores/77", admin), 404, "not_found");
    expect(await rowCount(t, auditLog)).toBe(before);
  });
});

describe("store groups and user groups", () => {
  for (const [base, members] of [
    ["/api/admin/v1/store-groups", "stores"],
    ["/api/admin/v1/user-groups", "accounts"],
  ] as const) {
    it(`${base}: list with ${members} counted, search, create with the next id, rename; audited`, async () => {
      const list = await jsonFetch(t.url, base, admin);
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThan(1);
      expect(list.body.items.some((g: { members: number }) => g.members > 0)).toBe(true);
      const created = await jsonFetch(t.url, base, { body: { name: "Seasonal <b>pop-ups</b>" }, ...admin });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ name: "Seasonal <b>pop-ups</b>", members: 0 });
      expect(await lastAudit()).toMatchObject({ action: expect.stringMatching(/_group\.create$/) });
      const renamed = await jsonFetch(t.url, `${base}/${created.body.id}`, { method: "PUT", body: { name: "Seasonal" }, ...admin });
      expect(renamed.body.name).toBe("Seasonal");
      const searched = await jsonFetch(t.url, `${base}?q=season`, admin);
      expect(searched.body.items.map((g: { id: number }) => g.id)).toEqual([created.body.id]);
      expectError(await jsonFetch(t.url, base, { body: { id: created.body.id, name: "Again" }, ...admin }), 409, "group_exists");
      expectError(await jsonFetch(t.url, base, { body: { name: "  " }, ...admin }), 400, "invalid_param");
    });
  }
});

describe("accounts", () => {
  it("lists shoppers and staff with search and a role filter", async () => {
    const staff = await jsonFetch(t.url, "/api/admin/v1/users?role=editor", admin);
    expect(staff.body.items.map((u: { email: string }) => u.email)).toContain(DEMO.editor.email);
    expect(staff.body.items.every((u: { roles: string[] }) => u.roles.includes("editor"))).toBe(true);
    expect(staff.body.items.map((u: { email: string }) => u.email)).not.toContain(DEMO.shopper.email);
    const found = await jsonFetch(t.url, "/api/admin/v1/users?q=shopper%40", admin);
    expect(found.body.items[0]).toMatchObject({
      email: DEMO.shopper.email,
      roles: ["shopper"],
      user_group_ids: [101, 102],
      store_id: 1001,
      disabled: false,
    });
    expectError(await jsonFetch(t.url, "/api/admin/v1/users?role=king", admin), 400, "invalid_param");
  });

  it("edits roles and user groups; refuses an unknown group and taking the administrator role from oneself", async () => {
    const editor = (await jsonFetch(t.url, "/api/admin/v1/users?role=editor", admin)).body.items[0];
    const r = await jsonFetch(t.url, `/api/admin/v1/users/${editor.id}`, {
      method: "PUT",
      body: { roles: ["editor", "forms_admin"], user_group_ids: [103] },
      ...admin,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ roles: ["editor", "forms_admin"], user_group_ids: [103] });
    expect(await lastAudit()).toMatchObject({
      action: "user.update",
      before: { roles: ["editor"] },
      after: { roles: ["editor", "forms_admin"] },
    });
    expectError(
      await jsonFetch(t.url, `/api/admin/v1/users/${editor.id}`, { method: "PUT", body: { user_group_ids: [5] }, ...admin }),
      400,
      "invalid_param",
    );
    expectError(
      await jsonFetch(t.url, `/api/admin/v1/users/${editor.id}`, { method: "PUT", body: { roles: [] }, ...admin }),
      400,
      "invalid_param",
    );
    expectError(
      await jsonFetch(t.url, `/api/admin/v1/users/${admin.user.id}`, { method: "PUT", body: { roles: ["editor"] }, ...admin }),
      409,
      "own_account",
    );
    await jsonFetch(t.url, `/api/admin/v1/users/${editor.id}`, {
      method: "PUT",
      body: { roles: ["editor"], user_group_ids: [] },
      ...admin,
    });
  });

  it("a role taken from a signed-in account holds at its next request", async () => {
    const editor = await loginAs(t.url, "editor");
    expect((await jsonFetch(t.url, "/api/admin/v1/content-items", editor)).status).toBe(200);
    const r = await jsonFetch(t.url, `/api/admin/v1/users/${editor.user.id}`, { method: "PUT", body: { roles: ["shopper"] }, ...admin });
    expect(r.status, r.text).toBe(200);
    expectError(await jsonFetch(t.url, "/api/admin/v1/content-items", editor), 403);
    await jsonFetch(t.url, `/api/admin/v1/users/${editor.user.id}`, { method: "PUT", body: { roles: ["editor"] }, ...admin });
    expect((await jsonFetch(t.url, "/api/admin/v1/content-items", editor)).status).toBe(200);
  });

  it("a disabled account's sessions end and it cannot sign in; enabled again, it can", async () => {
    const shopper = await loginAs(t.url, "shopper");
    expect((await jsonFetch(t.url, "/api/shop/v1/lists", shopper)).status).toBe(200);
    const r = await jsonFetch(t.url, `/api/admin/v1/users/${shopper.user.id}/disable`, { method: "POST", ...admin });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ disabled: true, disabled_at: expect.any(String) });
    expect(await lastAudit()).toMatchObject({ action: "user.disable", after: { disabled: true } });
    expectError(await jsonFetch(t.url, "/api/shop/v1/lists", shopper), 401);
    const again = await jsonFetch(t.url, "/api/auth/v1/login", { body: { email: DEMO.shopper.email, password: DEMO.shopper.password } });
    expectError(again, 403, "account_disabled");
    expectError(await jsonFetch(t.url, `/api/admin/v1/users/${admin.user.id}/disable`, { method: "POST", ...admin }), 409, "own_account");
    const enabled = await jsonFetch(t.url, `/api/admin/v1/users/${shopper.user.id}/enable`, { method: "POST", ...admin });
    expect(enabled.body.disabled).toBe(false);
    await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
  });
});
