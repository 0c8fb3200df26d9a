import { Form, useActionData } from "react-router";
import { accountPath } from "../../core/account/account-routes";
import { passwordForm } from "../../core/schemas/account";
import { AccountField, FormMessage, resultFor } from "../account/account-fields";
import { AccountPage } from "../account/account-layout";
import { accountPageAction, accountUser, formDone, formFailed, parseForm } from "../account/account-page.server";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/my-account-password";

export const meta = () => [{ title: "Change password" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  accountUser(context, accountPath("password"));
  return null;
}

/** Checks the current password, stores the new one and ends every other session of the account at once. */
export async function action({ request, context }: Route.ActionArgs) {
  return accountPageAction(request, context, async ({ form, intent }) => {
    if (intent !== "password") return formFailed(intent, 400, "Use the Change password button on this page.");
    const parsed = parseForm(passwordForm, form, intent, ["current", "next"], []);
    if (!parsed.ok) return parsed.answer;
    const session = context.auth.session!;
    await context.services.auth.changePassword(session.user.id, session.sessionId, parsed.value.current, parsed.value.next);
    return formDone(intent, "Your password was changed. You were signed out everywhere else.");
  });
}

/** `/my-account/password`: current password and a new one of at least 10 characters. */
export default function Password() {
  const { apiNonce } = useLayout();
  const result = resultFor(useActionData<typeof action>(), "password");
  return (
    <AccountPage title="Change password">
      <FormMessage result={result} />
      <Form method="post" replace className="account-card">
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="nonce" value={apiNonce} />
        <AccountField
          id="password-current"
          name="current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          result={result}
        />
        <AccountField
          id="password-next"
          name="next"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          result={result}
        />
        <button type="submit" className="button">
          Change password
        </button>
      </Form>
    </AccountPage>
  );
}
