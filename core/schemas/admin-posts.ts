import { z } from "zod";
import { SLUG_PATTERN } from "./documents";
import { boundedIntParam, recipeInput } from "./posts";
import { ADMIN_LIST_LIMITS, FIELD_LIMITS, JSON_LIMITS, MAX_POST_TERMS } from "../limits/limits";
import { isoDateTime } from "./content-items";
import { SEARCH_TERM_MAX_LENGTH } from "../text/search-term";
import { POST_TYPES, TAXONOMIES } from "../posts/taxonomies";

/** Posts and taxonomy terms in the admin: editors and administrators. */

const text = (max: number) => z.string().max(max, "is too long");
const slug = z.string().max(FIELD_LIMITS.slug, "is too long").regex(SLUG_PATTERN, "must be lowercase letters, digits and hyphens");
/** Empty means "make it from the title". */
const slugOrEmpty = z.union([z.literal(""), slug]);
const termSlug = z.string().max(FIELD_LIMITS.slug, "is too long").regex(SLUG_PATTERN, "must be a term slug");

export const POST_STATUSES = ["publish", "draft"] as const;

const postFields = {
  title: z.string().trim().min(1, "is required").max(FIELD_LIMITS.title, "is too long"),
  slug: slugOrEmpty.describe("Unique per post type; empty makes one from the title"),
  status: z.enum(POST_STATUSES, { error: "must be publish or draft" }),
  excerpt: text(FIELD_LIMITS.excerpt),
  /** HTML, sanitized before it is stored. */
  body: z.string().max(JSON_LIMITS.maxStringBytes, "is too long"),
  image: text(FIELD_LIMITS.url).nullable(),
  imageAlt: text(FIELD_LIMITS.imageAlt),
  author: text(FIELD_LIMITS.personName),
  publishedAt: isoDateTime.describe("When it was (or is to be shown as) published; a draft published without one is dated then"),
  terms: z.partialRecord(z.enum(TAXONOMIES), z.array(termSlug).max(MAX_POST_TERMS, `has more than ${MAX_POST_TERMS} terms`)),
  recipe: recipeInput.nullable(),
};

const termCount = (terms: Partial<Record<string, string[]>> | undefined) =>
  Object.values(terms ?? {}).reduce((n, l) => n + (l?.length ?? 0), 0);

export const adminPostBody = z
  .object({ type: z.enum(POST_TYPES, { error: "must be recipe or article" }), ...postFields })
  .partial({
    slug: true,
    status: true,
    excerpt: true,
    body: true,
    image: true,
    imageAlt: true,
    author: true,
    publishedAt: true,
    terms: true,
    recipe: true,
  })
  .strict()
  .refine((p) => termCount(p.terms) <= MAX_POST_TERMS, { message: `has more than ${MAX_POST_TERMS} terms`, path: ["terms"] })
  .refine((p) => p.type === "recipe" || p.recipe == null, { message: "is only for a recipe", path: ["recipe"] });
export type AdminPostBody = z.infer<typeof adminPostBody>;

/** Any subset of a post's fields; its type does not change. */
export const adminPostPatch = z
  .object(postFields)
  .partial()
  .strict()
  .refine((p) => termCount(p.terms) <= MAX_POST_TERMS, { message: `has more than ${MAX_POST_TERMS} terms`, path: ["terms"] });
export type AdminPostPatch = z.infer<typeof adminPostPatch>;

export const adminPostsQuery = z.object({
  type: z.enum(POST_TYPES, { error: "must be recipe or article" }).optional(),
  status: z.enum(POST_STATUSES, { error: "must be publish or draft" }).optional(),
  q: z.string().max(SEARCH_TERM_MAX_LENGTH, "is too long").optional().describe("Words in the title or slug"),
  page: boundedIntParam(ADMIN_LIST_LIMITS.maxPage).optional(),
  per_page: boundedIntParam(ADMIN_LIST_LIMITS.perPage).optional(),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuery>;

const ingredient = z.object({ quantity: z.string(), unit: z.string(), name: z.string(), note: z.string() });
export const adminPost = z.object({
  id: z.number().int(),
  type: z.enum(POST_TYPES),
  slug: z.string(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  excerpt: z.string(),
  body: z.string().max(JSON_LIMITS.maxStringBytes, "is too long"),
  image: z.string().nullable(),
  imageAlt: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  url: z.string(),
  terms: z.partialRecord(z.enum(TAXONOMIES), z.array(z.string())),
  recipe: z
    .object({
      prepMinutes: z.number().nullable(),
      cookMinutes: z.number().nullable(),
      servings: z.number().nullable(),
      recipeYield: z.string(),
      ingredients: z.array(ingredient),
      steps: z.array(z.string()),
    })
    .nullable(),
});
export type AdminPost = z.infer<typeof adminPost>;

export const adminPostSummary = adminPost.omit({ body: true, recipe: true });
export type AdminPostSummary = z.infer<typeof adminPostSummary>;
export const adminPostPage = z.object({
  items: z.array(adminPostSummary),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

// ---- taxonomy terms ----

export const taxonomyParam = z.enum(TAXONOMIES, { error: `must be one of ${TAXONOMIES.join(", ")}` });

export const termBody = z
  .object({
    name: z.string().trim().min(1, "is required").max(FIELD_LIMITS.title, "is too long"),
    slug: slugOrEmpty.optional().describe("Unique in the taxonomy; empty or absent makes one from the name"),
    parent: termSlug.nullable().optional().describe("The parent term's slug in the same taxonomy; null for the top"),
  })
  .strict();
export type TermBody = z.infer<typeof termBody>;

/** A rename: the name, and the slug when it should change too. */
export const termPatch = z
  .object({
    name: z.string().trim().min(1, "is required").max(FIELD_LIMITS.title, "is too long"),
    slug: slug.optional(),
  })
  .strict();
export type TermPatch = z.infer<typeof termPatch>;

export const termDeleteQuery = z.object({
  confirm: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .describe("true removes a term that posts carry from those posts; without it such a term is refused (409)"),
});

export const adminTerm = z.object({
  id: z.number().int(),
  taxonomy: z.enum(TAXONOMIES),
  slug: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  /** Posts carrying the term, drafts included. */
  posts: z.number().int(),
});
export type AdminTerm = z.infer<typeof adminTerm>;
export const adminTermList = z.object({ items: z.array(adminTerm) });
