import { z } from "zod";
import { FIELD_LIMITS } from "../limits/limits";

export const email = z.string().trim().toLowerCase().max(FIELD_LIMITS.email, "is too long").pipe(z.email("must be an email address"));

export const loginBody = z.object({
  email,
  password: z.string().min(1, "is required").max(FIELD_LIMITS.password, "is too long"),
});

export const registerBody = z.object({
  email,
  password: z.string().min(10, "must be at least 10 characters").max(FIELD_LIMITS.password, "is too long"),
  name: z.string().trim().max(FIELD_LIMITS.personName, "is too long").default(""),
});

export const publicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  segment_ids: z.array(z.number().int()),
  store_id: z.number().int().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authResponse = z.object({ user: publicUser.nullable(), nonce: z.string() });
