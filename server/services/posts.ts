import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts, postTerms, recipeDetails, taxonomyTerms } from "../db/schema";
import { normalizePostQuery, totalPages, type PostQuery } from "../../core/posts/post-query";
import { TermIndex, type TermRow } from "../../core/posts/term-tree";
import { postUrl, TAXONOMIES_OF, type PostType, type Taxonomy } from "../../core/posts/taxonomies";
import type { PostDetail, PostPage, PostSummary, TermNode, TermRef } from "../../core/posts/types";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { invalidParam } from "../http/errors";
import { listWhere, selectPage, summaryColumns, visibleAt } from "./posts-query";
import { createPostSchedule } from "./post-schedule";
import { createPostWriter } from "./posts-write";

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof posts.$inferSelect)[K] };

/**
 * Recipes and articles for visitors: lists by type with taxonomy filters, one post by type and slug,
 * and each taxonomy's term tree with post counts. Only published posts dated now or before are shown
 * (a later date is scheduled: ./post-schedule.ts). Everything read is cached per content version (a
 * write bumps it), like the other content services, and per scheduled date passed.
 */
export function createPostService(db: Db, version: ContentVersion, now: () => Date = () => new Date()) {
  const schedule = createPostSchedule(db, version, now);
  const termIndex = contentCache<TermIndex>("posts.terms", version, { maxBytes: 4 * 1024 * 1024, maxEntries: 1 });
  const lists = contentCache<PostPage>("posts.lists", version, { maxBytes: 8 * 1024 * 1024, maxEntries: 1000 });
  const singles = contentCache<PostDetail | null>("posts.singles", version, { maxBytes: 8 * 1024 * 1024, maxEntries: 2000 });
  const trees = contentCache<TermNode[]>("posts.term-trees", version, { maxBytes: 2 * 1024 * 1024, maxEntries: 10 });

  const index = () => termIndex.load("all", async () => new TermIndex(await db.select().from(taxonomyTerms)));

  /** Each post's terms per taxonomy of its type, in term order. */
  async function termsOf(rows: readonly SummaryRow[], idx: TermIndex): Promise<Map<number, Partial<Record<Taxonomy, TermRef[]>>>> {
    const out = new Map<number, Partial<Record<Taxonomy, TermRef[]>>>();
    for (const r of rows) out.set(r.id, Object.fromEntries(TAXONOMIES_OF[r.type].map((t) => [t, [] as TermRef[]])));
    if (!rows.length) return out;
    const links = await db
      .select()
      .from(postTerms)
      .where(
        inArray(
          postTerms.postId,
          rows.map((r) => r.id),
        ),
      );
    const terms = links
      .map((l) => ({ postId: l.postId, term: idx.get(l.termId) }))
      .filter((l): l is { postId: number; term: TermRow } => l.term !== undefined)
      .sort((a, b) => a.term.position - b.term.position || a.term.name.localeCompare(b.term.name));
    for (const { postId, term } of terms) out.get(postId)?.[term.taxonomy]?.push({ slug: term.slug, name: term.name });
    return out;
  }

  const summary = (r: SummaryRow, terms: Partial<Record<Taxonomy, TermRef[]>>): PostSummary => ({
    id: r.id,
    type: r.type,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    image: r.image,
    imageAlt: r.imageAlt,
    author: r.author,
    publishedAt: r.publishedAt.toISOString(),
    url: postUrl(r.type, r.slug),
    terms,
  });

  return {
    /**
     * A page of published posts matching the query (the loop grid builds the same query object).
     * A taxonomy of another post type, or a page out of bounds, is a 400 naming the parameter; a term
     * that does not exist matches nothing.
     */
    async list(query: PostQuery): Promise<PostPage> {
      const normalized = normalizePostQuery(query);
      if ("violation" in normalized) throw invalidParam(normalized.violation.param, normalized.violation.reason);
      const q = normalized.query;
      return lists.load(`${await schedule.epoch()}:${JSON.stringify(q)}`, async () => {
        const idx = await index();
        const where = listWhere(db, q, idx, now());
        const { rows, total } = where ? await selectPage(db, where, q) : { rows: [], total: 0 };
        const terms = await termsOf(rows, idx);
        return {
          items: rows.map((r) => summary(r, terms.get(r.id) ?? {})),
          total,
          page: q.page,
          perPage: q.perPage,
          totalPages: totalPages(total, q.perPage),
        };
      });
    },

    /** One published post with its body (and recipe details), or null. */
    async get(type: PostType, slug: string): Promise<PostDetail | null> {
      return singles.load(`${await schedule.epoch()}:${type}:${slug}`, async () => {
        const [row] = await db
          .select({ ...summaryColumns, body: posts.body })
          .from(posts)
          .where(and(eq(posts.type, type), eq(posts.slug, slug), visibleAt(now())));
        if (!row) return null;
        const [terms, [details]] = await Promise.all([
          index().then((idx) => termsOf([row], idx)),
          type === "recipe" ? db.select().from(recipeDetails).where(eq(recipeDetails.postId, row.id)) : Promise.resolve([]),
        ]);
        const recipe = details
          ? {
              prepMinutes: details.prepMinutes,
              cookMinutes: details.cookMinutes,
              servings: details.servings,
              recipeYield: details.recipeYield,
              ingredients: details.ingredients,
              steps: details.steps,
            }
          : null;
        return {
          ...summary(row, terms.get(row.id) ?? {}),
          body: row.body,
          recipe:
            type === "recipe"
              ? (recipe ?? { prepMinutes: null, cookMinutes: null, servings: null, recipeYield: "", ingredients: [], steps: [] })
              : null,
        };
      });
    },

    /** A taxonomy's terms as a tree, each with its published posts counted (itself, and with what is below it). */
    async terms(taxonomy: Taxonomy): Promise<TermNode[]> {
      return trees.load(`${await schedule.epoch()}:${taxonomy}`, async () => {
        const [idx, assignments] = await Promise.all([
          index(),
          db
            .select({ postId: postTerms.postId, termId: postTerms.termId })
            .from(postTerms)
            .innerJoin(posts, eq(posts.id, postTerms.postId))
            .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, postTerms.termId))
            .where(and(visibleAt(now()), eq(taxonomyTerms.taxonomy, taxonomy))),
        ]);
        return idx.tree(taxonomy, assignments);
      });
    },

    ...createPostWriter(db, version, index),
  };
}

export type PostService = ReturnType<typeof createPostService>;
