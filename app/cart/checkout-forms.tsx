import { useState } from "react";
import { Form, useNavigation, useSubmit } from "../routing/routing";
import type { FulfilmentMethod, TimeSlot } from "../../core/cart/types";
import { formatCents } from "../../core/catalog/unit-price";
import { useLayout } from "../storefront/use-layout";
import type { AccountAddress } from "../../core/schemas/account";
import { addressTitle } from "../account/address-form";

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

/** [radiogroup] `Pickup or delivery`: a GET form (the slots shown follow the choice), sent on change once scripts run. */
export function MethodChooser({ method }: { method: FulfilmentMethod }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="checkout-method" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
      <fieldset role="radiogroup" aria-labelledby="checkout-method-legend">
        <legend id="checkout-method-legend">Pickup or delivery</legend>
        {(["pickup", "delivery"] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="method" value={m} defaultChecked={m === method} />{" "}
            {m === "pickup" ? "Pickup at the store" : "Delivery"}
          </label>
        ))}
      </fieldset>
      <noscript>
        <button type="submit">Show times</button>
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

function SlotPicker({ slots, storeId }: { slots: TimeSlot[]; storeId: number }) {
  const { held, hold } = useSlotHold(storeId);
  return (
    <fieldset role="radiogroup" aria-labelledby="checkout-slot-legend" className="checkout-slots">
      <legend id="checkout-slot-legend">Time slot</legend>
      {slots.length === 0 ? <p>No times left this week.</p> : null}
      <p className="checkout-slots__held" role="status">
        {held}
      </p>
      {slots.map((s) => (
        <span key={s.id} className={s.remaining === 0 ? "checkout-slot is-full" : "checkout-slot"}>
          <input
            type="radio"
            name="slot_id"
            value={s.id}
            id={`slot-${s.id}`}
            disabled={s.remaining === 0}
            required
            aria-describedby={`slot-${s.id}-note`}
            onChange={() => void hold(s.id)}
          />
          <label htmlFor={`slot-${s.id}`}>{s.label}</label>{" "}
          <span id={`slot-${s.id}-note`} className="checkout-slot__note">
            {s.remaining === 0 ? "Full" : s.fee_cents ? formatCents(s.fee_cents) : "Free"}
          </span>
        </span>
      ))}
    </fieldset>
  );
}

/**
 * The delivery address: a shopper with saved addresses chooses one of them (the first is chosen) or
 * "Another address", whose fields CSS shows only when it is chosen (no script needed); the server then
 * takes the saved address, or checks the typed one.
 */
function AddressFields({ saved }: { saved: AccountAddress[] }) {
  const required = saved.length === 0;
  const fields = (
    <>
      <label>
        Street address <input name="line1" autoComplete="address-line1" maxLength={200} required={required} />
      </label>
      <label>
        Apartment, suite (optional) <input name="line2" autoComplete="address-line2" maxLength={200} />
      </label>
      <label>
        City <input name="city" autoComplete="address-level2" maxLength={100} required={required} />
      </label>
      <label>
        State <input name="state" autoComplete="address-level1" maxLength={2} pattern="[A-Za-z]{2}" required={required} />
      </label>
      <label>
        ZIP code{" "}
        <input
          name="postal_code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          pattern="\d{5}(-\d{4})?"
          required={required}
        />
      </label>
    </>
  );
  return (
    <fieldset className="checkout-address">
      <legend>Delivery address</legend>
      {saved.length ? (
        <>
          {saved.map((a, i) => (
            <label key={a.id} className="checkout-address__saved">
              <input type="radio" name="saved_address" value={a.id} defaultChecked={i === 0} /> {addressTitle(a)}, {a.city}, {a.state}{" "}
              {a.postal_code}
            </label>
          ))}
          <label className="checkout-address__saved">
            <input type="radio" name="saved_address" value="new" /> Another address
          </label>
          <div className="checkout-address__new">{fields}</div>
        </>
      ) : (
        fields
      )}
    </fieldset>
  );
}

const TIPS = [0, 200, 500, 1000];

/** The order: time slot, address for delivery, tip, notes, age confirmation when needed, and [button] `Place order`. */
export function OrderForm({
  method,
  slots,
  storeId,
  idempotencyKey,
  hasAlcohol,
  addresses = [],
}: {
  method: FulfilmentMethod;
  slots: TimeSlot[];
  storeId: number;
  idempotencyKey: string;
  hasAlcohol: boolean;
  addresses?: AccountAddress[];
}) {
  const { apiNonce } = useLayout();
  const navigation = useNavigation();
  const placing = navigation.state === "submitting" && navigation.formData?.get("intent") === "place";
  return (
    <Form method="post" className="checkout-order">
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="method" value={method} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <SlotPicker slots={slots} storeId={storeId} />
      {method === "delivery" ? <AddressFields saved={addresses} /> : null}
      <label>
        Tip{" "}
        <select name="tip_cents" defaultValue="0">
          {TIPS.map((t) => (
            <option key={t} value={t}>
              {t === 0 ? "No tip" : formatCents(t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Order notes <textarea name="notes" maxLength={500} rows={3} />
      </label>
      {hasAlcohol ? (
        <label>
          <input type="checkbox" name="age_confirmed" value="yes" required /> I am 21 or older (your ID is checked at{" "}
          {method === "pickup" ? "pickup" : "delivery"})
        </label>
      ) : null}
      <p>Payment: {method === "pickup" ? "pay at pickup" : "pay on delivery"} (card or cash).</p>
      <button type="submit" className="button checkout-order__place" aria-disabled={placing || undefined}>
        Place order
      </button>
    </Form>
  );
}
