import { z } from "zod";
import { FIELD_LIMITS, MAX_GROUP_IDS } from "../limits/limits";
import { adminListQuery, entityId, pageOf } from "./admin-stores";

/** Every role an account may hold. */
export const ACCOUNT_ROLES = ["shopper", "editor", "forms_admin", "administrator"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
const role = z.enum(ACCOUNT_ROLES, {
  error: `must be one of ${ACCOUNT_ROLES.join(", ")}`,
});

export const usersQuery = adminListQuery.extend({
  role: role.optional().describe("Only accounts holding this role"),
});

export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  user_group_ids: z.array(z.number().int()),
  store_id: z.number().int().nullable(),
  created_at: z.string(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = pageOf(adminUser);

export const userPatch = z
  .object({
    name: z.string().max(FIELD_LIMITS.personName, `must be at most ${FIELD_LIMITS.personName} characters`).trim(),
    roles: z
      .array(role)
      .min(1, "must hold at least one role")
      .max(ACCOUNT_ROLES.length, "lists a role twice")
      .refine((rs) => new Set(rs).size === rs.length, "lists a role twice"),
    user_group_ids: z.array(entityId).max(MAX_GROUP_IDS, `must list at most ${MAX_GROUP_IDS} ids`),
    store_id: entityId.nullable(),
  })
  .partial()
  .strict();
export type UserPatch = z.infer<typeof userPatch>;
