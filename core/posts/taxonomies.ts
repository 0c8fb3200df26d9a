/**
 * Post types and their taxonomies. A taxonomy belongs to one post type;
 * its terms are hierarchical (a term may have a parent in the same taxonomy).
 */

export const POST_TYPES = ["recipe", "article"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const TAXONOMIES = ["recipe_category", "diet", "category"] as const;
export type Taxonomy = (typeof TAXONOMIES)[number];

/** Which taxonomies each post type uses, in the order they are listed. */
export const TAXONOMIES_OF: Readonly<Record<PostType, readonly Taxonomy[]>> = {
  recipe: ["recipe_category", "diet"],
  article: ["category"],
};

/** The post type a taxonomy belongs to. */
export const TAXONOMY_POST_TYPE: Readonly<Record<Taxonomy, PostType>> = {
  recipe_category: "recipe",
  diet: "recipe",
  category: "article",
};

/** How a taxonomy is named to visitors (filter groups, headings). */
export const TAXONOMY_LABELS: Readonly<Record<Taxonomy, string>> = {
  recipe_category: "Recipe category",
  diet: "Diet",
  category: "Category",
};

/** The path segment of a post type: `/recipes/<slug>`, `/articles/<slug>`. */
export const POST_TYPE_BASE: Readonly<Record<PostType, string>> = { recipe: "/recipes", article: "/articles" };

export const isPostType = (value: string): value is PostType => (POST_TYPES as readonly string[]).includes(value);
export const isTaxonomy = (value: string): value is Taxonomy => (TAXONOMIES as readonly string[]).includes(value);

/** A post's own page. */
export const postUrl = (type: PostType, slug: string): string => `${POST_TYPE_BASE[type]}/${slug}`;
