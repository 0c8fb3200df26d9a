import { data, type AppLoadContext } from "react-router";
import { preferencesForm } from "../../core/schemas/account";
import { storeCookieHeader } from "#core/frame/store-cookie";
import { accountPageAction, formDone, formFailed, parseForm } from "./account-page.server";

/** Saves my store (also the store cookie, so the site shows it at once) and the communication preferences together. */
export async function preferencesAction(request: Request, context: AppLoadContext) {
  return accountPageAction(request, context, async ({ form, intent, user }) => {
    if (intent !== "preferences") return formFailed(intent, 400, "Use the Save preferences button on this page.");
    const parsed = parseForm(preferencesForm, form, intent, ["store_id", "weekly_ad_email", "order_texts"]);
    if (!parsed.ok) return parsed.answer;
    const { store_id, ...prefs } = parsed.value;
    // A store that is unknown or cannot be chosen is refused before anything is saved.
    const store = store_id === null ? null : await context.services.stores.selectable(store_id);
    await context.services.account.savePreferences(user.id, prefs, store?.id ?? null);
    const done = formDone(intent, "Your preferences were saved.");
    return store ? data(done, { headers: { "Set-Cookie": storeCookieHeader(store.id, context.https) } }) : done;
  });
}
