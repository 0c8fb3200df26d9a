import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { plainText } from "../setting-fields";
import { fieldPlaceholder, POST_MARK } from "../post-fields";

export const postReadMoreSettings = z.object({
  text: plainText("Read more", 100),
});

/** A link to the current post's page; its name ends with the post's title, so every one says where it goes. */
export const postReadMore = defineWidget({
  type: "aisle-post-read-more",
  title: "Post link",
  settings: postReadMoreSettings,
  Component: ({ settings, loop, editMode }) => {
    if (!loop) return editMode ? <p className="widget-placeholder">{fieldPlaceholder("Post link")}</p> : null;
    return (
      <a className="elementor-post__read-more" href={POST_MARK.url}>
        {settings.text || "Read more"}
        <span className="visually-hidden">: {POST_MARK.title}</span>
      </a>
    );
  },
});
