import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts, postTerms, recipeDetails } from "../db/schema";
import { postInput, type PostInput } from "../../core/schemas/posts";
import { JSON_LIMITS, jsonViolation } from "../../core/limits/limits";
import { safeUrl } from "../../core/text/safe-url";
import { postUrl, TAXONOMY_POST_TYPE, type Taxonomy } from "../../core/posts/taxonomies";
import type { TermIndex } from "../../core/posts/term-tree";
import type { ContentVersion } from "./content-version";
import { sanitizeHtml } from "./sanitize";
import { parseWith } from "../http/validate";
import { ApiError, invalidParam, limitError } from "../http/errors";

/** An image address a page may show: a path on the site or an http(s) address. */
function storableImage(image: string | null): string | null {
  if (image === null || image.trim() === "") return null;
  const safe = safeUrl(image);
  if (safe === "#" || /^(mailto|tel):/i.test(safe)) throw invalidParam("image", "must be a path on this site or an http(s) address");
  return safe;
}

/**
 * Writing posts: the input is measured against the limits on stored values (core/limits/limits.ts) and its
 * schema, the body is sanitized like CMS html, every term must exist in a taxonomy of the post's type,
 * and the slug must be free for the type. Anything refused stores nothing.
 */
export function createPostWriter(db: Db, version: ContentVersion, index: () => Promise<TermIndex>) {
  return {
    async create(input: PostInput): Promise<{ id: number; url: string }> {
      const p = parseWith(postInput, input);
      const body = sanitizeHtml(p.body);
      const grown = jsonViolation({ body }, JSON_LIMITS);
      if (grown) throw limitError(grown);
      const image = storableImage(p.image);

      const idx = await index();
      const termIds: number[] = [];
      for (const [taxonomy, slugs] of Object.entries(p.terms) as [Taxonomy, string[]][]) {
        if (TAXONOMY_POST_TYPE[taxonomy] !== p.type) throw invalidParam(`terms.${taxonomy}`, `is not a taxonomy of ${p.type} posts`);
        for (const slug of slugs) {
          const term = idx.find(taxonomy, slug);
          if (!term) throw invalidParam(`terms.${taxonomy}`, `has no term "${slug}"`);
          termIds.push(term.id);
        }
      }
      const taken = () => new ApiError(409, "slug_taken", `The slug "${p.slug}" is already used by another ${p.type}.`);
      const existing = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.type, p.type), eq(posts.slug, p.slug)));
      if (existing.length) throw taken();

      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({
            type: p.type,
            slug: p.slug,
            title: p.title,
            excerpt: p.excerpt,
            body,
            image,
            imageAlt: p.imageAlt,
            author: p.author,
            status: p.status,
            publishedAt: p.publishedAt,
          })
          .onConflictDoNothing()
          .returning({ id: posts.id });
        if (!row) throw taken();
        if (p.recipe) await tx.insert(recipeDetails).values({ postId: row.id, ...p.recipe });
        const unique = [...new Set(termIds)];
        if (unique.length) await tx.insert(postTerms).values(unique.map((termId) => ({ postId: row.id, termId })));
        return row.id;
      });
      await version.bump();
      return { id, url: postUrl(p.type, p.slug) };
    },
  };
}
