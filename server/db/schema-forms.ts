import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contactSubmissions } from "./schema";

/**
 * Files sent with a contact-form message. The file itself lives outside the web root, under
 * `DATA_DIR/uploads/`, by a generated name (`stored_name`); the row is written in the message's own
 * transaction, and goes with the message. `media_type` is what the content showed, not what the
 * sender's browser declared; `original_name` is kept for display only.
 */
export const contactUploads = pgTable(
  "contact_uploads",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    storedName: text("stored_name").notNull(),
    originalName: text("original_name").notNull(),
    mediaType: text("media_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("contact_uploads_stored_name_idx").on(t.storedName), index("contact_uploads_submission_idx").on(t.submissionId)],
);

/**
 * The file-upload debug log (docs/requirements.md#the-product and #calls): one row per step of every upload (received,
 * checked, refused, stored, recorded, failed, removed, served), kept to the newest
 * UPLOAD_LIMITS.debugLogEntries rows. `context` holds sizes, types and generated names, never a
 * message's text.
 */
export const fileUploadDebugLog = pgTable("file_upload_debug_log", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  level: text("level").$type<"info" | "warn" | "error">().notNull(),
  step: text("step").notNull(),
  message: text("message").notNull(),
  context: jsonb("context").$type<Record<string, unknown>>().notNull().default({}),
});
