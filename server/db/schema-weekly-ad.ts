import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { circulars, products } from "./schema";

/**
 * A deal of a weekly ad (spec entity Circular): a product at the deal's sale price, valid from the
 * circular's start to its end, with optional text such as "2 for $5". `position` is the deal's place
 * in the ad, the order its pages show. The shop's prices follow the deal while it is valid.
 */
export const circularDeals = pgTable(
  "circular_deals",
  {
    circularId: integer("circular_id")
      .notNull()
      .references(() => circulars.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    dealText: text("deal_text").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.circularId, t.productId] }),
    index("circular_deals_product_idx").on(t.productId),
    index("circular_deals_position_idx").on(t.circularId, t.position),
  ],
);
