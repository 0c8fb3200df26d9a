import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts, postTerms } from "../db/schema";
import type { NormalizedPostQuery } from "../../core/posts/post-query";
import type { TermIndex } from "../../core/posts/term-tree";

/** Posts carrying any of these terms. */
const withAnyTerm = (db: Db, termIds: number[]): SQL =>
  inArray(posts.id, db.select({ id: postTerms.postId }).from(postTerms).where(inArray(postTerms.termId, termIds)));

/** Posts visitors see at `at`: published, and dated then or before (a later date is scheduled). */
export const visibleAt = (at: Date): SQL => and(eq(posts.status, "publish"), lte(posts.publishedAt, at))!;

/**
 * The WHERE clause of a list: posts of the type visitors see at `at`, each taxonomy filter applied (AND across
 * filters). Null when the filters cannot match anything (a term that does not exist where all were
 * asked for, or none of the terms of an OR), so no query is needed.
 */
export function listWhere(db: Db, q: NormalizedPostQuery, index: TermIndex, at: Date): SQL | null {
  const conditions: SQL[] = [eq(posts.type, q.type), visibleAt(at)];
  for (const f of q.filters) {
    const found = f.terms.map((slug) => index.find(f.taxonomy, slug));
    if (f.join === "AND") {
      // Each term (with its children, when asked) must be on the post.
      for (const term of found) {
        if (!term) return null;
        conditions.push(withAnyTerm(db, index.ids(term, f.includeChildren)));
      }
    } else {
      const ids = found.flatMap((term) => (term ? index.ids(term, f.includeChildren) : []));
      if (!ids.length) return null;
      conditions.push(withAnyTerm(db, [...new Set(ids)]));
    }
  }
  return and(...conditions)!;
}

/**
 * ORDER BY for a list, with the id as the tie-break so pages never overlap. Titles compare lowercased
 * byte by byte ("C" collation), so PGlite and PostgreSQL (whatever its locale) agree on the order.
 */
export function listOrder(q: NormalizedPostQuery): SQL[] {
  const dir = q.order === "asc" ? asc : desc;
  const key = q.orderBy === "title" ? sql`lower(${posts.title}) collate "C"` : sql`${posts.publishedAt}`;
  return [dir(key), dir(posts.id)];
}

export const summaryColumns = {
  id: posts.id,
  type: posts.type,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  image: posts.image,
  imageAlt: posts.imageAlt,
  author: posts.author,
  publishedAt: posts.publishedAt,
};

/** One page of matching posts, and how many match in all. */
export async function selectPage(db: Db, where: SQL, q: NormalizedPostQuery) {
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(where)
    .orderBy(...listOrder(q))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  // The count is needed only when the page does not already tell it (a first page that is not full).
  const total =
    q.page === 1 && rows.length < q.perPage ? rows.length : ((await db.select({ n: count() }).from(posts).where(where))[0]?.n ?? 0);
  return { rows, total };
}
