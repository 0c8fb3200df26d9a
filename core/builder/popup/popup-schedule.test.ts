import { describe, expect, it } from "vitest";
import { localWallClock, parseWallClock, schedulePasses, wallClockText } from "./popup-schedule";

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s);

describe("parseWallClock", () => {
  it.each([
    ["2025-06-01 09:30", at(2025, 6, 1, 9, 30)],
    ["2025-06-01 09:30:15", at(2025, 6, 1, 9, 30, 15)],
    ["2025-06-01T09:30", at(2025, 6, 1, 9, 30)],
    ["2025-06-01", at(2025, 6, 1)],
    [" 2024-02-29 23:59 ", at(2024, 2, 29, 23, 59)],
    ["2025-12-31 00:00", at(2025, 12, 31)],
  ])("reads %j", (text, ms) => {
    expect(parseWallClock(text)).toBe(ms);
  });

  it.each([
    "",
    "2025-6-1 09:30",
    "2025-02-29 10:00",
    "2025-02-30",
    "2025-13-01",
    "2025-00-10",
    "2025-04-31",
    "2025-06-01 24:00",
    "2025-06-01 10:60",
    "2025-06-01 10:00:60",
    "2025-06-01 10:00Z",
    "June 1, 2025",
    "0099-01-01",
    "2025-06-01 9:30",
    null,
    1748770200000,
    {},
  ])("reads %j as no date", (value) => {
    expect(parseWallClock(value)).toBeUndefined();
  });
});

describe("localWallClock", () => {
  it("reads a Date's local fields, whatever the machine's timezone", () => {
    expect(localWallClock(new Date(2025, 5, 1, 9, 30, 15, 999))).toBe(at(2025, 6, 1, 9, 30, 15));
  });
});

describe("wallClockText", () => {
  const instant = Date.UTC(2025, 0, 15, 3, 4, 5);
  it("writes the instant on the site's clocks", () => {
    expect(wallClockText(instant, "UTC")).toBe("2025-01-15 03:04:05");
    expect(wallClockText(instant, "America/New_York")).toBe("2025-01-14 22:04:05");
    expect(wallClockText(instant, "Asia/Kolkata")).toBe("2025-01-15 08:34:05");
  });

  it("follows summer time", () => {
    expect(wallClockText(Date.UTC(2025, 6, 1, 12, 0, 0), "America/New_York")).toBe("2025-07-01 08:00:00");
  });

  it("writes midnight as 00, not 24", () => {
    expect(wallClockText(Date.UTC(2025, 0, 15, 0, 0, 0), "UTC")).toBe("2025-01-15 00:00:00");
  });

  it("uses UTC for an unknown zone", () => {
    expect(wallClockText(instant, "Mars/Olympus")).toBe("2025-01-15 03:04:05");
  });

  it("round-trips through parseWallClock", () => {
    expect(parseWallClock(wallClockText(instant, "America/Chicago"))).toBe(at(2025, 1, 14, 21, 4, 5));
  });
});

describe("schedulePasses", () => {
  const start = at(2025, 6, 1, 9, 0);
  const end = at(2025, 6, 30, 18, 0);

  it("includes both bounds", () => {
    expect(schedulePasses({ start, end }, start)).toBe(true);
    expect(schedulePasses({ start, end }, end)).toBe(true);
    expect(schedulePasses({ start, end }, at(2025, 6, 15))).toBe(true);
  });

  it("fails one second outside either bound", () => {
    expect(schedulePasses({ start, end }, start - 1000)).toBe(false);
    expect(schedulePasses({ start, end }, end + 1000)).toBe(false);
  });

  it("takes either bound as open when missing", () => {
    expect(schedulePasses({ start }, at(2099, 1, 1))).toBe(true);
    expect(schedulePasses({ start }, start - 1000)).toBe(false);
    expect(schedulePasses({ end }, at(1999, 1, 1))).toBe(true);
    expect(schedulePasses({ end }, end + 1000)).toBe(false);
    expect(schedulePasses({}, 0)).toBe(true);
  });

  it("fails everything when the end is before the start", () => {
    expect(schedulePasses({ start: end, end: start }, at(2025, 6, 15))).toBe(false);
  });
});
