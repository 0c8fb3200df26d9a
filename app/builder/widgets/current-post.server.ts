import type { AppLoadContext } from "react-router";
import type { PostDetail } from "#core/posts/types";
import type { PostType } from "#core/posts/taxonomies";

/**
 * The post a single template's post fields show (post-info, author-box, theme-post-content): the one
 * a page's loader names with `setRequestPost`, else the recipe or article the page's address is
 * (`/recipes/<slug>`, `/articles/<slug>`). Read once per request, however many fields a page holds.
 */
const named = new WeakMap<Request, PostDetail | null>();
const loaded = new WeakMap<Request, Promise<PostDetail | null>>();

const POST_PATHS: ReadonlyArray<[RegExp, PostType]> = [
  [/^\/recipes\/([a-z0-9-]{1,200})\/?$/, "recipe"],
  [/^\/articles\/([a-z0-9-]{1,200})\/?$/, "article"],
];

/** A route that shows a post through a template names it here, before its document's slots are filled. */
export function setRequestPost(request: Request, post: PostDetail | null): void {
  named.set(request, post);
}

export function currentPost(request: Request, context: AppLoadContext): Promise<PostDetail | null> {
  if (named.has(request)) return Promise.resolve(named.get(request) ?? null);
  let post = loaded.get(request);
  if (!post) {
    const { pathname } = new URL(request.url);
    const match = POST_PATHS.map(([re, type]) => [re.exec(pathname), type] as const).find(([m]) => m);
    post = match ? context.services.posts.get(match[1], match[0]![1]!) : Promise.resolve(null);
    loaded.set(request, post);
  }
  return post;
}

/** What a post field shows in the editor where there is no post (a template edited on its own). */
export const noPostNote = (field: string) => `<p class="widget-placeholder">${field}: shown on a recipe's or an article's page.</p>`;
