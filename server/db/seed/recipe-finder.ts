import type { ElementNode } from "#core/documents/document-types";
import { CURRENT_FORMAT_VERSION } from "#core/documents/document-types";
import { assignIds, container, heading, textEditor, type DocumentRow, type Draft, widget } from "./elements";

/**
 * The recipe finder: a page-builder page with a loop grid of recipes and two taxonomy filters bound
 * to it (recipe category, one at a time; diets, several at once, all of them must match), and the
 * loop item template its cards are drawn with. The bench measures it (bench/run.ts).
 */
export const RECIPE_CARD_SLUG = "recipe-card";
export const RECIPE_FINDER_SLUG = "recipe-finder";

export function recipeCardTemplate(taken: Set<string>): DocumentRow {
  const drafts: Draft[] = [
    container(
      [
        widget("theme-post-featured-image", { link_to_post: "yes" }),
        widget("theme-post-title", { header_size: "h2", typography_typography: "custom", typography_font_size: { unit: "px", size: 20 } }),
        widget("aisle-post-terms", { taxonomy: "diet" }),
        widget("theme-post-excerpt", {}),
        widget("aisle-post-read-more", { text: "View recipe" }),
      ],
      { content_width: "full", gap: { unit: "px", column: "8", row: "8", isLinked: true } },
    ),
  ];
  return {
    type: "loop-item",
    title: "Recipe card",
    slug: RECIPE_CARD_SLUG,
    formatVersion: CURRENT_FORMAT_VERSION,
    settings: {},
    elements: assignIds(RECIPE_CARD_SLUG, drafts, taken),
    status: "publish",
  };
}

function findWidget(nodes: ElementNode[], type: string): ElementNode | undefined {
  for (const n of nodes) {
    if (n.widgetType === type) return n;
    const inner = findWidget(n.elements, type);
    if (inner) return inner;
  }
  return undefined;
}

function forEachWidget(nodes: ElementNode[], type: string, visit: (n: ElementNode) => void): void {
  for (const n of nodes) {
    if (n.widgetType === type) visit(n);
    forEachWidget(n.elements, type, visit);
  }
}

export function recipeFinderPage(templateId: number, taken: Set<string>): DocumentRow {
  const drafts: Draft[] = [
    container([
      heading("Recipe finder", "h1"),
      textEditor(
        "<p>Pick a meal and the diets you cook for: the recipes below follow your choice, and the address keeps it for sharing.</p>",
      ),
      widget("taxonomy-filter", { taxonomy: "recipe_category" }),
      widget("taxonomy-filter", { taxonomy: "diet", multiple_selection: "yes", logical_combination: "AND", first_item_title: "Any diet" }),
      widget("loop-grid", {
        template_id: templateId,
        post_query_post_type: "recipe",
        posts_per_page: 9,
        pagination_type: "numbers_and_prev_next",
        columns: 3,
        columns_tablet: 2,
        columns_mobile: 1,
        column_gap: { unit: "px", size: 24 },
        row_gap: { unit: "px", size: 32 },
        nothing_found_message_text: "No recipe matches all of these yet. Try fewer diets or another meal.",
      }),
    ]),
  ];
  const elements = assignIds(RECIPE_FINDER_SLUG, drafts, taken);
  const grid = findWidget(elements, "loop-grid")!;
  forEachWidget(elements, "taxonomy-filter", (f) => (f.settings = { ...f.settings, selected_element: grid.id }));
  return {
    type: "page",
    title: "Recipe finder",
    slug: RECIPE_FINDER_SLUG,
    formatVersion: CURRENT_FORMAT_VERSION,
    settings: { description: "Find a recipe by meal and diet." },
    elements,
    status: "publish",
  };
}

/** The element ids the other demo documents use, so the finder's are unique among them. */
export function takenIds(rows: readonly DocumentRow[]): Set<string> {
  const taken = new Set<string>();
  const walk = (nodes: readonly ElementNode[]) => {
    for (const n of nodes) {
      taken.add(n.id);
      walk(n.elements);
    }
  };
  for (const r of rows) walk((r.elements ?? []) as ElementNode[]);
  return taken;
}
