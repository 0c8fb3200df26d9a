import { Form, Link } from "../routing/routing";
import { useLayout } from "../storefront/frame/use-layout";
import { AccountField, FormMessage, resultFor } from "./account-fields";
import type { AccountFormResult } from "./account-page.server";

export interface ProfileProps {
  user: { name: string; email: string };
  result: AccountFormResult | undefined;
  back?: string | null;
  signOutError?: string;
}

/**
 * Profile under its heading: the name (editable) and email, the way to change the password, and
 * signing out. A deferred part on `/my-account` (ProfilePart), so nothing it imports may bring a
 * stylesheet (decision 0043): React Router would then mark the account area's CSS as loaded by a
 * script on every page that links it, and the part's loading would add that CSS to the page again.
 * For that reason the paths are written out rather than taken from core/account/account-routes,
 * which the build puts in the chunk that carries the account area's stylesheet.
 */
export function ProfileDetails({ user, result, back, signOutError }: ProfileProps) {
  const { apiNonce } = useLayout();
  const profile = resultFor(result, "profile");
  return (
    <>
      {back ? (
        <p>
          <a href={back}>Continue where you were</a>
        </p>
      ) : null}
      <p>
        Email: <strong>{user.email}</strong>
      </p>
      <FormMessage result={profile} />
      <Form method="post" action="/my-account/profile" replace className="account-card">
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="nonce" value={apiNonce} />
        <AccountField
          id="profile-name"
          name="name"
          label="Name"
          result={profile}
          defaultValue={user.name}
          autoComplete="name"
          required
          maxLength={100}
        />
        <button type="submit" className="button">
          Save name
        </button>
      </Form>
      <p>
        <Link to="/my-account/password">Change password</Link>
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
    </>
  );
}

/**
 * Profile as a signed-in `/my-account` shows it: a part whose code that page loads only when it shows
 * it (routes/my-account.tsx). Its root carries the part's selector, `.profile-page`, which nothing
 * else does.
 */
export function ProfilePart(props: ProfileProps) {
  return (
    <div className="profile-page">
      <ProfileDetails {...props} />
    </div>
  );
}
