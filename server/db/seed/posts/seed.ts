import type { Db } from "../../client";
import { posts, postTerms, recipeDetails, taxonomyTerms } from "../../schema";
import { sanitizeHtml } from "#server/services/sanitize";
import type { Taxonomy } from "#core/posts/taxonomies";
import { DEMO_TAXONOMIES, flattenTerms } from "./taxonomy";
import { DEMO_POSTS } from "./demo-posts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The demo taxonomies, recipes and articles, in a handful of bulk inserts (the seed runs at every
 * fresh start and in every API test file). Terms go in level by level so each knows its parent's id.
 */
export async function seedPosts(tx: Tx | Db): Promise<void> {
  const termId = new Map<string, number>();
  const key = (taxonomy: Taxonomy, slug: string) => `${taxonomy}:${slug}`;
  const all = DEMO_TAXONOMIES.flatMap(({ taxonomy, terms }) => flattenTerms(terms).map((t, position) => ({ ...t, taxonomy, position })));
  for (let pending = all; pending.length;) {
    const ready = pending.filter((t) => t.parent === null || termId.has(key(t.taxonomy, t.parent)));
    if (!ready.length) throw new Error("demo terms name a parent that does not exist");
    const rows = await tx
      .insert(taxonomyTerms)
      .values(
        ready.map((t) => ({
          taxonomy: t.taxonomy,
          slug: t.slug,
          name: t.name,
          position: t.position,
          parentId: t.parent === null ? null : termId.get(key(t.taxonomy, t.parent))!,
        })),
      )
      .returning({ id: taxonomyTerms.id, taxonomy: taxonomyTerms.taxonomy, slug: taxonomyTerms.slug });
    for (const r of rows) termId.set(key(r.taxonomy, r.slug), r.id);
    pending = pending.filter((t) => !ready.includes(t));
  }

  const inserted = await tx
    .insert(posts)
    .values(
      DEMO_POSTS.map((p) => ({
        type: p.type,
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        body: sanitizeHtml(p.body),
        image: p.image,
        imageAlt: p.imageAlt,
        author: p.author,
        publishedAt: p.publishedAt,
      })),
    )
    .returning({ id: posts.id, type: posts.type, slug: posts.slug });
  const postId = new Map(inserted.map((r) => [`${r.type}:${r.slug}`, r.id]));
  const idOf = (p: (typeof DEMO_POSTS)[number]) => postId.get(`${p.type}:${p.slug}`)!;

  await tx.insert(recipeDetails).values(DEMO_POSTS.flatMap((p) => (p.recipe ? [{ postId: idOf(p), ...p.recipe }] : [])));
  await tx.insert(postTerms).values(
    DEMO_POSTS.flatMap((p) =>
      (Object.entries(p.terms) as [Taxonomy, readonly string[]][]).flatMap(([taxonomy, slugs]) =>
        slugs.map((slug) => {
          const id = termId.get(key(taxonomy, slug));
          if (id === undefined) throw new Error(`demo post ${p.slug} names an unknown ${taxonomy} term "${slug}"`);
          return { postId: idOf(p), termId: id };
        }),
      ),
    ),
  );
}
