import { describe, expect, it } from "vitest";
import { orderProgress } from "./order-progress";

const line = (p: ReturnType<typeof orderProgress>) => p.steps.map((s) => `${s.label}:${s.state}`);

describe("order progress", () => {
  it("draws a pickup order's steps up to where it is", () => {
    expect(line(orderProgress("pickup", "placed"))).toEqual([
      "Placed:current",
      "Picking:upcoming",
      "Ready for pickup:upcoming",
      "Picked up:upcoming",
    ]);
    expect(line(orderProgress("pickup", "ready"))).toEqual([
      "Placed:done",
      "Picking:done",
      "Ready for pickup:current",
      "Picked up:upcoming",
    ]);
  });

  it("has a delivery order go out for delivery, and a completed order is done throughout", () => {
    expect(line(orderProgress("delivery", "out_for_delivery"))).toEqual([
      "Placed:done",
      "Picking:done",
      "Packed:done",
      "Out for delivery:current",
      "Delivered:upcoming",
    ]);
    expect(orderProgress("delivery", "completed").steps.every((s) => s.state === "done")).toBe(true);
  });

  it("says a cancelled order is cancelled, with no current step", () => {
    const p = orderProgress("pickup", "cancelled");
    expect(p.cancelled).toBe(true);
    expect(line(p)).toEqual(["Placed:done", "Picking:upcoming", "Ready for pickup:upcoming", "Picked up:upcoming"]);
  });
});
