import {
  boolean,
  check,
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
import { sql } from "drizzle-orm";
import { products, stores, users } from "./schema";
import type { DeliveryAddress, FulfilmentMethod, OrderStatus, Substitution } from "../../core/cart/types";

// ---- the cart, time slots and orders (docs/design/rest-contract.md; decision 0026) ----

/**
 * A shopper's cart: a signed-in shopper's (user_id) or an anonymous visitor's (token_hash, the SHA-256
 * of the `aisle_cart` cookie's token). `store_id` is the store it was last changed in; it is priced
 * for the selected store whenever it is read.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_user_idx").on(t.userId), uniqueIndex("carts_token_idx").on(t.tokenHash)],
);

/** A product in a cart: a quantity, or a weight (lb) for a product sold by weight; what may replace it; a note. */
export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    weight: doublePrecision("weight"),
    substitution: text("substitution").$type<Substitution>().notNull().default("allow"),
    substituteProductId: integer("substitute_product_id").references(() => products.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

/**
 * A pickup or delivery window of a store with its capacity and fee. `booked` counts the orders placed
 * in it (not cancelled); it only changes in a transaction holding the row's lock (SELECT ... FOR UPDATE).
 */
export const timeSlots = pgTable(
  "time_slots",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    method: text("method").$type<FulfilmentMethod>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
    feeCents: integer("fee_cents").notNull().default(0),
  },
  (t) => [
    uniqueIndex("time_slots_store_method_start_idx").on(t.storeId, t.method, t.startsAt),
    check("time_slots_booked_within_capacity", sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** A slot kept for one cart until `expires_at` (10 minutes): it counts against the slot's capacity meanwhile. */
export const slotHolds = pgTable(
  "slot_holds",
  {
    cartId: integer("cart_id")
      .primaryKey()
      .references(() => carts.id, { onDelete: "cascade" }),
    slotId: integer("slot_id")
      .notNull()
      .references(() => timeSlots.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("slot_holds_slot_idx").on(t.slotId, t.expiresAt)],
);

/**
 * An order, placed once per (shopper, Idempotency-Key): the key and a hash of the request are kept so
 * a retry gets the same order back and a different request under the same key is refused.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    slotId: integer("slot_id")
      .notNull()
      .references(() => timeSlots.id, { onDelete: "restrict" }),
    method: text("method").$type<FulfilmentMethod>().notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    address: jsonb("address").$type<DeliveryAddress | null>(),
    subtotalCents: integer("subtotal_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    tipCents: integer("tip_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    payment: text("payment").notNull(),
    notes: text("notes").notNull().default(""),
    ageConfirmed: boolean("age_confirmed").notNull().default(false),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("orders_user_key_idx").on(t.userId, t.idempotencyKey), index("orders_user_placed_idx").on(t.userId, t.placedAt)],
);

/** What an order holds, priced when it was placed. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    weight: doublePrecision("weight"),
    priceCents: integer("price_cents").notNull(),
    lineCents: integer("line_cents").notNull(),
    substitution: text("substitution").$type<Substitution>().notNull(),
    substituteProductId: integer("substitute_product_id").references(() => products.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);
