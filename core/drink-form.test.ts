import { describe, expect, it } from "vitest";
import { DEFAULT_PERCENTS, drinkFormFromParams, EMPTY_DRINK_FORM, evaluateDrinkForm, normalizePercents, NO_LOCKS } from "./drink-form";
import { GUESTS_MESSAGE, LENGTH_MESSAGE } from "./drink-calculator";

const form = (qs: string) => drinkFormFromParams(new URLSearchParams(qs));

describe("drinkFormFromParams", () => {
  it("is the empty form with the default mix when nothing was sent", () => {
    expect(form("")).toEqual({ state: EMPTY_DRINK_FORM, submitted: false });
  });

  it("reads every field of a submitted form", () => {
    const { state, submitted } = form("guests=12&length=3&champagne=on&wine=30&beer=50&spirits=20&lock_beer=on");
    expect(submitted).toBe(true);
    expect(state).toEqual({ guests: "12", length: "3", champagne: true, percents: { wine: 30, beer: 50, spirits: 20 }, locked: { wine: false, beer: true, spirits: false } });
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
    expect(normalizePercents({ wine: 10, beer: 10, spirits: 80 }, { wine: true, beer: true, spirits: true })).toEqual({ wine: 10, beer: 10, spirits: 80 });
  });
  it("fills up with the unlocked sliders", () => {
    expect(normalizePercents({ wine: 0, beer: 0, spirits: 0 }, NO_LOCKS)).toEqual({ wine: 0, beer: 50, spirits: 50 });
  });
});

describe("evaluateDrinkForm", () => {
  it("gives the messages under their fields and no result", () => {
    expect(evaluateDrinkForm({ ...EMPTY_DRINK_FORM, guests: "0", length: "5" })).toEqual({ errors: { guests: GUESTS_MESSAGE, length: LENGTH_MESSAGE }, result: null });
  });
  it("calculates by the rule", () => {
    const { errors, result } = evaluateDrinkForm({ ...EMPTY_DRINK_FORM, guests: "7", length: "4", champagne: true, percents: { wine: 30, beer: 50, spirits: 20 } });
    expect(errors).toEqual({});
    expect(result).toEqual({ base: 35, total: 42, perGuest: 6, wineBottles: 3, beerPacks: 3, spiritsBottles: 1, champagneBottles: 2 });
  });
  it("does not enforce the 2000-guest upper bound", () => {
    expect(evaluateDrinkForm({ ...EMPTY_DRINK_FORM, guests: "2500", length: "2", percents: { wine: 0, beer: 0, spirits: 100 } }).result).toMatchObject({ total: 7500, spiritsBottles: 469 });
  });
});
