import {
  type AnyPgColumn,
  boolean,
  customType,
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
import { storeGroups, stores, users } from "./schema";

// ---- the catalog (docs/design/rest-contract.md: products, per store) ----

/** A full-text document (PostgreSQL `tsvector`), only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Which shop a department belongs to: the grocery shop, the catering shop or the wine shop. */
export type ShopKind = "shop" | "catering" | "wine";

/** The shop navigation tree: top-level departments and their sub-departments. Slugs are unique across shops. */
export const departments = pgTable(
  "departments",
  {
    id: integer("id").primaryKey(),
    shop: text("shop").$type<ShopKind>().notNull().default("shop"),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => departments.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("departments_slug_idx").on(t.slug), index("departments_parent_idx").on(t.parentId)],
);

/** What a nutrition panel holds, per serving. */
export interface NutritionPanel {
  serving: string;
  calories: number;
  fat_g: number;
  carbs_g: number;
  sugars_g: number;
  protein_g: number;
  sodium_mg: number;
}

/**
 * A product of the chain, the same in every store; what differs per store is in store_products.
 * `unit` and `unit_size` give the unit price (price / unit_size per unit); a product sold by weight is
 * priced per `unit` (lb) and bought in steps of `weight_step`. `search_text` is what search reads
 * (name, brand, department names), indexed for full-text and trigram matching.
 */
export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    sku: text("sku").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    size: text("size").notNull().default(""),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    description: text("description").notNull().default(""),
    ingredients: text("ingredients").notNull().default(""),
    nutrition: jsonb("nutrition").$type<NutritionPanel | null>(),
    image: text("image"),
    flags: text("flags").array().notNull().default([]),
    soldByWeight: boolean("sold_by_weight").notNull().default(false),
    unit: text("unit").notNull().default("each"),
    unitSize: doublePrecision("unit_size").notNull().default(1),
    weightStep: doublePrecision("weight_step"),
    averageWeight: doublePrecision("average_weight"),
    basePriceCents: integer("base_price_cents").notNull(),
    homeAisle: text("home_aisle").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    /** Catering lead time, wine varietal/region/pairing: what a sub-shop's items add. */
    extra: jsonb("extra").$type<Record<string, string | number>>().notNull().default({}),
    searchText: text("search_text").notNull().default(""),
    /**
     * `search_text` as full-text search reads it, and the name's last word (what the product is), kept
     * by the database (decision 0064): ranking reads them instead of parsing every match's text again.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, search_text)`),
    headVector: tsvector("head_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, regexp_replace(name, '^.* ', ''))`),
  },
  (t) => [
    uniqueIndex("products_slug_idx").on(t.slug),
    uniqueIndex("products_sku_idx").on(t.sku),
    index("products_department_idx").on(t.departmentId),
    // No pending list (decision 0111): the embedded database has no autovacuum to merge one, and every
    // search read it whole, entry by entry.
    index("products_search_vector_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("products_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/**
 * A product's price in the stores of one store group (prices are set per group), with a sale price
 * valid between two instants.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    storeGroupId: integer("store_group_id")
      .notNull()
      .references(() => storeGroups.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    salePriceCents: integer("sale_price_cents"),
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeGroupId, t.productId] }), index("product_prices_product_idx").on(t.productId)],
);

/**
 * Where one store differs from its group for a product: not carried at all, out of stock, another
 * aisle or another price. No row: the store sells the product at its group's price, in stock, in the
 * product's home aisle.
 */
export const storeProducts = pgTable(
  "store_products",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    carried: boolean("carried").notNull().default(true),
    available: boolean("available").notNull().default(true),
    aisle: text("aisle"),
    priceCents: integer("price_cents"),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
);

/** A shopper's favorite products. */
export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** A shopper's named shopping list. */
export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shopping_lists_user_idx").on(t.userId)],
);

/** A product on a shopping list, with a quantity and a note. */
export const shoppingListItems = pgTable(
  "shopping_list_items",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);
