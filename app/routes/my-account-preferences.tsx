import { Form, useActionData, useLoaderData } from "react-router";
import { accountPath } from "../../core/account/account-routes";
import { FormMessage, resultFor } from "../account/account-fields";
import { AccountPage } from "../account/account-layout";
import { accountUser } from "../account/account-page.server";
import { preferencesAction } from "../account/preferences.server";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/my-account-preferences";

export const meta = () => [{ title: "Communication preferences" }, { name: "robots", content: "noindex" }];

/** `/my-account/preferences`: my store (saved to the profile) and the weekly ad email and order texts. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = accountUser(context, accountPath("preferences"));
  const [stores, prefs] = await Promise.all([
    context.services.stores.list({ selectable: true }),
    context.services.account.preferences(user.id),
  ]);
  return { stores: stores.map((s) => ({ id: s.id, name: s.name, city: s.city })), storeId: user.store_id, prefs };
}

export async function action({ request, context }: Route.ActionArgs) {
  return preferencesAction(request, context);
}

export default function Preferences() {
  const { stores, storeId, prefs } = useLoaderData<typeof loader>();
  const result = resultFor(useActionData<typeof action>(), "preferences");
  const { apiNonce } = useLayout();
  const storeError = result?.errors.store_id;
  return (
    <AccountPage title="Communication preferences">
      <FormMessage result={result} />
      <Form method="post" replace className="account-card">
        <input type="hidden" name="intent" value="preferences" />
        <input type="hidden" name="nonce" value={apiNonce} />
        <p className="account-field">
          <label htmlFor="preferences-store">My store</label>
          <select
            id="preferences-store"
            name="store_id"
            defaultValue={storeId ?? ""}
            aria-invalid={storeError ? true : undefined}
            aria-describedby={storeError ? "preferences-store-error" : undefined}
          >
            {storeId === null ? <option value="">Choose a store</option> : null}
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {s.city ? ` (${s.city})` : ""}
              </option>
            ))}
          </select>
          {storeError ? (
            <span id="preferences-store-error" className="field__error">
              My store {storeError}.
            </span>
          ) : null}
        </p>
        <fieldset>
          <legend>Tell me about</legend>
          <label className="account-check">
            <input type="checkbox" name="weekly_ad_email" defaultChecked={prefs.weekly_ad_email} /> The weekly ad, by email
          </label>
          <label className="account-check">
            <input type="checkbox" name="order_texts" defaultChecked={prefs.order_texts} /> My orders, by text message
          </label>
        </fieldset>
        <button type="submit" className="button">
          Save preferences
        </button>
      </Form>
    </AccountPage>
  );
}
