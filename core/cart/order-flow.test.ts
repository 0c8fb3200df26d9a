import { describe, expect, it } from "vitest";
import { canMove, nextStatus } from "./order-flow";
import { ORDER_STATUSES } from "./types";

describe("the order flow", () => {
  it("walks a pickup order through picking and ready to completed", () => {
    const seen = ["placed" as const];
    for (let s = nextStatus("pickup", "placed"); s; s = nextStatus("pickup", s)) seen.push(s as never);
    expect(seen).toEqual(["placed", "being_picked", "ready", "completed"]);
  });

  it("sends a delivery order out for delivery before it is completed", () => {
    expect(nextStatus("delivery", "ready")).toBe("out_for_delivery");
    expect(nextStatus("delivery", "out_for_delivery")).toBe("completed");
  });

  it("ends at completed and cancelled", () => {
    expect(nextStatus("pickup", "completed")).toBeNull();
    expect(nextStatus("delivery", "cancelled")).toBeNull();
  });

  it("allows the next step and a cancellation before picking only", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove("delivery", from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      "placed>being_picked",
      "placed>cancelled",
      "being_picked>ready",
      "ready>out_for_delivery",
      "out_for_delivery>completed",
    ]);
    expect(canMove("pickup", "ready", "out_for_delivery")).toBe(false);
    expect(canMove("pickup", "being_picked", "cancelled")).toBe(false);
  });
});
