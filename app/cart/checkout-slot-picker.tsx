import { useEffect, useRef, useState } from "react";
import type { TimeSlot } from "#core/cart/types";
import { formatCents } from "#core/catalog/unit-price";
import { slotsByDay, slotTimeShort } from "#core/cart/slot-days";
import { useLayout } from "#app/storefront/frame/use-layout";
import { RadioCard, RadioCardGrid } from "#app/ui/radio-card";
import { Tabs } from "#app/ui/tabs";
import { useFailureFocus } from "#app/admin/use-failure-focus";
import { useHydrated } from "#app/storefront/hydration/use-hydrated";

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
export function SlotPicker({ slots, storeId, kept, missing }: { slots: TimeSlot[]; storeId: number; kept?: string; missing: number }) {
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
