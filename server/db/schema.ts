import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ElementNode, DocumentSettings } from "../../core/documents/document-types";
import type { NavNodeInput } from "../../core/menus/navigation";
import type { StoreOtherAttributes } from "../../core/stores/store-types";
import { DEFAULT_BREAKPOINTS, type Breakpoints } from "../../core/builder/breakpoints";
import type { GlobalVariables } from "../../core/builder/global-variables";
import type { ThemeStyle } from "../../core/builder/theme-style";
import type { SiteLogo } from "../../core/builder/site-logo";

/** What the site settings' kit column holds: the breakpoints, and the global variables, theme style and logo once set. */
type StoredKit = Breakpoints & { globals?: GlobalVariables; themeStyle?: ThemeStyle; siteLogo?: SiteLogo | null };

/** A store of the chain: a main shop store, or a catering/wine sub-store pointing back to one. */
export const stores = pgTable(
  "stores",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    address1: text("address_1").notNull().default(""),
    address2: text("address_2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    hours: text("hours").notNull().default(""),
    phone: text("phone").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    storeNumber: text("store_number").notNull().default(""),
    isSelectable: boolean("is_selectable").notNull().default(true),
    storeGroupIds: integer("store_group_ids").array().notNull().default([]),
    storeSegmentIds: integer("store_segment_ids").array().notNull().default([]),
    otherAttributes: jsonb("other_attributes").$type<StoreOtherAttributes>().notNull().default({}),
  },
  (t) => [uniqueIndex("stores_slug_idx").on(t.slug)],
);

export const storeGroups = pgTable("store_groups", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const userGroups = pgTable("user_groups", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    roles: text("roles").array().notNull().default(["shopper"]),
    segmentIds: integer("segment_ids").array().notNull().default([]),
    storeId: integer("store_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_idx").on(t.email)],
);

/** Sessions live in the database so any instance can serve any request. The id is a SHA-256 of the cookie token. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Failed logins, counted inside a window per key (client address and email) and per client address
 * alone, shared by every instance.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    address: text("address").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_key_idx").on(t.key, t.at), index("login_attempts_address_idx").on(t.address, t.at)],
);

/**
 * Accepted actions that a rate limit counts (e.g. contact-form messages per client address), by
 * scope and key, shared by every instance. Rows older than a day are pruned.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_scope_key_idx").on(t.scope, t.key, t.at), index("rate_limit_hits_at_idx").on(t.at)],
);

/** One row (id = 1) of site-wide settings. */
export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  siteName: text("site_name").notNull().default("Aisle"),
  primaryColor: text("primary_color").notNull().default(""),
  iosLink: text("ios_link").notNull().default(""),
  androidLink: text("android_link").notNull().default(""),
  groupTargeting: boolean("group_targeting").notNull().default(true),
  stackableBanner: boolean("stackable_banner").notNull().default(true),
  dynamicHomepage: boolean("dynamic_homepage").notNull().default(true),
  drinkCalculator: boolean("drink_calculator").notNull().default(true),
  /** Which edge the mobile off-canvas menu slides in from (and is swiped open from): "left" or "right". */
  offCanvasSide: text("off_canvas_side").notNull().default("left"),
  /**
   * The site kit: its page-builder breakpoints (core/builder/breakpoints.ts), Elementor's by default, and
   * under `globals` its global colours and fonts (core/builder/global-variables.ts; decision 0066), under
   * `themeStyle` its typography and under `siteLogo` the logo (core/builder/theme-style.ts, site-logo.ts; decision 0101).
   */
  breakpoints: jsonb("breakpoints").$type<StoredKit>().notNull().default(DEFAULT_BREAKPOINTS),
  /** The kit's global image lightbox: links to images open in the lightbox unless their own setting says no. */
  globalImageLightbox: boolean("global_image_lightbox").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A navigation tree (shop, recipe or account) for one store. */
export const navigationTrees = pgTable(
  "navigation_trees",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    menu: text("menu").$type<"shop" | "recipe" | "account">().notNull(),
    tree: jsonb("tree").$type<NavNodeInput[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.menu] })],
);

/** Page-builder documents (Elementor-format element trees). */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    formatVersion: integer("format_version").notNull().default(1),
    settings: jsonb("settings").$type<DocumentSettings>().notNull().default({}),
    elements: jsonb("elements").$type<ElementNode[]>().notNull().default([]),
    status: text("status").$type<"publish" | "draft">().notNull().default("publish"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("documents_slug_idx").on(t.slug)],
);

/**
 * A targeted piece of content for one slot: kind (homepage, site-banner, slider, cta,
 * personalized-content) plus slug. Empty target lists mean everyone.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull().default(""),
    storeIds: integer("store_ids").array().notNull().default([]),
    storeGroupIds: integer("store_group_ids").array().notNull().default([]),
    userGroupIds: integer("user_group_ids").array().notNull().default([]),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    displayStartsAt: timestamp("display_starts_at", { withTimezone: true }),
    displayEndsAt: timestamp("display_ends_at", { withTimezone: true }),
    priority: integer("priority").notNull().default(10),
    /** "draft": never shown to visitors, only in Preview as; "publish": shown when live and matching. */
    status: text("status").$type<"publish" | "draft">().notNull().default("publish"),
    html: text("html").notNull().default(""),
    documentId: integer("document_id").references(() => documents.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_items_slot_idx").on(t.kind, t.slug)],
);

/** Weekly circulars per store group. */
export const circulars = pgTable("circulars", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  storeGroupIds: integer("store_group_ids").array().notNull().default([]),
  startDate: timestamp("start_date", { withTimezone: true }).notNull(),
  endDate: timestamp("end_date", { withTimezone: true }).notNull(),
  displayStartDate: timestamp("display_start_date", { withTimezone: true }).notNull(),
  displayEndDate: timestamp("display_end_date", { withTimezone: true }).notNull(),
  url: text("url").notNull().default(""),
});

/** Bumped on every content change; caches key on it and other instances hear of it by NOTIFY. */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(1),
});

/**
 * Contact-form messages, stored before anything else is done with them so nothing is lost when the
 * mail side is down. `status` is "received" until a mailer picks them up.
 */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    status: text("status").$type<"received" | "sent" | "failed">().notNull().default("received"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_submissions_status_idx").on(t.status, t.createdAt)],
);

/**
 * Every change made through the admin API: who (the account, and its email at the time, kept when the
 * account goes), what (an action such as `document.update` and its target), when, and the target
 * before and after (null where it did not exist). Written in the same transaction as the change.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/** The earlier versions of a document: each update keeps what the document held before it. */
export const documentRevisions = pgTable(
  "document_revisions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** When this version was replaced, and by whom. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
    replacedById: integer("replaced_by_id").references(() => users.id, { onDelete: "set null" }),
    replacedByEmail: text("replaced_by_email").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("document_revisions_document_idx").on(t.documentId, t.id)],
);
export * from "./schema-people";
export * from "./schema-weekly-ad";
export * from "./schema-cart";
export * from "./schema-forms";
export * from "./schema-account";
export * from "./schema-menus";
export * from "./schema-bin";
export * from "./schema-posts";
export * from "./schema-catalog";
export * from "./schema-media";
export * from "./schema-events";
