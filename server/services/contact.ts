import type { Db } from "../db/client";
import { contactSubmissions } from "../db/schema";
import type { ContactBody } from "../../core/schemas/contact";
import type { StoreService } from "./stores";
import { invalidParam } from "../http/errors";

/**
 * Contact-form submissions: checked against the stores, then stored with status "received" before
 * anything else happens, so a message is never lost when the mail side is down (there is none yet).
 */
export function createContactService(db: Db, stores: StoreService) {
  return {
    async submit(input: ContactBody, userId: number | null): Promise<{ id: number; status: "received" }> {
      if (!(await stores.get(input.store_id))) throw invalidParam("store_id", "Choose a store from the list.");
      const [row] = await db
        .insert(contactSubmissions)
        .values({ storeId: input.store_id, userId, name: input.name, email: input.email, message: input.message, status: "received" })
        .returning({ id: contactSubmissions.id });
      if (!row) throw new Error("contact submission was not stored");
      return { id: row.id, status: "received" };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
