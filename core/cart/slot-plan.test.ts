import { describe, expect, it } from "vitest";
import { bookableDates, isIsoDate, plannedSlots, slotLabel, zonedDate, zonedInstant } from "./slot-plan";

describe("slot plan", () => {
  it("places windows at the store's local hours, across daylight saving time", () => {
    expect(zonedInstant("2026-11-27", 9).toISOString()).toBe("2026-11-27T14:00:00.000Z");
    expect(zonedInstant("2026-07-01", 9).toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(zonedInstant("2026-03-08", 10).toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(zonedDate(new Date("2026-11-27T03:00:00Z"))).toBe("2026-11-26");
  });

  it("generates the same pickup and delivery windows every time", () => {
    const pickup = plannedSlots("2026-11-27", "pickup");
    expect(pickup).toHaveLength(6);
    expect(pickup[0]).toMatchObject({ capacity: 6, feeCents: 0 });
    expect(pickup.find((s) => s.startsAt.toISOString() === "2026-11-27T22:00:00.000Z")?.feeCents).toBe(199);
    const delivery = plannedSlots("2026-11-27", "delivery");
    expect(delivery.map((s) => s.feeCents)).toEqual([799, 799, 799, 999, 999]);
    expect(plannedSlots("2026-11-27", "delivery")).toEqual(delivery);
  });

  it("books seven days from the store's today, and reads dates strictly", () => {
    expect(bookableDates(new Date("2026-11-27T03:00:00Z"))).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-1-01")).toBe(false);
  });

  it("names a slot by its day and time", () => {
    const [first] = plannedSlots("2026-11-27", "pickup");
    expect(slotLabel(first!.startsAt, first!.endsAt)).toBe("Friday, November 27, 9:00 AM to 11:00 AM");
  });
});

describe("zonedInstant, worked out once per zone, date and hour", () => {
  it("gives a new Date each time, so a caller that changes one does not change the next", () => {
    const a = zonedInstant("2026-12-03", 11);
    a.setTime(0);
    const b = zonedInstant("2026-12-03", 11);
    expect(b.toISOString()).toBe("2026-12-03T16:00:00.000Z");
    expect(b).not.toBe(a);
    expect(zonedInstant("2026-12-03", 11, "Europe/Paris").toISOString()).toBe("2026-12-03T10:00:00.000Z");
  });
});
