import { useActionData, useLoaderData } from "react-router";
import { readPendingAction, pendingActionText, SIGN_IN_PATH } from "../../core/account/sign-in-return";
import { localPath } from "../../core/web/return-path";
import { accountAction } from "../account/account-action.server";
import { MyAccountPage } from "../account/my-account-page";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import "../styles/forms.css";
import "../account/account.css";
import type { Route } from "./+types/my-account";

/** A plain page once its data loaded, signed out (decision 0053) and signed in (decision 0112). */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

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

/** `/my-account`: sign in or create an account, or, signed in, Profile (app/account/my-account-page.tsx). */
export default function MyAccount() {
  return <MyAccountPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
