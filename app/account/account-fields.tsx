import { useEffect, useRef, type InputHTMLAttributes } from "react";
import type { AccountFormResult } from "./account-page.server";

/** The answer to `form` when the last post was that form's. */
export const resultFor = (result: AccountFormResult | undefined, form: string) => (result?.form === form ? result : undefined);

/** A form's message in place: an error is an alert (and takes the focus), a success a status. */
export function FormMessage({ result }: { result: AccountFormResult | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result && !result.ok) ref.current?.focus();
  }, [result]);
  if (!result?.message) return null;
  return result.ok ? (
    <p role="status" className="account-form__done">
      {result.message}
    </p>
  ) : (
    <p role="alert" tabIndex={-1} ref={ref} className="field__error">
      {result.message}
    </p>
  );
}

type FieldProps = { name: string; label: string; id: string; result: AccountFormResult | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "id"
>;

/** A labelled text field with its own message (from the last post of its form) under it. */
export function AccountField({ name, label, id, result, defaultValue, ...input }: FieldProps) {
  const error = result?.errors[name];
  const typed = result && !result.ok && input.type !== "password" ? result.values[name] : undefined;
  return (
    <p className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={typed ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {label} {error}.
        </span>
      ) : null}
    </p>
  );
}
