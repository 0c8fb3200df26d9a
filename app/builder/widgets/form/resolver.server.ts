import type { SlotResolver } from "../../slots.server";
import { escapeAttr, escapeHtml } from "#core/text/escape";
import { formStatusOf, formStatusParam, statusMessage } from "#core/builder/form/form-status";
import { returnPath } from "#core/web/return-path";
import { apiNonceFor } from "#app/storefront/forms/api-nonce.server";
import { formMessages, formSettings } from "./settings";
import { FORM_MARK } from "./form-markup";

/**
 * A form for this request: the nonce of a visitor with a session (CSRF, as the contact form), the
 * document it belongs to, the page to come back to (without the last outcome's parameter), and the
 * last submission's message when the page came back from one (no script).
 */
export const formSlot: SlotResolver = async (args, { request, context, document }) => {
  const html = typeof args.html === "string" ? args.html : "";
  const widgetId = typeof args.widgetId === "string" ? args.widgetId : "";
  if (!html || !document) return "";
  const url = new URL(request.url);
  const status = formStatusOf(url.search, widgetId);
  url.searchParams.delete(formStatusParam(widgetId));
  const back = returnPath(url.pathname, url.search) ?? "/";
  const nonce = context.auth.session ? apiNonceFor(context) : "";
  const message = status
    ? `<p class="elementor-message ${status === "sent" ? "elementor-message-success" : "elementor-message-danger"}">${escapeHtml(
        statusMessage(status, formMessages(formSettings.parse(args.settings ?? {}))),
      )}</p>`
    : "";
  return html
    .replace(FORM_MARK.nonce, escapeAttr(nonce))
    .replace(FORM_MARK.document, String(document.id))
    .replace(FORM_MARK.back, escapeAttr(back))
    .replace(FORM_MARK.status, message);
};
