import type { PostType, Taxonomy } from "../../core/posts/taxonomies";
import type { TermRef } from "../../core/posts/types";

const PLURAL: Readonly<Record<PostType, string>> = { recipe: "recipes", article: "articles" };

/** A post type as a page or link title. */
export const POST_TYPE_TITLE: Readonly<Record<PostType, string>> = { recipe: "Recipes", article: "Articles" };

/** A list page's heading: "Recipes", "Dinner recipes", "Vegan Dinner recipes", "Cooking Tips articles". */
export function listHeading(type: PostType, selected: Partial<Record<Taxonomy, TermRef>>): string {
  const words = type === "recipe" ? [selected.diet?.name, selected.recipe_category?.name] : [selected.category?.name];
  const named = words.filter((w): w is string => Boolean(w));
  if (!named.length) return POST_TYPE_TITLE[type];
  return `${named.join(" ")} ${PLURAL[type]}`;
}

/** A list page's description for search results. */
export function listDescription(type: PostType, heading: string, total: number): string {
  const what = `${total} ${heading.charAt(0).toLowerCase()}${heading.slice(1)}`;
  return type === "recipe"
    ? `Browse ${what} with ingredient lists, prep and cook times and step-by-step directions.`
    : `Read ${what}: cooking tips, seasonal guides and news from your neighbourhood grocery store.`;
}

/** "Showing 13–24 of 68 recipes" (or "No recipes match", when there are none). */
export function listRange(type: PostType, page: number, perPage: number, shown: number, total: number): string {
  if (total === 0) return `No ${PLURAL[type]} match.`;
  const first = (page - 1) * perPage + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? type : PLURAL[type]}`;
}

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A post's date as readers see it, the same on the server and in the browser: "October 1, 2025". */
export const postDate = (iso: string): string => DATE.format(new Date(iso));
