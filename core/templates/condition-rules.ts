import { parseCondition, type RenderedPage } from "../builder/popup/popup-conditions";
import { conditionString, matchPriority } from "./theme-conditions";

/**
 * The Display conditions dialog's rows (docs/design/website-templates.md): include or exclude, what the rule
 * applies to, and for some a page or a category, made into Elementor's condition strings and read
 * back from them. A stored condition no picker offers stays as it is (`kind: "other"`).
 */
export const CONDITION_KINDS = [
  { kind: "general", label: "Entire site", path: "general", needs: null },
  { kind: "front_page", label: "Front page", path: "singular/front_page", needs: null },
  { kind: "pages", label: "All pages", path: "singular/page", needs: null },
  { kind: "page", label: "A page", path: "singular/page", needs: "page" },
  { kind: "recipes", label: "All recipes", path: "singular/recipe", needs: null },
  { kind: "articles", label: "All articles", path: "singular/article", needs: null },
  { kind: "recipe_category", label: "A recipe category", path: "archive/recipe_category", needs: "recipe_category" },
  { kind: "recipe_list", label: "Recipe list", path: "archive/recipe_archive", needs: null },
  { kind: "not_found", label: "404 page", path: "singular/not_found404", needs: null },
  { kind: "search", label: "Search results", path: "archive/search", needs: null },
] as const;

export type ConditionKind = (typeof CONDITION_KINDS)[number]["kind"];

export interface ConditionRow {
  type: "include" | "exclude";
  kind: ConditionKind | "other";
  /** The page's id or the category's slug, for the kinds that name one. */
  target: string;
  /** kind "other": the stored condition as it was. */
  raw?: string;
}

/** The most conditions one template keeps. */
export const MAX_CONDITIONS = 50;

/** A row as Elementor's string; null when it lacks the page or category it needs. */
export function rowCondition(row: ConditionRow): string | null {
  if (row.kind === "other") return row.raw && parseCondition(row.raw) ? row.raw : null;
  const kind = CONDITION_KINDS.find((k) => k.kind === row.kind);
  if (!kind) return null;
  const target = row.target.trim();
  if (kind.needs && !target) return null;
  const c = parseCondition(`${row.type}/${kind.path}${kind.needs ? `/${target}` : ""}`);
  return c ? conditionString(c) : null;
}

/** A stored condition as a row of the dialog. */
export function conditionRow(condition: string): ConditionRow {
  const c = parseCondition(condition);
  if (!c) return { type: "include", kind: "other", target: "", raw: condition };
  const path = [c.name, c.sub].filter(Boolean).join("/");
  const kind = CONDITION_KINDS.find((k) => k.path === path && (k.needs ? c.id !== "" : c.id === ""));
  if (!kind) return { type: c.type, kind: "other", target: "", raw: conditionString(c) };
  return { type: c.type, kind: kind.kind, target: kind.needs ? c.id : "" };
}

/** Where the site shows a header or footer template: the first of these addresses its conditions include. */
const PREVIEW_PLACES: readonly { path: string; page: RenderedPage }[] = [
  { path: "/", page: { kind: "singular", postType: "page", isFrontPage: true } },
  { path: "/recipes", page: { kind: "archive", archive: { kind: "post_type", postType: "recipe" } } },
  { path: "/articles", page: { kind: "archive", archive: { kind: "post_type", postType: "article" } } },
  { path: "/shop", page: { kind: "other" } },
  { path: "/stores", page: { kind: "other" } },
];

/**
 * The address the admin's preview of a template opens (`?theme_template_id=<id>`, which centres it):
 * a page it applies to, a named page by its slug first; null when none of these is one.
 */
export function previewAddress(id: number, conditions: readonly string[], pageSlugs: ReadonlyMap<string, string>): string | null {
  const at = (path: string) => `${path}?theme_template_id=${id}`;
  for (const condition of conditions) {
    const c = parseCondition(condition);
    if (c?.type !== "include" || c.name !== "singular" || c.sub !== "page" || !c.id) continue;
    const slug = pageSlugs.get(c.id);
    if (slug && matchPriority(conditions, { kind: "singular", postType: "page", id: c.id }) !== null) return at(`/${slug}`);
  }
  const place = PREVIEW_PLACES.find((p) => matchPriority(conditions, p.page) !== null);
  return place ? at(place.path) : null;
}
