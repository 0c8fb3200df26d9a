import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { htmlTagSetting, switcher } from "../setting-fields";
import { fieldPlaceholder, POST_MARK } from "../post-fields";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";

export const postTitleSettings = z.object({
  header_size: htmlTagSetting("h2"),
  /** Links the title to the post's page (on by default: the title is how a card is opened). */
  link_to_post: switcher(true),
});

/** Elementor Pro's Post Title in a loop item: the current post's title, linked to its page. */
export const themePostTitle = defineWidget({
  type: "theme-post-title",
  title: "Post title",
  settings: postTitleSettings,
  Component: ({ settings, loop, editMode }) => {
    if (!loop) return editMode ? <p className="widget-placeholder">{fieldPlaceholder("Post title")}</p> : null;
    const Tag = settings.header_size;
    return (
      <Tag className="elementor-heading-title elementor-size-default">
        {settings.link_to_post ? <a href={POST_MARK.url}>{POST_MARK.title}</a> : POST_MARK.title}
      </Tag>
    );
  },
  styles: (v) => mergeBlocks({ "": textAlign(v) }, { " .elementor-heading-title": { ...colour(v, "title_color"), ...typography(v) } }),
});
