import { renderToStaticMarkup } from "react-dom/server";
import type { Services } from "#server/services/container";
import type { PostPage, PostSummary } from "#core/posts/types";
import type { TermFilter } from "#core/posts/post-query";
import { MAX_FILTER_TERMS, MAX_PER_PAGE } from "#core/posts/post-query";
import { TAXONOMY_POST_TYPE, isTaxonomy } from "#core/posts/taxonomies";
import { PageLinks } from "../page-links";
import { escapeAttr } from "#core/text/escape";
import { withGridPage, type GridFilters } from "#core/loop-filter/url-codec";
import { renderedDocument } from "../../document-cache.server";
import { fillPostFields } from "../post-fields";
import type { LoopGridSettings } from "./settings";

export interface GridRequest {
  widgetId: string;
  settings: LoopGridSettings;
  /** The visitor's filters (taxonomies of another post type are left out). */
  filters: GridFilters;
  page: number;
  /** The page's path and query: page links keep the query and set `e-page-<widgetId>`. */
  baseUrl: string;
  editMode: boolean;
  /** A signed-in visitor's REST nonce, which the browser sends with a refresh (docs/design/rest-contract.md). */
  nonce?: string;
  /** Edit mode: the grid's settings, which the browser sends back with a refresh (`widget_model`). */
  widgetModel?: Record<string, unknown>;
}

/** The template's leading <style> and its body, apart: the style is written once per grid. */
function splitStyle(html: string): { css: string; body: string } {
  if (!html.startsWith("<style>")) return { css: "", body: html };
  const end = html.indexOf("</style>") + "</style>".length;
  return { css: html.slice(0, end), body: html.slice(end) };
}

/** The post query: the grid's own terms (any of each taxonomy's) and the visitor's filters, child terms included. */
function termFilters(req: GridRequest): TermFilter[] {
  const type = req.settings.post_query_post_type;
  const own = Object.entries(req.settings.post_query_terms).flatMap(([taxonomy, terms]) =>
    isTaxonomy(taxonomy) && TAXONOMY_POST_TYPE[taxonomy] === type && terms?.length
      ? [{ taxonomy, terms, join: "OR" as const, includeChildren: true }]
      : [],
  );
  const visitor = Object.entries(req.filters).flatMap(([taxonomy, f]) =>
    isTaxonomy(taxonomy) && TAXONOMY_POST_TYPE[taxonomy] === type && f.terms.length && f.terms.length <= MAX_FILTER_TERMS
      ? [{ taxonomy, terms: f.terms, join: f.logicalJoin, includeChildren: true }]
      : [],
  );
  return [...own, ...visitor];
}

/**
 * The posts a grid shows. With Load more, page N shows pages 1 to N together (a link that works
 * without scripts, and what the browser swaps in after a click), as long as that fits one query.
 */
async function postsFor(req: GridRequest, services: Services): Promise<{ posts: PostPage; page: number }> {
  const s = req.settings;
  const base = {
    type: s.post_query_post_type,
    filters: termFilters(req),
    orderBy: s.post_query_orderby,
    ...(s.post_query_order ? { order: s.post_query_order } : {}),
  };
  const accumulate = s.pagination_type === "load_more_on_click" && req.page > 1 && req.page * s.posts_per_page <= MAX_PER_PAGE;
  if (accumulate) {
    const posts = await services.posts.list({ ...base, page: 1, perPage: req.page * s.posts_per_page });
    return {
      posts: { ...posts, perPage: s.posts_per_page, totalPages: Math.max(1, Math.ceil(posts.total / s.posts_per_page)) },
      page: req.page,
    };
  }
  return { posts: await services.posts.list({ ...base, page: req.page, perPage: s.posts_per_page }), page: req.page };
}

function Pagination({ req, page, totalPages }: { req: GridRequest; page: number; totalPages: number }) {
  const s = req.settings;
  const last = s.pagination_page_limit > 0 ? Math.min(totalPages, s.pagination_page_limit) : totalPages;
  if (!s.pagination_type || last <= 1) return null;
  const [path, query = ""] = req.baseUrl.split(/\?(.*)/s, 2) as [string, string?];
  const href = (p: number) => path + withGridPage(query ? `?${query}` : "", req.widgetId, p);
  if (s.pagination_type === "load_more_on_click") {
    return page < last ? (
      <div className="e-load-more-anchor">
        <a className="e-load-more elementor-button" href={href(page + 1)} data-page={page + 1}>
          {s.load_more_button_text}
        </a>
      </div>
    ) : null;
  }
  return (
    <PageLinks
      type={s.pagination_type}
      page={page}
      last={last}
      href={href}
      prevLabel={s.pagination_prev_label}
      nextLabel={s.pagination_next_label}
    />
  );
}

function itemHtml(templateId: number, body: string, post: PostSummary): string {
  const classes = `elementor elementor-${templateId} e-loop-item e-loop-item-${post.id} post-${post.id} type-${post.type}`;
  return `<div data-elementor-type="loop-item" data-elementor-id="${templateId}" class="${escapeAttr(classes)}">${fillPostFields(body, post)}</div>`;
}

/**
 * A loop grid's markup (what fills its widget wrapper, and what a loop refresh answers): the item
 * template's style once, each post through the template, the empty-state text when nothing matches,
 * and the pagination. A grid without a published loop item template shows nothing to visitors.
 */
export async function renderLoopGrid(req: GridRequest, services: Services): Promise<string> {
  const s = req.settings;
  const template = s.template_id ? await services.documents.publishedById(s.template_id) : null;
  const attrs = [`class="elementor-widget-container"`, `data-grid-page="${req.page}"`];
  if (req.nonce) attrs.push(`data-nonce="${escapeAttr(req.nonce)}"`);
  if (req.widgetModel) attrs.push(`data-widget-model="${escapeAttr(JSON.stringify(req.widgetModel))}"`);
  if (!template || template.type !== "loop-item") {
    return req.editMode
      ? `<div ${attrs.join(" ")}><p class="widget-placeholder">Choose a published loop item template for this grid.</p></div>`
      : "";
  }
  const { breakpoints, global_colors, global_fonts } = await services.settings.get();
  const rendered = renderedDocument(template, {
    editMode: false,
    breakpoints,
    globals: { colors: global_colors, fonts: global_fonts },
    loop: true,
    onError: (err, element) =>
      services.logger.error({ err, document: template.id, element }, "loop item widget failed to render; left out"),
  });
  const { css, body } = splitStyle(rendered.parts.join(""));
  const { posts, page } = await postsFor(req, services);
  const items = posts.items.length
    ? `<div class="elementor-loop-container elementor-grid">${posts.items.map((p) => itemHtml(template.id, body, p)).join("")}</div>`
    : `<p class="e-loop-nothing-found-message">${renderToStaticMarkup(<>{s.nothing_found_message_text}</>)}</p>`;
  const pagination = posts.items.length ? renderToStaticMarkup(<Pagination req={req} page={page} totalPages={posts.totalPages} />) : "";
  return `<div ${attrs.join(" ")}>${css}${items}${pagination}</div>`;
}
