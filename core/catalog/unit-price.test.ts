import { describe, expect, it } from "vitest";
import { formatCents, formatUnitPrice, unitPrice } from "./unit-price";

describe("unitPrice", () => {
  it("divides the price by the unit size in whole cents", () => {
    expect(unitPrice(399, 16, "oz")).toEqual({ cents: 25, unit: "oz" });
    expect(unitPrice(149, 1, "lb")).toEqual({ cents: 149, unit: "lb" });
    expect(unitPrice(699, 12, "ct")).toEqual({ cents: 58, unit: "ct" });
  });
  it("never says a priced product costs nothing per unit, and survives a zero size", () => {
    expect(unitPrice(99, 405.6, "fl oz")).toEqual({ cents: 1, unit: "fl oz" });
    expect(unitPrice(250, 0, "each")).toEqual({ cents: 250, unit: "each" });
    expect(unitPrice(0, 10, "oz").cents).toBe(0);
  });
});

describe("formatting", () => {
  it("writes cents as dollars", () => {
    expect(formatCents(399)).toBe("$3.99");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(120000)).toBe("$1200.00");
    expect(formatCents(-250)).toBe("-$2.50");
  });
  it("writes a unit price per unit, or each", () => {
    expect(formatUnitPrice({ cents: 25, unit: "oz" })).toBe("$0.25/oz");
    expect(formatUnitPrice({ cents: 399, unit: "each" })).toBe("$3.99 each");
  });
});
