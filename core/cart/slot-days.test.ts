import { describe, expect, it } from "vitest";
import { slotsByDay, slotTimeShort, storeDayKey } from "./slot-days";
import { slotLabel } from "./slot-plan";
import type { TimeSlot } from "./types";

const slot = (id: number, startsAt: string, hours: number, remaining = 3): TimeSlot => {
  const starts = new Date(startsAt);
  const ends = new Date(starts.getTime() + hours * 3_600_000);
  return {
    id,
    method: "pickup",
    starts_at: starts.toISOString(),
    ends_at: ends.toISOString(),
    capacity: 10,
    remaining,
    fee_cents: 0,
    label: slotLabel(starts, ends),
  };
};

describe("slot days", () => {
  it("groups slots by the store's calendar day, not UTC's, keeping their order", () => {
    // 02:00 UTC on the 28th is still the 27th in New York.
    const days = slotsByDay([
      slot(1, "2026-11-27T14:00:00Z", 2),
      slot(2, "2026-11-28T02:00:00Z", 1, 0),
      slot(3, "2026-11-28T14:00:00Z", 2),
    ]);
    expect(days.map((d) => [d.key, d.name, d.weekday, d.date, d.slots.map((s) => s.id), d.open])).toEqual([
      ["2026-11-27", "Friday, November 27", "Fri", "Nov 27", [1, 2], 1],
      ["2026-11-28", "Saturday, November 28", "Sat", "Nov 28", [3], 1],
    ]);
  });

  it("shortens a slot's times for its card, naming the half of the day once when it does not change", () => {
    expect(slotTimeShort("2026-11-27T14:00:00Z", "2026-11-27T16:00:00Z")).toEqual(["9:00", "11:00 AM"]);
    expect(slotTimeShort("2026-11-27T16:00:00Z", "2026-11-27T18:00:00Z")).toEqual(["11:00 AM", "1:00 PM"]);
  });

  it("gives no days for no slots", () => {
    expect(slotsByDay([])).toEqual([]);
    expect(storeDayKey(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
  });
});
