import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DrinkInputs, DrinkResult } from "./drink-calculator";
import { calculateDrinks, GUESTS_MESSAGE, LENGTH_MESSAGE, parseWholeNumber, validateDrinkForm } from "./drink-calculator";

/** Exact ceil(n / d) for non-negative integers, by BigInt. */
function ceilDiv(n: number, d: number): number {
  const bn = BigInt(n);
  const bd = BigInt(d);
  return Number((bn + bd - 1n) / bd);
}

const inputs = (over: Partial<DrinkInputs> = {}): DrinkInputs => ({
  guests: 10,
  length: 4,
  champagne: false,
  wine: 40,
  beer: 40,
  spirits: 20,
  ...over,
});

describe("messages", () => {
  it("are the spec's", () => {
    expect(LENGTH_MESSAGE).toBe("Must be between 1 and 4 hours");
    expect(GUESTS_MESSAGE).toBe("Must be between 1 and 2000 people");
  });
});

describe("calculateDrinks", () => {
  // guests, length, champagne, wine, beer, spirits => base, total, perGuest, wine, beer, spirits, champagne
  const table: [DrinkInputs, DrinkResult][] = [
    [inputs(), { base: 50, total: 50, perGuest: 5, wineBottles: 4, beerPacks: 4, spiritsBottles: 1, champagneBottles: 0 }],
    [
      inputs({ champagne: true }),
      { base: 50, total: 60, perGuest: 6, wineBottles: 4, beerPacks: 4, spiritsBottles: 1, champagneBottles: 2 },
    ],
    [
      inputs({ guests: 100, length: 1, champagne: true, wine: 30, beer: 30, spirits: 40 }),
      { base: 200, total: 300, perGuest: 3, wineBottles: 12, beerPacks: 10, spiritsBottles: 5, champagneBottles: 20 },
    ],
    [
      inputs({ guests: 1, length: 1, wine: 100, beer: 0, spirits: 0 }),
      { base: 2, total: 2, perGuest: 2, wineBottles: 1, beerPacks: 0, spiritsBottles: 0, champagneBottles: 0 },
    ],
    [
      inputs({ guests: 1, length: 1, champagne: true, wine: 0, beer: 0, spirits: 100 }),
      { base: 2, total: 3, perGuest: 3, wineBottles: 0, beerPacks: 0, spiritsBottles: 1, champagneBottles: 1 },
    ],
    [
      inputs({ guests: 3, length: 2, wine: 34, beer: 33, spirits: 33 }),
      { base: 9, total: 9, perGuest: 3, wineBottles: 1, beerPacks: 1, spiritsBottles: 1, champagneBottles: 0 },
    ],
    [
      inputs({ guests: 6, length: 3, champagne: true, wine: 50, beer: 50, spirits: 0 }),
      { base: 24, total: 30, perGuest: 5, wineBottles: 3, beerPacks: 2, spiritsBottles: 0, champagneBottles: 2 },
    ],
    [
      inputs({ guests: 2000, length: 4, champagne: true, wine: 40, beer: 40, spirits: 20 }),
      { base: 10000, total: 12000, perGuest: 6, wineBottles: 800, beerPacks: 667, spiritsBottles: 125, champagneBottles: 400 },
    ],
    [
      inputs({ guests: 5, length: 2, champagne: true, wine: 0, beer: 100, spirits: 0 }),
      { base: 15, total: 20, perGuest: 4, wineBottles: 0, beerPacks: 3, spiritsBottles: 0, champagneBottles: 1 },
    ],
    [
      inputs({ guests: 7, length: 1, champagne: true, wine: 33, beer: 33, spirits: 34 }),
      { base: 14, total: 21, perGuest: 3, wineBottles: 1, beerPacks: 1, spiritsBottles: 1, champagneBottles: 2 },
    ],
  ];

  it.each(table)("%o", (i, expected) => {
    expect(calculateDrinks(i)).toEqual(expected);
  });

  it("never adds a bottle through floating-point error", () => {
    // Each of these gives one unit too many with naive float arithmetic (e.g. base * (pct / 100) / 6).
    // guests 50, length 1 => base 100
    const r = calculateDrinks(inputs({ guests: 50, length: 1, wine: 55, beer: 30, spirits: 15 }));
    expect(r.base).toBe(100);
    expect(r.wineBottles).toBe(11); // 55 drinks / 5
    expect(r.beerPacks).toBe(5); // 30 drinks / 6
    expect(r.spiritsBottles).toBe(1);
    const r2 = calculateDrinks(inputs({ guests: 25, length: 1, wine: 0, beer: 60, spirits: 40 }));
    expect(r2.base).toBe(50);
    expect(r2.beerPacks).toBe(5); // 30 drinks / 6
    const r3 = calculateDrinks(inputs({ guests: 25, length: 2, wine: 0, beer: 56, spirits: 44 }));
    expect(r3.base).toBe(75);
    expect(r3.beerPacks).toBe(7); // 42 drinks / 6
  });

  it("agrees with exact integer arithmetic for every percent and many sizes", () => {
    const mismatches: unknown[] = [];
    for (let guests = 1; guests <= 400; guests += guests < 60 ? 1 : 7) {
      for (let length = 1; length <= 4; length++) {
        for (let wine = 0; wine <= 100; wine += 1) {
          const beer = Math.floor((100 - wine) / 2);
          const spirits = 100 - wine - beer;
          for (const champagne of [false, true]) {
            const i = { guests, length, champagne, wine, beer, spirits };
            const base = guests * (length + 1);
            const expected: DrinkResult = {
              base,
              total: champagne ? base + guests : base,
              perGuest: champagne ? length + 2 : length + 1,
              wineBottles: ceilDiv(base * wine, 500),
              beerPacks: ceilDiv(base * beer, 600),
              spiritsBottles: ceilDiv(base * spirits, 1600),
              champagneBottles: champagne ? ceilDiv(guests, 5) : 0,
            };
            const r = calculateDrinks(i);
            if (JSON.stringify(r) !== JSON.stringify(expected)) mismatches.push({ i, r, expected });
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("covers the drinks it counts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (guests, length, wine, beerShare, champagne) => {
          const beer = Math.min(100 - wine, beerShare);
          const spirits = 100 - wine - beer;
          const r = calculateDrinks({ guests, length, champagne, wine, beer, spirits });
          // enough, but less than one unit too many
          expect(r.wineBottles * 5 * 100).toBeGreaterThanOrEqual(r.base * wine);
          expect((r.wineBottles - 1) * 5 * 100).toBeLessThan(Math.max(1, r.base * wine));
          expect(r.beerPacks * 6 * 100).toBeGreaterThanOrEqual(r.base * beer);
          expect((r.beerPacks - 1) * 6 * 100).toBeLessThan(Math.max(1, r.base * beer));
          expect(r.spiritsBottles * 16 * 100).toBeGreaterThanOrEqual(r.base * spirits);
          expect((r.spiritsBottles - 1) * 16 * 100).toBeLessThan(Math.max(1, r.base * spirits));
          for (const n of [r.wineBottles, r.beerPacks, r.spiritsBottles, r.champagneBottles])
            expect(Number.isInteger(n) && n >= 0).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("gives 0 per guest rather than NaN without guests", () => {
    const r = calculateDrinks(inputs({ guests: 0 }));
    expect(r).toEqual({ base: 0, total: 0, perGuest: 0, wineBottles: 0, beerPacks: 0, spiritsBottles: 0, champagneBottles: 0 });
  });

  it("tolerates non-integer percents without float noise", () => {
    const r = calculateDrinks(inputs({ guests: 50, length: 1, wine: 55.5, beer: 30.3, spirits: 14.2 }));
    expect(r.wineBottles).toBe(12); // 55.5 drinks
    expect(r.beerPacks).toBe(6); // 30.3 drinks
    const exact = calculateDrinks(inputs({ guests: 10, length: 1, wine: 12.5, beer: 0, spirits: 87.5 }));
    expect(exact.wineBottles).toBe(1); // 2.5 drinks
    expect(exact.spiritsBottles).toBe(2); // 17.5 drinks
    expect(calculateDrinks(inputs({ guests: 50, length: 1, wine: 0.1 + 0.2 + 4.7, beer: 0, spirits: 95 })).wineBottles).toBe(1); // 5 drinks
  });
});

describe("parseWholeNumber", () => {
  it("accepts digits, surrounding space and a zero fraction", () => {
    expect(parseWholeNumber("0")).toBe(0);
    expect(parseWholeNumber("12")).toBe(12);
    expect(parseWholeNumber(" 12 ")).toBe(12);
    expect(parseWholeNumber("007")).toBe(7);
    expect(parseWholeNumber("3.0")).toBe(3);
    expect(parseWholeNumber("3.000")).toBe(3);
    expect(parseWholeNumber("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("rejects everything else", () => {
    for (const bad of [
      "",
      " ",
      "-1",
      "+1",
      "1.5",
      "1.",
      ".5",
      "1e2",
      "0x10",
      "1,000",
      "1 000",
      "abc",
      "12abc",
      "Infinity",
      "NaN",
      "９",
      "9007199254740993",
    ]) {
      expect(parseWholeNumber(bad), bad).toBeNull();
    }
  });
});

describe("validateDrinkForm", () => {
  it("passes valid input", () => {
    expect(validateDrinkForm({ guests: "10", length: "4" })).toEqual({});
    expect(validateDrinkForm({ guests: "1", length: "1" })).toEqual({});
    expect(validateDrinkForm({ guests: " 25 ", length: "2.0" })).toEqual({});
  });

  it("checks length is a whole number from 1 to 4", () => {
    for (const ok of ["1", "2", "3", "4", " 4", "04"]) expect(validateDrinkForm({ guests: "10", length: ok })).toEqual({});
    for (const bad of ["0", "5", "-1", "2.5", "", "two", "1e0", "100"]) {
      expect(validateDrinkForm({ guests: "10", length: bad }), bad).toEqual({ length: LENGTH_MESSAGE });
    }
  });

  it("checks guests is a whole number of at least 1", () => {
    for (const bad of ["0", "-5", "1.5", "", "  ", "ten", "1e3", "99999999999999999999"]) {
      expect(validateDrinkForm({ guests: bad, length: "2" }), bad).toEqual({ guests: GUESTS_MESSAGE });
    }
  });

  it("does not enforce the stated 2000-guest upper bound", () => {
    expect(validateDrinkForm({ guests: "2000", length: "2" })).toEqual({});
    expect(validateDrinkForm({ guests: "2001", length: "2" })).toEqual({});
    expect(validateDrinkForm({ guests: "150000", length: "2" })).toEqual({});
  });

  it("reports both fields when both fail", () => {
    expect(validateDrinkForm({ guests: "", length: "" })).toEqual({ guests: GUESTS_MESSAGE, length: LENGTH_MESSAGE });
    expect(validateDrinkForm({ guests: "0", length: "9" })).toEqual({ guests: GUESTS_MESSAGE, length: LENGTH_MESSAGE });
  });

  it("agrees with the rule for generated integers", () => {
    for (let g = -5; g <= 2500; g += 1) {
      expect(validateDrinkForm({ guests: String(g), length: "1" }).guests).toBe(g >= 1 ? undefined : GUESTS_MESSAGE);
    }
    for (let l = -3; l <= 10; l++) {
      expect(validateDrinkForm({ guests: "5", length: String(l) }).length).toBe(l >= 1 && l <= 4 ? undefined : LENGTH_MESSAGE);
    }
  });
});
