/** Pure rules of cart lines: amounts for products sold by weight, line prices, merging two carts. */
import { CART_LIMITS } from "../limits/limits";

export interface Weighing {
  sold_by_weight: boolean;
  weight_step: number | null;
  average_weight: number | null;
}

/** What a shopper asked for: a count, or (for a product sold by weight) a weight in lb. */
export interface Amount {
  quantity: number;
  weight: number | null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The step a product sold by weight is weighed in (lb): its own, or the default. */
export const weightStep = (p: Weighing) => (p.weight_step !== null && p.weight_step > 0 ? p.weight_step : CART_LIMITS.defaultWeightStepLb);

/**
 * The amount a line keeps, or why it cannot: a weight only for products sold by weight, and a whole
 * number of the product's steps, at least one step and at most the limit; a count from 1 to the limit.
 */
export function checkAmount(
  p: Weighing,
  a: Amount,
): { ok: true; amount: Amount } | { ok: false; field: "quantity" | "weight"; reason: string } {
  if (a.weight === null) {
    if (!Number.isInteger(a.quantity) || a.quantity < 1 || a.quantity > CART_LIMITS.quantity)
      return { ok: false, field: "quantity", reason: `must be a whole number from 1 to ${CART_LIMITS.quantity}` };
    return { ok: true, amount: { quantity: a.quantity, weight: null } };
  }
  if (!p.sold_by_weight) return { ok: false, field: "weight", reason: "is only for products sold by weight" };
  const step = weightStep(p);
  const steps = a.weight / step;
  // At least one whole step: a sliver of a step (1e-9 lb) would round to a weight of nothing, at no price.
  if (!Number.isFinite(steps) || Math.round(steps) < 1 || a.weight > CART_LIMITS.weightLb || Math.abs(steps - Math.round(steps)) > 1e-6) {
    return { ok: false, field: "weight", reason: `must be a multiple of ${step} lb, from ${step} lb to ${CART_LIMITS.weightLb} lb` };
  }
  return { ok: true, amount: { quantity: 1, weight: round3(Math.round(steps) * step) } };
}

/**
 * The line's price in cents for a unit price (per each, or per lb for products sold by weight): a
 * weight is priced as weighed; a count of a product sold by weight is estimated at its average weight.
 */
export function lineCents(p: Weighing, unitCents: number, a: Amount): number {
  if (!p.sold_by_weight) return unitCents * a.quantity;
  const lb = a.weight ?? a.quantity * (p.average_weight ?? 1);
  return Math.round(unitCents * lb);
}

/** How many items a line counts as in the header's count: its quantity, or 1 for a weight. */
export const itemsOf = (a: Amount) => (a.weight === null ? a.quantity : 1);

/**
 * Two amounts of one product added together (an anonymous cart merged into the shopper's): counts
 * add up, weights add up, and a count and a weight keep the shopper's own line; never beyond the limits.
 */
export function addAmounts(mine: Amount, theirs: Amount): Amount {
  if (mine.weight !== null && theirs.weight !== null)
    return { quantity: 1, weight: round3(Math.min(CART_LIMITS.weightLb, mine.weight + theirs.weight)) };
  if (mine.weight === null && theirs.weight === null)
    return { quantity: Math.min(CART_LIMITS.quantity, mine.quantity + theirs.quantity), weight: null };
  return mine;
}
