import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from "react";
import type { DrinkResult } from "#core/drinks/drink-calculator";
import {
  drinkFormFromParams,
  evaluateDrinkForm,
  mixFromPage,
  type DrinkFormOutcome,
  type DrinkFormState,
  type DrinkMix,
  type MixOnPage,
} from "#core/drinks/drink-form";
import { DRINKS, parseTypedPercent, setPercent, type Drink } from "#core/drinks/percent-balance";
import { Form, useLocation } from "../../routing/routing";
import { prefersReducedMotion } from "../header/use-viewport";
import { useStartFromPage } from "../hydration/use-start-from-page";

/** The form as sent (or its defaults), and what it came to. */
export type DrinkCalculatorData = DrinkFormOutcome & { state: DrinkFormState };

const LABEL: Record<Drink, string> = { wine: "Wine", beer: "Beer", spirits: "Spirits" };
const number = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

/**
 * Guests, length and champagne are the form's own (uncontrolled) fields, read when it is sent, so
 * what was typed before the script ran is what counts. The mix is state (the sliders balance each
 * other) and starts from the sliders, typed percents and locks as the page shows them.
 */
export function DrinkCalculatorPage({ data: initial }: { data: DrinkCalculatorData }) {
  const [mix, setMix] = useState<DrinkMix>({ percents: initial.state.percents, locked: initial.state.locked });
  const [outcome, setOutcome] = useState<DrinkFormOutcome>({ errors: initial.errors, result: initial.result });
  const formRef = useRef<HTMLFormElement>(null);
  const guestsRef = useRef<HTMLInputElement>(null);
  const lengthRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const { errors, result } = outcome;
  const { pathname } = useLocation();

  useStartFromPage(formRef, (form) => setMix((m) => mixFromPage(m, mixOnPage(form))));
  const setDrink = (drink: Drink, value: number) => setMix((m) => ({ ...m, percents: setPercent(m.percents, drink, value, m.locked) }));
  const setLock = (drink: Drink, locked: boolean) => setMix((m) => ({ ...m, locked: { ...m.locked, [drink]: locked } }));

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same reading of the form as the server's when it is sent without JavaScript.
    const next = evaluateDrinkForm(drinkFormFromParams(formParams(event.currentTarget)).state);
    setOutcome(next);
    if (next.errors.guests || next.errors.length) {
      // Spec section 5: errors show under the field and the page scrolls to the top.
      const reduce = prefersReducedMotion();
      window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      (next.errors.guests ? guestsRef : lengthRef).current?.focus({ preventScroll: true });
    } else {
      resultsRef.current?.focus({ preventScroll: true });
    }
  };

  return (
    <section className="drink-calculator">
      <h1>Drink calculator</h1>
      <p className="drink-calculator__intro">Tell us about your party and we'll work out how much to buy.</p>
      {/* This page without its query (a GET form sends its own), so no query is copied into the page. */}
      <Form ref={formRef} method="get" action={pathname} className="drink-calculator__form" noValidate onSubmit={calculate}>
        <div className="drink-calculator__fields">
          <Field id="guests" label="Guests" error={errors.guests}>
            <input
              ref={guestsRef}
              id="guests"
              name="guests"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={initial.state.guests}
              aria-invalid={errors.guests ? true : undefined}
              aria-describedby={errors.guests ? "guests-error" : undefined}
            />
          </Field>
          <Field id="length" label="Length (hours)" error={errors.length}>
            <input
              ref={lengthRef}
              id="length"
              name="length"
              type="number"
              inputMode="numeric"
              min={1}
              max={4}
              step={1}
              defaultValue={initial.state.length}
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={errors.length ? "length-error" : undefined}
            />
          </Field>
        </div>
        <div className="drink-calculator__check">
          <input
            id="champagne"
            name="champagne"
            type="checkbox"
            defaultChecked={initial.state.champagne}
            aria-describedby="champagne-hint"
          />
          <label htmlFor="champagne">Champagne</label>
          <span id="champagne-hint" className="drink-calculator__hint">
            A toast for everyone: one bottle per 5 guests.
          </span>
        </div>
        <fieldset className="drink-mix">
          <legend>Drink mix</legend>
          <p className="drink-calculator__hint" id="mix-hint">
            The three always add up to 100%. Lock a drink to keep it where it is.
          </p>
          {DRINKS.map((drink) => (
            <PercentRow
              key={drink}
              drink={drink}
              value={mix.percents[drink]}
              locked={mix.locked[drink]}
              onValue={(v) => setDrink(drink, v)}
              onLock={(locked) => setLock(drink, locked)}
            />
          ))}
        </fieldset>
        <button type="submit" className="button drink-calculator__submit">
          Calculate
        </button>
      </Form>
      <Results result={result} headingRef={resultsRef} />
    </section>
  );
}

/** The form's fields as a query string, as the browser would send them. */
function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params;
}

/** The mix controls as the page shows them (see PercentRow for their ids). */
function mixOnPage(form: HTMLFormElement): MixOnPage {
  const input = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`);
  const each = <T,>(read: (drink: Drink) => T) => ({ wine: read("wine"), beer: read("beer"), spirits: read("spirits") });
  return {
    sliders: each((d) => input(d)?.value ?? ""),
    typed: each((d) => input(`${d}-percent`)?.value ?? ""),
    locked: each((d) => input(`lock-${d}`)?.checked ?? false),
  };
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One drink's slider (0..100, step 1), its typed percent and its lock. */
function PercentRow({
  drink,
  value,
  locked,
  onValue,
  onLock,
}: {
  drink: Drink;
  value: number;
  locked: boolean;
  onValue: (v: number) => void;
  onLock: (locked: boolean) => void;
}) {
  const label = LABEL[drink];
  const [draft, setDraft] = useState<string | null>(null);
  // A typed value outside 0..100 (or not a whole number) reverts to the last value.
  const commit = () => {
    if (draft === null) return;
    const next = parseTypedPercent(draft, value);
    setDraft(null);
    if (next !== value) onValue(next);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      commit();
    } else if (e.key === "Escape") setDraft(null);
  };
  return (
    <div className={locked ? "drink-mix__row is-locked" : "drink-mix__row"}>
      <label htmlFor={drink} className="drink-mix__label">
        {label}
      </label>
      <input
        id={drink}
        name={locked ? undefined : drink}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        disabled={locked}
        aria-valuetext={`${value}%`}
        aria-describedby="mix-hint"
        onChange={(e) => onValue(Number(e.target.value))}
      />
      {locked ? <input type="hidden" name={drink} value={value} /> : null}
      <span className="drink-mix__typed">
        <input
          id={`${drink}-percent`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          aria-label={`${label} percent`}
          value={draft ?? String(value)}
          disabled={locked}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
        />
        <span aria-hidden="true">%</span>
      </span>
      <span className="drink-mix__lock">
        <input id={`lock-${drink}`} name={`lock_${drink}`} type="checkbox" checked={locked} onChange={(e) => onLock(e.target.checked)} />
        <label htmlFor={`lock-${drink}`}>Lock {drink}</label>
      </span>
    </div>
  );
}

const COUNTS: { key: keyof DrinkResult; label: string }[] = [
  { key: "wineBottles", label: "Wine bottles" },
  { key: "beerPacks", label: "Beer packs" },
  { key: "spiritsBottles", label: "Spirits bottles" },
  { key: "champagneBottles", label: "Champagne bottles" },
];

/**
 * One figure: an <output> (the result of a calculation) named by its label. Not a live region: after
 * Calculate the focus moves to the Results heading, so a screen reader reads them in order.
 */
function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="drink-results__figure">
      <span id={`result-${id}-label`}>{label}</span>
      <output aria-labelledby={`result-${id}-label`} aria-live="off">
        {value}
      </output>
    </div>
  );
}

/** The Results region: total and per-guest drinks, and what to buy. */
function Results({ result, headingRef }: { result: DrinkResult | null; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section className="drink-results" aria-labelledby="drink-results-title">
      <h2 id="drink-results-title" ref={headingRef} tabIndex={-1}>
        Results
      </h2>
      {result ? (
        <div className="drink-results__figures">
          <Figure id="total" label="Total" value={`${number(result.total)} drinks`} />
          <Figure id="per-guest" label="Per guest" value={`${number(result.perGuest)} drinks`} />
          {COUNTS.map(({ key, label }) => (
            <Figure key={key} id={key} label={label} value={number(result[key])} />
          ))}
        </div>
      ) : (
        <p className="drink-results__empty">Enter the number of guests and the length of your party, then press Calculate.</p>
      )}
    </section>
  );
}
