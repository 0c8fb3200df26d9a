import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema";

/**
 * Accounts an administrator has disabled: they cannot sign in, and their sessions were ended when the
 * row was written. Removing the row enables the account again. Kept apart from `users` so that
 * enabling and disabling never rewrite the account itself.
 */
export const accountDisablements = pgTable("account_disablements", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  disabledAt: timestamp("disabled_at", { withTimezone: true }).notNull().defaultNow(),
  disabledByEmail: text("disabled_by_email").notNull(),
});
