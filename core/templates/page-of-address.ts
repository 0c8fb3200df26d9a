import type { RenderedPage } from "../builder/popup/popup-conditions";
import { BROWSE_TAXONOMY } from "../posts/list-url";
import { RESERVED_SLUGS } from "../schemas/documents";

/**
 * What an address shows, as display conditions see it (docs/design/website-templates.md), before anything is
 * read: the home page and the site search, the recipe and article lists and their category lists, a
 * post by its slug, a page-builder page by its slug, or another screen (shop, account, stores). A post
 * or a page by slug is `lookup`: the caller reads it to know its id and terms, or that it is missing.
 */
export type AddressPage =
  { page: RenderedPage } | { lookup: "post"; postType: "recipe" | "article"; slug: string } | { lookup: "page"; slug: string };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const POST_TYPES = { recipes: "recipe", articles: "article" } as const;
/** The site's own screens at one segment that no page can take (besides the reserved slugs). */
const SCREENS = new Set([...RESERVED_SLUGS, "cart", "checkout", "weekly-ad"]);
const OTHER: RenderedPage = { kind: "other" };

export function pageOfAddress(url: URL): AddressPage {
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts.length === 0) {
    if (url.searchParams.has("s")) return { page: { kind: "archive", archive: { kind: "search" } } };
    return { page: { kind: "singular", postType: "page", isFrontPage: true } };
  }
  const [first = "", second, third, ...rest] = parts;
  if (first === "recipes" || first === "articles") {
    const postType = POST_TYPES[first];
    if (second === undefined) return { page: { kind: "archive", archive: { kind: "post_type", postType } } };
    if (second === "category" && third !== undefined && rest.length === 0)
      return { page: { kind: "archive", archive: { kind: "taxonomy", taxonomy: BROWSE_TAXONOMY[postType], termId: third } } };
    if (third === undefined && SLUG.test(second)) return { lookup: "post", postType, slug: second };
    return { page: { kind: "not_found" } };
  }
  if (parts.length === 1 && SLUG.test(first) && !SCREENS.has(first)) return { lookup: "page", slug: first };
  return { page: OTHER };
}
