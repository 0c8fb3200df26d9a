/**
 * The stores' orders as staff run them (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the
 * list by store and status, each step of a pickup and a delivery order, a wrong step or a cancellation
 * after picking refused with nothing changed, two moves at once moving the order once, the shopper
 * seeing the new status, and an audit entry per move.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, expectError, login, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { as, bookedOf, COLUMBUS, DAYTON, inBoth, newShopper, pickupOrder, placeOrder, putLine, slotOf } from "../../test/cart-support";

let t: TestServer;
let admin: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  admin = await login(t.url, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => {
  await t?.close();
});

const [product] = inBoth(COLUMBUS, DAYTON);

async function newOrder(method: "pickup" | "delivery"): Promise<{ shopper: LoggedIn; id: number; slotId: number }> {
  const shopper = await newShopper(t);
  await putLine(t.url, shopper, product!.id);
  const slot = await slotOf(t.url, COLUMBUS, method);
  const body =
    method === "pickup"
      ? pickupOrder(slot.id)
      : pickupOrder(slot.id, {
          method: "delivery",
          payment: "pay_on_delivery",
          address: { line1: "1200 N High St", city: "Columbus", state: "OH", postal_code: "43201" },
        });
  const placed = await placeOrder(t.url, shopper, body);
  expect(placed.status, placed.text).toBe(201);
  return { shopper, id: placed.body.id as number, slotId: slot.id };
}

const move = (id: number, status: string, who: LoggedIn = admin) =>
  as(t.url, who, `/api/admin/v1/orders/${id}/status`, { method: "POST", body: { status } });

describe("the stores' orders", () => {
  it("walk a pickup order and a delivery order through their steps; the shopper sees each one", async () => {
    for (const [method, steps] of [
      ["pickup", ["being_picked", "ready", "completed"]],
      ["delivery", ["being_picked", "ready", "out_for_delivery", "completed"]],
    ] as const) {
      const { shopper, id } = await newOrder(method);
      for (const status of steps) {
        const r = await move(id, status);
        expect(r.status, r.text).toBe(200);
        expect(r.body).toMatchObject({ id, status, method });
        expect((await as(t.url, shopper, `/api/shop/v1/orders/${id}`)).body).toMatchObject({ status, can_cancel: false });
      }
      expect((await as(t.url, admin, `/api/admin/v1/orders/${id}`)).body).toMatchObject({ status: "completed", next_status: null });
    }
  });

  it("list by store and status, newest first, with the customer and the next step", async () => {
    const { id } = await newOrder("pickup");
    const r = await as(t.url, admin, `/api/admin/v1/orders?store_id=${COLUMBUS}&status=placed&per_page=5`);
    expect(r.status, r.text).toBe(200);
    expect(r.body.items[0]).toMatchObject({
      id,
      store_id: COLUMBUS,
      status: "placed",
      next_status: "being_picked",
      item_count: 1,
      customer: { email: expect.stringMatching(/@aisle\.test$/) },
    });
    expect(r.body.items.every((o: { status: string; store_id: number }) => o.status === "placed" && o.store_id === COLUMBUS)).toBe(true);
    expect(
      (await as(t.url, admin, `/api/admin/v1/orders?store_id=${DAYTON}&status=placed`)).body.items.some((o: { id: number }) => o.id === id),
    ).toBe(false);
    for (const query of ["status=lost", "store_id=0", "store_id=abc", "per_page=1000"])
      expectError(await as(t.url, admin, `/api/admin/v1/orders?${query}`), 400);
  });

  it("refuse a wrong step, a cancellation after picking and bad bodies, changing nothing; a cancellation frees the slot", async () => {
    const { id, slotId } = await newOrder("pickup");
    const fp = await fingerprinter(t.database);
    const before = await fp();
    expectError(await move(id, "ready"), 409, "wrong_step");
    expectError(await move(id, "out_for_delivery"), 409, "wrong_step");
    expectError(await move(id, "shipped"), 400);
    expectError(await as(t.url, admin, `/api/admin/v1/orders/${id}/status`, { method: "POST", body: { status: "ready", extra: 1 } }), 400);
    expectError(await move(99_999_999, "being_picked"), 404);
    expect(changedTables(before, await fp())).toEqual([]);

    const booked = await bookedOf(t, slotId);
    expect((await move(id, "cancelled")).body.status).toBe("cancelled");
    expect(await bookedOf(t, slotId)).toBe(booked - 1);

    const picked = await newOrder("pickup");
    expect((await move(picked.id, "being_picked")).status).toBe(200);
    expectError(await move(picked.id, "cancelled"), 409, "wrong_step");
  });

  it("move an order once when two moves arrive together, and audit it", async () => {
    const { id } = await newOrder("pickup");
    const answers = await Promise.all([move(id, "being_picked"), move(id, "being_picked")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const log = await as(t.url, admin, "/api/admin/v1/audit-log?per_page=50");
    const entries = (log.body.entries as { action: string; target: { id: string }; before: unknown; after: unknown }[]).filter(
      (e) => e.action === "order.status" && e.target.id === String(id),
    );
    expect(entries).toEqual([expect.objectContaining({ before: { status: "placed" }, after: { status: "being_picked" } })]);
  });
});
