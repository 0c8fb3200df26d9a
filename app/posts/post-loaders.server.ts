import type { AppLoadContext } from "react-router";
import { siteOrigin } from "#core/web/same-origin";
import { SLUG_PATTERN } from "../../core/schemas/documents";
import { BROWSE_TAXONOMY, listPageOf, listUrl, type ListFilters } from "../../core/posts/list-url";
import { TAXONOMIES_OF, type PostType, type Taxonomy } from "../../core/posts/taxonomies";
import type { PostDetail, PostPage, TermNode, TermRef } from "../../core/posts/types";
import { loadOrUnavailable, unavailableResponse } from "../storefront/stores/unavailable.server";
import { notFoundAnswer, singlePostView, themeTemplateView } from "../builder/theme-templates.server";
import type { BuilderView } from "../builder/builder-view";

/** Posts on one list page. */
export const LIST_PER_PAGE = 12;

/** The site's origin as the visitor reached it (https when the request came over TLS or a trusted proxy says so). */
export function originOf(request: Request, context: AppLoadContext): string {
  return siteOrigin({ url: request.url, https: context.https }) ?? new URL(request.url).origin;
}

/** A term found anywhere in a tree. */
function findTerm(nodes: readonly TermNode[], slug: string): TermNode | null {
  for (const n of nodes) {
    if (n.slug === slug) return n;
    const below = findTerm(n.children, slug);
    if (below) return below;
  }
  return null;
}

/** Runs a page's own read; the database being away is the route's 503, not a 500. */
async function read<T>(context: AppLoadContext, what: string, load: () => Promise<T>): Promise<T> {
  const found = await loadOrUnavailable(context, what, load);
  if (found === "unavailable") throw unavailableResponse();
  return found.value;
}

export interface ListPageData {
  type: PostType;
  /** The page's own filters, one term per taxonomy, with their names. */
  selected: Partial<Record<Taxonomy, TermRef>>;
  filters: ListFilters;
  trees: Partial<Record<Taxonomy, TermNode[]>>;
  list: PostPage;
  canonical: string;
  /** The archive template that lays the list out, when one applies (docs/design/website-templates.md). */
  template: BuilderView | null;
}

/**
 * A list page of recipes or articles: the browse term from the path, the other taxonomies' terms and
 * the page from the query. A term that does not exist, a page that is not a number or lies past the
 * last, is a 404; parameters the page does not know are ignored (the canonical address leaves them out).
 * A term takes in the terms below it (Dinner lists the pasta recipes too).
 */
export async function loadListPage(
  request: Request,
  context: AppLoadContext,
  type: PostType,
  pathTerm: string | undefined,
): Promise<ListPageData> {
  const url = new URL(request.url);
  const page = listPageOf(url.searchParams.get("page"));
  if (page === null) throw await notFoundAnswer(request, context);
  const browse = BROWSE_TAXONOMY[type];
  const taxonomies = TAXONOMIES_OF[type];
  const trees = Object.fromEntries(
    await read(context, "post terms", () => Promise.all(taxonomies.map(async (t) => [t, await context.services.posts.terms(t)] as const))),
  ) as Partial<Record<Taxonomy, TermNode[]>>;

  const filters: ListFilters = {};
  const selected: Partial<Record<Taxonomy, TermRef>> = {};
  for (const taxonomy of taxonomies) {
    const slug = taxonomy === browse ? pathTerm : (url.searchParams.get(taxonomy) ?? undefined);
    if (slug === undefined || (slug === "" && taxonomy !== browse)) continue;
    const term = SLUG_PATTERN.test(slug) ? findTerm(trees[taxonomy] ?? [], slug) : null;
    if (!term) throw await notFoundAnswer(request, context);
    filters[taxonomy] = term.slug;
    selected[taxonomy] = { slug: term.slug, name: term.name };
  }

  const list = await read(context, "post list", () =>
    context.services.posts.list({
      type,
      filters: Object.entries(filters).map(([taxonomy, slug]) => ({
        taxonomy: taxonomy as Taxonomy,
        terms: [slug],
        join: "OR" as const,
        includeChildren: true,
      })),
      page,
      perPage: LIST_PER_PAGE,
    }),
  );
  if (page > list.totalPages) throw await notFoundAnswer(request, context);
  const termSlug = pathTerm ? filters[browse] : undefined;
  const archive = termSlug
    ? { kind: "taxonomy" as const, taxonomy: browse, termId: termSlug }
    : { kind: "post_type" as const, postType: type };
  const template = await themeTemplateView(request, context, { kind: "archive", archive }, "archive");
  return { type, selected, filters, trees, list, canonical: originOf(request, context) + listUrl({ type, filters, page }), template };
}

export interface PostPageData {
  post: PostDetail;
  canonical: string;
  origin: string;
  /** The single-post template that lays the post out, when one applies (docs/design/website-templates.md). */
  template: BuilderView | null;
}

/** A post's own page: 404 for a slug that is not a published post of the type. */
export async function loadPostPage(
  request: Request,
  context: AppLoadContext,
  type: PostType,
  slug: string | undefined,
): Promise<PostPageData> {
  if (!slug || !SLUG_PATTERN.test(slug)) throw await notFoundAnswer(request, context);
  const post = await read(context, type, () => context.services.posts.get(type, slug));
  if (!post) throw await notFoundAnswer(request, context);
  const origin = originOf(request, context);
  return { post, canonical: origin + post.url, origin, template: await singlePostView(request, context, post) };
}
