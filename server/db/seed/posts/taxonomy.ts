import type { Taxonomy } from "#core/posts/taxonomies";

/** A term of the demo taxonomies, with the terms below it. */
export interface DemoTerm {
  slug: string;
  name: string;
  children?: readonly DemoTerm[];
}

/** Recipe categories: the recipe menu is built from these, so every menu entry has a page. */
export const RECIPE_CATEGORIES: readonly DemoTerm[] = [
  {
    slug: "breakfast",
    name: "Breakfast",
    children: [
      { slug: "eggs", name: "Eggs" },
      { slug: "pancakes-and-waffles", name: "Pancakes & Waffles" },
    ],
  },
  {
    slug: "lunch",
    name: "Lunch",
    children: [
      { slug: "sandwiches", name: "Sandwiches & Wraps" },
      { slug: "soups", name: "Soups" },
    ],
  },
  {
    slug: "dinner",
    name: "Dinner",
    children: [
      { slug: "pasta", name: "Pasta" },
      { slug: "grilling", name: "Grilling" },
      { slug: "slow-cooker", name: "Slow Cooker" },
      { slug: "one-pan", name: "One Pan" },
    ],
  },
  {
    slug: "dessert",
    name: "Dessert",
    children: [
      { slug: "cookies-and-bars", name: "Cookies & Bars" },
      { slug: "cakes-and-pies", name: "Cakes & Pies" },
    ],
  },
  { slug: "sides", name: "Sides", children: [{ slug: "salads", name: "Salads" }] },
  { slug: "snacks", name: "Snacks & Appetizers" },
  { slug: "drinks", name: "Drinks" },
];

export const DIETS: readonly DemoTerm[] = [
  { slug: "vegetarian", name: "Vegetarian" },
  { slug: "vegan", name: "Vegan" },
  { slug: "gluten-free", name: "Gluten-Free" },
];

export const ARTICLE_CATEGORIES: readonly DemoTerm[] = [
  { slug: "cooking-tips", name: "Cooking Tips" },
  { slug: "seasonal", name: "Seasonal Eating" },
  { slug: "healthy-living", name: "Healthy Living", children: [{ slug: "nutrition", name: "Nutrition" }] },
  { slug: "store-news", name: "Store News" },
  { slug: "entertaining", name: "Entertaining" },
];

export const DEMO_TAXONOMIES: ReadonlyArray<{ taxonomy: Taxonomy; terms: readonly DemoTerm[] }> = [
  { taxonomy: "recipe_category", terms: RECIPE_CATEGORIES },
  { taxonomy: "diet", terms: DIETS },
  { taxonomy: "category", terms: ARTICLE_CATEGORIES },
];

/** Every term as a row in tree order (a parent before its children), with its parent's slug. */
export function flattenTerms(
  terms: readonly DemoTerm[],
  parent: string | null = null,
): { slug: string; name: string; parent: string | null }[] {
  return terms.flatMap((t) => [{ slug: t.slug, name: t.name, parent }, ...flattenTerms(t.children ?? [], t.slug)]);
}
