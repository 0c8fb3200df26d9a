import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { auditLog, orders, storeGroups, stores, timeSlots, userGroups, users } from "../../db/schema";

let t: TestServer;
let admin: LoggedIn;
let editor: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  [admin, editor] = await Promise.all([loginAs(t.url, "admin"), loginAs(t.url, "editor")]);
});
afterAll(async () => {
  await t?.close();
});

const lastAudit = async () => (await jsonFetch(t.url, "/api/admin/v1/audit-log?per_page=1", admin)).body.entries[0];

describe("deleting stores", () => {
  it("a store without orders is deleted, content stops naming it, audited", async () => {
    const created = await jsonFetch(t.url, "/api/admin/v1/stores", {
      method: "POST",
      body: { id: 9901, name: "Short-lived Market", slug: "short-lived-market" },
      ...admin,
    });
    expect(created.status, created.text).toBe(201);
    const item = await jsonFetch(t.url, "/api/admin/v1/content-items", {
      method: "POST",
      body: { kind: "cta", slug: "store-del", title: "For 9901", store_ids: [9901], html: "<p>x</p>" },
      ...admin,
    });
    expect(item.status, item.text).toBe(201);
    expectError(await jsonFetch(t.url, "/api/admin/v1/stores/9901", { method: "DELETE", ...editor }), 403, "forbidden");
    expect((await jsonFetch(t.url, "/api/admin/v1/stores/9901", { method: "DELETE", ...admin })).status).toBe(204);
    expectError(await jsonFetch(t.url, "/api/admin/v1/stores/9901", admin), 404, "not_found");
    expect((await jsonFetch(t.url, `/api/admin/v1/content-items/${item.body.id}`, admin)).body.store_ids).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: "store.delete", target: { type: "store", id: "9901" }, after: null });
  });

  it("a store another store names as related is refused, naming that store, until the link is changed", async () => {
    const post = (body: Record<string, unknown>) => jsonFetch(t.url, "/api/admin/v1/stores", { method: "POST", body, ...admin });
    expect((await post({ id: 9902, name: "Lakeside Catering", slug: "lakeside-catering" })).status).toBe(201);
    const main = await post({ id: 9903, name: "Lakeside Market", slug: "lakeside-market", related_catering_store_id: 9902 });
    expect(main.status, main.text).toBe(201);
    const audits = await rowCount(t, auditLog);
    const r = await jsonFetch(t.url, "/api/admin/v1/stores/9902", { method: "DELETE", ...admin });
    expectError(r, 409, "store_is_related");
    expect(r.body.message).toContain("9903 (Lakeside Market)");
    expect(r.body.data.related_by).toEqual([9903]);
    expect(await rowCount(t, auditLog)).toBe(audits);
    expect((await t.database.db.select().from(stores).where(eq(stores.id, 9902))).length).toBe(1);

    const unlinked = await jsonFetch(t.url, "/api/admin/v1/stores/9903", {
      method: "PUT",
      body: { related_catering_store_id: null },
      ...admin,
    });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect((await jsonFetch(t.url, "/api/admin/v1/stores/9902", { method: "DELETE", ...admin })).status).toBe(204);
  });

  it("a store with orders is refused with a clear message, and nothing changes", async () => {
    const [store] = await t.database.db.select().from(stores).limit(1);
    const [shopper] = await t.database.db.select().from(users).limit(1);
    const [slot] = await t.database.db
      .insert(timeSlots)
      .values({
        storeId: store!.id,
        method: "pickup",
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        capacity: 5,
      })
      .returning();
    await t.database.db.insert(orders).values({
      userId: shopper!.id,
      storeId: store!.id,
      slotId: slot!.id,
      method: "pickup",
      subtotalCents: 100,
      feeCents: 0,
      totalCents: 100,
      payment: "card",
      idempotencyKey: "del-test",
      requestHash: "x",
    });
    const audits = await rowCount(t, auditLog);
    const r = await jsonFetch(t.url, `/api/admin/v1/stores/${store!.id}`, { method: "DELETE", ...admin });
    expectError(r, 409, "store_has_orders");
    expect(r.body.message).toContain("untick “Selectable”");
    expect(r.body.data.orders).toBeGreaterThanOrEqual(1);
    expect(await rowCount(t, auditLog)).toBe(audits);
    expect((await t.database.db.select().from(stores).where(eq(stores.id, store!.id))).length).toBe(1);
  });
});

describe("deleting groups", () => {
  it("an unused store group is deleted; one stores are in is refused, saying how many", async () => {
    const made = await jsonFetch(t.url, "/api/admin/v1/store-groups", { method: "POST", body: { name: "Pop-up stores" }, ...admin });
    expect(made.status, made.text).toBe(201);
    expect((await jsonFetch(t.url, `/api/admin/v1/store-groups/${made.body.id}`, { method: "DELETE", ...admin })).status).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: "store_group.delete", before: { name: "Pop-up stores", members: 0 }, after: null });

    const used = (await jsonFetch(t.url, "/api/admin/v1/store-groups", admin)).body.items.find((g: { members: number }) => g.members > 0);
    const r = await jsonFetch(t.url, `/api/admin/v1/store-groups/${used.id}?confirm_members=${used.members}`, {
      method: "DELETE",
      ...admin,
    });
    expectError(r, 409, "group_in_use");
    expect(r.body.data.members).toBe(used.members);
    expect(r.body.message).toContain(`${used.members} store`);
    expect((await t.database.db.select().from(storeGroups).where(eq(storeGroups.id, used.id))).length).toBe(1);
  });

  it("a user group accounts hold is deleted only with the second confirmation, and taken off them", async () => {
    const made = (await jsonFetch(t.url, "/api/admin/v1/user-groups", { method: "POST", body: { name: "Short-lived club" }, ...admin }))
      .body;
    const [account] = await t.database.db.select().from(users).limit(1);
    await t.database.db
      .update(users)
      .set({ segmentIds: [...account!.segmentIds, made.id] })
      .where(eq(users.id, account!.id));
    const first = await jsonFetch(t.url, `/api/admin/v1/user-groups/${made.id}`, { method: "DELETE", ...admin });
    expectError(first, 409, "group_in_use");
    expect(first.body.data.members).toBe(1);
    expectError(
      await jsonFetch(t.url, `/api/admin/v1/user-groups/${made.id}?confirm_members=2`, { method: "DELETE", ...admin }),
      409,
      "group_in_use",
    );
    expect((await jsonFetch(t.url, `/api/admin/v1/user-groups/${made.id}?confirm_members=1`, { method: "DELETE", ...admin })).status).toBe(
      204,
    );
    expect((await t.database.db.select().from(userGroups).where(eq(userGroups.id, made.id))).length).toBe(0);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, account!.id));
    expect(after!.segmentIds).toEqual(account!.segmentIds);
    expect(await lastAudit()).toMatchObject({ action: "user_group.delete", before: { members: 1 } });
  });
});
