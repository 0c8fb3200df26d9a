import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Deleted documents and targeted content items, for the undo window (decision 0034): the row has left
 * its table (so nothing a visitor reads can see it) and waits here whole, with what hung on it, until
 * Undo puts it back, "Empty now" drops it, or the window passes.
 */
export const binnedItems = pgTable(
  "binned_items",
  {
    id: serial("id").primaryKey(),
    /** "document" or "content_item". */
    kind: text("kind").$type<"document" | "content_item">().notNull(),
    targetId: integer("target_id").notNull(),
    title: text("title").notNull(),
    /** The row as it was, and for a document its revisions and the content items that named it. */
    held: jsonb("held").$type<Record<string, unknown>>().notNull(),
    binnedAt: timestamp("binned_at", { withTimezone: true }).notNull().defaultNow(),
    binnedByEmail: text("binned_by_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("binned_items_expires_idx").on(t.expiresAt)],
);
