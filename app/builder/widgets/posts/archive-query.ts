import type { PostType, Taxonomy } from "#core/posts/taxonomies";

/**
 * The list an archive page is (Archive Posts shows the page's own posts): `/recipes` and
 * `/articles`, and a category of either (`/recipes/category/<term>`); null elsewhere.
 */
export function archiveOf(pathname: string): { type: PostType; taxonomy?: Taxonomy; term?: string } | null {
  const m = /^\/(recipes|articles)(?:\/category\/([a-z0-9-]{1,200}))?\/?$/.exec(pathname);
  if (!m) return null;
  const type: PostType = m[1] === "recipes" ? "recipe" : "article";
  if (!m[2]) return { type };
  return { type, taxonomy: type === "recipe" ? "recipe_category" : "category", term: m[2] };
}
