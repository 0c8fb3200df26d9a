import type { users } from "../schema";
import type { DemoAccount, DemoRole } from "./demo-accounts";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { USER_GROUP } from "./groups";
import { DEMO_STORE_IDS } from "./stores";

export type UserRow = typeof users.$inferInsert;

/** The roles column for each demo account: an administrator is also an editor. */
export const DEMO_ROLES: Record<DemoRole, string[]> = {
  shopper: ["shopper"],
  editor: ["editor"],
  administrator: ["administrator", "editor"],
  forms_admin: ["forms_admin"],
};

/** The demo shopper is a loyalty member with a family, and has picked the Columbus Short North store. */
export const DEMO_SHOPPER = {
  segmentIds: [USER_GROUP.loyalty, USER_GROUP.families],
  storeId: DEMO_STORE_IDS.columbus,
} as const;

export function buildUserRow(account: DemoAccount, passwordHash: string): UserRow {
  const shopper = account.role === "shopper";
  return {
    email: account.email,
    name: account.name,
    passwordHash,
    roles: DEMO_ROLES[account.role],
    segmentIds: shopper ? [...DEMO_SHOPPER.segmentIds] : [],
    storeId: shopper ? DEMO_SHOPPER.storeId : null,
  };
}

/** Hash every demo password once (scrypt is deliberately slow) and build the rows. */
export async function buildUserRows(hash: (password: string) => Promise<string>): Promise<UserRow[]> {
  return Promise.all(DEMO_ACCOUNTS.map(async (a) => buildUserRow(a, await hash(a.password))));
}
