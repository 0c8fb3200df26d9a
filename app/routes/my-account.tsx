import { Form, Link, useActionData, useLoaderData } from "react-router";
import { backAfterSignIn, readPendingAction, pendingActionText, SIGN_IN_PATH } from "../../core/account/sign-in-return";
import { localPath } from "../../core/safe-url";
import { accountAction } from "../account/account-action.server";
import { SignInForms } from "../account/sign-in-forms";
import { useLayout } from "../storefront/use-layout";
import "../styles/forms.css";
import "../account/account.css";
import type { Route } from "./+types/my-account";

export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.user ? "My account" : "Sign in or create an account" }, { name: "robots", content: "noindex" }];

/** Signed out: the page to come back to and what to do there (both checked); signed in: who. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const back = localPath(params.get("back"));
  const then = readPendingAction(params.get("then"));
  const user = context.auth.user;
  return { user: user ? { name: user.name, email: user.email } : null, back: back === SIGN_IN_PATH ? null : back, then: then ? pendingActionText(then) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

/**
 * `/my-account`: signed out, sign in or create an account (and come back to what you were doing);
 * signed in, the way to your favorites and lists, and signing out. The account area proper (profile,
 * orders) comes later.
 */
export default function MyAccount() {
  const { user, back, then } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  return (
    <div className="account">
      {user ? (
        <>
          <h1>My account</h1>
          <p>Signed in as {user.name ? `${user.name} (${user.email})` : user.email}.</p>
          {back ? (
            <p>
              <a href={backAfterSignIn(back)}>Continue where you were</a>
            </p>
          ) : null}
          <nav aria-label="My account">
            <ul>
              <li>
                <Link to="/shop/favorites">My favorites</Link>
              </li>
              <li>
                <Link to="/shop/lists">My shopping lists</Link>
              </li>
            </ul>
          </nav>
          {result?.form === "sign-out" ? <p role="alert" className="field__error">{result.error}</p> : null}
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out" />
            <input type="hidden" name="nonce" value={apiNonce} />
            <button type="submit">Sign out</button>
          </Form>
        </>
      ) : (
        <>
          <h1>Sign in or create an account</h1>
          {then ? <p>Sign in to keep favorites and shopping lists. We'll bring you back and finish what you started.</p> : <p>Sign in to keep favorites and shopping lists.</p>}
          <SignInForms back={back} then={then} result={result?.form === "sign-out" ? undefined : result} />
        </>
      )}
    </div>
  );
}
