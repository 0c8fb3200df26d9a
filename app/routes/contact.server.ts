import { data, type AppLoadContext } from "react-router";
import { contactBody, contactErrors, type ContactErrors } from "../../core/schemas/contact";
import { isApiError } from "../../server/http/errors";
import { formNonceValid } from "../storefront/form-nonce.server";
import { readActionForm, type ActionForm } from "../storefront/action-form.server";

export interface ContactValues {
  store_id: string;
  name: string;
  email: string;
  message: string;
}

export type ContactActionResult =
  | { ok: true; id: number; name: string; email: string }
  | { ok: false; values: ContactValues; errors: ContactErrors; formError?: string };

/**
 * What was typed, sent back whole so an error never loses any of it, however far past a field's limit
 * (the body limit bounds it).
 */
function valuesOf(form: ActionForm): ContactValues {
  const text = (name: string) => form.get(name) ?? "";
  return { store_id: text("store_id"), name: text("name"), email: text("email"), message: text("message") };
}

/**
 * The contact form's action: the body read as a form of text fields (anything else is said in the
 * page, with whatever text could be read), the nonce when the visitor has a session (CSRF, like store
 * selection), the shared schema, then the message is stored (status "received") before anything
 * else. Past the per-address limit nothing is stored and the form comes back with a message and
 * everything typed.
 */
export async function contactAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request);
  const { form } = read;
  const values = valuesOf(form);
  const { services, auth } = context;
  const fail = (status: number, errors: ContactErrors, formError?: string, headers?: Record<string, string>) =>
    data<ContactActionResult>({ ok: false, values, errors, formError }, { status, headers });

  if (!read.ok) return fail(read.status, {}, read.message);
  if (!formNonceValid(form, context)) return fail(403, {}, "Your session has expired. Reload the page and send your message again.");
  const parsed = contactBody.safeParse(values);
  if (!parsed.success) return fail(400, contactErrors(parsed.error));
  try {
    const { id } = await services.contact.submit(parsed.data, { userId: auth.user?.id ?? null, clientAddress: context.clientAddress });
    return data<ContactActionResult>({ ok: true, id, name: parsed.data.name, email: parsed.data.email });
  } catch (err) {
    if (isApiError(err) && err.status === 400) return fail(400, { store_id: "Choose a store from the list." });
    // Too many messages from this address: say when to try again; what was typed stays in the form.
    if (isApiError(err) && err.status === 429) return fail(429, {}, `${err.message} Your message has not been sent yet; it is still in the form below.`, err.headers);
    services.logger.error({ err }, "contact submission failed");
    return fail(500, {}, "We couldn't send your message just now. Please try again in a moment.");
  }
}
