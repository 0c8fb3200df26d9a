import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { TAXONOMIES } from "#core/posts/taxonomies";
import { fieldPlaceholder, POST_MARK, termsLabel } from "../post-fields";

export const postTermsSettings = z.object({
  taxonomy: z.enum(TAXONOMIES).catch("recipe_category"),
});

/** The current post's terms of one taxonomy (a recipe's diets), as a list named by the taxonomy. */
export const postTerms = defineWidget({
  type: "aisle-post-terms",
  title: "Post terms",
  settings: postTermsSettings,
  Component: ({ settings, loop, editMode }) => {
    if (!loop) return editMode ? <p className="widget-placeholder">{fieldPlaceholder("Post terms")}</p> : null;
    return (
      <ul className="e-post-terms" aria-label={termsLabel(settings.taxonomy)}>
        {POST_MARK.terms(settings.taxonomy)}
      </ul>
    );
  },
});
