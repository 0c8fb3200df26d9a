import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountAddresses, accountPreferences, users } from "../db/schema";
import { ACCOUNT_LIMITS, type AccountAddress, type AccountAddressInput } from "../../core/schemas/account";
import { ApiError, notFound } from "../http/errors";
import type { SessionCache } from "./session-cache";

type AddressRow = typeof accountAddresses.$inferSelect;

const toAddress = (r: AddressRow): AccountAddress => ({
  id: r.id,
  label: r.label,
  line1: r.line1,
  line2: r.line2,
  city: r.city,
  state: r.state,
  postal_code: r.postalCode,
});

const columns = (a: AccountAddressInput) => ({
  label: a.label,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  state: a.state,
  postalCode: a.postal_code,
});

export interface CommunicationPreferences {
  weekly_ad_email: boolean;
  order_texts: boolean;
}

/**
 * The account area's data: the shopper's name, saved delivery addresses and communication
 * preferences. Each change is one transaction; a change to the user's row forgets its cached sessions
 * (they carry the name).
 */
export function createAccountService(db: Db, sessions?: Pick<SessionCache, "forgetUser">) {
  return {
    async rename(userId: number, name: string): Promise<void> {
      await db.update(users).set({ name }).where(eq(users.id, userId));
      await sessions?.forgetUser(userId);
    },

    async addresses(userId: number): Promise<AccountAddress[]> {
      const rows = await db.select().from(accountAddresses).where(eq(accountAddresses.userId, userId)).orderBy(asc(accountAddresses.id));
      return rows.map(toAddress);
    },

    /** Adds an address; at most ACCOUNT_LIMITS.addresses per shopper (counted in the same transaction). */
    async addAddress(userId: number, input: AccountAddressInput): Promise<AccountAddress> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const [held] = await tx.select({ n: count() }).from(accountAddresses).where(eq(accountAddresses.userId, userId));
        if ((held?.n ?? 0) >= ACCOUNT_LIMITS.addresses) {
          throw new ApiError(
            409,
            "too_many_addresses",
            `You can keep up to ${ACCOUNT_LIMITS.addresses} addresses. Delete one to add another.`,
          );
        }
        const [row] = await tx
          .insert(accountAddresses)
          .values({ userId, ...columns(input) })
          .returning();
        return toAddress(row!);
      });
    },

    /** Changes one of the shopper's addresses; another shopper's (or none) is a 404. */
    async updateAddress(userId: number, id: number, input: AccountAddressInput): Promise<void> {
      const changed = await db
        .update(accountAddresses)
        .set(columns(input))
        .where(and(eq(accountAddresses.id, id), eq(accountAddresses.userId, userId)))
        .returning({ id: accountAddresses.id });
      if (!changed.length) throw notFound("No such address.");
    },

    async deleteAddress(userId: number, id: number): Promise<void> {
      const gone = await db
        .delete(accountAddresses)
        .where(and(eq(accountAddresses.id, id), eq(accountAddresses.userId, userId)))
        .returning({ id: accountAddresses.id });
      if (!gone.length) throw notFound("No such address.");
    },

    async preferences(userId: number): Promise<CommunicationPreferences> {
      const [row] = await db.select().from(accountPreferences).where(eq(accountPreferences.userId, userId));
      return { weekly_ad_email: row?.weeklyAdEmail ?? false, order_texts: row?.orderTexts ?? false };
    },

    /** Saves the communication preferences and (when given) the store on the profile, together. */
    async savePreferences(userId: number, prefs: CommunicationPreferences, storeId: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        const values = { weeklyAdEmail: prefs.weekly_ad_email, orderTexts: prefs.order_texts, updatedAt: new Date() };
        await tx
          .insert(accountPreferences)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: accountPreferences.userId, set: values });
        if (storeId !== null) await tx.update(users).set({ storeId }).where(eq(users.id, userId));
      });
      if (storeId !== null) await sessions?.forgetUser(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
