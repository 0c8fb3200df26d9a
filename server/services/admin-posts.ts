import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts, postTerms, recipeDetails, taxonomyTerms } from "../db/schema";
import {
  adminPostBody,
  adminPostPatch,
  type AdminPost,
  type AdminPostBody,
  type AdminPostPatch,
  type AdminPostsQuery,
  type AdminPostSummary,
} from "../../core/schemas/admin-posts";
import { parseWith } from "../http/validate";
import { recipeInput } from "../../core/schemas/posts";
import { ADMIN_LIST_LIMITS, JSON_LIMITS, jsonViolation } from "../../core/limits/limits";
import { safeUrl } from "../../core/text/safe-url";
import { freeSlug, slugify } from "../../core/posts/slugify";
import { postUrl, TAXONOMIES_OF, TAXONOMY_POST_TYPE, type PostType, type Taxonomy } from "../../core/posts/taxonomies";
import type { ContentVersion } from "./content-version";
import { sanitizeHtml } from "./sanitize";
import { recordChange, type Actor } from "./audit";
import { ApiError, limitError, notFound } from "../http/errors";
import type { Tx } from "./rate-limit";

type Row = typeof posts.$inferSelect;
type Recipe = NonNullable<AdminPost["recipe"]>;

const refused = (params: Record<string, string>) =>
  new ApiError(400, "invalid_param", `Invalid parameter(s): ${Object.keys(params).join(", ")}.`, { params });

/** Words in a title or slug, as a LIKE pattern (wildcards in the words are literal). */
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** An image address a page may show: a path on the site or an http(s) address; empty is none. */
function storableImage(image: string | null | undefined): string | null {
  if (image == null || image.trim() === "") return null;
  const safe = safeUrl(image.trim());
  if (safe === "#" || /^(mailto|tel):/i.test(safe)) throw refused({ image: "must be a path on this site or an http(s) address" });
  return safe;
}

const EMPTY_RECIPE: Recipe = { prepMinutes: null, cookMinutes: null, servings: null, recipeYield: "", ingredients: [], steps: [] };

/**
 * Posts in the admin: recipes and articles, drafts included. Every write is checked whole
 * before anything is stored (a refusal is 400 naming the field, nothing changed), the body is
 * sanitized like CMS html, terms must exist in a taxonomy of the post's type, a slug is unique per
 * type (made from the title when empty), and each change is written with its audit entry in one
 * transaction and bumps the content version so visitors' pages follow at once.
 */
export function createAdminPostService(db: Db, version: ContentVersion, clock: () => Date = () => new Date()) {
  const row = async (id: number, q: Db | Tx = db): Promise<Row> => {
    const [r] = await q.select().from(posts).where(eq(posts.id, id));
    if (!r) throw notFound(`No post with id ${id}.`);
    return r;
  };

  async function termsOf(ids: number[], q: Db | Tx): Promise<Map<number, Partial<Record<Taxonomy, string[]>>>> {
    const out = new Map<number, Partial<Record<Taxonomy, string[]>>>();
    if (!ids.length) return out;
    const links = await q
      .select({ postId: postTerms.postId, taxonomy: taxonomyTerms.taxonomy, slug: taxonomyTerms.slug })
      .from(postTerms)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, postTerms.termId))
      .where(inArray(postTerms.postId, ids))
      .orderBy(taxonomyTerms.position, taxonomyTerms.slug);
    for (const l of links) {
      const terms = out.get(l.postId) ?? {};
      (terms[l.taxonomy] ??= []).push(l.slug);
      out.set(l.postId, terms);
    }
    return out;
  }

  const summary = (r: Row, terms: Partial<Record<Taxonomy, string[]>> | undefined): AdminPostSummary => ({
    id: r.id,
    type: r.type,
    slug: r.slug,
    title: r.title,
    status: r.status,
    excerpt: r.excerpt,
    image: r.image,
    imageAlt: r.imageAlt,
    author: r.author,
    publishedAt: r.publishedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    url: postUrl(r.type, r.slug),
    terms: Object.fromEntries(TAXONOMIES_OF[r.type].map((t) => [t, terms?.[t] ?? []])),
  });

  async function present(r: Row, q: Db | Tx = db): Promise<AdminPost> {
    const terms = (await termsOf([r.id], q)).get(r.id);
    let recipe: Recipe | null = null;
    if (r.type === "recipe") {
      const [d] = await q.select().from(recipeDetails).where(eq(recipeDetails.postId, r.id));
      recipe = d
        ? {
            prepMinutes: d.prepMinutes,
            cookMinutes: d.cookMinutes,
            servings: d.servings,
            recipeYield: d.recipeYield,
            ingredients: d.ingredients,
            steps: d.steps,
          }
        : EMPTY_RECIPE;
    }
    return { ...summary(r, terms), body: r.body, recipe };
  }

  /** The term ids of `terms`, each checked to exist in a taxonomy of the type. */
  async function termIds(type: PostType, terms: Partial<Record<Taxonomy, string[]>>, q: Db | Tx): Promise<number[]> {
    const ids: number[] = [];
    for (const [taxonomy, slugs] of Object.entries(terms) as [Taxonomy, string[]][]) {
      if (TAXONOMY_POST_TYPE[taxonomy] !== type) throw refused({ [`terms.${taxonomy}`]: `is not a taxonomy of ${type} posts` });
      if (!slugs.length) continue;
      const found = await q
        .select({ id: taxonomyTerms.id, slug: taxonomyTerms.slug })
        .from(taxonomyTerms)
        .where(and(eq(taxonomyTerms.taxonomy, taxonomy), inArray(taxonomyTerms.slug, slugs)));
      const missing = slugs.filter((s) => !found.some((f) => f.slug === s));
      if (missing.length) throw refused({ [`terms.${taxonomy}`]: `has no term "${missing[0]}"` });
      ids.push(...found.map((f) => f.id));
    }
    return [...new Set(ids)];
  }

  /** The slug to store: the one given (400 when another post of the type has it), or one made from the title. */
  async function slugFor(type: PostType, given: string | undefined, title: string, self: number | null, q: Db | Tx): Promise<string> {
    const others = async (candidates: string[]) =>
      (
        await q
          .select({ slug: posts.slug })
          .from(posts)
          .where(and(eq(posts.type, type), inArray(posts.slug, candidates), self === null ? undefined : ne(posts.id, self)))
      ).map((r) => r.slug);
    if (given) {
      if ((await others([given])).length) throw refused({ slug: `is already used by another ${type}` });
      return given;
    }
    const base = slugify(title) || type;
    const taken = new Set(
      await others([base, ...Array.from({ length: 50 }, (_, i) => `${base.slice(0, 95).replace(/-+$/, "")}-${i + 2}`)]),
    );
    return freeSlug(base, (c) => taken.has(c));
  }

  function cleanBody(html: string): string {
    const body = sanitizeHtml(html);
    const grown = jsonViolation({ body }, JSON_LIMITS);
    if (grown) throw limitError(grown);
    return body;
  }

  const audit = (tx: Tx, actor: Actor, action: string, id: number, before: AdminPost | null, after: AdminPost | null) =>
    recordChange(tx, actor, { action, targetType: "post", targetId: id, before, after });

  async function writeDetails(tx: Tx, id: number, type: PostType, recipe: AdminPostBody["recipe"], terms: number[] | null) {
    if (type === "recipe" && recipe !== undefined) {
      const details = recipe ? recipeInput.parse(recipe) : EMPTY_RECIPE;
      await tx
        .insert(recipeDetails)
        .values({ postId: id, ...details })
        .onConflictDoUpdate({ target: recipeDetails.postId, set: details });
    }
    if (terms !== null) {
      await tx.delete(postTerms).where(eq(postTerms.postId, id));
      if (terms.length) await tx.insert(postTerms).values(terms.map((termId) => ({ postId: id, termId })));
    }
  }

  return {
    async list(q: AdminPostsQuery): Promise<{ items: AdminPostSummary[]; total: number }> {
      const conditions: SQL[] = [];
      if (q.type) conditions.push(eq(posts.type, q.type));
      if (q.status) conditions.push(eq(posts.status, q.status));
      const words = q.q?.trim();
      if (words) conditions.push(or(ilike(posts.title, pattern(words)), ilike(posts.slug, pattern(words)))!);
      const where = conditions.length ? and(...conditions) : undefined;
      const perPage = q.per_page ?? ADMIN_LIST_LIMITS.defaultPerPage;
      const rows = await db
        .select()
        .from(posts)
        .where(where)
        .orderBy(desc(posts.updatedAt), desc(posts.id))
        .limit(perPage)
        .offset(((q.page ?? 1) - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(posts).where(where);
      const terms = await termsOf(
        rows.map((r) => r.id),
        db,
      );
      return { items: rows.map((r) => summary(r, terms.get(r.id))), total: total?.n ?? 0 };
    },

    async get(id: number): Promise<AdminPost> {
      return present(await row(id));
    },

    async create(raw: AdminPostBody, actor: Actor): Promise<AdminPost> {
      // Checked here too, whoever calls (the API has already; the screens' forms go through this).
      const input = parseWith(adminPostBody, raw);
      const body = cleanBody(input.body ?? "");
      const image = storableImage(input.image);
      const created = await db.transaction(async (tx) => {
        const terms = await termIds(input.type, input.terms ?? {}, tx);
        const slug = await slugFor(input.type, input.slug, input.title, null, tx);
        const [inserted] = await tx
          .insert(posts)
          .values({
            type: input.type,
            slug,
            title: input.title,
            status: input.status ?? "draft",
            excerpt: input.excerpt ?? "",
            body,
            image,
            imageAlt: input.imageAlt ?? "",
            author: input.author ?? "",
            publishedAt: input.publishedAt ? new Date(input.publishedAt) : clock(),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw refused({ slug: `is already used by another ${input.type}` });
        await writeDetails(tx, inserted.id, input.type, input.type === "recipe" ? (input.recipe ?? null) : undefined, terms);
        const after = await present(inserted, tx);
        await audit(tx, actor, "post.create", inserted.id, null, after);
        return after;
      });
      await version.bump();
      return created;
    },

    /**
     * Any subset of the fields. A draft published without a date of its own is dated now, so it
     * comes first among the newest.
     */
    async update(id: number, raw: AdminPostPatch, actor: Actor): Promise<AdminPost> {
      const patch = parseWith(adminPostPatch, raw);
      const bodyHtml = patch.body === undefined ? undefined : cleanBody(patch.body);
      const image = patch.image === undefined ? undefined : storableImage(patch.image);
      const updated = await db.transaction(async (tx) => {
        const current = await row(id, tx);
        if (current.type !== "recipe" && patch.recipe) throw refused({ recipe: "is only for a recipe" });
        const before = await present(current, tx);
        const terms = patch.terms === undefined ? null : await termIds(current.type, patch.terms, tx);
        const title = patch.title ?? current.title;
        const slug = patch.slug === undefined ? current.slug : await slugFor(current.type, patch.slug, title, id, tx);
        const publishing = patch.status === "publish" && current.status === "draft" && patch.publishedAt === undefined;
        const [after] = await tx
          .update(posts)
          .set({
            slug,
            title,
            status: patch.status ?? current.status,
            excerpt: patch.excerpt ?? current.excerpt,
            body: bodyHtml ?? current.body,
            image: image === undefined ? current.image : image,
            imageAlt: patch.imageAlt ?? current.imageAlt,
            author: patch.author ?? current.author,
            publishedAt: patch.publishedAt ? new Date(patch.publishedAt) : publishing ? clock() : current.publishedAt,
            updatedAt: clock(),
          })
          .where(eq(posts.id, id))
          .returning();
        await writeDetails(tx, id, current.type, current.type === "recipe" ? patch.recipe : undefined, terms);
        const presented = await present(after!, tx);
        await audit(
          tx,
          actor,
          patch.status && patch.status !== current.status ? `post.${patch.status}` : "post.update",
          id,
          before,
          presented,
        );
        return presented;
      });
      await version.bump();
      return updated;
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await present(await row(id, tx), tx);
        await tx.delete(posts).where(eq(posts.id, id));
        await audit(tx, actor, "post.delete", id, before, null);
      });
      await version.bump();
    },

    /** Every term of each taxonomy of a type, for the editor's checkboxes. */
    async choices(type: PostType): Promise<Partial<Record<Taxonomy, { slug: string; name: string }[]>>> {
      const rows = await db
        .select({ taxonomy: taxonomyTerms.taxonomy, slug: taxonomyTerms.slug, name: taxonomyTerms.name })
        .from(taxonomyTerms)
        .where(inArray(taxonomyTerms.taxonomy, [...TAXONOMIES_OF[type]]))
        .orderBy(taxonomyTerms.position, taxonomyTerms.name);
      const out: Partial<Record<Taxonomy, { slug: string; name: string }[]>> = Object.fromEntries(TAXONOMIES_OF[type].map((t) => [t, []]));
      for (const r of rows) out[r.taxonomy]!.push({ slug: r.slug, name: r.name });
      return out;
    },
  };
}

export type AdminPostService = ReturnType<typeof createAdminPostService>;
