import { backAfterSignIn } from "../../core/account/sign-in-return";
import { deferredPart } from "../storefront/hydration/deferred-part";
import { AccountHashRedirect } from "./account-menu";
import { AccountLayout } from "./account-layout";
import type { AccountActionResult } from "./account-action.server";
import type { ProfileProps } from "./profile-details";
import { SignInPage } from "./sign-in-page";

/**
 * Profile, shown signed in: the code of its form is loaded by signed-in visits alone. The account
 * layout around it is not part of it: its module brings the account area's stylesheet.
 */
const ProfilePart = deferredPart<ProfileProps>(".profile-page", () => import("./profile-details").then((m) => m.ProfilePart));

/** What `/my-account` is rendered from: who is signed in (null: nobody), the page to come back to and what to do there. */
export interface MyAccountPageData {
  user: { name: string; email: string } | null;
  back: string | null;
  then: string | null;
}

/**
 * `/my-account`: signed out, sign in or create an account (and come back to what you were doing);
 * signed in, the account area's first entry (Profile) with the "My account" sub-menu. A `#!/<route>`
 * hash (menus, bookmarks) is sent on to the route's real path (core/account/account-routes.ts).
 * `result`: what the action answered the form this page was rendered for (a router page only).
 */
export function MyAccountPage({
  data: { user, back, then },
  result,
}: {
  data: MyAccountPageData;
  result?: AccountActionResult | undefined;
}) {
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
