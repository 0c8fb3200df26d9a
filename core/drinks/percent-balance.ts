/**
 * The drink calculator's three percent sliders (docs/requirements.md#validation): integers 0..100 that always sum to
 * 100. Moving one spreads the difference over the unlocked others; a locked slider never moves.
 */
import { parseWholeNumber } from "./drink-calculator";

export type Drink = "wine" | "beer" | "spirits";
export type Percents = Record<Drink, number>;

/** The slider order; remainders of an uneven spread go to the first unlocked one in this order. */
export const DRINKS: readonly Drink[] = ["wine", "beer", "spirits"];

function toPercent(v: number, fallback: number): number {
  if (!Number.isFinite(v)) return fallback;
  return Math.min(100, Math.max(0, Math.round(v)));
}

/**
 * Set `changed` to `value` and rebalance.
 *
 * - `value` is rounded to an integer and clamped to 0..100 and to what the unlocked others can
 *   absorb (each stays within 0..100): with every other slider locked it cannot move at all. A locked
 *   `changed` keeps its value. A non-finite `value` leaves it where it was.
 * - The unlocked others take up the difference as evenly as possible in integers; an odd unit goes to
 *   the first of them in wine, beer, spirits order; what one cannot take without leaving 0..100 goes to
 *   the other.
 * - Locked sliders never change, and the result sums to 100.
 *
 * Expects valid percents (integers 0..100 summing to 100). Other input is repaired where that is
 * possible without moving a locked slider (values rounded and clamped, the unlocked sliders made to
 * fill up to 100); when the locked sliders alone exceed 100 nothing can be done and the (rounded,
 * clamped) current values come back unchanged.
 */
export function setPercent(current: Percents, changed: Drink, value: number, locked: Record<Drink, boolean>): Percents {
  const next: Percents = {
    wine: toPercent(current.wine, 0),
    beer: toPercent(current.beer, 0),
    spirits: toPercent(current.spirits, 0),
  };
  const others = DRINKS.filter((d) => d !== changed);
  const free = others.filter((d) => !locked[d]);
  const lockedSum = others.filter((d) => locked[d]).reduce((sum, d) => sum + next[d], 0);

  if (!locked[changed]) {
    // The range the free sliders can absorb: they hold 100 - lockedSum - changed, each within 0..100.
    const hi = 100 - lockedSum;
    const lo = Math.max(0, hi - 100 * free.length);
    if (hi < 0) return next;
    next[changed] = Math.min(hi, Math.max(lo, toPercent(value, next[changed])));
  }
  const rest = 100 - lockedSum - next[changed];
  if (rest < 0 || rest > 100 * free.length) return next;

  // What the free sliders must gain (or, negative, lose) so the total is 100.
  const diff = rest - free.reduce((sum, d) => sum + next[d], 0);
  if (diff === 0) return next;

  const share = Math.trunc(diff / free.length);
  let remainder = diff - share * free.length; // same sign as diff, |remainder| < free.length
  let spill = 0;
  for (const d of free) {
    let v = next[d] + share;
    if (remainder !== 0) {
      v += Math.sign(remainder);
      remainder -= Math.sign(remainder);
    }
    if (v < 0) {
      spill += v;
      v = 0;
    } else if (v > 100) {
      spill += v - 100;
      v = 100;
    }
    next[d] = v;
  }
  for (const d of free) {
    if (spill > 0) {
      const take = Math.min(spill, 100 - next[d]);
      next[d] += take;
      spill -= take;
    } else if (spill < 0) {
      const take = Math.min(-spill, next[d]);
      next[d] -= take;
      spill += take;
    }
  }
  return next;
}

/** A typed percent: a whole number 0..100 (see parseWholeNumber), else the last value. */
export function parseTypedPercent(text: string, last: number): number {
  const n = parseWholeNumber(text);
  return n !== null && n <= 100 ? n : last;
}
