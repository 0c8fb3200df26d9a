import { useEffect, useRef } from "react";
import { useFetcher } from "#app/routing/routing";
import { useLayout } from "#app/storefront/frame/use-layout";
import type { AccountAddress } from "#core/schemas/account";
import { addressTitle } from "#app/account/address-form";
import { RadioCard, RadioCardGrid } from "#app/ui/radio-card";
import { useFailureFocus } from "#app/admin/use-failure-focus";
import type { TypedAddress } from "./checkout.server";

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
export function AddressFields({ saved, typed, refused }: { saved: AccountAddress[]; typed?: TypedAddress; refused?: string }) {
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
