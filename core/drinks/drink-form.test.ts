import { describe, expect, it } from "vitest";
import {
  DEFAULT_PERCENTS,
  drinkFormFromParams,
  EMPTY_DRINK_FORM,
  evaluateDrinkForm,
  mixFromPage,
  normalizePercents,
  NO_LOCKS,
  type DrinkMix,
  type MixOnPage,
} from "./drink-form";
import { GUESTS_MESSAGE, LENGTH_MESSAGE } from "./drink-calculator";

const form = (qs: string) => drinkFormFromParams(new URLSearchParams(qs));

describe("drinkFormFromParams", () => {
  it("is the empty form with the default mix when nothing was sent", () => {
    expect(form("")).toEqual({ state: EMPTY_DRINK_FORM, submitted: false });
  });

  it("reads every field of a submitted form", () => {
    const { state, submitted } = form("guests=12&length=3&champagne=on&wine=30&beer=50&spirits=20&lock_beer=on");
    expect(submitted).toBe(true);
    expect(state).toEqual({
      guests: "12",
      length: "3",
      champagne: true,
      percents: { wine: 30, beer: 50, spirits: 20 },
      locked: { wine: false, beer: true, spirits: false },
    });
  });

  it("keeps what was typed for guests and length, so the messages can show under it", () => {
    expect(form("guests=abc&length=9").state).toMatchObject({ guests: "abc", length: "9" });
    expect(form("guests=" + "9".repeat(50)).state.guests).toHaveLength(20);
  });

  it("replaces percents outside 0..100 and repairs the mix to 100 around the locked ones", () => {
    expect(form("wine=150&beer=40&spirits=20").state.percents).toEqual({ wine: 40, beer: 40, spirits: 20 });
    expect(form("wine=50&beer=50&spirits=50&lock_wine=on").state.percents).toEqual({ wine: 50, beer: 50, spirits: 0 });
    expect(form("wine=90&beer=90&spirits=90&lock_wine=on&lock_beer=on&lock_spirits=on").state.percents).toEqual(DEFAULT_PERCENTS);
  });
});

describe("normalizePercents", () => {
  it("leaves a mix of 100 alone, even when all are locked", () => {
    expect(normalizePercents({ wine: 10, beer: 10, spirits: 80 }, { wine: true, beer: true, spirits: true })).toEqual({
      wine: 10,
      beer: 10,
      spirits: 80,
    });
  });
  it("fills up with the unlocked sliders", () => {
    expect(normalizePercents({ wine: 0, beer: 0, spirits: 0 }, NO_LOCKS)).toEqual({ wine: 0, beer: 50, spirits: 50 });
  });
});

describe("evaluateDrinkForm", () => {
  it("gives the messages under their fields and no result", () => {
    expect(evaluateDrinkForm({ ...EMPTY_DRINK_FORM, guests: "0", length: "5" })).toEqual({
      errors: { guests: GUESTS_MESSAGE, length: LENGTH_MESSAGE },
      result: null,
    });
  });
  it("calculates by the rule", () => {
    const { errors, result } = evaluateDrinkForm({
      ...EMPTY_DRINK_FORM,
      guests: "7",
      length: "4",
      champagne: true,
      percents: { wine: 30, beer: 50, spirits: 20 },
    });
    expect(errors).toEqual({});
    expect(result).toEqual({ base: 35, total: 42, perGuest: 6, wineBottles: 3, beerPacks: 3, spiritsBottles: 1, champagneBottles: 2 });
  });
  it("does not enforce the 2000-guest upper bound", () => {
    expect(
      evaluateDrinkForm({ ...EMPTY_DRINK_FORM, guests: "2500", length: "2", percents: { wine: 0, beer: 0, spirits: 100 } }).result,
    ).toMatchObject({ total: 7500, spiritsBottles: 469 });
  });
});

describe("mixFromPage", () => {
  const start: DrinkMix = { percents: DEFAULT_PERCENTS, locked: NO_LOCKS };
  const page = (sliders: [number, number, number], typed: [string, string, string] = ["40", "40", "20"], locked = NO_LOCKS): MixOnPage => ({
    sliders: { wine: String(sliders[0]), beer: String(sliders[1]), spirits: String(sliders[2]) },
    typed: { wine: typed[0], beer: typed[1], spirits: typed[2] },
    locked,
  });

  it("is the start itself when nothing changed", () => {
    expect(mixFromPage(start, page([40, 40, 20]))).toBe(start);
  });

  it("balances a slider moved before the script ran, as a move would have", () => {
    expect(mixFromPage(start, page([60, 40, 20])).percents).toEqual({ wine: 60, beer: 30, spirits: 10 });
  });

  it("applies each moved slider in turn, so the last moved keeps its value", () => {
    // Wine to 60 (beer 30, spirits 10), then spirits to 50 (wine and beer give 40 between them).
    expect(mixFromPage(start, page([60, 40, 50])).percents).toEqual({ wine: 40, beer: 10, spirits: 50 });
  });

  it("takes a typed percent over its slider, and ignores one outside 0..100", () => {
    expect(mixFromPage(start, page([40, 40, 20], ["70", "40", "20"])).percents).toEqual({ wine: 70, beer: 25, spirits: 5 });
    expect(mixFromPage(start, page([40, 40, 20], ["150", "40", "20"]))).toBe(start);
  });

  it("keeps the locks ticked meanwhile, and a locked slider where it started", () => {
    const locked = { wine: false, beer: true, spirits: false };
    expect(mixFromPage(start, page([40, 40, 20], undefined, locked))).toEqual({ percents: DEFAULT_PERCENTS, locked });
    const beerLocked: DrinkMix = { percents: DEFAULT_PERCENTS, locked };
    expect(mixFromPage(beerLocked, page([50, 10, 20], undefined, locked)).percents).toEqual({ wine: 50, beer: 40, spirits: 10 });
  });
});
