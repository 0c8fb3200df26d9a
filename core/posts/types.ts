import type { PostType, Taxonomy } from "./taxonomies";

/** One line of a recipe's ingredient list: "1 1/2 | cups | all-purpose flour | sifted". */
export interface Ingredient {
  /** As written: "2", "1 1/2", "2-3"; "" when the line has none ("salt to taste"). */
  quantity: string;
  /** "cups", "tbsp", "lb"; "" for a count ("2 eggs"). */
  unit: string;
  name: string;
  /** Free text after the name: "finely chopped", "to taste". */
  note: string;
}

/** What a recipe has besides the fields every post has. */
export interface RecipeDetails {
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number | null;
  /** What the recipe makes, in words: "24 cookies", "one 9-inch pie"; "" when servings say it all. */
  recipeYield: string;
  ingredients: Ingredient[];
  /** Plain text, one step per item, in order. */
  steps: string[];
}

export interface TermRef {
  slug: string;
  name: string;
}

/** A post as lists show it. */
export interface PostSummary {
  id: number;
  type: PostType;
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  /** The image's address, or null when the post has none. */
  image: string | null;
  imageAlt: string;
  author: string;
  /** ISO 8601. */
  publishedAt: string;
  url: string;
  /** The post's terms per taxonomy of its type (every one present, possibly empty), in term order. */
  terms: Partial<Record<Taxonomy, TermRef[]>>;
}

/** A post with everything its own page shows. */
export interface PostDetail extends PostSummary {
  /** HTML, sanitized when it was saved. */
  body: string;
  /** Recipes only. */
  recipe: RecipeDetails | null;
}

/** A taxonomy term with its children and how many published posts it holds. */
export interface TermNode {
  id: number;
  slug: string;
  name: string;
  /** The parent's slug, null at the top. */
  parent: string | null;
  /** Published posts assigned this term itself. */
  count: number;
  /** Published posts assigned this term or any term below it, each counted once. */
  total: number;
  children: TermNode[];
}

export interface PostPage {
  items: PostSummary[];
  /** Every post the query matches, over all pages. */
  total: number;
  page: number;
  perPage: number;
  /** At least 1, so an empty result still has a page 1. */
  totalPages: number;
}
