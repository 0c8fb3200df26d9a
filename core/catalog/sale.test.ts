import { describe, expect, it } from "vitest";
import { effectivePriceCents, saleActive } from "./sale";

const at = (iso: string) => new Date(iso);
const price = { priceCents: 499, salePriceCents: 399, saleStartsAt: at("2026-11-01T00:00:00Z"), saleEndsAt: at("2026-11-08T00:00:00Z") };

describe("saleActive", () => {
  it("is on from its start to just before its end", () => {
    expect(saleActive(price, at("2026-10-31T23:59:59Z"))).toBe(false);
    expect(saleActive(price, at("2026-11-01T00:00:00Z"))).toBe(true);
    expect(saleActive(price, at("2026-11-07T23:59:59Z"))).toBe(true);
    expect(saleActive(price, at("2026-11-08T00:00:00Z"))).toBe(false);
  });
  it("is off without a sale price or when the sale price is not lower, and open-ended without dates", () => {
    expect(saleActive({ ...price, salePriceCents: null }, at("2026-11-02T00:00:00Z"))).toBe(false);
    expect(saleActive({ ...price, salePriceCents: 499 }, at("2026-11-02T00:00:00Z"))).toBe(false);
    expect(saleActive({ ...price, saleStartsAt: null, saleEndsAt: null }, at("2030-01-01T00:00:00Z"))).toBe(true);
  });
  it("makes the shopper pay the sale price only while it is on", () => {
    expect(effectivePriceCents(price, at("2026-11-02T00:00:00Z"))).toBe(399);
    expect(effectivePriceCents(price, at("2026-11-09T00:00:00Z"))).toBe(499);
  });
});
