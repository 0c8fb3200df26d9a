import { PAGE_EXPIRED } from "../../web/page-expired";
import { ACCEPTED_UPLOADS_TEXT, sizeText } from "../../web/uploads";
import { UPLOAD_LIMITS } from "../../limits/limits";

/**
 * How a page-builder form's submission ended (docs/decisions/0070-builder-form-submissions.md). Without
 * scripts the page comes back with `aisle-form-<widget id>=<status>` in its address and the form shows
 * the message; with scripts the same status comes back as JSON and the message is announced.
 */
export const FORM_STATUSES = ["sent", "invalid", "error", "limited", "expired", "file"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** The address parameter naming a form's outcome. */
export const formStatusParam = (widgetId: string) => `aisle-form-${widgetId}`;

export function formStatusOf(search: string, widgetId: string): FormStatus | null {
  const value = new URLSearchParams(search).get(formStatusParam(widgetId));
  return (FORM_STATUSES as readonly string[]).includes(value ?? "") ? (value as FormStatus) : null;
}

export const FILE_RULES_TEXT = `Send up to ${UPLOAD_LIMITS.files} files of at most ${sizeText(UPLOAD_LIMITS.fileBytes)} each: ${ACCEPTED_UPLOADS_TEXT}.`;

/** The message a status shows, from the form's own success, error and invalid messages. */
export function statusMessage(status: FormStatus, messages: { success: string; error: string; invalid: string }): string {
  switch (status) {
    case "sent":
      return messages.success;
    case "invalid":
      return messages.invalid;
    case "limited":
      return "You have sent several messages in a short time. Please try again in a few minutes.";
    case "expired":
      return PAGE_EXPIRED;
    case "file":
      return `A file could not be accepted. ${FILE_RULES_TEXT}`;
    default:
      return messages.error;
  }
}
