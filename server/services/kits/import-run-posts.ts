import { and, eq, inArray } from "drizzle-orm";
import { kitPostsFromWxr, type KitPost } from "#core/kits/kit-posts";
import { partKey } from "#core/kits/kit-run-plan";
import { postUrl } from "#core/posts/taxonomies";
import { MAX_POST_TERMS } from "#core/limits/limits";
import { posts, taxonomyTerms } from "../../db/schema";
import { failed, wxrFiles, type RunContext } from "./import-run-context";

/**
 * The kit's WordPress posts (the part `content/wp-post`) as articles (decision 0100): an article slug
 * the site has is left as it is and reported, so a second import duplicates nothing. Each post's new
 * address joins `run.pages` for the menus.
 */
export async function importWpPosts(run: RunContext): Promise<void> {
  const { db, kit, parts, results, pages, tag, actor } = run;
  if (!parts.has(partKey("content", "wp-post"))) return;
  const xmls = wxrFiles(kit);
  let list: KitPost[] = [];
  try {
    list = kitPostsFromWxr(xmls);
  } catch (err) {
    results.push(failed("post", "wp-post", "Posts", "The posts (wp-content/post)", err));
  }
  for (const post of list) {
    const url = postUrl("article", post.slug);
    try {
      const [have] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.type, "article"), eq(posts.slug, post.slug)));
      pages.set(post.oldId, url);
      if (have) {
        const kept = `An article at ${url} is already on the site: it was left as it is, and this post not imported again.`;
        results.push({ kind: "post", id: post.oldId, title: post.title, ok: true, url, warnings: [kept] });
        continue;
      }
      const known = post.categories.length
        ? (
            await db
              .select({ slug: taxonomyTerms.slug })
              .from(taxonomyTerms)
              .where(and(eq(taxonomyTerms.taxonomy, "category"), inArray(taxonomyTerms.slug, post.categories)))
          ).map((t) => t.slug)
        : [];
      const categories = post.categories.filter((c) => known.includes(c)).slice(0, MAX_POST_TERMS);
      const unknown = post.categories.filter((c) => !categories.includes(c));
      const created = await run.posts.create(
        {
          type: "article",
          title: post.title,
          slug: post.slug,
          status: post.status,
          excerpt: post.excerpt,
          body: post.body,
          image: null,
          imageAlt: post.imageAlt,
          ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
          terms: { category: categories },
        },
        actor,
      );
      await tag("post", created.id);
      const warnings = unknown.length
        ? [
            ...post.warnings,
            `Its categories ${unknown.join(", ")} are not on the site (import the kit's terms with it); it was saved without them.`,
          ]
        : post.warnings;
      results.push({ kind: "post", id: post.oldId, title: post.title, ok: true, url: created.url, warnings });
    } catch (err) {
      pages.delete(post.oldId);
      results.push(failed("post", post.oldId, post.title, `The post "${post.title}" (wp-content/post)`, err));
    }
  }
}
