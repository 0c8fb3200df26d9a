import { z } from "zod";
import { POST_TYPES, TAXONOMIES } from "#core/posts/taxonomies";
import { MAX_PER_PAGE } from "#core/posts/post-query";
import { FILTER_TERM } from "#core/loop-filter/url-codec";
import { numberSetting, plainText } from "../setting-fields";

const slugs = z
  .array(z.unknown())
  .transform((list) => [...new Set(list.filter((s): s is string => typeof s === "string" && FILTER_TERM.test(s)))].slice(0, 20))
  .catch([]);

export const PAGINATION_TYPES = ["", "numbers", "prev_next", "numbers_and_prev_next", "load_more_on_click"] as const;
export type PaginationType = (typeof PAGINATION_TYPES)[number];

/**
 * Elementor Pro's Loop Grid: the item template (a `loop-item` document), the query (post type,
 * terms per taxonomy: a post must carry one of each taxonomy's terms, child terms included; order;
 * posts per page), pagination and the text shown when nothing matches. Columns and gaps are styles.
 */
export const loopGridSettings = z.object({
  template_id: numberSetting(0, { min: 0, max: 2_147_483_647 }).transform(Math.trunc),
  post_query_post_type: z.enum(POST_TYPES).catch("recipe"),
  post_query_terms: z
    .object(Object.fromEntries(TAXONOMIES.map((t) => [t, slugs])) as Record<(typeof TAXONOMIES)[number], typeof slugs>)
    .partial()
    .catch({}),
  post_query_orderby: z.enum(["date", "title"]).catch("date"),
  post_query_order: z.enum(["", "desc", "asc"]).catch(""),
  posts_per_page: numberSetting(6, { min: 1, max: MAX_PER_PAGE }).transform(Math.trunc),
  pagination_type: z.enum(PAGINATION_TYPES).catch(""),
  /** The most pages the pagination offers (0: all). */
  pagination_page_limit: numberSetting(0, { min: 0, max: 10_000 }).transform(Math.trunc),
  pagination_prev_label: plainText("Previous", 60),
  pagination_next_label: plainText("Next", 60),
  load_more_button_text: plainText("Load more", 60),
  nothing_found_message_text: plainText("Nothing matches this filter yet.", 300),
});

export type LoopGridSettings = z.infer<typeof loopGridSettings>;
