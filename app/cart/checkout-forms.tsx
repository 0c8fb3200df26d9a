import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useSubmit } from "#app/routing/routing";
import type { FulfilmentMethod, TimeSlot } from "#core/cart/types";
import { useLayout } from "#app/storefront/frame/use-layout";
import type { AccountAddress } from "#core/schemas/account";
import { RadioCard, RadioCardGrid } from "#app/ui/radio-card";
import type { TypedAddress } from "./checkout.server";
import { TipChoice } from "./tip-choice";
import { SlotPicker } from "./checkout-slot-picker";
import { AddressFields } from "./checkout-address-fields";

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
