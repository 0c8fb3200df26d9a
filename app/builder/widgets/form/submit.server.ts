import type { AppLoadContext } from "react-router";
import type { ElementNode } from "#core/documents/document-types";
import { checkSubmission, fieldName, senderOf, submissionText, takesValue, type FormField } from "#core/builder/form/form-fields";
import { encodeFormFlash, flashCookieHeader, FORM_FLASH_PARAM } from "#core/builder/form/form-flash";
import { formStatusParam, statusMessage, type FormStatus } from "#core/builder/form/form-status";
import { isApiError } from "#core/web/api-errors";
import { ATTACHMENTS_PARAM, uploadInputs } from "#core/web/upload-input";
import { readActionForm } from "#app/storefront/forms/action-form.server";
import { formNonceValid } from "#app/storefront/forms/form-nonce.server";
import { requestStore } from "#app/storefront/stores/request-store.server";
import { parseWidgetSettings } from "../../widget-types";
import { idBase } from "../html-id";
import { form as formWidget } from "./form";
import { formFields, formMessages } from "./settings";
import { formElementId, HONEYPOT_FIELD } from "./form-markup";

/** What a submission sent with script gets back: the outcome, its message, and each field's error. */
export interface FormAnswer {
  status: FormStatus;
  message: string;
  errors: Record<string, string>;
}

function findForm(elements: readonly ElementNode[], id: string): ElementNode | null {
  for (const el of elements) {
    if (el.id === id && el.elType === "widget" && el.widgetType === "form") return el;
    const inner = Array.isArray(el.elements) ? findForm(el.elements, id) : null;
    if (inner) return inner;
  }
  return null;
}

/**
 * A page-builder form's submission (decision 0070). The form is read from the published document
 * it names, never from what was posted about it; the post is read as the contact form's is (one
 * reader, the nonce with a session, the honeypot), checked against the form's fields, and stored in
 * the forms admin with its files under the contact form's limit and upload rules. Sent with script
 * (`Accept: application/json`) it answers JSON; without, it sends the visitor back to the page with
 * the outcome in its address (`aisle-form-<widget>=<status>`), at the form.
 */
export async function submitBuilderForm(request: Request, context: AppLoadContext): Promise<Response> {
  const json = (request.headers.get("accept") ?? "").includes("application/json");
  const read = await readActionForm(request, context, ATTACHMENTS_PARAM);
  const widgetId = (read.form.get("aisle_form_widget") ?? "").slice(0, 64);
  const documentId = Number(read.form.get("aisle_form_document") ?? "");
  let messages = formMessages(formWidget.settings.parse({}));

  const answer = (
    status: FormStatus,
    httpStatus: number,
    errors: Record<string, string> = {},
    headers: Record<string, string> = {},
    refused?: readonly FormField[],
  ) => {
    const message = statusMessage(status, messages);
    if (json) return Response.json({ status, message, errors } satisfies FormAnswer, { status: httpStatus, headers });
    const back = new URL((read.ok ? read.back : null) ?? "/", "http://localhost");
    if (widgetId) back.searchParams.set(formStatusParam(widgetId), status);
    back.hash = widgetId ? formElementId(`form-${idBase({ id: widgetId })}`) : "";
    // Without scripts, a refused form comes back with its errors and values (core/builder/form/form-flash.ts),
    // the first refused field focused by `autofocus`, which a browser skips on an address with a fragment.
    if (refused && widgetId && Object.keys(errors).length) {
      const token = crypto.randomUUID();
      const values = Object.fromEntries(
        refused.filter((f) => takesValue(f) && f.type !== "hidden").map((f) => [f.id, read.form.getAll(fieldName(f))]),
      );
      const secure = new URL(request.url).protocol === "https:";
      headers = { ...headers, "set-cookie": flashCookieHeader(encodeFormFlash({ token, widgetId, errors, values }), secure) };
      back.searchParams.set(FORM_FLASH_PARAM, token);
      back.hash = "";
    }
    return new Response(null, { status: 303, headers: { ...headers, location: back.pathname + back.search + back.hash } });
  };

  if (!read.ok) return answer("error", read.status);
  if (!formNonceValid(read.form, context)) return answer("expired", 403);
  const document = widgetId ? await context.services.documents.publishedById(documentId) : null;
  const element = document ? findForm(document.elements, widgetId) : null;
  if (!element) return answer("error", 404);
  const settings = parseWidgetSettings(formWidget, element.settings);
  const fields = formFields(settings);
  messages = formMessages(settings);

  // A bot fills in every field it finds: it is told what a person would be, and nothing is kept.
  if ((read.form.get(HONEYPOT_FIELD) ?? "") !== "") {
    context.services.logger.info({ form: widgetId }, "form submission with the honeypot filled in; not stored");
    return answer("sent", json ? 201 : 303);
  }
  const checked = checkSubmission(fields, (name) => read.form.getAll(name), messages);
  const upload = fields.find((f) => f.type === "upload");
  if (upload?.required && read.files.length === 0) checked.errors[upload.id] = messages.required;
  if (!upload && read.files.length > 0) return answer("invalid", 400);
  if (Object.keys(checked.errors).length) return answer("invalid", 400, checked.errors, {}, fields);

  try {
    const { store } = await requestStore(request, context);
    const sender = senderOf(fields, checked.entries);
    await context.services.contact.submitForm(
      { storeId: store?.id ?? null, ...sender, message: submissionText(settings.form_name, checked.entries) },
      { userId: context.auth.user?.id ?? null, clientAddress: context.clientAddress },
      await uploadInputs(read.files),
    );
  } catch (err) {
    if (isApiError(err) && err.status === 429) return answer("limited", 429, {}, err.headers ?? {});
    const fileRefusal = isApiError(err) ? (err.extra.params as Record<string, string> | undefined)?.[ATTACHMENTS_PARAM] : undefined;
    if (fileRefusal)
      return answer("file", err && isApiError(err) ? err.status : 400, upload ? { [upload.id]: fileRefusal } : {}, {}, fields);
    context.services.logger.error({ err }, "form submission failed");
    return answer("error", 500);
  }
  return answer("sent", json ? 201 : 303);
}
