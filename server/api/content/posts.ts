import { postQueryFromParams, postsQuery, postsResponse } from "#core/schemas/posts";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "#core/posts/post-query";
import { parseQuery } from "../../http/validate";
import { route, type Router } from "../../http/routes";

export const POSTS_PATH = "/api/content/v1/posts";

/** GET recipes or articles, filtered by taxonomy terms, a page at a time. */
export function mountPostRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: POSTS_PATH,
      tag: "content",
      summary: `Published recipes or articles, newest first, filtered by taxonomy terms (recipe_category and diet for recipes, category for articles); ${DEFAULT_PER_PAGE} per page by default, at most ${MAX_PER_PAGE}`,
      query: postsQuery,
      responses: { 200: { description: "A page of posts and how many match in all", schema: postsResponse } },
    },
    async (c) => {
      const q = parseQuery(c, postsQuery);
      const page = await c.get("services").posts.list(postQueryFromParams(q));
      return c.json({
        items: page.items.map((p) => ({
          id: p.id,
          title: p.title,
          url: p.url,
          excerpt: p.excerpt,
          image: p.image,
          terms: Object.fromEntries(Object.entries(p.terms).map(([taxonomy, terms]) => [taxonomy, terms.map((t) => t.slug)])),
        })),
        total: page.total,
      });
    },
  );
}
