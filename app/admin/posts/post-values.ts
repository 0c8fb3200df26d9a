import type { AdminPost } from "#core/schemas/admin-posts";
import { parsePreviewDate } from "#core/content/preview-as";
import type { Ingredient } from "#core/posts/types";
import { TAXONOMIES_OF, type PostType, type Taxonomy } from "#core/posts/taxonomies";

/** The post form as typed: text as sent, so a refused form comes back with everything in it. */
export interface PostFormValues {
  type: PostType;
  title: string;
  slug: string;
  status: string;
  excerpt: string;
  body: string;
  image: string;
  imageAlt: string;
  author: string;
  /** The post's date as typed, in UTC (`2026-12-01T09:30`); empty is "now" (or the date it has). A later one is scheduled. */
  publishedAt: string;
  terms: Partial<Record<Taxonomy, string[]>>;
  prepMinutes: string;
  cookMinutes: string;
  servings: string;
  recipeYield: string;
  /** One ingredient a line: "quantity | unit | name | note" (a line without bars is the name alone). */
  ingredients: string;
  /** One step a line. */
  steps: string;
}

export const newPostValues = (type: PostType): PostFormValues => ({
  type,
  title: "",
  slug: "",
  status: "draft",
  excerpt: "",
  body: "",
  image: "",
  imageAlt: "",
  author: "",
  publishedAt: "",
  terms: Object.fromEntries(TAXONOMIES_OF[type].map((t) => [t, []])),
  prepMinutes: "",
  cookMinutes: "",
  servings: "",
  recipeYield: "",
  ingredients: "",
  steps: "",
});

export const ingredientLine = (i: Ingredient) =>
  i.quantity || i.unit || i.note ? [i.quantity, i.unit, i.name, i.note].join(" | ").replace(/( \| )+$/, "") : i.name;

export function valuesOfPost(p: AdminPost): PostFormValues {
  const r = p.recipe;
  return {
    type: p.type,
    title: p.title,
    slug: p.slug,
    status: p.status,
    excerpt: p.excerpt,
    body: p.body,
    image: p.image ?? "",
    imageAlt: p.imageAlt,
    author: p.author,
    // A draft shows no date: published without one, it is dated then (as the API does).
    publishedAt: p.status === "draft" ? "" : p.publishedAt.slice(0, 16),
    terms: p.terms,
    prepMinutes: r?.prepMinutes == null ? "" : String(r.prepMinutes),
    cookMinutes: r?.cookMinutes == null ? "" : String(r.cookMinutes),
    servings: r?.servings == null ? "" : String(r.servings),
    recipeYield: r?.recipeYield ?? "",
    ingredients: (r?.ingredients ?? []).map(ingredientLine).join("\n"),
    steps: (r?.steps ?? []).join("\n"),
  };
}

/** What was posted, as the form's values (a type other than recipe is an article). */
export function valuesOfForm(form: URLSearchParams, type: PostType): PostFormValues {
  const text = (name: string) => form.get(name) ?? "";
  return {
    type,
    title: text("title"),
    slug: text("slug").trim(),
    status: text("status"),
    excerpt: text("excerpt"),
    body: text("body"),
    image: text("image").trim(),
    imageAlt: text("imageAlt"),
    author: text("author"),
    publishedAt: text("publishedAt").trim(),
    terms: Object.fromEntries(TAXONOMIES_OF[type].map((t) => [t, form.getAll(`terms.${t}`)])),
    prepMinutes: text("prepMinutes").trim(),
    cookMinutes: text("cookMinutes").trim(),
    servings: text("servings").trim(),
    recipeYield: text("recipeYield"),
    ingredients: text("ingredients"),
    steps: text("steps"),
  };
}

const lines = (s: string) =>
  s
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
/** A number field: empty is none; anything not a whole number is kept as typed for the schema to refuse. */
const whole = (s: string): number | null | string => (s === "" ? null : /^\d{1,6}$/.test(s) ? Number(s) : s);

function ingredientOf(line: string): Ingredient {
  if (!line.includes("|")) return { quantity: "", unit: "", name: line, note: "" };
  const [quantity = "", unit = "", name = "", note = ""] = line.split("|").map((p) => p.trim());
  return { quantity, unit, name, note };
}

/** The API's body for the form's values (the schema then checks it like any other call's). */
export function bodyOfValues(v: PostFormValues): Record<string, unknown> {
  return {
    title: v.title,
    slug: v.slug,
    status: v.status,
    excerpt: v.excerpt,
    body: v.body,
    image: v.image === "" ? null : v.image,
    imageAlt: v.imageAlt,
    author: v.author,
    ...(v.publishedAt === "" ? {} : { publishedAt: parsePreviewDate(v.publishedAt)?.toISOString() ?? v.publishedAt }),
    terms: v.terms,
    recipe:
      v.type === "recipe"
        ? {
            prepMinutes: whole(v.prepMinutes),
            cookMinutes: whole(v.cookMinutes),
            servings: whole(v.servings),
            recipeYield: v.recipeYield,
            ingredients: lines(v.ingredients).map(ingredientOf),
            steps: lines(v.steps),
          }
        : null,
  };
}
