import type { SlotResolver } from "../../slots.server";
import { escapeAttr, escapeHtml } from "#core/text/escape";
import { formStatusOf, formStatusParam, statusMessage } from "#core/builder/form/form-status";
import { returnPath } from "#core/web/return-path";
import { apiNonceFor } from "#app/storefront/forms/api-nonce.server";
import { renderToStaticMarkup } from "react-dom/server";
import { decodeFormFlash, flashCookieOf, FORM_FLASH_PARAM } from "#core/builder/form/form-flash";
import { idBase } from "../html-id";
import { formFields, formMessages, formSettings } from "./settings";
import { FORM_MARK, FormMarkup } from "./form-markup";

/**
 * A form for this request: the nonce of a visitor with a session (CSRF, as the contact form), the
 * document it belongs to, the page to come back to (without the last outcome's parameter), and the
 * last submission's message when the page came back from one (no script). A refused submission
 * without scripts comes back with its flash (core/builder/form/form-flash.ts): the form is drawn again
 * with each field's error beside it, the values given and the focus on the first refused field, and
 * the page is not cached.
 */
export const formSlot: SlotResolver = async (args, { request, context, document }) => {
  let html = typeof args.html === "string" ? args.html : "";
  const widgetId = typeof args.widgetId === "string" ? args.widgetId : "";
  if (!html || !document) return "";
  const url = new URL(request.url);
  const status = formStatusOf(url.search, widgetId);
  const settings = formSettings.parse(args.settings ?? {});
  if (status === "invalid" || status === "file") {
    const flash = decodeFormFlash(flashCookieOf(request.headers.get("cookie")), widgetId, url.searchParams.get(FORM_FLASH_PARAM));
    if (flash) {
      context.render.partial = true;
      html = renderToStaticMarkup(
        <FormMarkup
          settings={settings}
          fields={formFields(settings)}
          widgetId={widgetId}
          baseId={`form-${idBase({ id: widgetId })}`}
          state={flash}
        />,
      );
    }
  }
  url.searchParams.delete(formStatusParam(widgetId));
  url.searchParams.delete(FORM_FLASH_PARAM);
  const back = returnPath(url.pathname, url.search) ?? "/";
  const nonce = context.auth.session ? apiNonceFor(context) : "";
  const message = status
    ? `<p class="elementor-message ${status === "sent" ? "elementor-message-success" : "elementor-message-danger"}">${escapeHtml(
        statusMessage(status, formMessages(settings)),
      )}</p>`
    : "";
  return html
    .replace(FORM_MARK.nonce, escapeAttr(nonce))
    .replace(FORM_MARK.document, String(document.id))
    .replace(FORM_MARK.back, escapeAttr(back))
    .replace(FORM_MARK.status, message);
};
