/** The drink calculator (docs/design/ui-contract.md, docs/requirements.md#validation and #constants). */

export interface DrinkInputs {
  guests: number;
  length: number;
  champagne: boolean;
  /** Percent of drinks that are wine, 0..100 (the three percents sum to 100). */
  wine: number;
  beer: number;
  spirits: number;
}

export interface DrinkResult {
  base: number;
  total: number;
  perGuest: number;
  wineBottles: number;
  beerPacks: number;
  spiritsBottles: number;
  champagneBottles: number;
}

export const LENGTH_MESSAGE = "Must be between 1 and 4 hours";
export const GUESTS_MESSAGE = "Must be between 1 and 2000 people";

/** Drinks per wine bottle, per beer pack, per spirits bottle; guests per champagne bottle. */
export const DRINKS_PER_WINE_BOTTLE = 5;
export const DRINKS_PER_BEER_PACK = 6;
export const DRINKS_PER_SPIRITS_BOTTLE = 16;
export const GUESTS_PER_CHAMPAGNE_BOTTLE = 5;
export const MIN_LENGTH = 1;
export const MAX_LENGTH = 4;
export const MIN_GUESTS = 1;
/** Stated by the spec but not enforced. */
export const MAX_GUESTS = 2000;

/**
 * ceil(drinks x percent / 100 / perUnit), computed as one division of integers so that e.g.
 * 100 drinks at 30% of wine is exactly 6 bottles (never 7 through floating-point error).
 */
function units(drinks: number, percent: number, perUnit: number): number {
  const n = drinks * percent;
  const d = 100 * perUnit;
  if (Number.isSafeInteger(n)) {
    const q = Math.floor(n / d);
    return n - q * d > 0 ? q + 1 : q;
  }
  // Non-integer percents: not produced by the UI; round away float noise before ceiling.
  return Math.ceil(Math.round((n / d) * 1e9) / 1e9);
}

/**
 * The exact rule: drinks per guest = length + 1; base = guests x (length + 1); bottles and packs are
 * rounded up; champagne is one bottle per 5 guests (rounded up) and one more drink per guest.
 * perGuest is total / guests (0 when there are no guests).
 */
export function calculateDrinks(i: DrinkInputs): DrinkResult {
  const base = i.guests * (i.length + 1);
  const total = i.champagne ? base + i.guests : base;
  return {
    base,
    total,
    perGuest: i.guests > 0 ? total / i.guests : 0,
    wineBottles: units(base, i.wine, DRINKS_PER_WINE_BOTTLE),
    beerPacks: units(base, i.beer, DRINKS_PER_BEER_PACK),
    spiritsBottles: units(base, i.spirits, DRINKS_PER_SPIRITS_BOTTLE),
    champagneBottles: i.champagne ? units(i.guests, 100, GUESTS_PER_CHAMPAGNE_BOTTLE) : 0,
  };
}

/**
 * A typed whole number: optional surrounding white space, decimal digits, optionally followed by a
 * zero fraction ("12", " 12 ", "12.0"). Anything else (signs, exponents, other fractions, empty
 * text, numbers beyond the safe-integer range) is null.
 */
export function parseWholeNumber(text: string): number | null {
  const m = /^\s*(\d+)(?:\.0+)?\s*$/u.exec(text);
  if (m === null || m[1] === undefined) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Spec section 5: length must be a whole number 1..4; guests must be a whole number of at least 1
 * (the 2000 in the message is not enforced). Returns the message of each failing field.
 */
export function validateDrinkForm(raw: { guests: string; length: string }): { guests?: string; length?: string } {
  const errors: { guests?: string; length?: string } = {};
  const length = parseWholeNumber(raw.length);
  if (length === null || length < MIN_LENGTH || length > MAX_LENGTH) errors.length = LENGTH_MESSAGE;
  const guests = parseWholeNumber(raw.guests);
  if (guests === null || guests < MIN_GUESTS) errors.guests = GUESTS_MESSAGE;
  return errors;
}
