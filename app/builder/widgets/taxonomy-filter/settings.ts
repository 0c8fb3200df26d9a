import { z } from "zod";
import { TAXONOMIES } from "#core/posts/taxonomies";
import { FILTER_WIDGET_ID } from "#core/loop-filter/url-codec";
import { numberSetting, plainText, switcher } from "../setting-fields";

/** Elementor Pro's Taxonomy Filter (docs/design/builder-behaviour.md#loop-grid-and-taxonomy-filter), bound to a loop grid by its element id. */
export const taxonomyFilterSettings = z.object({
  selected_element: z.string().regex(FILTER_WIDGET_ID).catch(""),
  taxonomy: z.enum(TAXONOMIES).catch("recipe_category"),
  direction: z.enum(["horizontal", "vertical"]).catch("horizontal"),
  multiple_selection: switcher(false),
  logical_combination: z.enum(["AND", "OR"]).catch("AND"),
  show_empty_items: switcher(false),
  show_child_taxonomy: switcher(false),
  child_taxonomy_depth: numberSetting(1, { min: 1, max: 5 }).transform(Math.trunc),
  show_first_item: switcher(true),
  first_item_title: plainText("All", 60),
  /** How many terms to show (0: all). */
  number_of_taxonomies: numberSetting(0, { min: 0, max: 200 }).transform(Math.trunc),
});

export type TaxonomyFilterSettings = z.infer<typeof taxonomyFilterSettings>;
