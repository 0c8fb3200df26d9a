import { describe, expect, it } from "vitest";
import { countdownDigits, countdownParts, countdownSpoken, dueDateMs } from "./countdown";

const ALL = ["days", "hours", "minutes", "seconds"] as const;

describe("countdown arithmetic", () => {
  it("splits the time left into the shown units, folding hidden ones into the next", () => {
    const ms = ((2 * 24 + 3) * 3600 + 5 * 60 + 9) * 1000 + 400;
    expect(countdownParts(ms, ALL)).toEqual({ days: 2, hours: 3, minutes: 5, seconds: 9 });
    expect(countdownParts(ms, ["hours", "minutes"])).toEqual({ hours: 51, minutes: 5 });
    expect(countdownParts(-5000, ALL)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it("writes two digits at least and says the time left in words", () => {
    expect(countdownDigits(7)).toBe("07");
    expect(countdownDigits(123)).toBe("123");
    expect(countdownSpoken({ days: 2, hours: 1, minutes: 5, seconds: 9 })).toBe("2 days, 1 hour and 5 minutes left");
    expect(countdownSpoken({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe("1 second left");
    expect(countdownSpoken({ days: 0, hours: 5, minutes: 0, seconds: 9 })).toBe("5 hours left");
    expect(countdownSpoken({ days: 0, seconds: 0 })).toBe("");
  });
  it("reads Elementor's due date, and nothing else", () => {
    expect(dueDateMs("2026-12-24 18:30")).toBe(Date.UTC(2026, 11, 24, 18, 30));
    expect(dueDateMs("2026-02-30 10:00")).toBeUndefined();
    expect(dueDateMs("tomorrow")).toBeUndefined();
  });
});
