import { z } from "zod";
import { FIELD_LIMITS } from "../limits/limits";
import { addressInput } from "./cart";

/** The account area's forms (page actions; their fields arrive as text). */

export const ACCOUNT_LIMITS = { addresses: 20, label: 50 } as const;

export const profileForm = z.object({
  name: z.string().trim().min(1, "is required").max(FIELD_LIMITS.personName, "is too long"),
});

export const passwordForm = z.object({
  current: z.string().min(1, "is required").max(FIELD_LIMITS.password, "is too long"),
  next: z.string().min(10, "must be at least 10 characters").max(FIELD_LIMITS.password, "is too long"),
});

/** A saved delivery address: the checkout's address fields (without a position) and a label ("Home"). */
export const accountAddressForm = addressInput.omit({ latitude: true, longitude: true }).extend({
  label: z.string().trim().max(ACCOUNT_LIMITS.label, "is too long").default(""),
});
export type AccountAddressInput = z.infer<typeof accountAddressForm>;
export type AccountAddress = AccountAddressInput & { id: number };

/** A checkbox sends "on" when ticked and nothing when not. */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const preferencesForm = z.object({
  store_id: z.union([z.literal(""), z.string().regex(/^[1-9]\d{0,9}$/, "must be a store")]).transform((v) => (v === "" ? null : Number(v))),
  weekly_ad_email: checkbox,
  order_texts: checkbox,
});
export type PreferencesInput = z.infer<typeof preferencesForm>;

/** The first problem of each field, by field name: shown next to the field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    found[key] ??= issue.message;
  }
  return found;
}
