import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { storeCookieHeader } from "#core/frame/store-cookie";
import { formNonceValid } from "../forms/form-nonce.server";
import { readActionForm } from "../forms/action-form.server";

/**
 * "Make This My Store": reads the form (readActionForm), checks the nonce when the visitor has a
 * session (CSRF), then sets the store cookie (and the shopper's profile store). A form posted before
 * the page's scripts ran names the page to go back to, which then shows the new store everywhere
 * (header and menus included).
 */
export async function selectStoreAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context);
  if (!read.ok) return data({ ok: false as const, error: read.message }, { status: read.status });
  const { form, back } = read;
  const raw = form.get("store_id") ?? "";
  const { services, auth } = context;
  if (!formNonceValid(form, context)) {
    return data({ ok: false as const, error: PAGE_EXPIRED }, { status: 403 });
  }
  if (!/^[1-9]\d{0,9}$/.test(raw)) return data({ ok: false as const, error: "Choose a store from the list." }, { status: 400 });
  try {
    const store = await services.stores.selectable(Number(raw));
    if (auth.session) await services.stores.rememberForUser(auth.session.user.id, store.id);
    if (back) return redirect(back, { headers: { "Set-Cookie": storeCookieHeader(store.id, context.https) } });
    return data(
      { ok: true as const, store: { id: store.id, name: store.name, url: store.url } },
      { headers: { "Set-Cookie": storeCookieHeader(store.id, context.https) } },
    );
  } catch (err) {
    if (isApiError(err)) return data({ ok: false as const, error: err.message }, { status: err.status });
    throw err;
  }
}
