import { useActionData, useLoaderData } from "react-router";
import { accountPath } from "../../core/account/account-routes";
import { profileForm } from "../../core/schemas/account";
import { accountPageAction, accountUser, formDone, formFailed, parseForm } from "../account/account-page.server";
import { ProfilePage } from "../account/profile-page";
import type { Route } from "./+types/my-account-profile";

export const meta = () => [{ title: "Profile" }, { name: "robots", content: "noindex" }];

/** `/my-account/profile`: the shopper's name and email (signed out: sign in first, then back here). */
export function loader({ context }: Route.LoaderArgs) {
  const user = accountUser(context, accountPath("profile"));
  return { user: { name: user.name, email: user.email } };
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountPageAction(request, context, async ({ form, intent, user }) => {
    if (intent !== "profile") return formFailed(intent, 400, "Use the Save name button on this page.");
    const parsed = parseForm(profileForm, form, intent, ["name"]);
    if (!parsed.ok) return parsed.answer;
    await context.services.account.rename(user.id, parsed.value.name);
    return formDone(intent, "Your name was saved.");
  });
}

export default function Profile() {
  const { user } = useLoaderData<typeof loader>();
  return <ProfilePage user={user} result={useActionData<typeof action>()} />;
}
