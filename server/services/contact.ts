import type { Db } from "../db/client";
import { contactSubmissions } from "../db/schema";
import { contactBody, type ContactBody } from "../../core/schemas/contact";
import type { StoreService } from "./stores";
import { minutesText, type RateLimit, type RateLimiter } from "./rate-limit";
import { invalidParam } from "../http/errors";
import { parseWith } from "../http/validate";

/** Ten messages per client address in 10 minutes, then 429 until the oldest of them is 10 minutes old. */
export const CONTACT_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60 * 1000 };

/**
 * Contact-form submissions: checked against the stores and the per-address limit, then stored with
 * status "received" before anything else happens, so a message is never lost when the mail side is
 * down (there is none yet).
 */
export function createContactService(db: Db, stores: StoreService, limiter: RateLimiter) {
  return {
    async submit(body: ContactBody, from: { userId: number | null; clientAddress: string }): Promise<{ id: number; status: "received" }> {
      // Every caller has checked the form already; whatever reaches the table is checked here once more.
      const input = parseWith(contactBody, body);
      if (!(await stores.get(input.store_id))) throw invalidParam("store_id", "Choose a store from the list.");
      // The message and its place in the limit are written together: a refused message stores nothing.
      const row = await db.transaction(async (tx) => {
        await limiter.take(tx, "contact", from.clientAddress, CONTACT_LIMIT, (s) => `You have sent several messages in a short time. Please try again in ${minutesText(s)}.`);
        const [inserted] = await tx
          .insert(contactSubmissions)
          .values({ storeId: input.store_id, userId: from.userId, name: input.name, email: input.email, message: input.message, status: "received" })
          .returning({ id: contactSubmissions.id });
        return inserted;
      });
      if (!row) throw new Error("contact submission was not stored");
      // Housekeeping: a failure here must not turn a stored message into an error.
      await limiter.prune().catch(() => {});
      return { id: row.id, status: "received" };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
