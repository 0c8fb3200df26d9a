import { escapeAttr, escapeHtml } from "#core/text/escape";
import type { PostSummary } from "#core/posts/types";
import { TAXONOMY_LABELS, isTaxonomy } from "#core/posts/taxonomies";

/**
 * The post fields of a loop item template (title, image, excerpt, terms, link). A `loop-item`
 * document is rendered once per version with these marks where the current post's fields go; the
 * loop grid fills them in for each post it shows, escaped (so they are safe in text and attributes
 * alike). Outside a loop there is no current post: the field widgets render nothing.
 */
export const POST_MARK = {
  title: "__aisle_post_title__",
  url: "__aisle_post_url__",
  excerpt: "__aisle_post_excerpt__",
  image: "__aisle_post_image__",
  terms: (taxonomy: string) => `__aisle_post_terms_${taxonomy}__`,
} as const;

const TERMS_MARK = /__aisle_post_terms_([a-z_]{1,32})__/g;

/** The post's image, decorative (the title beside it names the post); "" when it has none. */
function imageHtml(post: PostSummary): string {
  return post.image ? `<img src="${escapeAttr(post.image)}" alt="" width="600" height="400" loading="lazy" decoding="async">` : "";
}

function termsHtml(post: PostSummary, taxonomy: string): string {
  if (!isTaxonomy(taxonomy)) return "";
  return (post.terms[taxonomy] ?? [])
    .map((t) => `<li class="e-post-term e-post-term-${escapeAttr(t.slug)}">${escapeHtml(t.name)}</li>`)
    .join("");
}

/** A rendered loop item template with this post's fields in place of the marks. */
export function fillPostFields(html: string, post: PostSummary): string {
  return html
    .replaceAll(POST_MARK.title, escapeHtml(post.title))
    .replaceAll(POST_MARK.url, escapeAttr(post.url))
    .replaceAll(POST_MARK.excerpt, escapeHtml(post.excerpt))
    .replaceAll(POST_MARK.image, imageHtml(post))
    .replace(TERMS_MARK, (_m, taxonomy: string) => termsHtml(post, taxonomy));
}

/** How a post field is labelled in the editor's preview of a template outside a loop. */
export function fieldPlaceholder(name: string): string {
  return `${name} (filled in by a loop grid)`;
}

export const termsLabel = (taxonomy: string): string => (isTaxonomy(taxonomy) ? TAXONOMY_LABELS[taxonomy] : "Terms");
