import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { EventFields, EventName } from "../../core/schemas/events";
import type { KitManifest } from "../../core/kits/manifest";
import type { KitImportRestore, KitImportTarget } from "../../core/kits/kit-restore";
import { users } from "./schema";

/**
 * The kit and template events (docs/events.md): which one, who caused it, when, and its fields. Kept
 * for AISLE_EVENTS_KEEP_DAYS, then pruned.
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").$type<EventName>().notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    fields: jsonb("fields").$type<EventFields>().notNull().default({}),
  },
  (t) => [index("events_at_idx").on(t.at), index("events_name_at_idx").on(t.name, t.at)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * An uploaded kit waiting for its review (docs/kits.md): the zip as sent and the manifest read from it.
 * The import run tags every row it makes with this id, so one import is undone as a whole.
 */
export const kitImports = pgTable(
  "kit_imports",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** "pending" until run; later states belong to the import run. */
    status: text("status").notNull().default("pending"),
    fileName: text("file_name").notNull(),
    kitName: text("kit_name").notNull(),
    manifest: jsonb("manifest").$type<KitManifest>().notNull(),
    zip: bytea("zip").notNull(),
    /** What the run changed outside its own rows (settings, other templates' conditions), as it was: "Undo this import" puts it back. */
    restore: jsonb("restore").$type<KitImportRestore>(),
  },
  (t) => [index("kit_imports_created_idx").on(t.createdAt)],
);

/** Every row a kit import made (docs/kits.md), so "Undo this import" removes them together. */
export const kitImportRows = pgTable(
  "kit_import_rows",
  {
    id: serial("id").primaryKey(),
    kitImportId: integer("kit_import_id")
      .notNull()
      .references(() => kitImports.id, { onDelete: "cascade" }),
    targetType: text("target_type").$type<KitImportTarget>().notNull(),
    targetId: integer("target_id").notNull(),
  },
  (t) => [index("kit_import_rows_import_idx").on(t.kitImportId)],
);
