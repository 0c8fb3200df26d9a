import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NavNodeInput } from "../../core/menus/navigation";
import { storeGroups } from "./schema";

/**
 * A store group's navigation tree for one menu (decision 0032): shown by every store of the
 * group instead of the store's own row (catering and wine stores keep their own shop menu); a store in
 * several groups shows the tree of its lowest group id that has one.
 */
export const navigationGroupTrees = pgTable(
  "navigation_group_trees",
  {
    storeGroupId: integer("store_group_id")
      .notNull()
      .references(() => storeGroups.id, { onDelete: "cascade" }),
    menu: text("menu").$type<"shop" | "recipe" | "account">().notNull(),
    tree: jsonb("tree").$type<NavNodeInput[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeGroupId, t.menu] })],
);

/**
 * A menu brought in by a kit import (decision 0086): a WordPress menu by its slug and title, with its
 * whole tree. The page builder's menu widgets name it by slug or title; the header keeps the store's trees.
 */
export const siteMenus = pgTable("site_menus", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  tree: jsonb("tree").$type<NavNodeInput[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
