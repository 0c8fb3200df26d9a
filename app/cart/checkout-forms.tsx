import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher, useSubmit } from "#app/routing/routing";
import type { FulfilmentMethod, TimeSlot } from "#core/cart/types";
import { formatCents } from "#core/catalog/unit-price";
import { slotsByDay, slotTimeShort } from "#core/cart/slot-days";
import { useLayout } from "#app/storefront/frame/use-layout";
import type { AccountAddress } from "#core/schemas/account";
import { addressTitle } from "#app/account/address-form";
import { RadioCard, RadioCardGrid } from "#app/ui/radio-card";
import { Tabs } from "#app/ui/tabs";
import { useFailureFocus } from "#app/admin/use-failure-focus";
import { useHydrated } from "#app/storefront/hydration/use-hydrated";
import type { TypedAddress } from "./checkout.server";
import { TipChoice } from "./tip-choice";

/** Sign in, or create an account, without leaving checkout (the cart comes along). */
export function CheckoutSignIn() {
  return (
    <div className="checkout-signin">
      <Form method="post" className="checkout-signin__form" aria-labelledby="checkout-signin">
        <h2 id="checkout-signin">Sign in</h2>
        <input type="hidden" name="intent" value="signin" />
        <label>
          Email <input type="email" name="email" autoComplete="email" required />
        </label>
        <label>
          Password <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit">Sign in</button>
      </Form>
      <Form method="post" className="checkout-signin__form" aria-labelledby="checkout-signup">
        <h2 id="checkout-signup">New here? Create an account</h2>
        <input type="hidden" name="intent" value="signup" />
        <label>
          Name <input type="text" name="name" autoComplete="name" maxLength={100} />
        </label>
        <label>
          Email <input type="email" name="email" autoComplete="email" required />
        </label>
        <label>
          Password (at least 10 characters) <input type="password" name="password" autoComplete="new-password" minLength={10} required />
        </label>
        <button type="submit">Create account</button>
      </Form>
    </div>
  );
}

/** [radiogroup] `Pickup or delivery` as two radio cards: a GET form (the slots shown follow the choice), sent on change once scripts run. */
export function MethodChooser({ method, storeName }: { method: FulfilmentMethod; storeName: string }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="checkout-method checkout-step" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
      <fieldset role="radiogroup" aria-labelledby="checkout-method-legend">
        <legend id="checkout-method-legend" className="checkout-step__title">
          Pickup or delivery
        </legend>
        <RadioCardGrid min="14rem">
          <RadioCard
            id="checkout-method-pickup"
            name="method"
            value="pickup"
            defaultChecked={method === "pickup"}
            title="Pickup at the store"
            detail={`Collect it at ${storeName}`}
          />
          <RadioCard
            id="checkout-method-delivery"
            name="method"
            value="delivery"
            defaultChecked={method === "delivery"}
            title="Delivery"
            detail="To your door, in the time you choose"
          />
        </RadioCardGrid>
      </fieldset>
      <noscript>
        <button type="submit" className="button checkout-method__show">
          Show times
        </button>
      </noscript>
    </Form>
  );
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * Once scripts run, choosing a slot holds it for 10 minutes (POST /slots/:id/hold) and says until
 * when; without them the slot is booked when the order is placed, as it is anyway.
 */
function useSlotHold(storeId: number) {
  const { apiNonce } = useLayout();
  const [held, setHeld] = useState("");
  const hold = async (slotId: number) => {
    setHeld("");
    try {
      const res = await fetch(`/api/shop/v1/slots/${slotId}/hold?store_id=${storeId}`, {
        method: "POST",
        headers: { accept: "application/json", "x-aisle-nonce": apiNonce },
      });
      const body = (await res.json()) as { expires_at?: string; message?: string };
      setHeld(
        res.ok && body.expires_at
          ? `We're holding this time for you until ${timeOf(body.expires_at)}.`
          : (body.message ?? "That time could not be held."),
      );
    } catch {
      setHeld("");
    }
  };
  return { held, hold };
}

/** A slot card's title: its times, short; named by its whole label ("Friday, November 27, 9:00 AM to 11:00 AM"). */
function SlotTimes({ slot }: { slot: TimeSlot }) {
  const [from, to] = slotTimeShort(slot.starts_at, slot.ends_at);
  return (
    <>
      <span className="visually-hidden">{slot.label}</span>
      <span aria-hidden="true" className="checkout-slot__times">
        <span>{from}</span> – <span>{to}</span>
      </span>
    </>
  );
}

/**
 * [radiogroup] `Time slot`: [tablist] `Days`, one [tab] per day, and the chosen day's slots as radio
 * cards (time, fee; "Full" ones disabled). Every slot is one radio of the group, hidden days too, so
 * a slot chosen before the scripts ran stays chosen and its day is the one shown once they run.
 */
function SlotPicker({ slots, storeId, kept, missing }: { slots: TimeSlot[]; storeId: number; kept?: string; missing: number }) {
  const { held, hold } = useSlotHold(storeId);
  // With the tabs, most slots are in hidden panels, where the browser's own "required" message
  // cannot be shown: the form asks for a slot itself (OrderForm), here.
  const tabbed = useHydrated();
  const missingRef = useFailureFocus(missing || null);
  const days = slotsByDay(slots);
  const [day, setDay] = useState(
    () => (days.find((d) => d.slots.some((s) => String(s.id) === kept)) ?? days.find((d) => d.open > 0) ?? days[0])?.key ?? "",
  );
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input[name="slot_id"]:checked');
    const on = chosen ? days.find((d) => d.slots.some((s) => String(s.id) === chosen.value)) : undefined;
    if (on) setDay(on.key);
    // Once, at hydration: afterwards the visitor's choices move the tabs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset role="radiogroup" aria-labelledby="checkout-slot-legend" className="checkout-slots checkout-step" ref={group}>
      <legend id="checkout-slot-legend" className="checkout-step__title">
        Time slot
      </legend>
      {slots.length === 0 ? <p>No times left this week.</p> : null}
      {missing ? (
        <p className="checkout-field-error" role="alert" tabIndex={-1} ref={missingRef}>
          Choose a time slot.
        </p>
      ) : null}
      <Tabs
        label="Days"
        idPrefix="checkout-day"
        selected={day}
        onSelect={setDay}
        items={days.map((d) => ({
          id: d.key,
          name: d.name,
          label: (
            <>
              <span className="checkout-day__weekday">{d.weekday}</span>
              <span className="checkout-day__date">{d.date}</span>
            </>
          ),
          content: (
            <RadioCardGrid min="9rem">
              {d.slots.map((s) => (
                <RadioCard
                  key={s.id}
                  id={`slot-${s.id}`}
                  name="slot_id"
                  value={String(s.id)}
                  disabled={s.remaining === 0}
                  defaultChecked={kept === String(s.id) && s.remaining > 0}
                  required={!tabbed}
                  onChange={() => void hold(s.id)}
                  title={<SlotTimes slot={s} />}
                  detail={s.remaining === 0 ? "Full" : s.fee_cents ? formatCents(s.fee_cents) : "Free"}
                />
              ))}
            </RadioCardGrid>
          ),
        }))}
      />
      <p className="checkout-slots__held" role="status">
        {held}
      </p>
    </fieldset>
  );
}

type AddressCheck = { checked: "delivers" | "incomplete"; message?: string } | { error: string; field: string };

/**
 * Once scripts run, the address is checked against the store's delivery area as soon as it is
 * chosen or typed (the first saved address at once); without them, when the order is placed.
 */
function useAddressCheck(fieldset: React.RefObject<HTMLFieldSetElement | null>, checkFirst: boolean) {
  const fetcher = useFetcher<AddressCheck>();
  const { apiNonce } = useLayout();
  const submit = useRef(fetcher.submit);
  useEffect(() => {
    submit.current = fetcher.submit;
  });
  useEffect(() => {
    const el = fieldset.current;
    const form = el?.form;
    if (!el || !form) return;
    const check = () => {
      const fields = new FormData(form);
      const ask = new FormData();
      ask.set("intent", "check_address");
      ask.set("nonce", apiNonce);
      for (const name of ["saved_address", "line1", "line2", "city", "state", "postal_code"]) {
        const v = fields.get(name);
        if (typeof v === "string") ask.set(name, v);
      }
      void submit.current(ask, { method: "post", action: "/checkout" });
    };
    el.addEventListener("change", check);
    if (checkFirst) check();
    return () => el.removeEventListener("change", check);
  }, [fieldset, apiNonce, checkFirst]);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return {
    error: answer && "error" in answer ? answer.error : undefined,
    fine: answer && "checked" in answer && answer.checked === "delivers" ? answer.message : undefined,
    // A count of answers, so the same refusal given again is shown (and focused) again.
    round: fetcher.data,
  };
}

/**
 * The delivery address: a shopper with saved addresses chooses one of them (the first is chosen) or
 * "Another address", whose fields CSS shows only when it is chosen (no script needed); the server then
 * takes the saved address, or checks the typed one. A refusal (outside the delivery area, an unknown
 * ZIP code) is shown here and takes the focus.
 */
function AddressFields({ saved, typed, refused }: { saved: AccountAddress[]; typed?: TypedAddress; refused?: string }) {
  const required = saved.length === 0;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const check = useAddressCheck(fieldset, saved.length > 0 && !typed);
  const error = check.round !== undefined ? check.error : refused;
  const errorRef = useFailureFocus(error ? (check.round ?? refused) : null);
  const fields = (
    <div className="checkout-address__fields">
      <label className="checkout-field checkout-field--wide">
        Street address <input name="line1" autoComplete="address-line1" maxLength={200} required={required} defaultValue={typed?.line1} />
      </label>
      <label className="checkout-field checkout-field--wide">
        Apartment, suite (optional) <input name="line2" autoComplete="address-line2" maxLength={200} defaultValue={typed?.line2} />
      </label>
      <label className="checkout-field">
        City <input name="city" autoComplete="address-level2" maxLength={100} required={required} defaultValue={typed?.city} />
      </label>
      <label className="checkout-field checkout-field--short">
        State{" "}
        <input
          name="state"
          autoComplete="address-level1"
          maxLength={2}
          pattern="[A-Za-z]{2}"
          required={required}
          defaultValue={typed?.state}
        />
      </label>
      <label className="checkout-field checkout-field--short">
        ZIP code{" "}
        <input
          name="postal_code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          pattern="\d{5}(-\d{4})?"
          required={required}
          defaultValue={typed?.postal_code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "checkout-address-error" : undefined}
        />
      </label>
    </div>
  );
  const chosen = typed?.saved_address;
  return (
    <fieldset className="checkout-address checkout-step" ref={fieldset}>
      <legend className="checkout-step__title">Delivery address</legend>
      {error ? (
        <p
          key={JSON.stringify(check.round ?? refused)}
          id="checkout-address-error"
          className="checkout-field-error"
          role="alert"
          tabIndex={-1}
          autoFocus
          ref={errorRef}
        >
          {error}
        </p>
      ) : check.fine ? (
        <p className="checkout-address__fine" role="status">
          {check.fine}
        </p>
      ) : null}
      {saved.length ? (
        <>
          <RadioCardGrid min="16rem">
            {saved.map((a, i) => (
              <RadioCard
                key={a.id}
                id={`saved-address-${a.id}`}
                name="saved_address"
                value={String(a.id)}
                defaultChecked={chosen ? chosen === String(a.id) : i === 0}
                title={`${addressTitle(a)}, ${a.city}, ${a.state} ${a.postal_code}`}
              />
            ))}
            <RadioCard id="saved-address-new" name="saved_address" value="new" defaultChecked={chosen === "new"} title="Another address" />
          </RadioCardGrid>
          <div className="checkout-address__new">{fields}</div>
        </>
      ) : (
        fields
      )}
    </fieldset>
  );
}

/** What the order summary needs from the form: the chosen slot's fee (null: none chosen yet) and the tip. */
export interface OrderChoices {
  feeCents: number | null;
  tipCents: number;
}

/** Reads the chosen slot's fee and the tip from the order form. */
function choicesOf(form: HTMLFormElement, slots: TimeSlot[]): OrderChoices {
  const fields = new FormData(form);
  const slot = slots.find((s) => String(s.id) === fields.get("slot_id"));
  const tip = Number(fields.get("tip_cents") ?? 0);
  return { feeCents: slot ? slot.fee_cents : null, tipCents: Number.isFinite(tip) ? tip : 0 };
}

/** The order form's id: Place order, in the summary's column, submits it from there. */
export const ORDER_FORM_ID = "checkout-order";

/**
 * The order: for delivery the address first, then the time slot, tip, notes, age confirmation when
 * needed. [button] `Place order` is outside, under the order summary (`form` attribute); `onChoices`
 * tells the summary what the slot and tip chosen come to.
 */
export function OrderForm({
  method,
  slots,
  storeId,
  idempotencyKey,
  hasAlcohol,
  addresses = [],
  typed,
  addressError,
  onChoices,
}: {
  method: FulfilmentMethod;
  slots: TimeSlot[];
  storeId: number;
  idempotencyKey: string;
  hasAlcohol: boolean;
  addresses?: AccountAddress[];
  typed?: TypedAddress;
  addressError?: string;
  onChoices: (choices: OrderChoices) => void;
}) {
  const { apiNonce } = useLayout();
  const form = useRef<HTMLFormElement>(null);
  const [slotMissing, setSlotMissing] = useState(0);
  const report = () => {
    if (!form.current) return;
    const choices = choicesOf(form.current, slots);
    if (choices.feeCents !== null) setSlotMissing(0);
    onChoices(choices);
  };
  const askForSlot = (e: FormEvent<HTMLFormElement>) => {
    if (new FormData(e.currentTarget).get("slot_id")) return;
    e.preventDefault();
    setSlotMissing((n) => n + 1);
  };
  // At hydration: what the visitor chose before the scripts ran.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(report, []);
  return (
    <Form
      method="post"
      className="checkout-order"
      id={ORDER_FORM_ID}
      ref={form}
      onChange={(_e: FormEvent) => report()}
      onSubmit={askForSlot}
    >
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="method" value={method} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {method === "delivery" ? <AddressFields saved={addresses} typed={typed} refused={addressError} /> : null}
      <SlotPicker slots={slots} storeId={storeId} kept={typed?.slot_id} missing={slotMissing} />
      <div className="checkout-step checkout-extras">
        <h2 className="checkout-step__title">Tip and notes</h2>
        <TipChoice kept={typed?.tip_cents} />
        <label className="checkout-field checkout-field--wide">
          Order notes <textarea name="notes" maxLength={500} rows={3} defaultValue={typed?.notes} />
        </label>
        {hasAlcohol ? (
          <label className="checkout-check">
            <input type="checkbox" name="age_confirmed" value="yes" required /> I am 21 or older (your ID is checked at{" "}
            {method === "pickup" ? "pickup" : "delivery"})
          </label>
        ) : null}
        <p className="checkout-payment">Payment: {method === "pickup" ? "pay at pickup" : "pay on delivery"} (card or cash).</p>
      </div>
    </Form>
  );
}
