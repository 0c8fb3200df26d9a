import { defineWidget } from "../../widget-types";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { cssSize } from "#core/builder/css-values";
import type { StyleFn } from "#core/builder/style-helpers";
import { postsSchema } from "./settings";

/** The slot resolver's name (slots.server.ts), shared with Archive Posts. */
export const POSTS_RESOLVER = "posts";

/** The posts widgets' styles: gaps and the skin's colours and type (Elementor's skin-prefixed names). */
export const postsStyles: StyleFn = (v) => {
  const skin = typeof v.stored["_skin"] === "string" && /^[a-z_]{1,30}$/.test(v.stored["_skin"]) ? v.stored["_skin"] : "classic";
  const columnGap = cssSize(v.get(`${skin}_column_gap`), ["px", "em", "rem"], { min: 0 });
  const rowGap = cssSize(v.get(`${skin}_row_gap`), ["px", "em", "rem"], { min: 0 });
  const grid: Record<string, string> = {};
  if (columnGap) grid["column-gap"] = columnGap;
  if (rowGap) grid["row-gap"] = rowGap;
  return mergeBlocks(
    { " .elementor-posts-container": grid },
    { " .elementor-post__title a": { ...colour(v, `${skin}_title_color`), ...typography(v, `${skin}_title_typography`) } },
    { " .elementor-post__excerpt p": { ...colour(v, `${skin}_excerpt_color`), ...typography(v, `${skin}_excerpt_typography`) } },
    { " .elementor-post__read-more": colour(v, `${skin}_read_more_color`) },
  );
};

/**
 * Elementor Pro's Posts over recipes or articles, classic and cards skins, with numbered and
 * previous/next pagination. The posts and the page depend on the request (the address names the
 * page), so it is a per-request slot (resolver.server.ts).
 */
export const posts = defineWidget({
  type: "posts",
  title: "Posts",
  settings: postsSchema(false),
  Component: () => null,
  slot: (settings, element) => ({ resolver: POSTS_RESOLVER, args: { widgetId: element?.id ?? "", settings, archive: false } }),
  classes: (s) => [`elementor-grid-${s.columns}`, `elementor-posts--thumbnail-${s.thumbnail}`],
  styles: postsStyles,
});
