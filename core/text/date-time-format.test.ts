import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-time-format";
import { slotLabel, zonedDate, zonedInstant } from "../cart/slot-plan";
import { wallClockText } from "../builder/popup/popup-schedule";

const AT = new Date("2026-03-08T06:30:00Z"); // the night US clocks go forward
const ZONES = ["America/New_York", "America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Pacific/Chatham", "UTC"];
const LOCALES = ["en-US", "en-CA", "de-DE", "ja-JP"];

describe("dateTimeFormat", () => {
  it("gives one formatter per locale and options, and another for another zone or locale", () => {
    const a = dateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric" });
    expect(dateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric" })).toBe(a);
    expect(dateTimeFormat("en-US", { timeZone: "Europe/Berlin", hour: "numeric" })).not.toBe(a);
    expect(dateTimeFormat("en-CA", { timeZone: "America/New_York", hour: "numeric" })).not.toBe(a);
  });

  it("formats as a new formatter does, in every zone and locale, whatever was formatted before", () => {
    const options: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" };
    for (let round = 0; round < 2; round++)
      for (const timeZone of ZONES)
        for (const locale of LOCALES)
          for (const at of [AT, new Date(AT.getTime() + 3.5 * 3600_000), new Date("2026-11-01T05:59:59Z")])
            expect(dateTimeFormat(locale, { ...options, timeZone }).format(at)).toBe(
              new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at),
            );
  });

  it("throws for an unknown zone, as the constructor does, and keeps nothing for it", () => {
    expect(() => dateTimeFormat("en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });

  it("keeps the slot plan's and the popup schedule's strings per zone", () => {
    expect(slotLabel(new Date("2026-11-27T14:00:00Z"), new Date("2026-11-27T16:00:00Z"))).toBe("Friday, November 27, 9:00 AM to 11:00 AM");
    expect(slotLabel(new Date("2026-11-27T14:00:00Z"), new Date("2026-11-27T16:00:00Z"), "Europe/Berlin")).toBe(
      "Friday, November 27, 3:00 PM to 5:00 PM",
    );
    expect(zonedDate(new Date("2026-11-28T03:00:00Z"))).toBe("2026-11-27");
    expect(zonedDate(new Date("2026-11-28T03:00:00Z"), "Asia/Kolkata")).toBe("2026-11-28");
    expect(zonedInstant("2026-03-08", 9).toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(zonedInstant("2026-03-07", 9).toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(wallClockText(Date.UTC(2026, 0, 2, 3, 4, 5), "America/New_York")).toBe("2026-01-01 22:04:05");
    expect(wallClockText(Date.UTC(2026, 0, 2, 3, 4, 5), "Nowhere/Else")).toBe("2026-01-02 03:04:05");
  });
});
