/**
 * The drink calculator form's state, read from a query string (the page works without JavaScript:
 * the form is a GET) and evaluated with the calculator's rule. The browser uses the same functions.
 */
import { calculateDrinks, parseWholeNumber, validateDrinkForm, type DrinkResult } from "./drink-calculator";
import { DRINKS, parseTypedPercent, setPercent, type Drink, type Percents } from "./percent-balance";

export type Locks = Record<Drink, boolean>;

export interface DrinkFormState {
  guests: string;
  length: string;
  champagne: boolean;
  percents: Percents;
  locked: Locks;
}

export interface DrinkFormOutcome {
  errors: { guests?: string; length?: string };
  result: DrinkResult | null;
}

/** The starting mix: wine 40%, beer 40%, spirits 20%. */
export const DEFAULT_PERCENTS: Percents = { wine: 40, beer: 40, spirits: 20 };
export const NO_LOCKS: Locks = { wine: false, beer: false, spirits: false };

export const EMPTY_DRINK_FORM: DrinkFormState = { guests: "", length: "", champagne: false, percents: DEFAULT_PERCENTS, locked: NO_LOCKS };

const sum = (p: Percents) => p.wine + p.beer + p.spirits;

/**
 * Percents that sum to 100 without moving a locked one: the unlocked ones absorb the difference;
 * when they cannot (e.g. every slider locked and the sum is not 100) the default mix is used.
 */
export function normalizePercents(p: Percents, locked: Locks): Percents {
  if (sum(p) === 100) return p;
  const free = DRINKS.find((d) => !locked[d]);
  if (free) {
    const repaired = setPercent(p, free, p[free], locked);
    if (sum(repaired) === 100) return repaired;
  }
  return DEFAULT_PERCENTS;
}

const checked = (params: URLSearchParams, name: string) => {
  const v = params.get(name);
  return v === "on" || v === "true" || v === "1";
};

/** The form as submitted in a query string; `submitted` when guests or length was sent. */
export function drinkFormFromParams(params: URLSearchParams): { state: DrinkFormState; submitted: boolean } {
  const locked: Locks = {
    wine: checked(params, "lock_wine"),
    beer: checked(params, "lock_beer"),
    spirits: checked(params, "lock_spirits"),
  };
  const typed = (d: Drink) => {
    const text = params.get(d);
    return text === null ? DEFAULT_PERCENTS[d] : parseTypedPercent(text, DEFAULT_PERCENTS[d]);
  };
  const percents = normalizePercents({ wine: typed("wine"), beer: typed("beer"), spirits: typed("spirits") }, locked);
  return {
    state: {
      guests: (params.get("guests") ?? "").slice(0, 20),
      length: (params.get("length") ?? "").slice(0, 20),
      champagne: checked(params, "champagne"),
      percents,
      locked,
    },
    submitted: params.has("guests") || params.has("length"),
  };
}

/** Validation messages (docs/requirements.md#validation), or the result by the rule in docs/requirements.md#constants. */
export function evaluateDrinkForm(state: DrinkFormState): DrinkFormOutcome {
  const errors = validateDrinkForm({ guests: state.guests, length: state.length });
  if (errors.guests || errors.length) return { errors, result: null };
  const result = calculateDrinks({
    guests: parseWholeNumber(state.guests)!,
    length: parseWholeNumber(state.length)!,
    champagne: state.champagne,
    ...state.percents,
  });
  return { errors: {}, result };
}

/** The drink mix: the three percents and which of them are locked. */
export interface DrinkMix {
  percents: Percents;
  locked: Locks;
}

/** What the mix controls of the page show: each slider's value, each typed percent (as text) and each lock. */
export interface MixOnPage {
  sliders: Record<Drink, string>;
  typed: Record<Drink, string>;
  locked: Locks;
}

/**
 * The mix as the visitor left it before the page's script ran. Sliders moved and percents typed
 * then were not balanced, so each drink that changed is applied in turn as a move (a typed percent
 * before its slider; a typed value outside 0..100 is ignored, as when typed later), the unlocked
 * others taking up the difference; locks ticked meanwhile hold from then on.
 */
export function mixFromPage(start: DrinkMix, page: MixOnPage): DrinkMix {
  let percents = start.percents;
  for (const drink of DRINKS) {
    const was = start.percents[drink];
    const typed = parseTypedPercent(page.typed[drink], was);
    const value = typed !== was ? typed : parseTypedPercent(page.sliders[drink], was);
    if (value !== was) percents = setPercent(percents, drink, value, start.locked);
  }
  const same = DRINKS.every((d) => percents[d] === start.percents[d] && page.locked[d] === start.locked[d]);
  return same ? start : { percents, locked: { ...page.locked } };
}
