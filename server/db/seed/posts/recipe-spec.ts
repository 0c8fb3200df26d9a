import type { Ingredient } from "#core/posts/types";

/**
 * A demo recipe as written in the seed files: ingredients in a compact form,
 * `quantity|unit|name|note` (empty parts allowed: `|` alone separates them).
 */
export interface RecipeSpec {
  title: string;
  /** recipe_category slugs; a recipe filed under a child term ("pasta") is not also filed under its parent. */
  categories: readonly string[];
  /** diet slugs. */
  diets?: readonly string[];
  prep: number;
  cook: number;
  serves: number;
  yield?: string;
  excerpt: string;
  /** A cook's tip, shown below the introduction. */
  tip?: string;
  ingredients: readonly string[];
  steps: readonly string[];
}

/** "1 1/2|cups|all-purpose flour|sifted" as an ingredient line. */
export function ingredient(line: string): Ingredient {
  const [quantity = "", unit = "", name = "", note = ""] = line.split("|").map((p) => p.trim());
  if (!name) throw new Error(`demo ingredient without a name: "${line}"`);
  return { quantity, unit, name, note };
}
