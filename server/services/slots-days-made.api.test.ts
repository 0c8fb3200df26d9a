/**
 * The slot service works out and counts a store's bookable days once (then keeps that they are made),
 * not on every checkout: the second list of the same days is a hit of `slots.days-made` in /metrics,
 * with the same slots.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { cacheCounts } from "../cache";
import { createSlotService } from "./slots";
import { DEMO_STORE_IDS } from "../db/seed/stores";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const madeCounts = () => cacheCounts().find((c) => c.name === "slots.days-made") ?? { hits: 0, misses: 0, entries: 0 };

describe("slot days made once", () => {
  it("keeps that a store's days are made, and lists the same slots from the rows", async () => {
    const slots = createSlotService(t.database.db);
    const first = await slots.list(DEMO_STORE_IDS.columbus, "pickup", undefined);
    const before = madeCounts();
    const second = await slots.list(DEMO_STORE_IDS.columbus, "pickup", undefined);
    const after = madeCounts();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses);
    expect(second.items.map((s) => s.id)).toEqual(first.items.map((s) => s.id));
    expect(first.items.length).toBeGreaterThan(0);
  });
});
