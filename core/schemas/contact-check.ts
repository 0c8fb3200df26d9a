import { isStorableText } from "../text/storable-text";
import { FIELD_LIMITS } from "../limits/limits";

/**
 * The contact form's rules without the validation library, for the page's check in the browser
 * before sending (a plain page's budget has no room for the library, decision 0121). The schema of
 * `./contact.ts`, which the action and the REST endpoint use, is built from the same limits and
 * messages; `contact-check.test.ts` holds the two to the same answers.
 */
export const CONTACT_LIMITS = { name: FIELD_LIMITS.personName, email: FIELD_LIMITS.email, message: FIELD_LIMITS.message } as const;

export type ContactField = "store_id" | "name" | "email" | "message";
export const CONTACT_FIELDS: readonly ContactField[] = ["store_id", "name", "email", "message"];
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * An email address as the schema's `z.email()` takes it (the library's own pattern, which the test
 * holds this to): written here, the page loads none of the library's patterns.
 */
// eslint-disable-next-line no-useless-escape -- written as the library writes it, so the test compares the two as text
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const BAD_EMAIL = "Enter a valid email address, like name@example.com.";

/** What each field says when it is wrong, in the order its rules are checked. */
export const CONTACT_MESSAGES = {
  chooseStore: "Choose a store.",
  /** Typed text the database can keep (the page form has no other check for NUL characters). */
  unstorable: "Remove the unusual characters from this field.",
  name: { missing: "Enter your name.", tooLong: `Use at most ${CONTACT_LIMITS.name} characters.` },
  email: { missing: "Enter your email address.", invalid: BAD_EMAIL },
  message: { missing: "Enter a message.", tooLong: `Use at most ${CONTACT_LIMITS.message} characters.` },
} as const;

/** The highest store id (a PostgreSQL integer). */
export const MAX_STORE_ID = 2_147_483_647;
/** A store id as the form's text: at most 12 characters, digits once trimmed. */
export const STORE_ID_TEXT = { maxLength: 12, pattern: /^\d{1,10}$/ } as const;

function storeIdError(value: unknown): string | undefined {
  let id: number;
  if (typeof value === "number") id = value;
  else if (typeof value === "string" && value.length <= STORE_ID_TEXT.maxLength && STORE_ID_TEXT.pattern.test(value.trim()))
    id = Number(value.trim());
  else return CONTACT_MESSAGES.chooseStore;
  return Number.isInteger(id) && id > 0 && id <= MAX_STORE_ID ? undefined : CONTACT_MESSAGES.chooseStore;
}

function textError(value: unknown, messages: { missing: string; tooLong: string }, max: number): string | undefined {
  if (typeof value !== "string") return messages.missing;
  const text = value.trim();
  if (text.length < 1) return messages.missing;
  if (text.length > max) return messages.tooLong;
  return isStorableText(text) ? undefined : CONTACT_MESSAGES.unstorable;
}

function emailError(value: unknown): string | undefined {
  if (typeof value !== "string") return CONTACT_MESSAGES.email.missing;
  const text = value.trim();
  if (text.length < 1) return CONTACT_MESSAGES.email.missing;
  return text.length <= CONTACT_LIMITS.email && EMAIL_PATTERN.test(text) ? undefined : CONTACT_MESSAGES.email.invalid;
}

/** The first message for each field that is wrong (none: the form may be sent), as the schema says them. */
export function checkContact(values: Record<string, unknown>): ContactErrors {
  const found: ContactErrors = {
    store_id: storeIdError(values["store_id"]),
    name: textError(values["name"], CONTACT_MESSAGES.name, CONTACT_LIMITS.name),
    email: emailError(values["email"]),
    message: textError(values["message"], CONTACT_MESSAGES.message, CONTACT_LIMITS.message),
  };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (found[field]) errors[field] = found[field];
  return errors;
}
