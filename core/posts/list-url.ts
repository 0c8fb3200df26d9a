import { POST_TYPE_BASE, TAXONOMIES_OF, type PostType, type Taxonomy } from "./taxonomies";
import { MAX_PAGE } from "./post-query";

/**
 * The list pages of a post type: the taxonomy that lists are browsed by has a path of its own
 * (`/recipes/category/dinner`, which the recipe menu links to); the other taxonomies filter in the
 * query (`?diet=vegan`), and so does the page number (`page=2`; page 1 has none).
 */
export const BROWSE_TAXONOMY: Readonly<Record<PostType, Taxonomy>> = { recipe: "recipe_category", article: "category" };

/** One term per taxonomy: what a list page can show. */
export type ListFilters = Partial<Record<Taxonomy, string>>;

export interface ListLocation {
  type: PostType;
  filters: ListFilters;
  page: number;
}

/** The address of a list page; taxonomies of another post type are left out. */
export function listUrl({ type, filters, page }: ListLocation): string {
  const browse = BROWSE_TAXONOMY[type];
  const term = filters[browse];
  const path = term ? `${POST_TYPE_BASE[type]}/category/${term}` : POST_TYPE_BASE[type];
  const query = new URLSearchParams();
  for (const taxonomy of TAXONOMIES_OF[type]) {
    const slug = filters[taxonomy];
    if (taxonomy !== browse && slug) query.set(taxonomy, slug);
  }
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The page a list shows: 1 when absent; null when the parameter is not a whole number from 1 to MAX_PAGE. */
export function listPageOf(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,4}$/.test(value) && Number(value) <= MAX_PAGE ? Number(value) : null;
}
