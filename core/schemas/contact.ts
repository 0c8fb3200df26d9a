import { z } from "zod";
import { isStorableText } from "../text/storable-text";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  MAX_STORE_ID,
  STORE_ID_TEXT,
  type ContactErrors,
  type ContactField,
} from "./contact-check";

export { CONTACT_FIELDS, CONTACT_LIMITS, type ContactErrors, type ContactField };

/**
 * The contact form (docs/requirements.md#screens-and-routes): shared by its action and the REST
 * endpoint; the page checks the same rules before sending without this library (`./contact-check.ts`,
 * held to this schema by its test). Messages are written for the visitor; they show under each field.
 */

const CHOOSE_STORE = CONTACT_MESSAGES.chooseStore;
const UNSTORABLE_MESSAGE = CONTACT_MESSAGES.unstorable;
/** A store id as a number (JSON) or as the form's text. */
const storeId = z
  .union([z.number(), z.string().max(STORE_ID_TEXT.maxLength).trim().regex(STORE_ID_TEXT.pattern).transform(Number)], {
    error: CHOOSE_STORE,
  })
  .pipe(z.number().int(CHOOSE_STORE).positive(CHOOSE_STORE).max(MAX_STORE_ID, CHOOSE_STORE));

export const contactBody = z.object({
  store_id: storeId,
  name: z
    .string({ error: CONTACT_MESSAGES.name.missing })
    .trim()
    .min(1, CONTACT_MESSAGES.name.missing)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.name.tooLong)
    .refine(isStorableText, UNSTORABLE_MESSAGE),
  email: z
    .string({ error: CONTACT_MESSAGES.email.missing })
    .trim()
    .min(1, CONTACT_MESSAGES.email.missing)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email.invalid)
    .pipe(z.email(CONTACT_MESSAGES.email.invalid)),
  message: z
    .string({ error: CONTACT_MESSAGES.message.missing })
    .trim()
    .min(1, CONTACT_MESSAGES.message.missing)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.message.tooLong)
    .refine(isStorableText, UNSTORABLE_MESSAGE),
});
export type ContactBody = z.infer<typeof contactBody>;

/** The first message for each field that failed. */
export function contactErrors(error: z.ZodError): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CONTACT_FIELDS as readonly string[]).includes(field)) errors[field as ContactField] ??= issue.message;
  }
  return errors;
}

export const contactResponse = z.object({
  id: z.number().int(),
  status: z.literal("received"),
  files: z.number().int().describe("How many files were stored with it"),
});
