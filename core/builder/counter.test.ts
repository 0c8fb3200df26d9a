import { describe, expect, it } from "vitest";
import { counterDecimals, counterValueAt, formatCounter } from "./counter";

describe("counter numbers", () => {
  it("shows as many decimals as the start or end value has", () => {
    expect(counterDecimals(0, 100)).toBe(0);
    expect(counterDecimals(0, 4.5)).toBe(1);
    expect(counterDecimals(1.25, 3)).toBe(2);
  });
  it("groups thousands with the separator, or not at all", () => {
    expect(formatCounter(1234567, { decimals: 0, separator: "," })).toBe("1,234,567");
    expect(formatCounter(1234567, { decimals: 0, separator: " " })).toBe("1 234 567");
    expect(formatCounter(1234567, { decimals: 0, separator: "" })).toBe("1234567");
    expect(formatCounter(999, { decimals: 0, separator: "," })).toBe("999");
  });
  it("rounds to the decimals and keeps the sign", () => {
    expect(formatCounter(1234.5678, { decimals: 2, separator: "." })).toBe("1.234.57");
    expect(formatCounter(-12345, { decimals: 0, separator: "," })).toBe("-12,345");
    expect(formatCounter(-0.001, { decimals: 1, separator: "," })).toBe("0.0");
  });
  it("eases from the start to the end value", () => {
    expect(counterValueAt(0, 100, 0)).toBe(0);
    expect(counterValueAt(0, 100, 1)).toBe(100);
    expect(counterValueAt(0, 100, 0.5)).toBeCloseTo(50);
    expect(counterValueAt(100, 0, 0.25)).toBeGreaterThan(80);
    expect(counterValueAt(0, 100, 2)).toBe(100);
  });
});
