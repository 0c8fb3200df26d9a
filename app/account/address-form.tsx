import { Form, Link } from "../routing/routing";
import type { AccountAddress } from "../../core/schemas/account";
import { useLayout } from "../storefront/frame/use-layout";
import { AccountField } from "./account-fields";
import type { AccountFormResult } from "./account-page.server";

const FIELDS = [
  { name: "label", label: "Label (e.g. Home)", autoComplete: "off", required: false, maxLength: 50 },
  { name: "line1", label: "Street address", autoComplete: "address-line1", required: true, maxLength: 200 },
  { name: "line2", label: "Apartment, suite (optional)", autoComplete: "address-line2", required: false, maxLength: 200 },
  { name: "city", label: "City", autoComplete: "address-level2", required: true, maxLength: 100 },
  { name: "state", label: "State (2 letters)", autoComplete: "address-level1", required: true, maxLength: 2 },
  { name: "postal_code", label: "ZIP code", autoComplete: "postal-code", required: true, maxLength: 10 },
] as const;

export const ADDRESS_FIELDS = FIELDS.map((f) => f.name);

/** The add or edit form of a delivery address (`address` given: edit it). */
export function AddressForm({
  address,
  result,
  heading,
}: {
  address?: AccountAddress;
  result: AccountFormResult | undefined;
  heading: string;
}) {
  const { apiNonce } = useLayout();
  const key = address ? `address-${address.id}` : "address-new";
  return (
    <Form method="post" replace aria-labelledby={`${key}-heading`} className="account-address-form">
      <h2 id={`${key}-heading`}>{heading}</h2>
      <input type="hidden" name="intent" value={address ? "edit" : "add"} />
      <input type="hidden" name="nonce" value={apiNonce} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      {FIELDS.map((f) => (
        <AccountField
          key={f.name}
          id={`${key}-${f.name}`}
          name={f.name}
          label={f.label}
          autoComplete={f.autoComplete}
          required={f.required}
          maxLength={f.maxLength}
          defaultValue={address ? address[f.name] : ""}
          result={result}
        />
      ))}
      <button type="submit" className="button">
        {address ? "Save address" : "Add address"}
      </button>{" "}
      {address ? <Link to="?">Cancel</Link> : null}
    </Form>
  );
}

/** The confirmation a delete asks for (a page of its own without scripts: `?delete=<id>`). */
export function DeleteAddressConfirm({ address }: { address: AccountAddress }) {
  const { apiNonce } = useLayout();
  return (
    <Form method="post" replace className="account-address-delete" aria-label={`Delete ${addressTitle(address)}`}>
      <p role="alert">Delete {addressTitle(address)}? This cannot be undone.</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="nonce" value={apiNonce} />
      <input type="hidden" name="id" value={address.id} />
      <button type="submit" className="button account-danger">
        Yes, delete it
      </button>{" "}
      <Link to="?">Keep it</Link>
    </Form>
  );
}

export const addressTitle = (a: AccountAddress) => (a.label ? `${a.label}: ${a.line1}` : a.line1);
