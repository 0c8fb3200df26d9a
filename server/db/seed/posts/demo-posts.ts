import { escapeHtml } from "#core/text/escape";
import type { PostType } from "#core/posts/taxonomies";
import type { Ingredient } from "#core/posts/types";
import { kebab } from "../stores";
import { KITCHEN_ARTICLES } from "./articles-kitchen";
import { LIVING_ARTICLES } from "./articles-living";
import { ingredient, type RecipeSpec } from "./recipe-spec";
import { BREAKFAST_RECIPES, LUNCH_RECIPES } from "./recipes-breakfast-lunch";
import { DESSERT_RECIPES } from "./recipes-desserts";
import { GRILLING_RECIPES, PASTA_RECIPES } from "./recipes-pasta-grilling";
import { DRINK_RECIPES, SIDE_RECIPES, SNACK_RECIPES } from "./recipes-sides-snacks-drinks";
import { WEEKNIGHT_RECIPES } from "./recipes-weeknight";

/** A demo post, ready to store (its body still to be sanitized like any CMS html). */
export interface DemoPost {
  type: PostType;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  image: string;
  imageAlt: string;
  author: string;
  publishedAt: Date;
  terms: { recipe_category?: readonly string[]; diet?: readonly string[]; category?: readonly string[] };
  recipe: {
    prepMinutes: number;
    cookMinutes: number;
    servings: number;
    recipeYield: string;
    ingredients: Ingredient[];
    steps: string[];
  } | null;
  /** The first term, for the generated image's colours. */
  theme: string;
}

const AUTHORS = ["Maria Alvarez", "Dan Okafor", "Priya Raman", "Harvest Lane Test Kitchen", "Ellen Brooks"] as const;

/** The newest demo post's date; each older one a few days before. Fixed, so the demo reads the same everywhere. */
const NEWEST = Date.UTC(2025, 9, 1, 13, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** Lists taken in turn (one from each, then the second of each, ...), so the newest posts mix categories. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** A title as a slug: "What's in Season" -> "whats-in-season". */
const slugOf = (title: string) => kebab(title.replace(/['\u2019]/g, ""));

/** Where a post's generated illustration is served (see scripts/lib/post-images-plugin.ts). */
export const postImagePath = (type: PostType, slug: string) => `/images/posts/${type}s/${slug}.svg`;

function recipePost(r: RecipeSpec, i: number): DemoPost {
  const slug = slugOf(r.title);
  const tip = r.tip ? `<p><strong>Cook's tip:</strong> ${escapeHtml(r.tip)}</p>` : "";
  return {
    type: "recipe",
    slug,
    title: r.title,
    excerpt: r.excerpt,
    body: `<p>${escapeHtml(r.excerpt)}</p>${tip}`,
    image: postImagePath("recipe", slug),
    imageAlt: `Illustration: ${r.title}`,
    author: AUTHORS[i % AUTHORS.length]!,
    publishedAt: new Date(NEWEST - i * 3 * DAY),
    terms: { recipe_category: r.categories, diet: r.diets ?? [] },
    recipe: {
      prepMinutes: r.prep,
      cookMinutes: r.cook,
      servings: r.serves,
      recipeYield: r.yield ?? "",
      ingredients: r.ingredients.map(ingredient),
      steps: [...r.steps],
    },
    theme: r.categories[0]!,
  };
}

export const DEMO_RECIPES: readonly DemoPost[] = interleave([
  WEEKNIGHT_RECIPES,
  BREAKFAST_RECIPES,
  PASTA_RECIPES,
  LUNCH_RECIPES,
  DESSERT_RECIPES,
  GRILLING_RECIPES,
  SIDE_RECIPES,
  SNACK_RECIPES,
  DRINK_RECIPES,
]).map(recipePost);

export const DEMO_ARTICLES: readonly DemoPost[] = interleave([KITCHEN_ARTICLES, LIVING_ARTICLES]).map((a, i) => {
  const slug = slugOf(a.title);
  return {
    type: "article",
    slug,
    title: a.title,
    excerpt: a.excerpt,
    body: a.body,
    image: postImagePath("article", slug),
    imageAlt: `Illustration: ${a.title}`,
    author: AUTHORS[(i + 2) % AUTHORS.length]!,
    publishedAt: new Date(NEWEST - DAY - i * 7 * DAY),
    terms: { category: a.categories },
    recipe: null,
    theme: a.categories[0]!,
  };
});

export const DEMO_POSTS: readonly DemoPost[] = [...DEMO_RECIPES, ...DEMO_ARTICLES];
