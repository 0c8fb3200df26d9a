import { describe, expect, it } from "vitest";
import { addAmounts, checkAmount, itemsOf, lineCents } from "./lines";

const each = { sold_by_weight: false, weight_step: null, average_weight: null };
const bananas = { sold_by_weight: true, weight_step: 0.5, average_weight: 0.4 };

describe("cart line amounts", () => {
  it("takes counts from 1 to 99 and weights in the product's steps", () => {
    expect(checkAmount(each, { quantity: 3, weight: null })).toEqual({ ok: true, amount: { quantity: 3, weight: null } });
    expect(checkAmount(each, { quantity: 0, weight: null })).toMatchObject({ ok: false, field: "quantity" });
    expect(checkAmount(each, { quantity: 100, weight: null })).toMatchObject({ ok: false, field: "quantity" });
    expect(checkAmount(each, { quantity: 1, weight: 1 })).toMatchObject({ ok: false, field: "weight" });
    expect(checkAmount(bananas, { quantity: 1, weight: 1.5 })).toEqual({ ok: true, amount: { quantity: 1, weight: 1.5 } });
    expect(checkAmount(bananas, { quantity: 1, weight: 1.25 })).toMatchObject({ ok: false, field: "weight" });
    expect(checkAmount(bananas, { quantity: 1, weight: 0 })).toMatchObject({ ok: false, field: "weight" });
    expect(checkAmount(bananas, { quantity: 1, weight: 60 })).toMatchObject({ ok: false, field: "weight" });
  });

  it("takes no weight under one of the product's steps: a sliver is refused, never rounded to nothing", () => {
    for (const weight of [1e-9, 0.0001, 0.2, 0.25, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkAmount(bananas, { quantity: 1, weight }), String(weight)).toMatchObject({
        ok: false,
        field: "weight",
        reason: "must be a multiple of 0.5 lb, from 0.5 lb to 50 lb",
      });
    }
    expect(checkAmount(bananas, { quantity: 1, weight: 0.5 })).toEqual({ ok: true, amount: { quantity: 1, weight: 0.5 } });
    expect(checkAmount(bananas, { quantity: 1, weight: 50 })).toEqual({ ok: true, amount: { quantity: 1, weight: 50 } });
    // A product without a step of its own is weighed in quarter pounds.
    const loose = { sold_by_weight: true, weight_step: null, average_weight: null };
    expect(checkAmount(loose, { quantity: 1, weight: 0.25 })).toEqual({ ok: true, amount: { quantity: 1, weight: 0.25 } });
    expect(checkAmount(loose, { quantity: 1, weight: 1e-9 })).toMatchObject({ ok: false, field: "weight" });
  });

  it("prices counts, weights, and counts of weighed products at their average weight", () => {
    expect(lineCents(each, 299, { quantity: 3, weight: null })).toBe(897);
    expect(lineCents(bananas, 69, { quantity: 1, weight: 2.5 })).toBe(173);
    expect(lineCents(bananas, 100, { quantity: 5, weight: null })).toBe(200);
    expect(itemsOf({ quantity: 4, weight: null })).toBe(4);
    expect(itemsOf({ quantity: 1, weight: 2 })).toBe(1);
  });

  it("adds two carts' amounts within the limits", () => {
    expect(addAmounts({ quantity: 2, weight: null }, { quantity: 3, weight: null })).toEqual({ quantity: 5, weight: null });
    expect(addAmounts({ quantity: 90, weight: null }, { quantity: 30, weight: null })).toEqual({ quantity: 99, weight: null });
    expect(addAmounts({ quantity: 1, weight: 1.5 }, { quantity: 1, weight: 0.5 })).toEqual({ quantity: 1, weight: 2 });
    expect(addAmounts({ quantity: 2, weight: null }, { quantity: 1, weight: 0.5 })).toEqual({ quantity: 2, weight: null });
  });
});
