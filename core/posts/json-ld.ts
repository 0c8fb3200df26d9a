import { ingredientText, isoDuration, totalMinutes } from "./recipe-text";
import type { PostDetail } from "./types";

/**
 * JSON for a `<script type="application/ld+json">` element: nothing in it can end the element or
 * open a comment (`<` `>` `&` written as \u escapes, which JSON parsers read back as they were), and
 * U+2028/U+2029 are escaped for old parsers that took JSON for JavaScript.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** schema.org's diets for the site's diet terms. */
const SUITABLE_FOR_DIET: Readonly<Record<string, string>> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
};

const absolute = (origin: string, url: string) => new URL(url, origin).href;

/** The parts every post's structured data shares: headline or name, image, author, dates, address. */
function common(post: PostDetail, origin: string) {
  return {
    ...(post.image ? { image: [absolute(origin, post.image)] } : {}),
    author: { "@type": "Person", name: post.author },
    datePublished: post.publishedAt,
    description: post.excerpt,
    url: absolute(origin, post.url),
  };
}

/** A recipe as schema.org Recipe (what search engines read for recipe results). */
export function recipeJsonLd(post: PostDetail, origin: string): Record<string, unknown> {
  const r = post.recipe;
  const total = r ? totalMinutes(r) : null;
  const diets = (post.terms.diet ?? []).map((t) => SUITABLE_FOR_DIET[t.slug]).filter((d): d is string => Boolean(d));
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: post.title,
    ...common(post, origin),
    ...(post.terms.recipe_category?.length ? { recipeCategory: post.terms.recipe_category.map((t) => t.name) } : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    ...(r && r.prepMinutes !== null ? { prepTime: isoDuration(r.prepMinutes) } : {}),
    ...(r && r.cookMinutes !== null ? { cookTime: isoDuration(r.cookMinutes) } : {}),
    ...(total !== null ? { totalTime: isoDuration(total) } : {}),
    ...(r && (r.recipeYield || r.servings)
      ? { recipeYield: [r.servings ? `${r.servings} servings` : "", r.recipeYield].filter(Boolean) }
      : {}),
    recipeIngredient: (r?.ingredients ?? []).map(ingredientText),
    recipeInstructions: (r?.steps ?? []).map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
  };
}

/** An article as schema.org Article. */
export function articleJsonLd(post: PostDetail, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    ...common(post, origin),
    ...(post.terms.category?.length ? { articleSection: post.terms.category.map((t) => t.name) } : {}),
    mainEntityOfPage: absolute(origin, post.url),
  };
}
