import { z } from "zod";
import { booleanParam } from "./params";
import { SLUG_PATTERN } from "./documents";
import { FIELD_LIMITS, MAX_POST_TERMS, RECIPE_LIMITS } from "../limits/limits";
import { MAX_PAGE, MAX_PER_PAGE, type PostQuery, type TermFilter } from "../posts/post-query";
import { parseTermList } from "../posts/term-list";
import { POST_TYPES, TAXONOMIES } from "../posts/taxonomies";

/** A whole number from 1 to `max`, as a query string. */
export const boundedIntParam = (max: number) =>
  z
    .string()
    .max(String(max).length, `must be a whole number from 1 to ${max}`)
    .regex(/^[1-9]\d*$/, `must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n <= max, `must be a whole number from 1 to ${max}`);

/** A taxonomy parameter: term slugs joined by `,` or `~` (any of them) or `+` (all of them). */
const termListParam = z
  .string()
  .max(1000, "is too long")
  .transform((raw, ctx) => {
    const parsed = parseTermList(raw);
    if ("reason" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.reason });
      return z.NEVER;
    }
    return parsed;
  })
  .describe("Term slugs joined by , or ~ (posts with any of them) or by + (posts with all of them); empty filters nothing.");

export const postsQuery = z.object({
  type: z.enum(POST_TYPES, { error: "must be recipe or article" }),
  recipe_category: termListParam.optional(),
  diet: termListParam.optional(),
  category: termListParam.optional(),
  include_children: booleanParam.optional().describe("A term also matches posts filed under the terms below it (default false)."),
  orderby: z.enum(["date", "title"], { error: "must be date or title" }).optional(),
  order: z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional(),
  page: boundedIntParam(MAX_PAGE).optional(),
  per_page: boundedIntParam(MAX_PER_PAGE).optional(),
});
export type PostsQueryParams = z.infer<typeof postsQuery>;

/** The service's query for the API's parameters. A taxonomy of another post type is left for the service to refuse. */
export function postQueryFromParams(q: PostsQueryParams): PostQuery {
  const filters: TermFilter[] = [];
  for (const taxonomy of TAXONOMIES) {
    const list = q[taxonomy];
    if (list) filters.push({ taxonomy, terms: list.terms, join: list.join, includeChildren: q.include_children ?? false });
  }
  return { type: q.type, filters, orderBy: q.orderby, order: q.order, page: q.page, perPage: q.per_page };
}

export const postListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  terms: z.record(z.enum(TAXONOMIES), z.array(z.string())),
});

export const postsResponse = z.object({ items: z.array(postListItem), total: z.number().int() });

// ---- what a stored post may hold (checked by the posts service before it writes) ----

const text = (max: number) => z.string().max(max, "is too long");
const minutes = z.number().int().min(0).max(RECIPE_LIMITS.minutes).nullable();

export const ingredientInput = z.object({
  quantity: text(FIELD_LIMITS.ingredientQuantity).default(""),
  unit: text(FIELD_LIMITS.ingredientUnit).default(""),
  name: z.string().trim().min(1, "is required").max(FIELD_LIMITS.ingredientName, "is too long"),
  note: text(FIELD_LIMITS.ingredientNote).default(""),
});

export const recipeInput = z.object({
  prepMinutes: minutes.default(null),
  cookMinutes: minutes.default(null),
  servings: z.number().int().min(1).max(RECIPE_LIMITS.servings).nullable().default(null),
  recipeYield: text(FIELD_LIMITS.recipeYield).default(""),
  ingredients: z.array(ingredientInput).max(RECIPE_LIMITS.ingredients, `has more than ${RECIPE_LIMITS.ingredients} ingredients`),
  steps: z
    .array(z.string().trim().min(1, "is required").max(FIELD_LIMITS.recipeStep, "is too long"))
    .max(RECIPE_LIMITS.steps, `has more than ${RECIPE_LIMITS.steps} steps`),
});

const termSlug = z.string().max(FIELD_LIMITS.slug, "is too long").regex(SLUG_PATTERN, "must be a term slug");

export const postInput = z
  .object({
    type: z.enum(POST_TYPES),
    slug: z.string().max(FIELD_LIMITS.slug, "is too long").regex(SLUG_PATTERN, "must be lowercase letters, digits and hyphens"),
    title: z.string().trim().min(1, "is required").max(FIELD_LIMITS.title, "is too long"),
    excerpt: text(FIELD_LIMITS.excerpt).default(""),
    /** HTML; sanitized before it is stored. Its length is bounded by the JSON limits (512 KiB per string). */
    body: z.string().default(""),
    image: text(FIELD_LIMITS.url).nullable().default(null),
    imageAlt: text(FIELD_LIMITS.imageAlt).default(""),
    author: text(FIELD_LIMITS.personName).default(""),
    publishedAt: z.coerce.date(),
    status: z.enum(["publish", "draft"]).default("publish"),
    terms: z.partialRecord(z.enum(TAXONOMIES), z.array(termSlug)).default({}),
    recipe: recipeInput.nullable().default(null),
  })
  .refine((p) => Object.values(p.terms).reduce((n, list) => n + (list?.length ?? 0), 0) <= MAX_POST_TERMS, {
    message: `has more than ${MAX_POST_TERMS} terms`,
    path: ["terms"],
  })
  .refine((p) => (p.type === "recipe") === (p.recipe !== null), {
    message: "is required for a recipe and only for a recipe",
    path: ["recipe"],
  });
export type PostInput = z.input<typeof postInput>;
export type ParsedPostInput = z.infer<typeof postInput>;
