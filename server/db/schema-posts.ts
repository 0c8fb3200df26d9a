import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PostType, Taxonomy } from "../../core/posts/taxonomies";
import type { Ingredient } from "../../core/posts/types";

/**
 * Recipes and articles. A slug is unique per type (`/recipes/<slug>`, `/articles/<slug>`). The body is
 * HTML, sanitized when saved; lists read the newest published posts of a type first.
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    type: text("type").$type<PostType>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull().default(""),
    image: text("image"),
    imageAlt: text("image_alt").notNull().default(""),
    author: text("author").notNull().default(""),
    status: text("status").$type<"publish" | "draft">().notNull().default("publish"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_type_slug_idx").on(t.type, t.slug),
    index("posts_listing_idx").on(t.type, t.status, t.publishedAt.desc(), t.id.desc()),
  ],
);

/** What a recipe has besides a post's fields (one row per recipe). */
export const recipeDetails = pgTable("recipe_details", {
  postId: integer("post_id")
    .primaryKey()
    .references(() => posts.id, { onDelete: "cascade" }),
  prepMinutes: integer("prep_minutes"),
  cookMinutes: integer("cook_minutes"),
  servings: integer("servings"),
  recipeYield: text("recipe_yield").notNull().default(""),
  ingredients: jsonb("ingredients").$type<Ingredient[]>().notNull().default([]),
  steps: jsonb("steps").$type<string[]>().notNull().default([]),
});

/** Terms of every taxonomy in one table; a parent is a term of the same taxonomy. */
export const taxonomyTerms = pgTable(
  "taxonomy_terms",
  {
    id: serial("id").primaryKey(),
    taxonomy: text("taxonomy").$type<Taxonomy>().notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => taxonomyTerms.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("taxonomy_terms_slug_idx").on(t.taxonomy, t.slug), index("taxonomy_terms_parent_idx").on(t.parentId)],
);

/** Which terms a post carries. Listing by term reads the (term, post) index. */
export const postTerms = pgTable(
  "post_terms",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    termId: integer("term_id")
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] }), index("post_terms_term_idx").on(t.termId, t.postId)],
);
