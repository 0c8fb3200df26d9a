import { Form, Link } from "react-router";
import { accountPath } from "../../core/account/account-routes";
import { useLayout } from "../storefront/use-layout";
import { AccountField, FormMessage, resultFor } from "./account-fields";
import { AccountLayout } from "./account-layout";
import type { AccountFormResult } from "./account-page.server";

/**
 * Profile, the account area's first entry (also what a signed-in `/my-account` shows): the name
 * (editable) and email, the way to change the password, and signing out.
 */
export function ProfilePage({ user, result, back, signOutError }: { user: { name: string; email: string }; result: AccountFormResult | undefined; back?: string | null; signOutError?: string }) {
  const { apiNonce } = useLayout();
  const profile = resultFor(result, "profile");
  return (
    <AccountLayout title="Profile">
      {back ? (
        <p>
          <a href={back}>Continue where you were</a>
        </p>
      ) : null}
      <p>
        Email: <strong>{user.email}</strong>
      </p>
      <FormMessage result={profile} />
      <Form method="post" action={accountPath("profile")} replace>
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="nonce" value={apiNonce} />
        <AccountField id="profile-name" name="name" label="Name" result={profile} defaultValue={user.name} autoComplete="name" required maxLength={100} />
        <button type="submit">Save name</button>
      </Form>
      <p>
        <Link to={accountPath("password")}>Change password</Link>
      </p>
      {signOutError ? (
        <p role="alert" className="field__error">
          {signOutError}
        </p>
      ) : null}
      <Form method="post" action="/my-account">
        <input type="hidden" name="intent" value="sign-out" />
        <input type="hidden" name="nonce" value={apiNonce} />
        <button type="submit">Sign out</button>
      </Form>
    </AccountLayout>
  );
}
