import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { postTerms, taxonomyTerms } from "../db/schema";
import { termBody, termPatch, type AdminTerm, type TermBody, type TermPatch } from "../../core/schemas/admin-posts";
import { parseWith } from "../http/validate";
import { freeSlug, slugify } from "../../core/posts/slugify";
import type { Taxonomy } from "../../core/posts/taxonomies";
import type { ContentVersion } from "./content-version";
import { recordChange, type Actor } from "./audit";
import { ApiError, notFound } from "../http/errors";
import type { Tx } from "./rate-limit";

type Row = typeof taxonomyTerms.$inferSelect;

const refused = (params: Record<string, string>) =>
  new ApiError(400, "invalid_param", `Invalid parameter(s): ${Object.keys(params).join(", ")}.`, { params });

/**
 * Taxonomy terms in the admin: list, create, rename, delete. A term that posts carry is
 * deleted only when the call confirms it (it is then taken off those posts); otherwise the delete is
 * refused with 409 term_in_use and how many posts carry it (decision 0033). Children of a deleted term
 * move to the top. Each change is audited and bumps the content version.
 */
export function createAdminTermService(db: Db, version: ContentVersion) {
  async function present(rows: Row[], q: Db | Tx): Promise<AdminTerm[]> {
    if (!rows.length) return [];
    const counts = await q
      .select({ termId: postTerms.termId, n: count() })
      .from(postTerms)
      .where(
        inArray(
          postTerms.termId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(postTerms.termId);
    const parents = new Map(
      (await q.select({ id: taxonomyTerms.id, slug: taxonomyTerms.slug }).from(taxonomyTerms)).map((r) => [r.id, r.slug]),
    );
    return rows.map((r) => ({
      id: r.id,
      taxonomy: r.taxonomy,
      slug: r.slug,
      name: r.name,
      parent: r.parentId === null ? null : (parents.get(r.parentId) ?? null),
      posts: counts.find((c) => c.termId === r.id)?.n ?? 0,
    }));
  }

  const row = async (taxonomy: Taxonomy, id: number, q: Db | Tx = db): Promise<Row> => {
    const [r] = await q
      .select()
      .from(taxonomyTerms)
      .where(and(eq(taxonomyTerms.taxonomy, taxonomy), eq(taxonomyTerms.id, id)));
    if (!r) throw notFound(`No ${taxonomy} term with id ${id}.`);
    return r;
  };

  const slugTaken = async (taxonomy: Taxonomy, slug: string, self: number | null, q: Db | Tx) =>
    (
      await q
        .select({ id: taxonomyTerms.id })
        .from(taxonomyTerms)
        .where(
          and(eq(taxonomyTerms.taxonomy, taxonomy), eq(taxonomyTerms.slug, slug), self === null ? undefined : ne(taxonomyTerms.id, self)),
        )
    ).length > 0;

  const audit = (tx: Tx, actor: Actor, action: string, id: number, before: AdminTerm | null, after: AdminTerm | null) =>
    recordChange(tx, actor, { action, targetType: "taxonomy_term", targetId: id, before, after });

  return {
    async list(taxonomy: Taxonomy): Promise<AdminTerm[]> {
      const rows = await db
        .select()
        .from(taxonomyTerms)
        .where(eq(taxonomyTerms.taxonomy, taxonomy))
        .orderBy(asc(taxonomyTerms.position), asc(taxonomyTerms.name));
      return present(rows, db);
    },

    async get(taxonomy: Taxonomy, id: number): Promise<AdminTerm> {
      return (await present([await row(taxonomy, id)], db))[0]!;
    },

    async create(taxonomy: Taxonomy, raw: TermBody, actor: Actor): Promise<AdminTerm> {
      const input = parseWith(termBody, raw);
      const created = await db.transaction(async (tx) => {
        let parentId: number | null = null;
        if (input.parent) {
          const [p] = await tx
            .select({ id: taxonomyTerms.id })
            .from(taxonomyTerms)
            .where(and(eq(taxonomyTerms.taxonomy, taxonomy), eq(taxonomyTerms.slug, input.parent)));
          if (!p) throw refused({ parent: `names no ${taxonomy} term` });
          parentId = p.id;
        }
        let slug = input.slug ?? "";
        if (slug) {
          if (await slugTaken(taxonomy, slug, null, tx)) throw refused({ slug: "is already used by another term of this taxonomy" });
        } else {
          const taken = new Set(
            (await tx.select({ slug: taxonomyTerms.slug }).from(taxonomyTerms).where(eq(taxonomyTerms.taxonomy, taxonomy))).map(
              (r) => r.slug,
            ),
          );
          slug = freeSlug(slugify(input.name) || "term", (c) => taken.has(c));
        }
        const [last] = await tx.select({ n: count() }).from(taxonomyTerms).where(eq(taxonomyTerms.taxonomy, taxonomy));
        const [inserted] = await tx
          .insert(taxonomyTerms)
          .values({ taxonomy, slug, name: input.name, parentId, position: last?.n ?? 0 })
          .returning();
        const after = (await present([inserted!], tx))[0]!;
        await audit(tx, actor, "term.create", inserted!.id, null, after);
        return after;
      });
      await version.bump();
      return created;
    },

    async rename(taxonomy: Taxonomy, id: number, raw: TermPatch, actor: Actor): Promise<AdminTerm> {
      const patch = parseWith(termPatch, raw);
      const renamed = await db.transaction(async (tx) => {
        const current = await row(taxonomy, id, tx);
        if (patch.slug && (await slugTaken(taxonomy, patch.slug, id, tx)))
          throw refused({ slug: "is already used by another term of this taxonomy" });
        const before = (await present([current], tx))[0]!;
        const [updated] = await tx
          .update(taxonomyTerms)
          .set({ name: patch.name, slug: patch.slug ?? current.slug })
          .where(eq(taxonomyTerms.id, id))
          .returning();
        const after = (await present([updated!], tx))[0]!;
        await audit(tx, actor, "term.rename", id, before, after);
        return after;
      });
      await version.bump();
      return renamed;
    },

    /** 409 term_in_use (nothing changed) when posts carry the term and `confirmed` is false. */
    async remove(taxonomy: Taxonomy, id: number, confirmed: boolean, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = (await present([await row(taxonomy, id, tx)], tx))[0]!;
        if (before.posts > 0 && !confirmed) {
          throw new ApiError(
            409,
            "term_in_use",
            `${before.posts} post${before.posts === 1 ? " carries" : "s carry"} this term. Confirm to take it off ${before.posts === 1 ? "that post" : "those posts"} and delete it.`,
            { posts: before.posts },
          );
        }
        const carriers = (await tx.select({ postId: postTerms.postId }).from(postTerms).where(eq(postTerms.termId, id))).map(
          (r) => r.postId,
        );
        await tx.delete(taxonomyTerms).where(eq(taxonomyTerms.id, id));
        await audit(tx, actor, "term.delete", id, { ...before, removedFromPosts: carriers } as AdminTerm, null);
      });
      await version.bump();
    },
  };
}

export type AdminTermService = ReturnType<typeof createAdminTermService>;
