import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Drink, Percents } from "./percent-balance";
import { DRINKS, parseTypedPercent, setPercent } from "./percent-balance";

const P = (wine: number, beer: number, spirits: number): Percents => ({ wine, beer, spirits });
const unlocked = { wine: false, beer: false, spirits: false };
const lock = (...ds: Drink[]) => ({ wine: ds.includes("wine"), beer: ds.includes("beer"), spirits: ds.includes("spirits") });
const sum = (p: Percents) => p.wine + p.beer + p.spirits;

describe("setPercent", () => {
  it("spreads an even difference equally over the others", () => {
    expect(setPercent(P(40, 40, 20), "wine", 50, unlocked)).toEqual(P(50, 35, 15));
    expect(setPercent(P(40, 40, 20), "wine", 30, unlocked)).toEqual(P(30, 45, 25));
    expect(setPercent(P(40, 40, 20), "spirits", 0, unlocked)).toEqual(P(50, 50, 0));
    expect(setPercent(P(40, 40, 20), "beer", 60, unlocked)).toEqual(P(30, 60, 10));
  });

  it("gives the odd unit to the first other in wine, beer, spirits order", () => {
    expect(setPercent(P(34, 33, 33), "wine", 33, unlocked)).toEqual(P(33, 34, 33));
    expect(setPercent(P(34, 33, 33), "spirits", 32, unlocked)).toEqual(P(35, 33, 32));
    expect(setPercent(P(34, 33, 33), "beer", 34, unlocked)).toEqual(P(33, 34, 33));
    expect(setPercent(P(40, 40, 20), "wine", 51, unlocked)).toEqual(P(51, 34, 15));
    expect(setPercent(P(40, 40, 20), "beer", 29, unlocked)).toEqual(P(46, 29, 25));
  });

  it("passes what one slider cannot absorb to the other", () => {
    expect(setPercent(P(40, 40, 20), "wine", 100, unlocked)).toEqual(P(100, 0, 0));
    expect(setPercent(P(40, 50, 10), "wine", 60, unlocked)).toEqual(P(60, 40, 0)); // spirits would go to 0 anyway
    expect(setPercent(P(40, 55, 5), "wine", 60, unlocked)).toEqual(P(60, 40, 0)); // spirits stops at 0, beer takes 5 more
    expect(setPercent(P(0, 95, 5), "spirits", 0, unlocked)).toEqual(P(3, 97, 0));
    expect(setPercent(P(0, 100, 0), "beer", 0, unlocked)).toEqual(P(50, 0, 50));
    expect(setPercent(P(1, 99, 0), "wine", 0, unlocked)).toEqual(P(0, 100, 0));
  });

  it("never moves a locked slider and clamps the changed one to what the free one can absorb", () => {
    expect(setPercent(P(40, 40, 20), "wine", 50, lock("beer"))).toEqual(P(50, 40, 10));
    expect(setPercent(P(40, 40, 20), "wine", 70, lock("beer"))).toEqual(P(60, 40, 0));
    expect(setPercent(P(40, 40, 20), "wine", 0, lock("beer"))).toEqual(P(0, 40, 60));
    expect(setPercent(P(40, 40, 20), "spirits", 90, lock("wine"))).toEqual(P(40, 0, 60));
    expect(setPercent(P(10, 80, 10), "beer", 0, lock("spirits"))).toEqual(P(90, 0, 10));
  });

  it("cannot move a slider when both others are locked", () => {
    for (const v of [0, 10, 39, 41, 100]) {
      expect(setPercent(P(40, 40, 20), "wine", v, lock("beer", "spirits"))).toEqual(P(40, 40, 20));
      expect(setPercent(P(40, 40, 20), "beer", v, lock("wine", "spirits"))).toEqual(P(40, 40, 20));
    }
  });

  it("does not move a locked changed slider", () => {
    expect(setPercent(P(40, 40, 20), "wine", 90, lock("wine"))).toEqual(P(40, 40, 20));
    expect(setPercent(P(40, 40, 20), "wine", 90, lock("wine", "beer", "spirits"))).toEqual(P(40, 40, 20));
  });

  it("rounds and clamps the value", () => {
    expect(setPercent(P(40, 40, 20), "wine", -5, unlocked)).toEqual(P(0, 60, 40));
    expect(setPercent(P(40, 40, 20), "wine", 150, unlocked)).toEqual(P(100, 0, 0));
    expect(setPercent(P(40, 40, 20), "wine", 41.6, unlocked)).toEqual(P(42, 39, 19));
    expect(setPercent(P(40, 40, 20), "wine", 41.4, unlocked)).toEqual(P(41, 39, 20));
  });

  it("ignores a value that is not a number", () => {
    expect(setPercent(P(40, 40, 20), "wine", NaN, unlocked)).toEqual(P(40, 40, 20));
    expect(setPercent(P(40, 40, 20), "wine", Infinity, unlocked)).toEqual(P(40, 40, 20));
  });

  it("is a no-op when the value does not change", () => {
    for (const d of DRINKS) expect(setPercent(P(40, 40, 20), d, P(40, 40, 20)[d], unlocked)).toEqual(P(40, 40, 20));
  });

  it("returns a new object and leaves the input alone", () => {
    const current = P(40, 40, 20);
    const out = setPercent(current, "wine", 40, unlocked);
    expect(out).not.toBe(current);
    setPercent(current, "wine", 90, unlocked);
    expect(current).toEqual(P(40, 40, 20));
  });

  it("repairs input that does not sum to 100 using only unlocked sliders", () => {
    expect(setPercent(P(50, 50, 50), "wine", 50, unlocked)).toEqual(P(50, 25, 25));
    expect(setPercent(P(0, 0, 0), "wine", 20, unlocked)).toEqual(P(20, 40, 40));
    expect(setPercent(P(10, 10, 10), "wine", 10, lock("beer"))).toEqual(P(10, 10, 80));
    expect(setPercent(P(30, 30, 30), "wine", 90, lock("wine"))).toEqual(P(30, 35, 35));
    expect(setPercent(P(-10, 120.4, 3.6), "spirits", 4, unlocked)).toEqual(P(0, 96, 4));
  });

  it("gives up without moving locked sliders when they alone exceed 100", () => {
    expect(setPercent(P(0, 80, 80), "wine", 10, lock("beer", "spirits"))).toEqual(P(0, 80, 80));
    expect(setPercent(P(0, 80, 80), "wine", 10, lock("beer", "spirits", "wine"))).toEqual(P(0, 80, 80));
    expect(setPercent(P(90, 80, 0), "spirits", 10, lock("wine", "beer"))).toEqual(P(90, 80, 0));
    expect(setPercent(P(90, 80, 0), "beer", 10, lock("wine", "beer"))).toEqual(P(90, 80, 0));
  });

  const validPercents = fc
    .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
    .map(([a, b]) => P(Math.min(a, b), Math.max(a, b) - Math.min(a, b), 100 - Math.max(a, b)));
  const locks = fc.record({ wine: fc.boolean(), beer: fc.boolean(), spirits: fc.boolean() });
  const drink = fc.constantFrom<Drink>("wine", "beer", "spirits");

  it("always sums to 100 with integers in 0..100, never moving a locked slider", () => {
    fc.assert(
      fc.property(
        validPercents,
        drink,
        fc.oneof(fc.integer({ min: -50, max: 150 }), fc.double({ min: -10, max: 110, noNaN: true })),
        locks,
        (cur, changed, value, locked) => {
          const out = setPercent(cur, changed, value, locked);
          expect(sum(out)).toBe(100);
          for (const d of DRINKS) {
            expect(Number.isInteger(out[d])).toBe(true);
            expect(out[d]).toBeGreaterThanOrEqual(0);
            expect(out[d]).toBeLessThanOrEqual(100);
            if (locked[d]) expect(out[d]).toBe(cur[d]);
          }
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("moves the changed slider as close to the value as the free sliders allow", () => {
    fc.assert(
      fc.property(validPercents, drink, fc.integer({ min: -20, max: 120 }), locks, (cur, changed, value, locked) => {
        const out = setPercent(cur, changed, value, locked);
        const others = DRINKS.filter((d) => d !== changed);
        const free = others.filter((d) => !locked[d]);
        const lockedSum = others.filter((d) => locked[d]).reduce((s, d) => s + cur[d], 0);
        if (locked[changed]) {
          expect(out).toEqual(cur);
          return;
        }
        const hi = 100 - lockedSum;
        const lo = Math.max(0, hi - 100 * free.length);
        expect(out[changed]).toBe(Math.min(hi, Math.max(lo, Math.min(100, Math.max(0, value)))));
      }),
      { numRuns: 5000 },
    );
  });

  it("spreads evenly, first gets the odd unit, and all free sliders move the same way", () => {
    fc.assert(
      fc.property(validPercents, drink, fc.integer({ min: 0, max: 100 }), locks, (cur, changed, value, locked) => {
        const out = setPercent(cur, changed, value, locked);
        const free = DRINKS.filter((d) => d !== changed && !locked[d]);
        const changedDelta = out[changed] - cur[changed];
        const deltas = free.map((d) => out[d] - cur[d]);
        for (const delta of deltas) expect(delta === 0 || Math.sign(delta) === -Math.sign(changedDelta)).toBe(true);
        expect(deltas.reduce((a, b) => a + b, 0) + changedDelta).toBe(0);
        const [first, second] = free;
        if (first !== undefined && second !== undefined) {
          const hitBound = [first, second].some((d) => out[d] === 0 || out[d] === 100);
          const d1 = out[first] - cur[first];
          const d2 = out[second] - cur[second];
          if (!hitBound) {
            expect(Math.abs(d1 - d2)).toBeLessThanOrEqual(1);
            expect(Math.abs(d1)).toBeGreaterThanOrEqual(Math.abs(d2));
          } else {
            // the one that stopped at a bound moved no more than an even share; the other took the rest
            const even = Math.ceil(Math.abs(changedDelta) / 2);
            for (const d of [first, second]) {
              if (out[d] === 0 || out[d] === 100) continue;
              expect(Math.abs(out[d] - cur[d])).toBeGreaterThanOrEqual(Math.floor(Math.abs(changedDelta) / 2));
            }
            expect(Math.min(Math.abs(d1), Math.abs(d2))).toBeLessThanOrEqual(even);
          }
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps its invariants over long random sessions of slider moves and lock toggles", () => {
    let state = P(40, 40, 20);
    let locked = { ...unlocked };
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let step = 0; step < 20000; step++) {
      const d = DRINKS[rand(3)] as Drink;
      if (rand(5) === 0) {
        locked = { ...locked, [d]: !locked[d] };
        continue;
      }
      const before = state;
      state = setPercent(state, d, rand(121) - 10, locked);
      if (sum(state) !== 100) throw new Error(`sum ${sum(state)} at step ${step}`);
      for (const x of DRINKS) {
        if (locked[x] && state[x] !== before[x]) throw new Error(`locked ${x} moved at step ${step}`);
        if (!Number.isInteger(state[x]) || state[x] < 0 || state[x] > 100) throw new Error(`bad ${x}=${state[x]} at step ${step}`);
      }
    }
    expect(sum(state)).toBe(100);
  });

  it("always sums to 100 for repairable invalid input", () => {
    fc.assert(
      fc.property(
        fc.record({
          wine: fc.integer({ min: -20, max: 130 }),
          beer: fc.integer({ min: -20, max: 130 }),
          spirits: fc.integer({ min: -20, max: 130 }),
        }),
        drink,
        fc.integer({ min: 0, max: 100 }),
        locks,
        (cur, changed, value, locked) => {
          const out = setPercent(cur, changed, value, locked);
          const clamp = (v: number) => Math.min(100, Math.max(0, v));
          const fixed = DRINKS.filter((d) => locked[d]);
          const fixedSum = fixed.reduce((s, d) => s + clamp(cur[d]), 0);
          const freeCount = 3 - fixed.length - (locked[changed] ? 0 : 1);
          // An unlocked changed slider can take up any remainder; a locked one leaves it to the free ones.
          const repairable = locked[changed] ? fixedSum <= 100 && fixedSum + 100 * freeCount >= 100 : fixedSum <= 100;
          for (const d of fixed) expect(out[d]).toBe(clamp(cur[d]));
          if (repairable) expect(sum(out)).toBe(100);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe("parseTypedPercent", () => {
  it("accepts whole numbers 0..100", () => {
    expect(parseTypedPercent("0", 40)).toBe(0);
    expect(parseTypedPercent("50", 40)).toBe(50);
    expect(parseTypedPercent("100", 40)).toBe(100);
    expect(parseTypedPercent(" 7 ", 40)).toBe(7);
    expect(parseTypedPercent("07", 40)).toBe(7);
    expect(parseTypedPercent("7.0", 40)).toBe(7);
  });

  it("reverts anything else to the last value", () => {
    for (const bad of ["101", "-1", "1000", "7.5", "", " ", "abc", "5%", "1e1", "+5", "NaN", "Infinity"]) {
      expect(parseTypedPercent(bad, 40), bad).toBe(40);
    }
  });

  it("agrees with the rule for generated integers", () => {
    for (let n = -100; n <= 300; n++) expect(parseTypedPercent(String(n), 33)).toBe(n >= 0 && n <= 100 ? n : 33);
  });
});
