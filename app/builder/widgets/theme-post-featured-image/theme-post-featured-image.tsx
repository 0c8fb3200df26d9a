import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { switcher } from "../setting-fields";
import { fieldPlaceholder, POST_MARK } from "../post-fields";

export const postImageSettings = z.object({
  link_to_post: switcher(false),
});

/**
 * Elementor Pro's Featured Image in a loop item. The image is decorative (the post's title names the
 * item); linked, the link repeats the title's, so it is left out of the tab order and hidden from
 * assistive technology.
 */
export const themePostFeaturedImage = defineWidget({
  type: "theme-post-featured-image",
  title: "Featured image",
  settings: postImageSettings,
  Component: ({ settings, loop, editMode }) => {
    if (!loop) return editMode ? <p className="widget-placeholder">{fieldPlaceholder("Featured image")}</p> : null;
    return settings.link_to_post ? (
      <a className="e-post-image-link" href={POST_MARK.url} tabIndex={-1} aria-hidden="true">
        {POST_MARK.image}
      </a>
    ) : (
      <>{POST_MARK.image}</>
    );
  },
});
