import { defineWidget } from "../../widget-types";
import { postsSchema } from "../posts/settings";
import { POSTS_RESOLVER, postsStyles } from "../posts/posts";

/**
 * Elementor Pro's Archive Posts: the posts of the list the page is (recipes, articles, a category of
 * either; `posts/archive-query.ts`), else the widget's post type, with the posts widget's skins and
 * pagination (`archive_classic_*`, `archive_cards_*` settings).
 */
export const archivePosts = defineWidget({
  type: "archive-posts",
  title: "Archive Posts",
  settings: postsSchema(true),
  Component: () => null,
  slot: (settings, element) => ({ resolver: POSTS_RESOLVER, args: { widgetId: element?.id ?? "", settings, archive: true } }),
  classes: (s) => [`elementor-grid-${s.columns}`, `elementor-posts--thumbnail-${s.thumbnail}`],
  styles: postsStyles,
});
