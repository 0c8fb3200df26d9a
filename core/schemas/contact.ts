import { z } from "zod";
import { isStorableText } from "../text/storable-text";
import { FIELD_LIMITS } from "../limits/limits";

/**
 * The contact form (docs/requirements.md#screens-and-routes): shared by the page (browser checks before
 * sending), its action and the REST endpoint. Messages are written for the visitor; they show under
 * each field.
 */
export const CONTACT_LIMITS = { name: FIELD_LIMITS.personName, email: FIELD_LIMITS.email, message: FIELD_LIMITS.message } as const;

const CHOOSE_STORE = "Choose a store.";
/** Typed text the database can keep (the page form has no other check for NUL characters). */
const UNSTORABLE_MESSAGE = "Remove the unusual characters from this field.";
/** A store id as a number (JSON) or as the form's text. */
const storeId = z
  .union(
    [
      z.number(),
      z
        .string()
        .max(12)
        .trim()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { error: CHOOSE_STORE },
  )
  .pipe(z.number().int(CHOOSE_STORE).positive(CHOOSE_STORE).max(2_147_483_647, CHOOSE_STORE));

export const contactBody = z.object({
  store_id: storeId,
  name: z
    .string({ error: "Enter your name." })
    .trim()
    .min(1, "Enter your name.")
    .max(CONTACT_LIMITS.name, `Use at most ${CONTACT_LIMITS.name} characters.`)
    .refine(isStorableText, UNSTORABLE_MESSAGE),
  email: z
    .string({ error: "Enter your email address." })
    .trim()
    .min(1, "Enter your email address.")
    .max(CONTACT_LIMITS.email, "Enter a valid email address, like name@example.com.")
    .pipe(z.email("Enter a valid email address, like name@example.com.")),
  message: z
    .string({ error: "Enter a message." })
    .trim()
    .min(1, "Enter a message.")
    .max(CONTACT_LIMITS.message, `Use at most ${CONTACT_LIMITS.message} characters.`)
    .refine(isStorableText, UNSTORABLE_MESSAGE),
});
export type ContactBody = z.infer<typeof contactBody>;
export type ContactField = keyof ContactBody;
export const CONTACT_FIELDS: readonly ContactField[] = ["store_id", "name", "email", "message"];

export type ContactErrors = Partial<Record<ContactField, string>>;

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
