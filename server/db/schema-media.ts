import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Raw bytes (PostgreSQL `bytea`), read and written as Node buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The media library (decision 0067): one row per image, named by the hash of its original bytes, so
 * the same picture uploaded or imported twice is one item. Kept in the database so every instance on
 * one PostgreSQL serves the same files.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    /** The first 32 hex digits of the SHA-256 of the original bytes: the item's address under /media/. */
    hash: text("hash").notNull(),
    /** The type sniffed from the content: image/png, image/jpeg, image/gif, image/webp, image/avif, image/svg+xml. */
    mediaType: text("media_type").notNull(),
    /** The original's file name at /media/<hash>/ (`full.png`). */
    fileName: text("file_name").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** The name the uploader's device gave the file (or the last segment of an imported address). */
    originalName: text("original_name").notNull().default(""),
    title: text("title").notNull().default(""),
    alt: text("alt").notNull().default(""),
    /** Responsive widths made at upload (WebP), ascending: /media/<hash>/<width>.webp. */
    widths: integer("widths").array().notNull().default([]),
    /** Where an imported image came from; empty for uploads. */
    sourceUrl: text("source_url").notNull().default(""),
    uploadedById: integer("uploaded_by_id"),
    uploadedByEmail: text("uploaded_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("media_hash_idx").on(t.hash), index("media_created_idx").on(t.createdAt)],
);

/** The files of an item: the original and each derived size, by their name under /media/<hash>/. */
export const mediaFiles = pgTable(
  "media_files",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.name] })],
);
