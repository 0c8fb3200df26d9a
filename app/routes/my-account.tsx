import { useActionData, useLoaderData } from "react-router";
import { backAfterSignIn, readPendingAction, pendingActionText, SIGN_IN_PATH } from "../../core/account/sign-in-return";
import { localPath } from "../../core/web/return-path";
import { accountAction } from "../account/account-action.server";
import { SignInPage } from "../account/sign-in-page";
import type { PlainPageHandle } from "../routing/plain-page";
import { AccountHashRedirect } from "../account/account-menu";
import { AccountLayout } from "../account/account-layout";
import type { ProfileProps } from "../account/profile-details";
import { deferredPart } from "../storefront/hydration/deferred-part";
import "../styles/forms.css";
import "../account/account.css";
import type { Route } from "./+types/my-account";

/**
 * Profile, shown signed in: the code of its form is loaded by signed-in visits alone. The account
 * layout around it is not part of it: its module brings the account area's stylesheet.
 */
const ProfilePart = deferredPart<ProfileProps>(".profile-page", () => import("../account/profile-details").then((m) => m.ProfilePart));

/** Signed out, hydrated without the router (decision 0053); signed in, the account area keeps it. */
export const handle: PlainPageHandle = { plainPage: (data) => (data as { user?: unknown } | undefined)?.user === null };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.user ? "My account" : "Sign in or create an account" },
  { name: "robots", content: "noindex" },
];

/** Signed out: the page to come back to and what to do there (both checked); signed in: who. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const back = localPath(params.get("back"));
  const then = readPendingAction(params.get("then"));
  const user = context.auth.user;
  return {
    user: user ? { name: user.name, email: user.email } : null,
    back: back === SIGN_IN_PATH ? null : back,
    then: then ? pendingActionText(then) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

/**
 * `/my-account`: signed out, sign in or create an account (and come back to what you were doing);
 * signed in, the account area's first entry (Profile) with the "My account" sub-menu. A `#!/<route>`
 * hash (menus, bookmarks) is sent on to the route's real path (core/account/account-routes.ts).
 */
export default function MyAccount() {
  const { user, back, then } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!user) return <SignInPage data={{ back, then }} result={result?.form === "sign-out" ? undefined : result} />;
  return (
    <>
      {/* Signed out too: the route's page asks to sign in and comes back to it. */}
      <AccountHashRedirect />
      <AccountLayout title="Profile">
        <ProfilePart
          user={user}
          result={undefined}
          back={back ? backAfterSignIn(back) : null}
          signOutError={result?.form === "sign-out" ? result.error : undefined}
        />
      </AccountLayout>
    </>
  );
}
