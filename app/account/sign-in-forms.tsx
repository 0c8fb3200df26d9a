import { useEffect, useRef } from "react";
import { Form, useNavigation } from "../routing/routing";
import type { AccountActionResult, AccountIntent } from "./account-action.server";

/** The fields that bring the shopper back (and what they pressed), in both forms. */
function ReturnFields({ back, then }: { back: string | null; then: string | null }) {
  return (
    <>
      {back ? <input type="hidden" name="back" value={back} /> : null}
      {then ? <input type="hidden" name="then" value={then} /> : null}
    </>
  );
}

function FormError({ result, form }: { result: AccountActionResult | undefined; form: AccountIntent }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = result?.form === form ? result.error : null;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, result]);
  return shown ? (
    <p role="alert" tabIndex={-1} ref={ref} className="field__error">
      {shown}
    </p>
  ) : null;
}

/**
 * `/my-account` for a signed-out visitor: sign in, or create an account. Plain forms (they work
 * without JavaScript); with it the page is not reloaded. Both come back to `back` with `then` done.
 */
export function SignInForms({ back, then, result }: { back: string | null; then: string | null; result: AccountActionResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  const email = result?.email ?? "";
  return (
    <div className="account-forms">
      <section aria-labelledby="sign-in-heading" className="account-forms__part">
        <h2 id="sign-in-heading">Sign in</h2>
        <FormError result={result} form="sign-in" />
        <Form method="post" replace>
          <input type="hidden" name="intent" value="sign-in" />
          <ReturnFields back={back} then={then} />
          <p>
            <label htmlFor="sign-in-email">Email</label>
            <input
              id="sign-in-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={result?.form === "sign-in" ? email : ""}
            />
          </p>
          <p>
            <label htmlFor="sign-in-password">Password</label>
            <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
          </p>
          <button type="submit" disabled={busy}>
            Sign in
          </button>
        </Form>
      </section>
      <section aria-labelledby="register-heading" className="account-forms__part">
        <h2 id="register-heading">Create an account</h2>
        <FormError result={result} form="register" />
        <Form method="post" replace>
          <input type="hidden" name="intent" value="register" />
          <ReturnFields back={back} then={then} />
          <p>
            <label htmlFor="register-name">Name (optional)</label>
            <input
              id="register-name"
              name="name"
              type="text"
              autoComplete="name"
              maxLength={100}
              defaultValue={result?.form === "register" ? result.name : ""}
            />
          </p>
          <p>
            <label htmlFor="register-email">Email</label>
            <input
              id="register-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.form === "register" ? email : ""}
            />
          </p>
          <p>
            <label htmlFor="register-password">Password (at least 10 characters)</label>
            <input id="register-password" name="password" type="password" autoComplete="new-password" minLength={10} required />
          </p>
          <button type="submit" disabled={busy}>
            Create account
          </button>
        </Form>
      </section>
    </div>
  );
}
