import { conditionMatches, readConditions, type Condition, type RenderedPage } from "../builder/popup/popup-conditions";
import type { ThemeLocation, ThemeTemplateType } from "./theme-template-types";

/**
 * Which website template a page gets (docs/design/website-templates.md): the templates of the type the place
 * takes whose display conditions include the page and do not exclude it; of those, the one whose
 * matching condition is the most specific wins, as in Elementor Pro's theme builder (a lower priority
 * number is more specific), and between equals the newest. Conditions are Elementor's strings
 * (`include/general`, `include/singular/recipe`, `exclude/singular/page/12`...) or the objects a kit's
 * manifest holds (`{ type, name, sub_name, sub_id }`).
 */

export interface ThemeTemplateCandidate {
  id: number;
  type: string;
  /** When it was last saved (ISO time): the newest wins a tie. */
  updatedAt?: string;
  conditions: unknown;
}

/** Elementor Pro's priorities: general 100, archive 80, singular 60, a kind of post or archive 40, one item 30, the front page 30, the 404 page 20. */
export function conditionPriority(c: Condition): number {
  if (c.name === "general") return 100;
  if (c.sub === "") return c.name === "archive" ? 80 : 60;
  if (c.sub === "not_found404") return 20;
  if (c.sub === "front_page") return 30;
  return c.id === "" ? 40 : 30;
}

/** The priority of the most specific include matching the page; null when none does or an exclude does. */
export function matchPriority(conditions: unknown, page: RenderedPage): number | null {
  const list = readConditions(conditions);
  if (list.some((c) => c.type === "exclude" && conditionMatches(c, page))) return null;
  let best: number | null = null;
  for (const c of list) {
    if (c.type !== "include" || !conditionMatches(c, page)) continue;
    const p = conditionPriority(c);
    if (best === null || p < best) best = p;
  }
  return best;
}

/** The template type a page's place takes: a recipe or an article a single post, a page a single page... */
export function templateTypeFor(location: ThemeLocation, page: RenderedPage): ThemeTemplateType | null {
  if (location === "header" || location === "footer") return location;
  if (location === "single") {
    if (page.kind === "not_found") return "error-404";
    if (page.kind !== "singular") return null;
    return page.postType === "page" ? "single-page" : "single-post";
  }
  if (page.kind !== "archive") return null;
  return page.archive?.kind === "search" ? "search-results" : "archive";
}

const newer = (a: ThemeTemplateCandidate, b: ThemeTemplateCandidate) =>
  (a.updatedAt ?? "") > (b.updatedAt ?? "") || ((a.updatedAt ?? "") === (b.updatedAt ?? "") && a.id > b.id);

/** The template that fills the place on this page, or null (the site's own part stays). */
export function chooseTemplate<T extends ThemeTemplateCandidate>(
  templates: readonly T[],
  location: ThemeLocation,
  page: RenderedPage,
): T | null {
  const type = templateTypeFor(location, page);
  if (!type) return null;
  let winner: { template: T; priority: number } | null = null;
  for (const template of templates) {
    if (template.type !== type) continue;
    const priority = matchPriority(template.conditions, page);
    if (priority === null) continue;
    if (!winner || priority < winner.priority || (priority === winner.priority && newer(template, winner.template)))
      winner = { template, priority };
  }
  return winner?.template ?? null;
}

/** A condition as Elementor writes it: `include/singular/page/12`, with the empty tail left off. */
export function conditionString(c: Condition): string {
  return [c.type, c.name, c.sub, c.id].join("/").replace(/\/+$/, "");
}

/** Stored conditions in either form as Elementor's strings, the unreadable ones left out and repeats once. */
export function conditionStrings(raw: unknown): string[] {
  return [...new Set(readConditions(raw).map(conditionString))];
}

export interface TemplateConflict {
  /** The include condition more than one template of the type claims. */
  condition: string;
  type: string;
  ids: number[];
}

/**
 * Templates of one type that claim the same place with the same include condition: only the newest
 * shows there, so the admin flags them (Elementor's conflict warning).
 */
export function templateConflicts(templates: readonly ThemeTemplateCandidate[]): TemplateConflict[] {
  const claims = new Map<string, TemplateConflict>();
  for (const t of templates) {
    for (const c of readConditions(t.conditions)) {
      if (c.type !== "include") continue;
      const condition = conditionString(c);
      const key = `${t.type} ${condition}`;
      const claim = claims.get(key) ?? { condition, type: t.type, ids: [] };
      if (!claim.ids.includes(t.id)) claim.ids.push(t.id);
      claims.set(key, claim);
    }
  }
  return [...claims.values()].filter((c) => c.ids.length > 1);
}
