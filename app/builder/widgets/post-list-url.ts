import type { PostType } from "#core/posts/taxonomies";
import { listUrl } from "#core/posts/list-url";

/** The list a post belongs to (an author's link to more posts, a post info's author). */
export const postListUrl = (post: { type: PostType }) => listUrl({ type: post.type, filters: {}, page: 1 });
