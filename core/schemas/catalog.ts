import { z } from "zod";
import { idParam } from "./params";
import { SLUG_PATTERN } from "./documents";
import { SEARCH_TERM_MAX_LENGTH } from "../text/search-term";
import {
  CATALOG_DEFAULT_PER_PAGE,
  CATALOG_MAX_BRANDS,
  CATALOG_MAX_PAGE,
  CATALOG_MAX_PER_PAGE,
  CATALOG_SORTS,
  type CatalogQuery,
} from "../catalog/catalog-query";
import { isProductFlag, PRODUCT_FLAGS, type ProductFlag } from "../catalog/flags";
import { UNITS } from "../catalog/unit-price";
import { LIST_LIMITS } from "../limits/limits";

/** A whole number from 1 to `max`, as a query string. */
const boundedInt = (max: number) =>
  z
    .string()
    .max(String(max).length, `must be a whole number from 1 to ${max}`)
    .regex(/^[1-9]\d*$/, `must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n <= max, `must be a whole number from 1 to ${max}`);

const flagList = z
  .string()
  .max(200, "is too long")
  .transform((raw, ctx) => {
    const values = [
      ...new Set(
        raw
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = values.find((v) => !isProductFlag(v));
    if (unknown !== undefined) {
      ctx.addIssue({ code: "custom", message: `must be a comma-separated list of ${PRODUCT_FLAGS.join(", ")}` });
      return z.NEVER;
    }
    return values as ProductFlag[];
  });

const brandList = z
  .string()
  .max(2000, "is too long")
  .transform((raw) => [
    ...new Set(
      raw
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ])
  .refine(
    (list) => list.length <= CATALOG_MAX_BRANDS && list.every((b) => b.length <= 100),
    `must be at most ${CATALOG_MAX_BRANDS} brands of at most 100 characters`,
  );

export const storeIdQuery = z.object({
  store_id: idParam.optional().describe("The store whose prices and stock to show (default: the selected store)."),
});

export const productsQuery = z.object({
  store_id: idParam.optional().describe("The store whose prices and stock to show (default: the selected store)."),
  q: z.string().max(SEARCH_TERM_MAX_LENGTH, "is too long").optional().describe("Search term: full-text (stemmed) and typo-tolerant."),
  department: z
    .string()
    .max(100, "is too long")
    .regex(SLUG_PATTERN, "must be a department slug")
    .optional()
    .describe("A department slug; its sub-departments are included."),
  brand: brandList.optional().describe("Brands joined by commas (any of them)."),
  flags: flagList.optional().describe(`Flags joined by commas (all of them): ${PRODUCT_FLAGS.join(", ")}.`),
  on_sale: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .transform((v) => v === "true" || v === "1")
    .optional(),
  sort: z.enum(CATALOG_SORTS, { error: `must be one of ${CATALOG_SORTS.join(", ")}` }).optional(),
  page: boundedInt(CATALOG_MAX_PAGE).optional(),
  per_page: boundedInt(CATALOG_MAX_PER_PAGE).optional(),
});
export type ProductsQueryParams = z.infer<typeof productsQuery>;

export function catalogQueryFromParams(p: ProductsQueryParams): CatalogQuery {
  return {
    q: p.q?.trim() ?? "",
    department: p.department ?? null,
    brands: p.brand ?? [],
    flags: p.flags ?? [],
    onSale: p.on_sale ?? false,
    sort: p.sort ?? "relevance",
    page: p.page ?? 1,
    perPage: p.per_page ?? CATALOG_DEFAULT_PER_PAGE,
  };
}

export const productIdParam = z.object({ id: idParam });

export const suggestionsQuery = z.object({
  q: z.string({ error: "is required" }).max(SEARCH_TERM_MAX_LENGTH, "is too long"),
  store_id: idParam.optional(),
});

export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  url: z.string(),
  name: z.string(),
  brand: z.string(),
  size: z.string(),
  department_id: z.number().int(),
  image: z.string().nullable(),
  price_cents: z.number().int(),
  sale_price_cents: z.number().int().nullable(),
  sale_ends_at: z.string().nullable(),
  unit_price: z.object({ cents: z.number().int(), unit: z.enum(UNITS) }),
  sold_by_weight: z.boolean(),
  weight_step: z.number().nullable(),
  average_weight: z.number().nullable(),
  available: z.boolean(),
  aisle: z.string(),
  flags: z.array(z.enum(PRODUCT_FLAGS)),
  lead_time_hours: z.number().int().optional().describe("Catering items: how many hours ahead to order."),
  varietal: z.string().optional().describe("Wine, beer and spirits: the grape or style."),
  region: z.string().optional().describe("Wine, beer and spirits: where it is made."),
  pairing: z.string().optional().describe("Wine shop items: what they go with."),
});

const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const productsResponse = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  facets: z.object({
    departments: z.array(facetCount),
    brands: z.array(facetCount),
    flags: z.array(facetCount),
    on_sale: z.number().int(),
  }),
});

export const productDetailSchema = productSchema.extend({
  description: z.string(),
  ingredients: z.string(),
  nutrition: z
    .object({
      serving: z.string(),
      calories: z.number(),
      fat_g: z.number(),
      carbs_g: z.number(),
      sugars_g: z.number(),
      protein_g: z.number(),
      sodium_mg: z.number(),
    })
    .nullable(),
  departments: z.array(z.object({ slug: z.string(), name: z.string(), url: z.string() })),
});

const link = z.object({ name: z.string(), url: z.string() });
export const suggestionsResponse = z.object({ products: z.array(link), departments: z.array(link), recipes: z.array(link) });

const departmentNode: z.ZodType<{ id: number; slug: string; name: string; url: string; children: unknown[] }> = z.lazy(() =>
  z.object({ id: z.number().int(), slug: z.string(), name: z.string(), url: z.string(), children: z.array(departmentNode) }),
);
export const departmentsResponse = z.object({ items: z.array(departmentNode) });

// ---- favorites and shopping lists ----

export const favoritesResponse = z.object({ items: z.array(productSchema), product_ids: z.array(z.number().int()) });
export const favoriteResponse = z.object({ product_id: z.number().int(), favorite: z.boolean() });

export const listInput = z.object({
  name: z.string({ error: "is required" }).trim().min(1, "is required").max(LIST_LIMITS.name, "is too long"),
  note: z.string().max(LIST_LIMITS.note, "is too long").default(""),
});
export const listPatch = z
  .object({
    name: z.string().trim().min(1, "is required").max(LIST_LIMITS.name, "is too long").optional(),
    note: z.string().max(LIST_LIMITS.note, "is too long").optional(),
  })
  .refine((v) => v.name !== undefined || v.note !== undefined, { message: "needs name or note", path: ["name"] });
export const listItemInput = z.object({
  quantity: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(LIST_LIMITS.quantity, `must be at most ${LIST_LIMITS.quantity}`)
    .default(1),
  note: z.string().max(LIST_LIMITS.note, "is too long").default(""),
});
/** Products added to a list at once (a recipe's ingredients): each added to what the list already holds. */
export const LIST_ADD_MAX = 50;
export const listAddInput = z.object({
  items: z
    .array(
      listItemInput.extend({
        product_id: z
          .number({ error: "must be a product id" })
          .int("must be a product id")
          .min(1, "must be a product id")
          .max(2_147_483_647, "must be a product id"),
      }),
    )
    .min(1, "needs at least one product")
    .max(LIST_ADD_MAX, `holds at most ${LIST_ADD_MAX} products`),
});
export const listIdParam = z.object({ id: idParam });
export const listItemParams = z.object({ id: idParam, product_id: idParam });

export const listItemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  url: z.string(),
  quantity: z.number().int(),
  note: z.string(),
});
export const listSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  item_count: z.number().int(),
  items: z.array(listItemSchema),
});
export const listsResponse = z.object({ items: z.array(listSchema.omit({ items: true })) });

// ---- the weekly ad ----

export const weeklyAdQuery = z.object({
  store_id: idParam
    .optional()
    .describe("The store whose weekly ad to show (default: the selected store); a catering or wine store shows its shop store's."),
  page: boundedInt(CATALOG_MAX_PAGE).optional(),
  per_page: boundedInt(CATALOG_MAX_PER_PAGE).optional(),
});

const circularSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  display_start_date: z.string(),
  display_end_date: z.string(),
});

export const weeklyAdResponse = z.object({
  circular: circularSchema.nullable(),
  items: z.array(z.object({ product: productSchema, price_cents: z.number().int(), text: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
});
