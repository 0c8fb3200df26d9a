import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { fieldPlaceholder, POST_MARK } from "../post-fields";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";

export const postExcerptSettings = z.object({});

/** Elementor Pro's Post Excerpt in a loop item: the current post's excerpt, as plain text. */
export const themePostExcerpt = defineWidget({
  type: "theme-post-excerpt",
  title: "Post excerpt",
  settings: postExcerptSettings,
  Component: ({ loop, editMode }) => {
    if (!loop) return editMode ? <p className="widget-placeholder">{fieldPlaceholder("Post excerpt")}</p> : null;
    return <p className="elementor-post-excerpt">{POST_MARK.excerpt}</p>;
  },
  styles: (v) => mergeBlocks({ "": textAlign(v) }, { " .elementor-post-excerpt": { ...colour(v, "text_color"), ...typography(v) } }),
});
