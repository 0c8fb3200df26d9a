import { describe, expect, it } from "vitest";
import { shopBudget } from "./catalog-budget";

describe("shopBudget", () => {
  it("gives the grocery catalog its budgets in full and the catering and wine catalogs a quarter", () => {
    const MiB = 1024 * 1024;
    expect(shopBudget("shop")(48)).toBe(48 * MiB);
    expect(shopBudget("catering")(48)).toBe(12 * MiB);
    expect(shopBudget("wine")(24)).toBe(6 * MiB);
  });
});
