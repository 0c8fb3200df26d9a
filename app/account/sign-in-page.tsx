import { AccountHashRedirect } from "./account-menu";
import { SignInForms } from "./sign-in-forms";
import type { AccountActionResult } from "./account-action.server";

export interface SignInPageData {
  back: string | null;
  then: string | null;
}

/** `/my-account` signed out: sign in or create an account, and come back to what you were doing. */
export function SignInPage({ data: { back, then }, result }: { data: SignInPageData; result?: AccountActionResult | undefined }) {
  return (
    <>
      {/* Signed out too: the route's page asks to sign in and comes back to it. */}
      <AccountHashRedirect />
      <div className="account">
        <h1>Sign in or create an account</h1>
        {then ? (
          <p>Sign in to keep favorites and shopping lists. We'll bring you back and finish what you started.</p>
        ) : (
          <p>Sign in to keep favorites and shopping lists.</p>
        )}
        <SignInForms back={back} then={then} result={result} />
      </div>
    </>
  );
}
