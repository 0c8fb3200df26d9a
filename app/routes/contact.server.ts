import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, type AppLoadContext } from "react-router";
import { contactBody, contactErrors, type ContactErrors } from "../../core/schemas/contact";
import { isApiError } from "#core/web/api-errors";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { readActionForm, type ActionForm } from "../storefront/forms/action-form.server";
import { uploadInputs } from "#core/web/upload-input";
import { ATTACHMENTS_PARAM } from "#core/web/upload-input";
import { FILES_KEPT_FIELD } from "#core/web/files-kept";

export interface ContactValues {
  store_id: string;
  name: string;
  email: string;
  message: string;
}

export type ContactActionResult =
  | { ok: true; id: number; name: string; email: string; files: number }
  | {
      ok: false;
      values: ContactValues;
      errors: ContactErrors;
      formError?: string;
      fileError?: string;
    };

/** Said with a refusal of a message that had files, sent by the browser's own post: it cannot fill a file field again. */
export const CHOOSE_FILES_AGAIN = "Choose your files again before sending.";

/**
 * What was typed, sent back whole so an error never loses any of it, however far past a field's limit
 * (the body limit bounds it).
 */
function valuesOf(form: ActionForm): ContactValues {
  const text = (name: string) => form.get(name) ?? "";
  return {
    store_id: text("store_id"),
    name: text("name"),
    email: text("email"),
    message: text("message"),
  };
}

/**
 * The contact form's action: the body read as a form of text fields (anything else is said in the
 * page, with whatever text could be read), the nonce when the visitor has a session (CSRF, like store
 * selection), the shared schema, then the message is stored (status "received") before anything
 * else, with its files (checked by their content, written under generated names, in the message's
 * transaction). Past the per-address limit, or when a file is refused or cannot be stored, nothing is
 * stored and the form comes back with a message and everything typed.
 */
export async function contactAction(request: Request, context: AppLoadContext) {
  const read = await readActionForm(request, context, ATTACHMENTS_PARAM);
  const { form } = read;
  const values = valuesOf(form);
  const { services, auth } = context;
  // Sent by the page's script, the files are still chosen in the page when the form comes back.
  const chooseAgain = read.ok && read.files.length > 0 && form.get(FILES_KEPT_FIELD) !== "1";
  const fail = (status: number, errors: ContactErrors, formError?: string, headers?: Record<string, string>, fileError?: string) =>
    data<ContactActionResult>(
      {
        ok: false,
        values,
        errors,
        formError,
        fileError: fileError ?? (chooseAgain ? CHOOSE_FILES_AGAIN : undefined),
      },
      { status, headers },
    );

  if (!read.ok) return fail(read.status, {}, read.message);
  if (!formNonceValid(form, context)) return fail(403, {}, PAGE_EXPIRED);
  const parsed = contactBody.safeParse(values);
  if (!parsed.success) return fail(400, contactErrors(parsed.error));
  try {
    const files = await uploadInputs(read.files);
    const result = await services.contact.submit(
      parsed.data,
      { userId: auth.user?.id ?? null, clientAddress: context.clientAddress },
      files,
    );
    return data<ContactActionResult>({
      ok: true,
      id: result.id,
      name: parsed.data.name,
      email: parsed.data.email,
      files: result.files,
    });
  } catch (err) {
    const fileRefusal = isApiError(err) ? (err.extra.params as Record<string, string> | undefined)?.[ATTACHMENTS_PARAM] : undefined;
    if (isApiError(err) && fileRefusal)
      return fail(err.status, {}, undefined, undefined, chooseAgain ? `${fileRefusal} ${CHOOSE_FILES_AGAIN}` : fileRefusal);
    if (isApiError(err) && err.status === 400) return fail(400, { store_id: "Choose a store from the list." });
    if (isApiError(err) && err.code === "upload_failed")
      return fail(500, {}, `${err.message} Everything you typed is still in the form below.`);
    // Too many messages from this address: say when to try again; what was typed stays in the form.
    if (isApiError(err) && err.status === 429)
      return fail(429, {}, `${err.message} Your message has not been sent yet; it is still in the form below.`, err.headers);
    services.logger.error({ err }, "contact submission failed");
    return fail(500, {}, "We couldn't send your message just now. Please try again in a moment.");
  }
}
